import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { quoteDraft, type QuoteFormValues } from '../../stores/quoteDraft';
import { Select, Switch, TextArea, TextField } from '../ui';

/** The form fields that hold text (numbers included, as typed). */
type TextKey = { [K in keyof QuoteFormValues]: QuoteFormValues[K] extends string ? K : never }[keyof QuoteFormValues];
type BoolKey = { [K in keyof QuoteFormValues]: QuoteFormValues[K] extends boolean ? K : never }[keyof QuoteFormValues];

function useField<K extends keyof QuoteFormValues>(name: K): { value: QuoteFormValues[K]; error: string | undefined } {
  const state = useStore(quoteDraft.$quoteDraft, { keys: ['form', 'errors'] });
  return { value: state.form[name], error: state.errors[name] };
}

export interface QuoteTextProps {
  name: TextKey;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  hint?: ReactNode;
  placeholder?: string;
  isRequired?: boolean;
  autoComplete?: string;
  className?: string;
}

/** A text field of the quote form (spec §5 input types: email, tel, url). `name` is the form field. */
export function QuoteText({ name, label, type = 'text', hint, placeholder, isRequired, autoComplete, className }: QuoteTextProps) {
  const { value, error } = useField(name);
  return (
    <TextField
      name={name}
      label={label}
      type={type}
      value={value}
      onChange={(text) => quoteDraft.setField(name, text)}
      errorMessage={error ?? null}
      {...(hint ? { description: hint } : {})}
      {...(placeholder ? { placeholder } : {})}
      {...(isRequired ? { isRequired } : {})}
      {...(autoComplete ? { autoComplete } : {})}
      {...(className ? { className } : {})}
    />
  );
}

export interface QuoteNumberProps {
  name: TextKey;
  label: string;
  hint?: ReactNode;
  prefix?: string;
  suffix?: string;
  placeholder?: string;
  isRequired?: boolean;
  className?: string;
}

/**
 * A number field of the quote form (input type number, spec §5). The text is kept as typed; the
 * payload turns it into a number on save.
 */
export function QuoteNumber({ name, label, hint, prefix, suffix, placeholder, isRequired, className }: QuoteNumberProps) {
  const { value, error } = useField(name);
  return (
    <TextField
      name={name}
      label={label}
      type="number"
      inputMode="decimal"
      value={value}
      onChange={(text) => quoteDraft.setField(name, text)}
      errorMessage={error ?? null}
      {...(hint ? { description: hint } : {})}
      {...(prefix ? { prefix } : {})}
      {...(suffix ? { suffix } : {})}
      {...(placeholder ? { placeholder } : {})}
      {...(isRequired ? { isRequired } : {})}
      {...(className ? { className } : {})}
    />
  );
}

/** A multi-line text field of the quote form. */
export function QuoteTextArea({
  name,
  label,
  hint,
  placeholder,
}: {
  name: TextKey;
  label: string;
  hint?: ReactNode;
  placeholder?: string;
}) {
  const { value, error } = useField(name);
  return (
    <TextArea
      name={name}
      label={label}
      rows={3}
      value={value}
      onChange={(text) => quoteDraft.setField(name, text)}
      errorMessage={error ?? null}
      {...(hint ? { description: hint } : {})}
      {...(placeholder ? { placeholder } : {})}
    />
  );
}

/** An on/off field of the quote form. */
export function QuoteSwitch({ name, children }: { name: BoolKey; children: ReactNode }) {
  const { value } = useField(name);
  return (
    <Switch isSelected={value} onChange={(on) => quoteDraft.setField(name, on)}>
      {children}
    </Switch>
  );
}

/** A choice from a short list for a text field of the quote form. */
export function QuoteSelect({
  name,
  label,
  options,
  placeholder,
  hint,
}: {
  name: TextKey;
  label: string;
  options: readonly { id: string; label: string }[];
  placeholder?: string;
  hint?: ReactNode;
}) {
  const { value, error } = useField(name);
  return (
    <Select
      name={name}
      label={label}
      options={options}
      value={value === '' ? null : value}
      onChange={(id) => quoteDraft.setField(name, id)}
      errorMessage={error ?? null}
      {...(placeholder ? { placeholder } : {})}
      {...(hint ? { description: hint } : {})}
    />
  );
}
