import { useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Group,
  Input,
  Text,
  TextField as AriaTextField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import type { FieldProps } from './Field';
import { commitNumber, formatNumber, parseNumber, stepNumber } from './number';
import { FieldLabel } from './FieldLabel';
import { cx, descriptionClass, errorClass, fieldGroup, inputClass } from './styles';

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

const nameOf = (label: ReactNode) => (typeof label === 'string' && label !== '' ? label : 'This field');

/** The field's own message for text it cannot read: one sentence naming the field and showing the forms it reads. */
export function unreadableMessage(label: ReactNode): string {
  return `${nameOf(label)} must be a number, like 24,000 or 5.99.`;
}

/** The field's own message for a number outside its bounds, in the field's format. */
export function rangeMessage(
  label: ReactNode,
  min: number | undefined,
  max: number | undefined,
  options?: Intl.NumberFormatOptions,
): string {
  const low = min === undefined || !Number.isFinite(min) ? null : formatNumber(min, options);
  const high = max === undefined || !Number.isFinite(max) ? null : formatNumber(max, options);
  const bounds = low && high ? `between ${low} and ${high}` : low ? `at least ${low}` : `at most ${high ?? ''}`;
  return `${nameOf(label)} must be ${bounds}.`;
}

/**
 * A labelled number input on react-aria's field (TextField, Label, Input, Text, FieldError: the label,
 * description and error are linked to the input, and the states are data-* attributes).
 *
 * Decision (issue 21): the number is read by our parser (number.ts), not react-aria's NumberField. react-aria's
 * field drops every keystroke it cannot parse, so a pasted "$24,000" in a plain number field, or "12abc",
 * vanishes without a word — what was typed silently changes. Here what is typed stays as typed while the
 * field has focus; on blur or Enter it is read ("24,000", "$24,000", "5.99"), kept within
 * snapped to `step`, reported through `onChange` (null when empty) and shown formatted
 * with `formatOptions`. Text it cannot read ("1,5", "1e3") stays in the field, marked invalid with the
 * field's message, and the value is not changed; so does a number outside the bounds ("5.99" where the most
 * is $2.00), rather than being quietly clamped. ArrowUp/ArrowDown step, PageUp/PageDown step by ten,
 * Home/End go to the minimum/maximum. Phones get the decimal keypad unless the field takes whole numbers.
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
  const [own, setOwn] = useState<number | null>(defaultValue);
  const current = value === undefined ? own : value;
  // The text being typed; null while the field shows its formatted value.
  const [draft, setDraft] = useState<string | null>(null);
  // The typed text could not be taken (unreadable, or outside the bounds): it stays, with this message, until
  // it is corrected; the value is not changed.
  const [problem, setProblem] = useState<string | null>(null);
  const rules = { minValue: props.minValue, maxValue: props.maxValue, step: props.step, formatOptions: props.formatOptions };
  const message = problem ?? errorMessage;
  const invalid = Boolean(message) || Boolean(props.isInvalid);
  const decimals = props.formatOptions?.maximumFractionDigits !== 0 || props.formatOptions?.style === 'percent';

  const set = (next: number | null) => {
    setOwn(next);
    if (next !== current) onChange?.(next);
  };
  const commit = () => {
    if (draft === null) return;
    if (draft.trim() === '') {
      setProblem(null);
      set(null);
      setDraft(null);
      return;
    }
    const read = parseNumber(draft, props.formatOptions);
    if (read === null) return setProblem(unreadableMessage(label));
    if (read < (props.minValue ?? -Infinity) || read > (props.maxValue ?? Infinity)) {
      return setProblem(rangeMessage(label, props.minValue, props.maxValue, props.formatOptions));
    }
    setProblem(null);
    set(commitNumber(read, rules));
    setDraft(null);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') return commit();
    if (props.isReadOnly) return;
    const from = draft === null ? current : parseNumber(draft, props.formatOptions);
    let next: number | null = null;
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') next = stepNumber(from, e.key === 'ArrowUp' ? 1 : -1, rules);
    else if (e.key === 'PageUp' || e.key === 'PageDown') next = stepNumber(from, e.key === 'PageUp' ? 10 : -10, rules);
    else if (e.key === 'Home' && Number.isFinite(props.minValue ?? NaN)) next = props.minValue ?? null;
    else if (e.key === 'End' && Number.isFinite(props.maxValue ?? NaN)) next = props.maxValue ?? null;
    if (next === null) return;
    e.preventDefault();
    setProblem(null);
    set(next);
    setDraft(formatNumber(next, props.formatOptions));
  };

  return (
    <AriaTextField
      className={cx('flex flex-col gap-1.5', className)}
      value={draft ?? formatNumber(current, props.formatOptions)}
      onChange={(text) => {
        setDraft(text);
      }}
      onBlur={commit}
      onKeyDown={onKeyDown}
      validationBehavior="aria"
      isInvalid={invalid}
      {...(props.id ? { id: props.id } : {})}
      {...(props.name ? { name: props.name } : {})}
      {...(props.isDisabled ? { isDisabled: true } : {})}
      {...(props.isReadOnly ? { isReadOnly: true } : {})}
      {...(props.isRequired ? { isRequired: true } : {})}
      {...(props.autoFocus ? { autoFocus: true } : {})}
      {...(props['aria-label'] ? { 'aria-label': props['aria-label'] } : {})}
      {...(props['aria-labelledby'] ? { 'aria-labelledby': props['aria-labelledby'] } : {})}
      {...(props['aria-describedby'] ? { 'aria-describedby': props['aria-describedby'] } : {})}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Group className={({ isFocusWithin, isDisabled }) => fieldGroup({ isFocusWithin, isInvalid: invalid, isDisabled })}>
        {prefix && <span className="pl-3 text-sm text-muted">{prefix}</span>}
        <Input
          inputMode={decimals ? 'decimal' : 'numeric'}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          {...(placeholder ? { placeholder } : {})}
          className={cx(inputClass, 'tabular-nums')}
        />
        {suffix && <span className="pr-3 text-sm text-muted">{suffix}</span>}
      </Group>
      {description && (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      )}
      <AriaFieldError className={errorClass}>{message}</AriaFieldError>
    </AriaTextField>
  );
}
