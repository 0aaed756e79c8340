import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  Switch as AriaSwitch,
  type CheckboxFieldProps,
  type SwitchProps as AriaSwitchProps,
} from 'react-aria-components';
import { FieldError } from './Field';
import { cx } from './styles';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children' | 'className'> {
  children: ReactNode;
  errorMessage?: string | null | undefined;
  className?: string;
}

/** A checkbox with its label; an error message below marks it invalid (and is announced with it). */
export function Checkbox({ children, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      validationBehavior="aria"
      {...props}
      isInvalid={Boolean(errorMessage) || Boolean(props.isInvalid)}
      className={cx('flex flex-col gap-1', className)}
    >
      <CheckboxButton className="group flex cursor-pointer items-start gap-2.5 text-sm text-slate-800 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50">
        <span
          aria-hidden="true"
          className="mt-0.5 flex h-[18px] w-[18px] shrink-0 items-center justify-center rounded border border-slate-400 bg-white text-white transition-colors group-data-[selected]:border-brand-600 group-data-[selected]:bg-brand-600 group-data-[invalid]:border-red-600 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-brand-600 group-data-[focus-visible]:ring-offset-2"
        >
          <svg
            viewBox="0 0 16 16"
            className="hidden h-3 w-3 group-data-[selected]:block"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M3 8.5l3 3 7-7" />
          </svg>
        </span>
        <span>{children}</span>
      </CheckboxButton>
      <FieldError className="pl-7">{errorMessage}</FieldError>
    </CheckboxField>
  );
}

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className'> {
  children: ReactNode;
  className?: string;
}

/** An on/off switch with its label (role switch). */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      className={cx(
        'group flex cursor-pointer items-center gap-3 text-sm font-medium text-slate-800 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="flex h-6 w-10 shrink-0 items-center rounded-full bg-slate-300 px-0.5 transition-colors group-data-[selected]:bg-brand-600 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-brand-600 group-data-[focus-visible]:ring-offset-2"
      >
        <span className="h-5 w-5 rounded-full bg-white shadow transition-transform group-data-[selected]:translate-x-4" />
      </span>
      {children}
    </AriaSwitch>
  );
}
