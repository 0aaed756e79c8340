import { Header, ListBox, ListBoxItem, ListBoxSection, Popover as AriaPopover } from 'react-aria-components';
import type { Option, OptionSection } from './Select';
import { cx } from './styles';

// The popover list Select and ComboBox share, drawn once.

const item =
  'cursor-pointer rounded-md px-3 py-2 text-sm text-ink outline-none data-[focused]:bg-brand-50 data-[focused]:text-brand-800 data-[selected]:font-semibold';

const items = (options: readonly Option[]) =>
  options.map((o) => (
    <ListBoxItem key={o.id} id={o.id} textValue={o.label} className={item}>
      {o.label}
    </ListBoxItem>
  ));

/**
 * The popover list of a Select or ComboBox: `options`, or `sections` under their headings, in order.
 * `width` is the popover's width class against its trigger; `empty` is shown when filtering leaves nothing.
 */
export function OptionsPopover({
  options,
  sections,
  width,
  empty,
}: {
  options?: readonly Option[] | undefined;
  sections?: readonly OptionSection[] | undefined;
  width: string;
  empty?: string;
}) {
  return (
    <AriaPopover
      offset={4}
      className={cx('z-50 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none', width)}
    >
      <ListBox
        className="outline-none"
        {...(empty ? { renderEmptyState: () => <p className="px-3 py-2 text-sm text-muted">{empty}</p> } : {})}
      >
        {sections
          ? sections.map((section) => (
              <ListBoxSection key={section.id} id={section.id} className="[&+&]:mt-1 [&+&]:border-t [&+&]:border-slate-100 [&+&]:pt-1">
                <Header className="px-3 py-1 text-xs font-semibold tracking-wide text-muted uppercase">{section.title}</Header>
                {items(section.options)}
              </ListBoxSection>
            ))
          : items(options ?? [])}
      </ListBox>
    </AriaPopover>
  );
}
