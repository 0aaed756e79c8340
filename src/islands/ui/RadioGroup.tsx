import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  ToggleButton,
  ToggleButtonGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps,
} from 'react-aria-components';
import { Description, FieldError, Label, type FieldProps } from './Field';
import { cx } from './styles';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className'>, FieldProps {
  children: ReactNode;
}

/** A labelled group of radio buttons (arrow keys move the choice). */
export function RadioGroup({ label, description, errorMessage, className, children, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup
      validationBehavior="aria"
      {...props}
      isInvalid={Boolean(errorMessage) || Boolean(props.isInvalid)}
      className={cx('flex flex-col gap-2', className)}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <div className={cx('flex gap-4', props.orientation === 'vertical' ? 'flex-col gap-2' : 'flex-wrap')}>{children}</div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

/** One radio button with its label. */
export function Radio({
  children,
  className,
  ...props
}: Omit<RadioProps, 'children' | 'className'> & { children: ReactNode; className?: string }) {
  return (
    <AriaRadio
      {...props}
      className={cx('group flex cursor-pointer items-center gap-2 text-sm text-slate-800 data-[disabled]:opacity-50', className)}
    >
      <span
        aria-hidden="true"
        className="h-[18px] w-[18px] rounded-full border border-slate-400 bg-white transition-all group-data-[selected]:border-[5px] group-data-[selected]:border-brand-600 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-brand-600 group-data-[focus-visible]:ring-offset-2"
      />
      {children}
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
 * Two or three mutually exclusive toggle buttons (Basic/Advanced, Cash/Loan). Exactly one stays
 * selected; each button reports aria-pressed, and arrow keys move between them.
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
    <ToggleButtonGroup
      aria-label={aria['aria-label']}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [first] = keys;
        if (first !== undefined) onChange(String(first) as K);
      }}
      {...(isDisabled ? { isDisabled } : {})}
      className={cx('inline-flex rounded-lg bg-slate-100 p-1', className)}
    >
      {options.map((o) => (
        <ToggleButton
          key={o.id}
          id={o.id}
          className={cx(
            'cursor-pointer rounded-md font-medium text-slate-600 outline-none transition-colors data-[hovered]:text-ink data-[selected]:bg-white data-[selected]:text-ink data-[selected]:shadow-sm data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600',
            size === 'sm' ? 'px-3 py-1 text-xs' : 'px-4 py-1.5 text-sm',
          )}
        >
          {o.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
