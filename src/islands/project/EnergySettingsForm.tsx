import { useEffect, useRef, useState } from 'react';
import { UsageImportMount } from '../import/UsageImportMount';
import { Switch } from '../ui/Checkbox';
import { Disclosure } from '../ui/Disclosure';
import { NumberField } from '../ui/NumberField';
import { TextField } from '../ui/TextField';
import { SETTINGS_BOUNDS, SETTINGS_STEPS, type EnergySettings, type EnergySettingsErrors } from './energy-settings';

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
}

const usd = { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 3 } as const;
const plain = { maximumFractionDigits: 3 } as const;
const pct = { maximumFractionDigits: 2 } as const;

/**
 * The energy settings form (spec: Property Details dialog and quote wizard step 1). Monthly consumption
 * and current rate are required; O&M and insurance percentages appear when switched on, and their
 * escalation when either is.
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

  return (
    <div ref={root} className="flex flex-col gap-5">
      {showWarning && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          These settings apply to every quote in this project. Changing them recalculates all of your quotes.
        </p>
      )}
      <UsageImportMount value={value} onChange={onChange} {...disabled} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label="Monthly consumption (kWh)"
          name="monthly_consumption"
          isRequired
          minValue={SETTINGS_BOUNDS.monthly_consumption[0]}
          maxValue={SETTINGS_BOUNDS.monthly_consumption[1]}
          formatOptions={plain}
          placeholder="900"
          description="Your average monthly electricity use, from your bill."
          value={value.monthly_consumption}
          onChange={(v) => set('monthly_consumption', v)}
          errorMessage={errors.monthly_consumption}
          {...disabled}
        />
        <NumberField
          label="Current rate ($/kWh)"
          name="current_rate"
          isRequired
          step={SETTINGS_STEPS.rate}
          minValue={SETTINGS_BOUNDS.current_rate[0]}
          maxValue={SETTINGS_BOUNDS.current_rate[1]}
          formatOptions={usd}
          placeholder="$0.150"
          description="Usually $0.10-0.25 per kWh."
          value={value.current_rate}
          onChange={(v) => set('current_rate', v)}
          errorMessage={errors.current_rate}
          {...disabled}
        />
        <NumberField
          label="Yearly rate increase (%)"
          name="rate_increase"
          step={SETTINGS_STEPS.percent}
          minValue={SETTINGS_BOUNDS.rate_increase[0]}
          maxValue={SETTINGS_BOUNDS.rate_increase[1]}
          formatOptions={pct}
          placeholder="3"
          description="How fast electricity prices rise; 3% a year is assumed when empty."
          value={value.rate_increase}
          onChange={(v) => set('rate_increase', v)}
          errorMessage={errors.rate_increase}
          {...disabled}
        />
        <TextField
          label="Energy provider"
          name="energy_provider"
          placeholder="e.g. Xcel Energy"
          value={value.energy_provider}
          onChange={(v) => set('energy_provider', v)}
          errorMessage={errors.energy_provider}
          {...disabled}
        />
      </div>
      <Disclosure
        title="Advanced settings"
        isExpanded={expanded}
        onExpandedChange={(e) => (onAdvancedExpandedChange ?? setLocalExpanded)(e)}
        level={3}
      >
        <div className="grid gap-4 pt-1 sm:grid-cols-2">
          <NumberField
            label="Net metering rate ($/kWh)"
            name="net_metering_rate"
            step={SETTINGS_STEPS.rate}
            minValue={SETTINGS_BOUNDS.net_metering_rate[0]}
            maxValue={SETTINGS_BOUNDS.net_metering_rate[1]}
            formatOptions={usd}
            description="What exported kWh earn; the current rate is assumed when empty."
            value={value.net_metering_rate}
            onChange={(v) => set('net_metering_rate', v)}
            errorMessage={errors.net_metering_rate}
            {...disabled}
          />
          <NumberField
            label="Net metering escalation (%/yr)"
            name="net_metering_escalation"
            step={SETTINGS_STEPS.percent}
            minValue={SETTINGS_BOUNDS.net_metering_escalation[0]}
            maxValue={SETTINGS_BOUNDS.net_metering_escalation[1]}
            formatOptions={pct}
            value={value.net_metering_escalation}
            onChange={(v) => set('net_metering_escalation', v)}
            errorMessage={errors.net_metering_escalation}
            {...disabled}
          />
          <NumberField
            label="System lifetime (years)"
            name="system_lifetime"
            minValue={SETTINGS_BOUNDS.system_lifetime[0]}
            maxValue={SETTINGS_BOUNDS.system_lifetime[1]}
            formatOptions={{ maximumFractionDigits: 0 }}
            placeholder="25"
            value={value.system_lifetime}
            onChange={(v) => set('system_lifetime', v)}
            errorMessage={errors.system_lifetime}
            {...disabled}
          />
        </div>
        <div className="mt-5 grid gap-4 border-t border-slate-100 pt-5 sm:grid-cols-2">
          <div className="flex flex-col gap-3">
            <Switch isSelected={value.om_enabled} onChange={(on) => set('om_enabled', on)} {...disabled}>
              Include operations &amp; maintenance
            </Switch>
            {value.om_enabled && (
              <NumberField
                label="O&M (% of system cost per year)"
                name="om_percent"
                step={SETTINGS_STEPS.percent}
                minValue={SETTINGS_BOUNDS.om_percent[0]}
                maxValue={SETTINGS_BOUNDS.om_percent[1]}
                formatOptions={pct}
                placeholder="0.5"
                value={value.om_percent}
                onChange={(v) => set('om_percent', v)}
                errorMessage={errors.om_percent}
                {...disabled}
              />
            )}
          </div>
          <div className="flex flex-col gap-3">
            <Switch isSelected={value.insurance_enabled} onChange={(on) => set('insurance_enabled', on)} {...disabled}>
              Include insurance
            </Switch>
            {value.insurance_enabled && (
              <NumberField
                label="Insurance (% of system cost per year)"
                name="insurance_percent"
                step={SETTINGS_STEPS.percent}
                minValue={SETTINGS_BOUNDS.insurance_percent[0]}
                maxValue={SETTINGS_BOUNDS.insurance_percent[1]}
                formatOptions={pct}
                placeholder="0.25"
                value={value.insurance_percent}
                onChange={(v) => set('insurance_percent', v)}
                errorMessage={errors.insurance_percent}
                {...disabled}
              />
            )}
          </div>
          {(value.om_enabled || value.insurance_enabled) && (
            <NumberField
              label="O&M and insurance escalation (%/yr)"
              name="om_escalation"
              step={SETTINGS_STEPS.percent}
              minValue={SETTINGS_BOUNDS.om_escalation[0]}
              maxValue={SETTINGS_BOUNDS.om_escalation[1]}
              formatOptions={pct}
              placeholder="2"
              value={value.om_escalation}
              onChange={(v) => set('om_escalation', v)}
              errorMessage={errors.om_escalation}
              className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]"
              {...disabled}
            />
          )}
        </div>
      </Disclosure>
    </div>
  );
}
