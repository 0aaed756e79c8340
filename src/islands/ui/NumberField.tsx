import type { ReactNode } from 'react';
import { Group, Input, NumberField as AriaNumberField, type NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import { Description, FieldError, Label, type FieldProps } from './Field';
import { cx, fieldGroup, inputClass } from './styles';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'children' | 'value' | 'defaultValue' | 'onChange'>, FieldProps {
  /** The value; `null` is an empty field. */
  value?: number | null;
  defaultValue?: number | null;
  /** Called with the parsed number, or `null` once the field is cleared. */
  onChange?: (value: number | null) => void;
  placeholder?: string;
  prefix?: ReactNode;
  suffix?: ReactNode;
}

const toAria = (value: number | null | undefined): number | undefined =>
  value === undefined ? undefined : value === null ? Number.NaN : value;

/**
 * A labelled, locale-aware number input. Empty is allowed and reported as `null` (react-aria uses NaN);
 * `step`, `minValue`, `maxValue` and `formatOptions` pass through. Arrow keys step the value.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  className,
  placeholder,
  prefix,
  suffix,
  value,
  defaultValue,
  onChange,
  ...props
}: NumberFieldProps) {
  const aria: Partial<AriaNumberFieldProps> = {};
  const v = toAria(value);
  const d = toAria(defaultValue);
  if (v !== undefined) aria.value = v;
  if (d !== undefined) aria.defaultValue = d;
  if (onChange) aria.onChange = (n: number) => onChange(Number.isNaN(n) ? null : n);
  return (
    <AriaNumberField
      validationBehavior="aria"
      {...props}
      {...aria}
      isInvalid={Boolean(errorMessage) || Boolean(props.isInvalid)}
      className={cx('flex flex-col gap-1.5', className)}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={(state) => fieldGroup(state)}>
        {prefix && <span className="pl-3 text-sm text-muted">{prefix}</span>}
        <Input {...(placeholder === undefined ? {} : { placeholder })} className={cx(inputClass, 'tabular-nums')} />
        {suffix && <span className="pr-3 text-sm text-muted">{suffix}</span>}
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
