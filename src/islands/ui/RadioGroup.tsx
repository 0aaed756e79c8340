import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import type { RadioGroupProps as AriaRadioGroupProps, RadioProps } from 'react-aria-components';
import { Description, describedBy, FieldError, Label, type FieldProps } from './Field';
import { cx } from './styles';

// The browser's own radio buttons: one tab stop per group, arrow keys move the choice, named by their
// labels; the group is role radiogroup named by its label. Drawn with `appearance: none` so the visible
// circle is the real input.

interface GroupState {
  name: string;
  value: string | null;
  select: (value: string) => void;
  isDisabled: boolean;
  isInvalid: boolean;
  describedBy: string | undefined;
}

const GroupContext = createContext<GroupState | null>(null);

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className'>, FieldProps {
  children: ReactNode;
}

/** A labelled group of radio buttons (arrow keys move the choice). */
export function RadioGroup({
  label,
  description,
  errorMessage,
  className,
  children,
  value,
  defaultValue = null,
  onChange,
  name,
  isDisabled = false,
  isRequired,
  isInvalid,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  const id = useId();
  const [own, setOwn] = useState<string | null>(defaultValue);
  const current = value === undefined ? own : value;
  const invalid = Boolean(errorMessage) || Boolean(isInvalid);
  const state: GroupState = {
    name: name ?? id,
    value: current,
    select: (v) => {
      setOwn(v);
      onChange?.(v);
    },
    isDisabled,
    isInvalid: invalid,
    describedBy: undefined,
  };
  return (
    <div
      role="radiogroup"
      aria-labelledby={label ? `${id}-label` : props['aria-labelledby']}
      aria-label={label ? undefined : props['aria-label']}
      aria-describedby={describedBy(id, description, errorMessage)}
      aria-invalid={invalid || undefined}
      aria-required={isRequired || undefined}
      aria-orientation={orientation}
      className={cx('flex flex-col gap-2', className)}
    >
      {label && (
        <Label id={`${id}-label`} isRequired={isRequired}>
          {label}
        </Label>
      )}
      <div className={cx('flex gap-4', orientation === 'vertical' ? 'flex-col gap-2' : 'flex-wrap')}>
        <GroupContext.Provider value={state}>{children}</GroupContext.Provider>
      </div>
      {description && <Description id={`${id}-description`}>{description}</Description>}
      <FieldError id={`${id}-error`}>{errorMessage}</FieldError>
    </div>
  );
}

/** One radio button with its label. */
export function Radio({
  children,
  className,
  value,
  isDisabled,
  ...props
}: Omit<RadioProps, 'children' | 'className'> & { children: ReactNode; className?: string }) {
  const group = useContext(GroupContext);
  const disabled = Boolean(isDisabled) || Boolean(group?.isDisabled);
  return (
    <label
      className={cx(
        'flex cursor-pointer items-center gap-2 text-sm text-slate-800 has-disabled:cursor-not-allowed has-disabled:opacity-50',
        className,
      )}
    >
      <input
        type="radio"
        name={group?.name}
        value={value}
        checked={group ? group.value === value : undefined}
        onChange={() => group?.select(value)}
        disabled={disabled}
        aria-label={props['aria-label']}
        {...(props.autoFocus ? { autoFocus: true, 'data-autofocus': '' } : {})}
        className={cx(
          'h-[18px] w-[18px] shrink-0 cursor-pointer appearance-none rounded-full border bg-white transition-all outline-none checked:border-[5px] checked:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed',
          group?.isInvalid ? 'border-red-600' : 'border-slate-400',
        )}
      />
      {children}
    </label>
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
 * Two or three mutually exclusive segments (Basic/Advanced, Cash/Loan): native radio buttons (role radio,
 * checked), one tab stop, arrow keys move the choice; exactly one stays selected. Each input covers its
 * segment, so a click anywhere on it chooses it.
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
  const name = useId();
  return (
    <div role="radiogroup" aria-label={aria['aria-label']} className={cx('inline-flex rounded-lg bg-slate-100 p-1', className)}>
      {options.map((o) => (
        <label key={o.id} className="relative flex">
          <input
            type="radio"
            name={name}
            value={o.id}
            checked={o.id === value}
            onChange={() => onChange(o.id)}
            disabled={isDisabled}
            className="peer absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-md outline-none checked:bg-white checked:shadow-sm focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed"
          />
          <span
            className={cx(
              'pointer-events-none relative font-medium text-slate-600 transition-colors peer-checked:text-ink peer-hover:text-ink',
              size === 'sm' ? 'px-3 py-1 text-xs' : 'px-4 py-1.5 text-sm',
            )}
          >
            {o.label}
          </span>
        </label>
      ))}
    </div>
  );
}
