import { createContext, useContext, useId, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './styles';

// Tabs on plain elements with the ARIA tabs pattern: role tablist/tab/tabpanel, one tab stop (the selected
// tab), arrow keys, Home and End move and select (automatic activation), only the selected panel renders.

type Key = string | number;

interface TabsState {
  base: string;
  selected: Key | null;
  select: (key: Key) => void;
  orientation: 'horizontal' | 'vertical';
}

const TabsContext = createContext<TabsState | null>(null);

const idOf = (base: string, kind: 'tab' | 'panel', key: Key) => `${base}-${kind}-${String(key).replace(/\s+/g, '-')}`;

export interface TabsProps {
  children: ReactNode;
  selectedKey?: Key | null;
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
  id?: string;
}

/** Tabs container; `selectedKey`/`onSelectionChange` control it (e.g. from the `tab` query parameter). */
export function Tabs({
  children,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  orientation = 'horizontal',
  className,
  id,
}: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState<Key | null>(defaultSelectedKey ?? null);
  const selected = selectedKey === undefined ? own : selectedKey;
  const state: TabsState = {
    base,
    selected,
    select: (key) => {
      setOwn(key);
      if (key !== selected) onSelectionChange?.(key);
    },
    orientation,
  };
  return (
    <div id={id} className={cx('flex flex-col gap-4', className)}>
      <TabsContext.Provider value={state}>{children}</TabsContext.Provider>
    </div>
  );
}

export interface TabListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  children: ReactNode;
  'aria-label'?: string;
}

/** The row of tabs; arrow keys move between them. Scrolls sideways on narrow screens. */
export function TabList({ className, children, ...props }: TabListProps) {
  const state = useContext(TabsContext);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])'));
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const vertical = state?.orientation === 'vertical';
    const next =
      e.key === (vertical ? 'ArrowDown' : 'ArrowRight')
        ? (at + 1) % tabs.length
        : e.key === (vertical ? 'ArrowUp' : 'ArrowLeft')
          ? (at - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return (
    // The APG tabs pattern: the tabs take focus (roving), the tablist only hears their arrow keys.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      {...props}
      role="tablist"
      aria-orientation={state?.orientation}
      onKeyDown={onKeyDown}
      className={cx('flex gap-1 overflow-x-auto border-b border-slate-200', className)}
    >
      {children}
    </div>
  );
}

export interface TabProps {
  id: Key;
  children: ReactNode;
  isDisabled?: boolean;
  className?: string;
}

export function Tab({ id, children, isDisabled, className }: TabProps) {
  const state = useContext(TabsContext);
  if (!state) return null;
  const isSelected = state.selected === id;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(state.base, 'tab', id)}
      aria-selected={isSelected}
      aria-controls={isSelected ? idOf(state.base, 'panel', id) : undefined}
      // With nothing selected (uncontrolled, no default) every tab stays reachable.
      tabIndex={isSelected || state.selected === null ? 0 : -1}
      disabled={isDisabled}
      data-selected={isSelected || undefined}
      onClick={() => state.select(id)}
      className={cx(
        '-mb-px cursor-pointer whitespace-nowrap border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-slate-600 outline-none transition-colors hover:text-ink data-[selected]:border-brand-600 data-[selected]:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
    >
      {children}
    </button>
  );
}

export interface TabPanelProps {
  id: Key;
  children: ReactNode;
  className?: string;
}

/** The selected tab's panel (the others are not rendered); focusable, as the pattern asks. */
export function TabPanel({ id, children, className }: TabPanelProps) {
  const state = useContext(TabsContext);
  if (!state || state.selected !== id) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(state.base, 'panel', id)}
      aria-labelledby={idOf(state.base, 'tab', id)}
      tabIndex={0}
      className={cx('outline-none focus-visible:ring-2 focus-visible:ring-brand-600', className)}
    >
      {children}
    </div>
  );
}
