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

/** Tabs container; `selectedKey`/`onSelectionChange` control it (e.g. from the `tab` query parameter). */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={cx('flex flex-col gap-4', typeof className === 'string' ? className : undefined)} />;
}

/** The row of tabs; arrow keys move between them. Scrolls sideways on narrow screens. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <AriaTabList
      {...props}
      className={cx('flex gap-1 overflow-x-auto border-b border-slate-200', typeof className === 'string' ? className : undefined)}
    />
  );
}

export function Tab({ className, ...props }: TabProps) {
  return (
    <AriaTab
      {...props}
      className={cx(
        '-mb-px cursor-pointer whitespace-nowrap border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-slate-600 outline-none transition-colors data-[hovered]:text-ink data-[selected]:border-brand-600 data-[selected]:text-brand-700 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
        typeof className === 'string' ? className : undefined,
      )}
    />
  );
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      className={cx(
        'outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600',
        typeof className === 'string' ? className : undefined,
      )}
    />
  );
}
