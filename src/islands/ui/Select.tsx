import { useId, type ReactNode } from 'react';
import { Label, type FieldProps } from './Field';
import { cx, descriptionClass, errorClass, fieldGroup } from './styles';

/** One choice of a Select. */
export interface Option {
  id: string;
  label: string;
}

/** A titled group of options (e.g. "Common" countries before "All countries"): an <optgroup>. */
export interface OptionSection {
  id: string;
  title: string;
  options: readonly Option[];
}

export interface SelectProps extends FieldProps {
  options?: readonly Option[];
  sections?: readonly OptionSection[];
  /** The chosen option's id; null or undefined shows the placeholder. */
  value?: string | null;
  onChange?: (id: string) => void;
  /** Shown, and not choosable, while nothing is chosen. */
  placeholder?: string;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  autoComplete?: string;
  'aria-label'?: string;
}

const chevron = (
  <svg
    aria-hidden="true"
    viewBox="0 0 20 20"
    className="pointer-events-none absolute right-3 h-4 w-4 shrink-0 text-slate-500"
    fill="currentColor"
  >
    <path
      fillRule="evenodd"
      d="M5.23 7.21a.75.75 0 011.06.02L10 11.17l3.71-3.94a.75.75 0 111.08 1.04l-4.25 4.5a.75.75 0 01-1.08 0l-4.25-4.5a.75.75 0 01.02-1.06z"
      clipRule="evenodd"
    />
  </svg>
);

const optionList = (options: readonly Option[], key = '') =>
  options.map((o) => (
    <option key={`${key}${o.id}`} value={o.id}>
      {o.label}
    </option>
  ));

/**
 * A choice from a short list (a quote's status, a review choice): the browser's own <select>, styled like the
 * other fields — keyboard-complete, read correctly by screen readers, the system picker on a phone. Long lists
 * chosen by typing (countries) use ComboBox (react-aria). Moving short lists to react-aria's Select is open
 * work (ui/README.md); `sections` (<optgroup>) stay supported for callers that still pass them.
 */
export function Select({
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
  autoComplete,
  'aria-label': ariaLabel,
}: SelectProps): ReactNode {
  const id = useId();
  const invalid = Boolean(errorMessage) || Boolean(isInvalid);
  const describedBy = [description ? `${id}-description` : null, invalid && errorMessage ? `${id}-error` : null].filter(Boolean);
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      {label && (
        <Label htmlFor={id} isRequired={isRequired}>
          {label}
        </Label>
      )}
      <div
        className={fieldGroup({
          isInvalid: invalid,
          isDisabled: Boolean(isDisabled),
          class: 'relative focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/25',
        })}
      >
        <select
          id={id}
          name={name}
          value={value ?? ''}
          onChange={(event) => onChange?.(event.target.value)}
          disabled={isDisabled}
          aria-invalid={invalid || undefined}
          aria-required={isRequired || undefined}
          aria-label={ariaLabel}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          autoComplete={autoComplete}
          className="w-full min-w-0 cursor-pointer appearance-none truncate rounded-lg bg-transparent py-2 pl-3 pr-9 text-base text-ink outline-none disabled:cursor-not-allowed sm:text-sm"
        >
          {(value === null || value === undefined || value === '') && (
            <option value="" disabled>
              {placeholder ?? ''}
            </option>
          )}
          {sections
            ? sections.map((section) => (
                <optgroup key={section.id} label={section.title}>
                  {optionList(section.options, `${section.id}:`)}
                </optgroup>
              ))
            : optionList(options ?? [])}
        </select>
        {chevron}
      </div>
      {description && (
        <p id={`${id}-description`} className={descriptionClass}>
          {description}
        </p>
      )}
      {invalid && errorMessage && (
        <p id={`${id}-error`} className={errorClass}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
