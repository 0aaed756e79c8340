import type { ReactNode } from 'react';
import {
  Group,
  Input,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Description, FieldError, Label, type FieldProps } from './Field';
import { cx, fieldGroup, inputClass } from './styles';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'>, FieldProps {
  placeholder?: string;
  /** Content before the input (an icon, a currency sign). */
  prefix?: ReactNode;
  /** Content after the input (a unit, a button). */
  suffix?: ReactNode;
}

/** A labelled text input (type text, email, password, tel, url, search). */
export function TextField({ label, description, errorMessage, className, placeholder, prefix, suffix, ...props }: TextFieldProps) {
  return (
    <AriaTextField
      validationBehavior="aria"
      {...props}
      isInvalid={Boolean(errorMessage) || Boolean(props.isInvalid)}
      className={cx('flex flex-col gap-1.5', className)}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={(state) => fieldGroup(state)}>
        {prefix && <span className="pl-3 text-sm text-muted">{prefix}</span>}
        <Input {...(placeholder === undefined ? {} : { placeholder })} className={inputClass} />
        {suffix && <span className="pr-3 text-sm text-muted">{suffix}</span>}
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'children'>, FieldProps {
  placeholder?: string;
  rows?: number;
}

/** A labelled multi-line text input. */
export function TextArea({ label, description, errorMessage, className, placeholder, rows = 4, ...props }: TextAreaProps) {
  return (
    <AriaTextField
      validationBehavior="aria"
      {...props}
      isInvalid={Boolean(errorMessage) || Boolean(props.isInvalid)}
      className={cx('flex flex-col gap-1.5', className)}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={(state) => fieldGroup(state)}>
        <AriaTextArea {...(placeholder === undefined ? {} : { placeholder })} rows={rows} className={cx(inputClass, 'resize-y')} />
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
