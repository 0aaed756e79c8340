import { useId, type ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { Description, describedBy, FieldError, type FieldProps } from './Field';
import { FieldLabel } from './FieldLabel';
import { cx } from './styles';

// react-aria's RadioGroup and Radio: a role radiogroup named by its label, each choice a visually hidden native
// radio inside its <label>, spread invisibly over its circle, or over the whole segment of a SegmentedControl (`ui-toggle`, global.css); one tab stop per group, arrow keys move the choice, the focus ring shows for
// keyboard focus only.

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className' | 'style'>, FieldProps {
  children: ReactNode;
}

/** A labelled group of radio buttons (arrow keys move the choice). */
export function RadioGroup({ label, description, errorMessage, className, children, orientation = 'vertical', ...props }: RadioGroupProps) {
  const id = useId();
  const invalid = Boolean(errorMessage) || Boolean(props.isInvalid);
  const described = describedBy(id, description, errorMessage, props['aria-describedby']);
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      isInvalid={invalid}
      {...(described ? { 'aria-describedby': described } : {})}
      className={cx('flex flex-col gap-2', className)}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <div className={cx('flex gap-4', orientation === 'vertical' ? 'flex-col gap-2' : 'flex-wrap')}>{children}</div>
      {description && <Description id={`${id}-description`}>{description}</Description>}
      <FieldError id={`${id}-error`}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

/** One radio button with its label. */
export function Radio({
  children,
  className,
  ...props
}: Omit<AriaRadioProps, 'children' | 'className' | 'style'> & { children: ReactNode; className?: string }) {
  return (
    <AriaRadio
      {...props}
      className={cx(
        'ui-toggle relative flex cursor-pointer items-center gap-2 text-sm text-slate-800 [--toggle-h:18px] [--toggle-top:calc(50%-9px)] [--toggle-w:18px] data-disabled:cursor-not-allowed data-disabled:opacity-50',
        className,
      )}
    >
      {({ isSelected, isInvalid, isFocusVisible }) => (
        <>
          <span
            aria-hidden="true"
            className={cx(
              'pointer-events-none h-[18px] w-[18px] shrink-0 rounded-full bg-white transition-all',
              isSelected ? 'border-[5px] border-brand-600' : isInvalid ? 'border border-red-600' : 'border border-slate-400',
              isFocusVisible && 'ring-2 ring-brand-600 ring-offset-2',
            )}
          />
          {children}
        </>
      )}
    </AriaRadio>
  );
}

export interface SegmentedControlProps<K extends string> {
  /** Names the group for assistive technology (e.g. "Comparison detail"). */
  'aria-label': string;
  options: ReadonlyArray<{ id: K; label: ReactNode }>;
  value: K;
  onChange: (value: K) => void;
  size?: 'sm' | 'md';
  className?: string;
  isDisabled?: boolean;
}

/**
 * Two or three mutually exclusive segments (Basic/Advanced, Cash/Loan): react-aria's RadioGroup drawn as a
 * segmented control (role radio, checked), one tab stop, arrow keys move the choice; exactly one stays selected.
 */
export function SegmentedControl<K extends string>({
  options,
  value,
  onChange,
  size = 'md',
  className,
  isDisabled,
  ...aria
}: SegmentedControlProps<K>) {
  return (
    <AriaRadioGroup
      aria-label={aria['aria-label']}
      orientation="horizontal"
      value={value}
      onChange={(v) => onChange(v as K)}
      {...(isDisabled ? { isDisabled: true } : {})}
      className={cx('inline-flex rounded-lg bg-slate-100 p-1', className)}
    >
      {options.map((o) => (
        <AriaRadio
          key={o.id}
          value={o.id}
          className={({ isSelected, isFocusVisible }) =>
            cx(
              'ui-toggle relative cursor-pointer rounded-md font-medium transition-colors data-disabled:cursor-not-allowed',
              size === 'sm' ? 'px-3 py-1 text-xs' : 'px-4 py-1.5 text-sm',
              isSelected ? 'bg-white text-ink shadow-sm' : 'text-slate-600 hover:text-ink',
              isFocusVisible && 'ring-2 ring-brand-600',
            )
          }
        >
          {o.label}
        </AriaRadio>
      ))}
    </AriaRadioGroup>
  );
}
