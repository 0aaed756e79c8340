import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  FieldError as AriaFieldError,
  Select as AriaSelect,
  SelectValue,
  Text,
  type Key,
} from 'react-aria-components';
import type { FieldProps } from './Field';
import { FieldLabel } from './FieldLabel';
import { OptionsPopover } from './OptionsPopover';
import { ChevronDownIcon } from './icons';
import { cx, descriptionClass, errorClass, fieldGroup } from './styles';

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
      {label && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
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
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 shrink-0 -translate-y-1/2 text-slate-500" />
      </AriaButton>
      {description && (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      )}
      <AriaFieldError className={errorClass}>{errorMessage}</AriaFieldError>
      <OptionsPopover options={options} sections={sections} width="min-w-(--trigger-width)" />
    </AriaSelect>
  );
}
