import { useId, type ChangeEvent, type ReactNode } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { Description, describedBy, FieldError, Label, type FieldProps } from './Field';
import { cx, fieldBox, inputClass } from './styles';

// The browser's own <input> and <textarea>, labelled with <label for>, described by the hint and the
// error through aria-describedby, marked aria-invalid while there is an error.

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'>, FieldProps {
  placeholder?: string;
  /** Content before the input (an icon, a currency sign). */
  prefix?: ReactNode;
  /** Content after the input (a unit, a button). */
  suffix?: ReactNode;
}

type Shared = Omit<AriaTextFieldProps, 'className' | 'children'> & FieldProps & { placeholder?: string | undefined };

/** The input attributes both fields share, from react-aria's prop names. */
function inputProps(props: Shared, id: string) {
  const invalid = Boolean(props.errorMessage) || Boolean(props.isInvalid);
  const a = props as Record<string, unknown>;
  const value = props.value;
  return {
    invalid,
    attrs: {
      id,
      name: props.name,
      ...(value !== undefined ? { value } : { defaultValue: props.defaultValue }),
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => props.onChange?.(e.target.value),
      onBlur: props.onBlur as never,
      onFocus: props.onFocus as never,
      onKeyDown: props.onKeyDown as never,
      onKeyUp: props.onKeyUp as never,
      placeholder: props.placeholder,
      disabled: props.isDisabled,
      readOnly: props.isReadOnly,
      required: props.isRequired,
      autoFocus: props.autoFocus,
      ...(props.autoFocus ? { 'data-autofocus': '' } : {}),
      autoComplete: props.autoComplete,
      maxLength: props.maxLength,
      minLength: props.minLength,
      pattern: props.pattern,
      inputMode: props.inputMode,
      enterKeyHint: a.enterKeyHint as never,
      spellCheck: a.spellCheck as never,
      autoCapitalize: a.autoCapitalize as never,
      autoCorrect: a.autoCorrect as never,
      form: a.form as never,
      'aria-label': props['aria-label'],
      'aria-labelledby': props['aria-labelledby'],
      'aria-invalid': invalid || undefined,
      'aria-required': props.isRequired || undefined,
      'aria-describedby': describedBy(id, props.description, props.errorMessage, props['aria-describedby']),
      'aria-errormessage': props['aria-errormessage'],
      'aria-controls': props['aria-controls'],
      'aria-autocomplete': props['aria-autocomplete'],
      'aria-haspopup': props['aria-haspopup'],
      'aria-activedescendant': props['aria-activedescendant'],
    },
  };
}

/** Label, box, hint and error around an input. */
function Frame({ id, props, invalid, children }: { id: string; props: Shared; invalid: boolean; children: ReactNode }) {
  return (
    <div className={cx('flex flex-col gap-1.5', props.className)} data-invalid={invalid || undefined}>
      {props.label && (
        <Label htmlFor={id} isRequired={props.isRequired}>
          {props.label}
        </Label>
      )}
      {children}
      {props.description && <Description id={`${id}-description`}>{props.description}</Description>}
      <FieldError id={`${id}-error`}>{props.errorMessage}</FieldError>
    </div>
  );
}

/** The frame and box of a field, with its input (from `input`, given the shared attributes) inside. */
function Shell({ props, input }: { props: Shared; input: (attrs: ReturnType<typeof inputProps>['attrs']) => ReactNode }) {
  const ownId = useId();
  const id = props.id ?? ownId;
  const { invalid, attrs } = inputProps(props, id);
  return (
    <Frame id={id} props={props} invalid={invalid}>
      <div className={fieldBox(invalid, Boolean(props.isDisabled))}>{input(attrs)}</div>
    </Frame>
  );
}

/** A labelled text input (type text, email, password, tel, url, search). */
export function TextField(props: TextFieldProps) {
  return (
    <Shell
      props={props}
      input={(attrs) => (
        <>
          {props.prefix && <span className="pl-3 text-sm text-muted">{props.prefix}</span>}
          <input {...attrs} type={props.type ?? 'text'} className={inputClass} />
          {props.suffix && <span className="pr-3 text-sm text-muted">{props.suffix}</span>}
        </>
      )}
    />
  );
}

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'children'>, FieldProps {
  placeholder?: string;
  rows?: number;
  /** A grid of figures, a line per row (a spreadsheet paste): lines kept whole, scrolled sideways, in a fixed-width face. */
  grid?: boolean;
}

/** A labelled multi-line text input. */
export function TextArea({ rows = 4, grid = false, ...props }: TextAreaProps) {
  return (
    <Shell
      props={props}
      input={(attrs) => (
        <textarea
          {...attrs}
          rows={rows}
          wrap={grid ? 'off' : undefined}
          className={cx(inputClass, 'resize-y', grid && 'overflow-x-auto font-mono text-xs [tab-size:6]')}
        />
      )}
    />
  );
}
