import { useId, type ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  Switch as AriaSwitch,
  type CheckboxProps as AriaCheckboxProps,
  type SwitchProps as AriaSwitchProps,
} from 'react-aria-components';
import { FieldError } from './Field';
import { cx } from './styles';

// react-aria's Checkbox and Switch: a <label> around a visually hidden native <input type="checkbox"> (role
// switch for Switch; `ui-toggle` in global.css spreads that input, invisible, over the box or the switch), so a click on the box or its text toggles it, Space toggles it from the keyboard, the
// focus ring shows for keyboard focus only, and form submission and Playwright's check() work on the real input.

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className' | 'style'> {
  children: ReactNode;
  /** Shown below, marking the checkbox invalid and announced with it. */
  errorMessage?: string | null | undefined;
  className?: string;
}

const box = ({ isSelected, isInvalid, isFocusVisible }: { isSelected: boolean; isInvalid: boolean; isFocusVisible: boolean }) =>
  cx(
    // One background and one border colour at a time: two of the same property in one class list are decided
    // by the stylesheet's order, not the list's (a checked box once stayed white, its tick white on white).
    'pointer-events-none mt-0.5 flex h-[18px] w-[18px] shrink-0 items-center justify-center rounded border transition-colors',
    isSelected ? 'border-brand-600 bg-brand-600' : isInvalid ? 'border-red-600 bg-white' : 'border-slate-400 bg-white',
    isFocusVisible && 'ring-2 ring-brand-600 ring-offset-2',
  );

/** A checkbox with its label; an error message below marks it invalid (and is announced with it). */
export function Checkbox({ children, errorMessage, className, ...props }: CheckboxProps) {
  const errorId = `${useId()}-error`;
  const invalid = Boolean(errorMessage) || Boolean(props.isInvalid);
  const describedBy = [props['aria-describedby'], errorMessage ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <AriaCheckbox
        {...props}
        isInvalid={invalid}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
        className="ui-toggle relative flex cursor-pointer items-start gap-2.5 [--toggle-h:18px] [--toggle-top:2px] [--toggle-w:18px] text-sm text-slate-800 data-disabled:cursor-not-allowed data-disabled:opacity-50"
      >
        {(state) => (
          <>
            <span aria-hidden="true" className={box(state)}>
              {state.isSelected && (
                <svg viewBox="0 0 16 16" className="h-3 w-3 text-white" fill="none" stroke="currentColor" strokeWidth="2.5">
                  <path d="M3 8.5l3 3 7-7" />
                </svg>
              )}
            </span>
            <span>{children}</span>
          </>
        )}
      </AriaCheckbox>
      <FieldError id={errorId} className="pl-7">
        {errorMessage}
      </FieldError>
    </div>
  );
}

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className' | 'style'> {
  children: ReactNode;
  className?: string;
}

/** An on/off switch with its label (react-aria's Switch: a checkbox input with role switch). */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      className={cx(
        'ui-toggle relative flex cursor-pointer items-center gap-3 text-sm font-medium [--toggle-h:24px] [--toggle-top:calc(50%-12px)] [--toggle-w:40px] text-slate-800 data-disabled:cursor-not-allowed data-disabled:opacity-50',
        className,
      )}
    >
      {({ isSelected, isFocusVisible }) => (
        <>
          <span
            aria-hidden="true"
            className={cx(
              'pointer-events-none flex h-6 w-10 shrink-0 items-center rounded-full px-0.5 transition-colors',
              isSelected ? 'bg-brand-600' : 'bg-slate-300',
              isFocusVisible && 'ring-2 ring-brand-600 ring-offset-2',
            )}
          >
            <span className={cx('h-5 w-5 rounded-full bg-white shadow transition-transform', isSelected && 'translate-x-4')} />
          </span>
          {children}
        </>
      )}
    </AriaSwitch>
  );
}
