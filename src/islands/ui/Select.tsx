import type { Key } from 'react-aria-components';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Header,
  Popover as AriaPopover,
  Select as AriaSelect,
  SelectValue,
  type ComboBoxProps as AriaComboBoxProps,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { Description, FieldError, Label, type FieldProps } from './Field';
import { cx, fieldGroup, inputClass } from './styles';

/** One choice of a Select or ComboBox. */
export interface Option {
  id: string;
  label: string;
}

/** A titled group of options (e.g. "Common" countries before "All countries"). */
export interface OptionSection {
  id: string;
  title: string;
  options: readonly Option[];
}

const chevron = (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-slate-500" fill="currentColor">
    <path fillRule="evenodd" d="M5.23 7.21a.75.75 0 011.06.02L10 11.17l3.71-3.94a.75.75 0 111.08 1.04l-4.25 4.5a.75.75 0 01-1.08 0l-4.25-4.5a.75.75 0 01.02-1.06z" clipRule="evenodd" />
  </svg>
);

const itemClass =
  'flex cursor-pointer items-center justify-between gap-2 rounded-md px-3 py-2 text-sm text-ink outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold data-[selected]:text-brand-700 data-[disabled]:opacity-50';
const popoverClass =
  'max-h-72 min-w-(--trigger-width) overflow-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none';

function Items({ options, sections }: { options?: readonly Option[] | undefined; sections?: readonly OptionSection[] | undefined }) {
  if (sections) {
    return (
      <>
        {sections.map((section) => (
          <ListBoxSection key={section.id} id={section.id} className="[&+&]:mt-1 [&+&]:border-t [&+&]:border-slate-100 [&+&]:pt-1">
            <Header className="px-3 py-1 text-xs font-semibold uppercase tracking-wide text-muted">{section.title}</Header>
            {section.options.map((o) => (
              <ListBoxItem key={`${section.id}:${o.id}`} id={o.id} textValue={o.label} className={itemClass}>
                {o.label}
              </ListBoxItem>
            ))}
          </ListBoxSection>
        ))}
      </>
    );
  }
  return (
    <>
      {(options ?? []).map((o) => (
        <ListBoxItem key={o.id} id={o.id} textValue={o.label} className={itemClass}>
          {o.label}
        </ListBoxItem>
      ))}
    </>
  );
}

export interface SelectProps extends Omit<AriaSelectProps<Option, 'single'>, 'children' | 'className' | 'value' | 'onChange' | 'defaultValue' | 'items'>, FieldProps {
  options?: readonly Option[];
  sections?: readonly OptionSection[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string) => void;
  placeholder?: string;
}

/** A dropdown choice from a short list (keyboard: arrows, type-ahead, Enter). */
export function Select({ label, description, errorMessage, className, options, sections, value, defaultValue, onChange, placeholder, ...props }: SelectProps) {
  const extra: Partial<AriaSelectProps<Option, 'single'>> = {};
  if (value !== undefined) extra.value = value as Key | null;
  if (defaultValue !== undefined) extra.defaultValue = defaultValue as Key | null;
  if (onChange) extra.onChange = (key) => key !== null && onChange(String(key));
  if (placeholder) extra.placeholder = placeholder;
  return (
    <AriaSelect validationBehavior="aria" {...props} {...extra} isInvalid={Boolean(errorMessage) || Boolean(props.isInvalid)} className={cx('flex flex-col gap-1.5', className)}>
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <AriaButton className={(state) => fieldGroup({ isFocusWithin: state.isFocusVisible || state.isPressed, isDisabled: state.isDisabled, class: 'h-10 cursor-pointer justify-between gap-2 px-3 text-left text-sm outline-none' })}>
        <SelectValue className="truncate data-[placeholder]:text-slate-400" />
        {chevron}
      </AriaButton>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <AriaPopover className={popoverClass}>
        <ListBox className="outline-none">
          <Items options={options} sections={sections} />
        </ListBox>
      </AriaPopover>
    </AriaSelect>
  );
}

export interface ComboBoxProps extends Omit<AriaComboBoxProps<Option>, 'children' | 'className' | 'selectedKey' | 'onSelectionChange' | 'defaultSelectedKey' | 'items'>, FieldProps {
  options?: readonly Option[];
  sections?: readonly OptionSection[];
  selectedKey?: string | null;
  onSelectionChange?: (id: string | null) => void;
  placeholder?: string;
}

/** A searchable choice from a long list (about 200 countries): type to filter, arrows to move, Enter to pick. */
export function ComboBox({ label, description, errorMessage, className, options, sections, selectedKey, onSelectionChange, placeholder, ...props }: ComboBoxProps) {
  const extra: Partial<AriaComboBoxProps<Option>> = {};
  if (selectedKey !== undefined) extra.selectedKey = selectedKey as Key | null;
  if (onSelectionChange) extra.onSelectionChange = (key) => onSelectionChange(key === null ? null : String(key));
  return (
    <AriaComboBox validationBehavior="aria" menuTrigger="focus" {...props} {...extra} isInvalid={Boolean(errorMessage) || Boolean(props.isInvalid)} className={cx('flex flex-col gap-1.5', className)}>
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={(state) => fieldGroup(state)}>
        <Input {...(placeholder === undefined ? {} : { placeholder })} className={inputClass} />
        <AriaButton className="flex h-full cursor-pointer items-center px-2 outline-none">{chevron}</AriaButton>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <AriaPopover className={popoverClass}>
        <ListBox className="outline-none" renderEmptyState={() => <p className="px-3 py-2 text-sm text-muted">No matches</p>}>
          <Items options={options} sections={sections} />
        </ListBox>
      </AriaPopover>
    </AriaComboBox>
  );
}
