import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Form as AriaForm,
  Label as AriaLabel,
  Text,
  type FieldErrorProps,
  type FormProps,
  type LabelProps,
} from 'react-aria-components';
import { cx, descriptionClass, errorClass, labelClass } from './styles';

/** A field label; `isRequired` adds the asterisk the spec asks for (hidden from screen readers, which hear "required"). */
export function Label({ isRequired, className, children, ...props }: LabelProps & { isRequired?: boolean | undefined }) {
  return (
    <AriaLabel {...props} className={cx(labelClass, className)}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      )}
    </AriaLabel>
  );
}

/** Hint text under a field, linked to it by aria-describedby. */
export function Description({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Text slot="description" className={cx(descriptionClass, className)}>
      {children}
    </Text>
  );
}

/** The field's error text; shown only while the field is invalid. */
export function FieldError({ className, ...props }: FieldErrorProps) {
  return <AriaFieldError {...props} className={cx(errorClass, typeof className === 'string' ? className : undefined)} />;
}

/**
 * A form. Validation is ours (the spec's exact messages), so fields report errors through ARIA instead
 * of the browser's native bubbles.
 */
export function Form({ className, ...props }: FormProps) {
  return (
    <AriaForm
      validationBehavior="aria"
      {...props}
      className={cx('flex flex-col gap-4', typeof className === 'string' ? className : undefined)}
    />
  );
}

/** Props shared by every labelled field wrapper. */
export interface FieldProps {
  label?: ReactNode;
  description?: ReactNode;
  /** The error text; a non-empty value marks the field invalid. */
  errorMessage?: string | null | undefined;
  className?: string;
}
