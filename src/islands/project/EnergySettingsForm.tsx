import { useEffect, useRef, useState } from 'react';
import { SETTING_FIELDS, type SettingFieldDef } from '../../quote-fields/settings';
import { UsageImportMount } from '../import/UsageImportMount';
import { Switch } from '../ui/Checkbox';
import { Disclosure } from '../ui/Disclosure';
import { withCaution } from '../ui/Field';
import { NumberField } from '../ui/NumberField';
import { TextField } from '../ui/TextField';
import type { EnergySettings, EnergySettingsErrors } from './energy-settings';
import { MonthlyUsageFields } from './MonthlyUsageFields';

export interface EnergySettingsFormProps {
  value: EnergySettings;
  /** Called with the whole next value; the caller clears that field's error (spec: errors clear on edit). */
  onChange: (next: EnergySettings, changed: keyof EnergySettings) => void;
  errors?: EnergySettingsErrors;
  /** The Property Details dialog shows a banner about recalculation; the quote wizard does not. */
  showWarning?: boolean;
  /** Open the Advanced settings section (controlled), e.g. for the wizard's "Set Rate Now". */
  advancedExpanded?: boolean;
  onAdvancedExpandedChange?: (expanded: boolean) => void;
  /** Focus this field once after mounting or when it changes (e.g. 'net_metering_rate'). */
  focusField?: keyof EnergySettings | null;
  isDisabled?: boolean;
  /**
   * Cautions of unusual values under their fields (the bounds table's soft checks: a rate in cents), which
   * the quote form passes (plausibilityByField with SETTING_PLAUSIBLE), as its own fields and the calculators show them.
   */
  cautions?: Partial<Record<keyof EnergySettings, string>>;
  /** The project has the meter's interval data: the hourly bill uses its hours, not the monthly figures. */
  hasIntervalData?: boolean;
}

type NumberName = { [K in keyof EnergySettings]-?: EnergySettings[K] extends number | null ? K : never }[keyof EnergySettings];

const usd = { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 3 } as const;
const plain = { maximumFractionDigits: 3 } as const;
const pct = { maximumFractionDigits: 2 } as const;
const whole = { maximumFractionDigits: 0 } as const;

function formatOf(def: SettingFieldDef) {
  if (def.unit === '$/kWh') return usd;
  if (def.kind === 'percent') return pct;
  return def.integer === true ? whole : plain;
}

/**
 * The energy settings form (spec: Property Details dialog and quote wizard step 1). Labels, hints, bounds,
 * steps and which are required come from the field registry (src/quote-fields/fields.ts). Monthly
 * consumption and current rate are required; O&M and insurance percentages appear when switched on, and
 * their escalation when either is.
 */
export function EnergySettingsForm({
  value,
  onChange,
  errors = {},
  showWarning = false,
  advancedExpanded,
  onAdvancedExpandedChange,
  focusField,
  isDisabled,
  cautions = {},
  hasIntervalData = false,
}: EnergySettingsFormProps) {
  const set = <K extends keyof EnergySettings>(key: K, v: EnergySettings[K]) => onChange({ ...value, [key]: v }, key);
  const [localExpanded, setLocalExpanded] = useState(false);
  const expanded = advancedExpanded ?? localExpanded;
  const root = useRef<HTMLDivElement>(null);
  const disabled = isDisabled ? { isDisabled } : {};

  useEffect(() => {
    if (!focusField) return;
    // After the Advanced panel has rendered.
    const id = requestAnimationFrame(() => root.current?.querySelector<HTMLInputElement>(`[name="${focusField}"]`)?.focus());
    return () => cancelAnimationFrame(id);
  }, [focusField, expanded]);

  const number = (name: NumberName, className?: string) => {
    const def: SettingFieldDef = SETTING_FIELDS[name];
    return (
      <NumberField
        label={def.label}
        name={name}
        {...(def.required === undefined ? {} : { isRequired: true })}
        {...(def.step === undefined ? {} : { step: def.step })}
        {...(def.min === undefined ? {} : { minValue: def.min })}
        {...(def.max === undefined ? {} : { maxValue: def.max })}
        formatOptions={formatOf(def)}
        {...(def.placeholder === undefined ? {} : { placeholder: def.placeholder })}
        {...(def.hint === undefined && cautions[name] === undefined ? {} : { description: withCaution(def.hint, cautions[name]) })}
        value={value[name]}
        onChange={(v) => set(name, v)}
        errorMessage={errors[name]}
        {...(className === undefined ? {} : { className })}
        {...disabled}
      />
    );
  };
  /** A cost switched on by its flag, with its percent field while on. */
  const switched = (flag: 'om_enabled' | 'insurance_enabled', percent: 'om_percent' | 'insurance_percent') => (
    <div className="flex flex-col gap-3">
      <Switch isSelected={value[flag]} onChange={(on) => set(flag, on)} {...disabled}>
        {SETTING_FIELDS[flag].label}
      </Switch>
      {value[flag] && number(percent)}
    </div>
  );

  return (
    <div ref={root} className="flex flex-col gap-5">
      {showWarning && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          These settings apply to every quote in this project. Changing them recalculates all of your quotes.
        </p>
      )}
      <UsageImportMount value={value} onChange={onChange} {...disabled} />
      <div className="grid gap-4 sm:grid-cols-2">
        {number('monthly_consumption')}
        {number('current_rate')}
        {number('rate_increase')}
        <TextField
          label={SETTING_FIELDS.energy_provider.label}
          name="energy_provider"
          placeholder={SETTING_FIELDS.energy_provider.placeholder}
          maxLength={SETTING_FIELDS.energy_provider.max}
          value={value.energy_provider}
          onChange={(v) => set('energy_provider', v)}
          errorMessage={errors.energy_provider}
          {...disabled}
        />
      </div>
      <MonthlyUsageFields
        value={value.monthly_usage}
        onChange={(months) => set('monthly_usage', months)}
        error={errors.monthly_usage}
        superseded={hasIntervalData}
        {...disabled}
      />
      <Disclosure
        title="Advanced settings"
        isExpanded={expanded}
        onExpandedChange={(e) => (onAdvancedExpandedChange ?? setLocalExpanded)(e)}
        level={3}
      >
        <div className="grid gap-4 pt-1 sm:grid-cols-2">
          {number('net_metering_rate')}
          {number('net_metering_escalation')}
          {number('system_lifetime')}
        </div>
        <div className="mt-5 grid gap-4 border-t border-slate-100 pt-5 sm:grid-cols-2">
          {switched('om_enabled', 'om_percent')}
          {switched('insurance_enabled', 'insurance_percent')}
          {(value.om_enabled || value.insurance_enabled) && number('om_escalation', 'sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]')}
        </div>
      </Disclosure>
    </div>
  );
}
