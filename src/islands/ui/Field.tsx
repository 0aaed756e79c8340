import type { FormEvent, FormHTMLAttributes, LabelHTMLAttributes, ReactNode } from 'react';
import { cx, descriptionClass, errorClass, labelClass } from './styles';

// Plain <label>, <p> and <form>: the fields link them with ids (htmlFor, aria-describedby), which is all
// react-aria's field machinery did for native inputs.

/** A field label; `isRequired` adds the asterisk the spec asks for (hidden from screen readers, which hear "required"). */
export function Label({
  isRequired,
  className,
  children,
  elementType: _elementType,
  ...props
}: LabelHTMLAttributes<HTMLLabelElement> & { isRequired?: boolean | undefined; elementType?: string | undefined }) {
  return (
    <label {...props} className={cx(labelClass, className)}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      )}
    </label>
  );
}

/** Hint text under a field; the field names its `id` in aria-describedby. */
export function Description({ children, className, id }: { children: ReactNode; className?: string; id?: string }) {
  return (
    <p id={id} className={cx(descriptionClass, className)}>
      {children}
    </p>
  );
}

/**
 * A field's hint with a caution under it (an unusual value the form accepts: bounds.ts PLAUSIBLE), for a
 * field's `description`: read out with the hint, drawn in amber, never an error. Just the hint without one.
 */
export function withCaution(hint: ReactNode, caution: string | null | undefined): ReactNode {
  if (!caution) return hint;
  return (
    <>
      {hint}
      <span data-caution="" className={cx('block font-medium text-amber-800', hint ? 'mt-1' : undefined)}>
        {caution}
      </span>
    </>
  );
}

/** The field's error text; nothing when there is none. The field names its `id` in aria-describedby. */
export function FieldError({ children, className, id }: { children?: ReactNode; className?: string | undefined; id?: string | undefined }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p id={id} className={cx(errorClass, className)}>
      {children}
    </p>
  );
}

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Accepted for react-aria compatibility; validation is always ours (no browser bubbles). */
  validationBehavior?: 'aria' | 'native';
}

/**
 * A form. Validation is ours (the spec's exact messages), so the browser's own bubbles are off (noValidate)
 * and fields report errors through aria-invalid and aria-describedby.
 */
export function Form({ className, validationBehavior: _validation, ...props }: FormProps) {
  return <form noValidate {...props} className={cx('flex flex-col gap-4', className)} />;
}

/** Props shared by every labelled field wrapper. */
export interface FieldProps {
  label?: ReactNode;
  description?: ReactNode;
  /** The error text; a non-empty value marks the field invalid. */
  errorMessage?: string | null | undefined;
  className?: string;
}

/** The ids a field's input names in aria-describedby: its description and its error, when shown. */
export function describedBy(
  id: string,
  description: ReactNode,
  errorMessage: string | null | undefined,
  extra?: string,
): string | undefined {
  const ids = [extra, description ? `${id}-description` : null, errorMessage ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
