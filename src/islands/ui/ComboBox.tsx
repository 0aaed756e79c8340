import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  FieldError as AriaFieldError,
  Group,
  Header,
  Input,
  Label as AriaLabel,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover as AriaPopover,
  Text,
  useFilter,
  type Key,
} from 'react-aria-components';
import type { FieldProps } from './Field';
import type { Option, OptionSection } from './Select';
import { cx, descriptionClass, errorClass, fieldGroup, inputClass, labelClass } from './styles';

export interface ComboBoxProps extends FieldProps {
  /** The choices; or `sections` to group them under headings (e.g. "Common" first, then "All countries"). */
  options?: readonly Option[];
  sections?: readonly OptionSection[];
  /** The chosen option's id; null or undefined leaves the field empty. */
  value?: string | null;
  /** Called with the chosen option's id. */
  onChange?: (id: string) => void;
  placeholder?: string;
  /** The form field name; the chosen id is submitted under it. */
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  'aria-label'?: string;
}

const chevron = (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 text-slate-500" fill="currentColor">
    <path
      fillRule="evenodd"
      d="M5.23 7.21a.75.75 0 011.06.02L10 11.17l3.71-3.94a.75.75 0 111.08 1.04l-4.25 4.5a.75.75 0 01-1.08 0l-4.25-4.5a.75.75 0 01.02-1.06z"
      clipRule="evenodd"
    />
  </svg>
);

const item =
  'cursor-pointer rounded-md px-3 py-2 text-sm text-ink outline-none data-[focused]:bg-brand-50 data-[focused]:text-brand-800 data-[selected]:font-semibold';

function items(options: readonly Option[]) {
  return options.map((o) => (
    <ListBoxItem key={o.id} id={o.id} textValue={o.label} className={item}>
      {o.label}
    </ListBoxItem>
  ));
}

/**
 * A long list to choose from by typing (about 200 countries): react-aria's ComboBox. What is typed filters
 * the list (ignoring case and accents, anywhere in the label, so "aus", "Austral" and "AUS" all find
 * Australia); arrow keys move, Enter chooses, Escape closes and puts back the chosen label; the button
 * opens the whole list, sections in their order. Only an option from the list can be chosen.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  className,
  options,
  sections,
  value,
  onChange,
  placeholder,
  name,
  isRequired,
  isDisabled,
  isInvalid,
  'aria-label': ariaLabel,
}: ComboBoxProps): ReactNode {
  const { contains } = useFilter({ sensitivity: 'base' });
  const invalid = Boolean(errorMessage) || Boolean(isInvalid);
  return (
    <AriaComboBox
      className={cx('group flex flex-col gap-1.5', className)}
      defaultFilter={contains}
      menuTrigger="focus"
      selectedKey={value ?? null}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onChange?.(String(key));
      }}
      validationBehavior="aria"
      isInvalid={invalid}
      {...(name ? { name } : {})}
      {...(isRequired ? { isRequired } : {})}
      {...(isDisabled ? { isDisabled } : {})}
      {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
    >
      {label && (
        <AriaLabel className={labelClass}>
          {label}
          {isRequired && (
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          )}
        </AriaLabel>
      )}
      <Group
        className={({ isFocusWithin, isInvalid: bad, isDisabled: off }) =>
          fieldGroup({ isFocusWithin, isInvalid: bad || invalid, isDisabled: off, class: 'pr-1' })
        }
      >
        <Input className={inputClass} {...(placeholder ? { placeholder } : {})} autoComplete="off" />
        <AriaButton
          aria-label="Show all"
          className="flex h-8 w-8 cursor-pointer items-center justify-center rounded-md outline-none data-[hovered]:bg-slate-100 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600"
        >
          {chevron}
        </AriaButton>
      </Group>
      {description && (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      )}
      <AriaFieldError className={errorClass}>{errorMessage}</AriaFieldError>
      <AriaPopover
        offset={4}
        className="z-50 max-h-72 w-(--trigger-width) overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none"
      >
        <ListBox className="outline-none" renderEmptyState={() => <p className="px-3 py-2 text-sm text-muted">No match.</p>}>
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
    </AriaComboBox>
  );
}
