import { useId, useState, type ReactNode } from 'react';
import type { NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import { Description, describedBy, FieldError, Label, type FieldProps } from './Field';
import { commitNumber, formatNumber, parseNumber, stepNumber } from './number';
import { cx, fieldBox, inputClass } from './styles';

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

/**
 * A labelled number input (a text input with a decimal keypad): what is typed stays as typed while the
 * field has focus; on blur or Enter it is parsed, kept within `minValue`/`maxValue`, snapped to `step`,
 * reported through `onChange` (null when empty) and shown formatted with `formatOptions`. Arrow keys step
 * the value. Empty is allowed.
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
  defaultValue = null,
  onChange,
  ...props
}: NumberFieldProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  const [own, setOwn] = useState<number | null>(defaultValue);
  const current = value === undefined ? own : value;
  // The text being typed; null while the field shows its formatted value.
  const [draft, setDraft] = useState<string | null>(null);
  const rules = { minValue: props.minValue, maxValue: props.maxValue, step: props.step, formatOptions: props.formatOptions };
  const invalid = Boolean(errorMessage) || Boolean(props.isInvalid);
  const decimals = props.formatOptions?.maximumFractionDigits !== 0 || props.formatOptions?.style === 'percent';

  const set = (next: number | null) => {
    setOwn(next);
    if (next !== current) onChange?.(next);
  };
  const commit = () => {
    if (draft === null) return;
    set(commitNumber(parseNumber(draft, props.formatOptions), rules));
    setDraft(null);
  };

  return (
    <div className={cx('flex flex-col gap-1.5', className)} data-invalid={invalid || undefined}>
      {label && (
        <Label htmlFor={id} isRequired={props.isRequired}>
          {label}
        </Label>
      )}
      <div className={fieldBox(invalid, Boolean(props.isDisabled))}>
        {prefix && <span className="pl-3 text-sm text-muted">{prefix}</span>}
        <input
          id={id}
          name={props.name}
          type="text"
          inputMode={decimals ? 'decimal' : 'numeric'}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          value={draft ?? formatNumber(current, props.formatOptions)}
          placeholder={placeholder}
          disabled={props.isDisabled}
          readOnly={props.isReadOnly}
          required={props.isRequired}
          {...(props.autoFocus ? { autoFocus: true, 'data-autofocus': '' } : {})}
          aria-label={props['aria-label']}
          aria-labelledby={props['aria-labelledby']}
          aria-invalid={invalid || undefined}
          aria-required={props.isRequired || undefined}
          aria-describedby={describedBy(id, description, errorMessage, props['aria-describedby'])}
          onFocus={() => setDraft(formatNumber(current, props.formatOptions))}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            else if ((e.key === 'ArrowUp' || e.key === 'ArrowDown') && !props.isReadOnly) {
              e.preventDefault();
              const from = draft === null ? current : parseNumber(draft, props.formatOptions);
              const next = stepNumber(from, e.key === 'ArrowUp' ? 1 : -1, rules);
              set(next);
              setDraft(formatNumber(next, props.formatOptions));
            }
          }}
          className={cx(inputClass, 'tabular-nums')}
        />
        {suffix && <span className="pr-3 text-sm text-muted">{suffix}</span>}
      </div>
      {description && <Description id={`${id}-description`}>{description}</Description>}
      <FieldError id={`${id}-error`}>{errorMessage}</FieldError>
    </div>
  );
}
