import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  FieldError as AriaFieldError,
  Header,
  Label as AriaLabel,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover as AriaPopover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type Key,
} from 'react-aria-components';
import type { FieldProps } from './Field';
import { cx, descriptionClass, errorClass, fieldGroup, labelClass } from './styles';

/** One choice of a Select. */
export interface Option {
  id: string;
  label: string;
}

/** A titled group of options (e.g. "Common" countries before "All countries"): an <optgroup>. */
export interface OptionSection {
  id: string;
  title: string;
  options: readonly Option[];
}

export interface SelectProps extends FieldProps {
  options?: readonly Option[];
  sections?: readonly OptionSection[];
  /** The chosen option's id; null or undefined shows the placeholder. */
  value?: string | null;
  onChange?: (id: string) => void;
  /** Shown, and not choosable, while nothing is chosen. */
  placeholder?: string;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  autoComplete?: string;
  'aria-label'?: string;
}

const chevron = (
  <svg
    aria-hidden="true"
    viewBox="0 0 20 20"
    className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 shrink-0 -translate-y-1/2 text-slate-500"
    fill="currentColor"
  >
    <path
      fillRule="evenodd"
      d="M5.23 7.21a.75.75 0 011.06.02L10 11.17l3.71-3.94a.75.75 0 111.08 1.04l-4.25 4.5a.75.75 0 01-1.08 0l-4.25-4.5a.75.75 0 01.02-1.06z"
      clipRule="evenodd"
    />
  </svg>
);

const item =
  'cursor-pointer rounded-md px-3 py-2 text-sm text-ink outline-none data-[focused]:bg-brand-50 data-[focused]:text-brand-800 data-[selected]:font-semibold';

const items = (options: readonly Option[]) =>
  options.map((o) => (
    <ListBoxItem key={o.id} id={o.id} textValue={o.label} className={item}>
      {o.label}
    </ListBoxItem>
  ));

/**
 * A choice from a short list (a quote's status, a review choice): react-aria's Select, a button that opens
 * a list box in a popover. Keyboard-complete (Enter, Space or ArrowDown opens, arrows move, typing jumps to a
 * label, Escape closes and gives focus back to the button), read as a button with a listbox by screen readers,
 * and a hidden native <select> carries `name` and `autoComplete` for forms and autofill. Long lists chosen by
 * typing (countries) use ComboBox.
 */
export function Select({
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
  autoComplete,
  'aria-label': ariaLabel,
}: SelectProps): ReactNode {
  const invalid = Boolean(errorMessage) || Boolean(isInvalid);
  return (
    <AriaSelect
      className={cx('flex flex-col gap-1.5', className)}
      selectedKey={value === '' ? null : (value ?? null)}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onChange?.(String(key));
      }}
      validationBehavior="aria"
      isInvalid={invalid}
      {...(placeholder ? { placeholder } : {})}
      {...(name ? { name } : {})}
      {...(autoComplete ? { autoComplete } : {})}
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
      <AriaButton
        className={({ isFocusVisible, isDisabled: off }) =>
          fieldGroup({
            isFocusWithin: isFocusVisible,
            isInvalid: invalid,
            isDisabled: off,
            class: 'relative w-full cursor-pointer py-2 pr-9 pl-3 text-left text-base outline-none sm:text-sm',
          })
        }
      >
        <SelectValue className="block truncate text-ink data-[placeholder]:text-muted" />
        {chevron}
      </AriaButton>
      {description && (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      )}
      <AriaFieldError className={errorClass}>{errorMessage}</AriaFieldError>
      <AriaPopover
        offset={4}
        className="z-50 max-h-72 min-w-(--trigger-width) overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none"
      >
        <ListBox className="outline-none">
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
    </AriaSelect>
  );
}
