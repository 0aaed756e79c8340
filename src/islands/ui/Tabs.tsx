import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { cx } from './styles';

// react-aria's Tabs: role tablist/tab/tabpanel, one tab stop (the selected tab), arrow keys, Home and End
// move and select; only the selected panel renders. The states style through data-selected,
// data-focus-visible and data-disabled.

/** The house classes plus a caller's string className (islands pass strings only). */
const withBase = (base: string, className: unknown) => cx(base, typeof className === 'string' ? className : undefined);

/** Tabs container; `selectedKey`/`onSelectionChange` control it (e.g. from the `tab` query parameter). */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={withBase('flex flex-col gap-4', className)} />;
}

/** The row of tabs; arrow keys move between them. Scrolls sideways on narrow screens. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={withBase('flex gap-1 overflow-x-auto border-b border-slate-200', className)} />;
}

/** One tab; its `id` matches its TabPanel's. */
export function Tab({ className, ...props }: TabProps) {
  return (
    <AriaTab
      {...props}
      className={withBase(
        '-mb-px cursor-pointer whitespace-nowrap border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-slate-600 outline-none transition-colors data-[hovered]:text-ink data-[selected]:border-brand-600 data-[selected]:text-brand-700 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
        className,
      )}
    />
  );
}

/** The selected tab's panel (focusable, as the pattern asks). */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      className={withBase('outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600', className)}
    />
  );
}
