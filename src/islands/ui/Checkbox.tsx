import { useId, type ReactNode } from 'react';
import type { CheckboxFieldProps, SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { describedBy, FieldError } from './Field';
import { cx } from './styles';

// The browser's own checkbox (role switch for Switch), drawn with `appearance: none` so the visible box is
// the real input: a click on it or its label toggles it, Space toggles it from the keyboard, and Playwright's
// check() works on it directly.

type Toggle = Pick<
  CheckboxFieldProps,
  'isSelected' | 'defaultSelected' | 'onChange' | 'isDisabled' | 'isReadOnly' | 'isRequired' | 'name' | 'value' | 'autoFocus' | 'id'
> & {
  'aria-label'?: string | undefined;
  'aria-describedby'?: string | undefined;
};

function toggleProps(props: Toggle, id: string, invalid: boolean, errorMessage?: string | null) {
  return {
    id,
    type: 'checkbox' as const,
    name: props.name,
    value: props.value,
    ...(props.isSelected !== undefined ? { checked: props.isSelected } : { defaultChecked: props.defaultSelected }),
    onChange: (e: { target: HTMLInputElement }) => {
      if (props.isReadOnly) return;
      props.onChange?.(e.target.checked);
    },
    disabled: props.isDisabled,
    required: props.isRequired,
    autoFocus: props.autoFocus,
    ...(props.autoFocus ? { 'data-autofocus': '' } : {}),
    'aria-label': props['aria-label'],
    'aria-invalid': invalid || undefined,
    'aria-readonly': props.isReadOnly || undefined,
    'aria-describedby': describedBy(id, null, errorMessage, props['aria-describedby']),
  };
}

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children' | 'className'> {
  children: ReactNode;
  errorMessage?: string | null | undefined;
  className?: string;
}

/** A checkbox with its label; an error message below marks it invalid (and is announced with it). */
export function Checkbox({ children, errorMessage, className, ...props }: CheckboxProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  const invalid = Boolean(errorMessage) || Boolean(props.isInvalid);
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label
        htmlFor={id}
        className="flex cursor-pointer items-start gap-2.5 text-sm text-slate-800 has-disabled:cursor-not-allowed has-disabled:opacity-50"
      >
        <span className="relative mt-0.5 flex h-[18px] w-[18px] shrink-0">
          <input
            {...toggleProps(props, id, invalid, errorMessage)}
            className={cx(
              'peer h-[18px] w-[18px] cursor-pointer appearance-none rounded border bg-white transition-colors outline-none checked:border-brand-600 checked:bg-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed',
              invalid ? 'border-red-600' : 'border-slate-400',
            )}
          />
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="pointer-events-none absolute top-[3px] left-[3px] hidden h-3 w-3 text-white peer-checked:block"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M3 8.5l3 3 7-7" />
          </svg>
        </span>
        <span>{children}</span>
      </label>
      <FieldError id={`${id}-error`} className="pl-7">
        {errorMessage}
      </FieldError>
    </div>
  );
}

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className'> {
  children: ReactNode;
  className?: string;
}

/** An on/off switch with its label (a checkbox with role switch). */
export function Switch({ children, className, ...props }: SwitchProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  return (
    <label
      htmlFor={id}
      className={cx(
        'flex cursor-pointer items-center gap-3 text-sm font-medium text-slate-800 has-disabled:cursor-not-allowed has-disabled:opacity-50',
        className,
      )}
    >
      <span className="relative flex h-6 w-10 shrink-0">
        <input
          {...toggleProps(props, id, false)}
          // A native checkbox in the switch role: its checked state is the input's own (ARIA in HTML), which
          // the rule does not see through the spread; stating it keeps the two from ever disagreeing.
          aria-checked={props.isSelected ?? props.defaultSelected ?? false}
          role="switch"
          className="peer h-6 w-10 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors outline-none checked:bg-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-4"
        />
      </span>
      {children}
    </label>
  );
}
