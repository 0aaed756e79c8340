import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  FieldError as AriaFieldError,
  Group,
  Input,
  Text,
  useFilter,
  type Key,
} from 'react-aria-components';
import type { FieldProps } from './Field';
import { FieldLabel } from './FieldLabel';
import { OptionsPopover } from './OptionsPopover';
import { ChevronDownIcon } from './icons';
import type { Option, OptionSection } from './Select';
import { cx, descriptionClass, errorClass, fieldGroup, inputClass } from './styles';

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
      {label && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
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
          <ChevronDownIcon className="h-4 w-4 text-slate-500" />
        </AriaButton>
      </Group>
      {description && (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      )}
      <AriaFieldError className={errorClass}>{errorMessage}</AriaFieldError>
      <OptionsPopover options={options} sections={sections} width="w-(--trigger-width)" empty="No match." />
    </AriaComboBox>
  );
}
