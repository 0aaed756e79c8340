import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosurePanel as AriaDisclosurePanel,
  Heading,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components';
import { ChevronDownIcon } from './icons';
import { cx } from './styles';

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'children' | 'className'> {
  /** The trigger's text; a function receives whether the panel is expanded (for "Show"/"Hide" labels). */
  title: ReactNode | ((isExpanded: boolean) => ReactNode);
  children: ReactNode;
  className?: string;
  /** Heading level of the trigger (default 3). */
  level?: 2 | 3 | 4;
}

/**
 * A collapsible section (react-aria Disclosure): a heading holds a button that toggles the panel
 * (aria-expanded, aria-controls); the closed panel is hidden from everyone. Controlled with
 * `isExpanded`/`onExpandedChange`, or not.
 */
export function Disclosure({ title, children, className, level = 3, ...props }: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={cx('group rounded-xl border border-slate-200 bg-white', className)}>
      {({ isExpanded }) => (
        <>
          <Heading level={level} className="m-0">
            <AriaButton
              slot="trigger"
              className="flex w-full cursor-pointer items-center justify-between gap-3 rounded-xl px-5 py-4 text-left text-sm font-semibold text-ink outline-none data-[hovered]:bg-slate-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600"
            >
              <span>{typeof title === 'function' ? title(isExpanded) : title}</span>
              <ChevronDownIcon className={cx('h-4 w-4 text-slate-500 transition-transform', isExpanded && 'rotate-180')} />
            </AriaButton>
          </Heading>
          <AriaDisclosurePanel>
            <div className="px-5 pb-5">{children}</div>
          </AriaDisclosurePanel>
        </>
      )}
    </AriaDisclosure>
  );
}
