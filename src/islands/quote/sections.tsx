import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import {
  averageRating,
  INVERTER_TYPES,
  QUOTE_STATUSES,
  quoteDraft,
  STATUS_LABELS,
  SUB_STATUS_OPTIONS,
  toNumber,
  type SettingsFormValues,
} from '../../stores/quoteDraft';
import { EnergySettingsForm } from '../project/EnergySettingsForm';
import type { EnergySettings } from '../project/energy-settings';
import { Button, SegmentedControl, TextField } from '../ui';
import { StarRating } from '../ui/StarRating';
import { QuoteNumber, QuoteSelect, QuoteSwitch, QuoteText, QuoteTextArea } from './fields';

/** A group of fields with a heading, laid out in two columns on wide screens. */
export function FieldGroup({ title, description, children }: { title?: string; description?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 border-0 p-0">
      {title && <legend className="text-sm font-semibold uppercase tracking-wide text-muted">{title}</legend>}
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

// ---- Installer ------------------------------------------------------------------------------------

/** Company, contact, status (and installation stage), notes. The wizard offers no Archived status (spec §4). */
export function InstallerFields({ wizard }: { wizard: boolean }) {
  const status = useStore(quoteDraft.$quoteDraft, { keys: ['form'] }).form.status;
  const statuses = QUOTE_STATUSES.filter((s) => !(wizard && s === 'archived')).map((id) => ({ id, label: STATUS_LABELS[id] ?? id }));
  return (
    <div className="flex flex-col gap-6">
      <FieldGroup>
        <QuoteText name="company_name" label="Company name" isRequired autoComplete="organization" className="sm:col-span-2" />
        <QuoteText name="email" label="Email" type="email" autoComplete="email" />
        <QuoteText name="phone" label="Phone" type="tel" autoComplete="tel" />
        <QuoteText name="domain" label="Website" type="url" placeholder="https://" autoComplete="url" />
        <QuoteSelect name="status" label="Status" options={statuses} />
        {status === 'installer_chosen' && (
          <QuoteSelect name="sub_status" label="Installation Stage" options={SUB_STATUS_OPTIONS} placeholder="Choose a stage" />
        )}
      </FieldGroup>
      <QuoteTextArea name="notes" label="Notes" placeholder="Anything worth remembering about this installer or quote" />
    </div>
  );
}

// ---- System ---------------------------------------------------------------------------------------

function ProductionPerKw() {
  const form = useStore(quoteDraft.$quoteDraft, { keys: ['form'] }).form;
  const size = toNumber(form.system_size_kw);
  const production = toNumber(form.year1_production_kwh);
  if (size === null || production === null || size <= 0) return <>Typically 1,300–1,600 kWh per kW.</>;
  return (
    <>
      Typically 1,300–1,600 kWh per kW. This quote:{' '}
      <strong className="font-semibold text-slate-700">{Math.round(production / size).toLocaleString('en-US')} kWh per kW</strong>.
    </>
  );
}

/** Size, costs, battery, production, degradation, net excess (spec §3 proposal_data). Size and cost are required in the wizard (spec §5). */
export function SystemFields({ wizard = false }: { wizard?: boolean }) {
  const battery = useStore(quoteDraft.$quoteDraft, { keys: ['form'] }).form.battery_included;
  return (
    <div className="flex flex-col gap-6">
      <FieldGroup title="System and price">
        <QuoteNumber name="system_size_kw" label="System size" suffix="kW" hint="Usually 6–12 kW for a home." isRequired={wizard} />
        <QuoteNumber
          name="solar_system_cost"
          label="Solar system cost"
          prefix="$"
          hint="The quoted price before incentives."
          isRequired={wizard}
        />
        <QuoteNumber name="other_costs" label="Other costs" prefix="$" hint="Roof work, electrical upgrades, permits." />
      </FieldGroup>
      <FieldGroup title="Production">
        <QuoteNumber name="year1_production_kwh" label="Year 1 production" suffix="kWh" hint={<ProductionPerKw />} />
        <QuoteNumber
          name="annual_degradation_percent"
          label="Annual degradation"
          suffix="%"
          placeholder="0.5"
          hint="Typically 0.3–0.8% per year; 0.5% when empty."
        />
        <QuoteNumber
          name="monthly_net_excess_kwh"
          label="Monthly net excess"
          suffix="kWh"
          hint="kWh sent to the grid beyond what you use, per month."
        />
      </FieldGroup>
      <div className="flex flex-col gap-4">
        <QuoteSwitch name="battery_included">Battery included</QuoteSwitch>
        {battery && (
          <FieldGroup description="Battery warranties usually run 10–12 years; plan for a replacement around year 12.">
            <QuoteNumber name="battery_cost" label="Battery cost" prefix="$" />
            <QuoteNumber name="battery_capacity_kwh" label="Battery capacity" suffix="kWh" />
          </FieldGroup>
        )}
      </div>
    </div>
  );
}

// ---- Financing ------------------------------------------------------------------------------------

/** Payment method (Cash / Loan) with the loan terms, incentives and yearly benefits. */
export function FinancingFields() {
  const form = useStore(quoteDraft.$quoteDraft, { keys: ['form'] }).form;
  const loan = form.payment_method === 'loan';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <span aria-hidden="true" className="text-sm font-medium text-slate-800">
          Payment method
        </span>
        <SegmentedControl
          aria-label="Payment method"
          options={[
            { id: 'cash', label: 'Cash' },
            { id: 'loan', label: 'Loan' },
          ]}
          value={form.payment_method}
          onChange={(method) => quoteDraft.setField('payment_method', method)}
          className="self-start"
        />
      </div>
      {loan && (
        <FieldGroup title="Loan">
          <QuoteNumber name="down_payment" label="Down payment" prefix="$" hint="0 if nothing is paid up front." />
          <QuoteNumber
            name="interest_rate_percent"
            label="Interest rate"
            suffix="%"
            placeholder="5.99"
            hint="The APR on the loan offer; 0 for a 0% loan."
          />
          <QuoteNumber name="loan_term_years" label="Loan term" suffix="years" placeholder="20" />
        </FieldGroup>
      )}
      <FieldGroup title="Incentives">
        <QuoteNumber
          name="solar_incentives"
          label="Solar incentives"
          prefix="$"
          hint="Tax credits and rebates the quote counts for the solar system."
        />
        {form.battery_included && <QuoteNumber name="battery_incentives" label="Battery incentives" prefix="$" />}
      </FieldGroup>
      <FieldGroup title="Yearly benefits" description="Payments you receive every year for a while, such as performance payments or SRECs.">
        <QuoteNumber name="yearly_benefits" label="Yearly benefits" prefix="$" suffix="/ yr" />
        <QuoteNumber name="benefit_duration_years" label="Benefit duration" suffix="years" />
      </FieldGroup>
    </div>
  );
}

// ---- Equipment ------------------------------------------------------------------------------------

/** Panels, inverters, battery and monitoring (spec §3 equipment). */
export function EquipmentFields() {
  const form = useStore(quoteDraft.$quoteDraft, { keys: ['form'] }).form;
  return (
    <div className="flex flex-col gap-6">
      <FieldGroup title="Panels">
        <QuoteText name="panel_brand" label="Panel brand" />
        <QuoteText name="panel_model" label="Panel model" />
        <QuoteNumber name="panel_count" label="Number of panels" />
        <QuoteNumber name="panel_wattage" label="Panel wattage" suffix="W" />
        <QuoteNumber name="panel_efficiency" label="Panel efficiency" suffix="%" />
        <QuoteNumber name="panel_warranty" label="Panel warranty" suffix="years" />
      </FieldGroup>
      <FieldGroup title="Inverters">
        <QuoteSelect name="inverter_type" label="Inverter type" options={INVERTER_TYPES} placeholder="Choose a type" />
        <QuoteText name="inverter_brand" label="Inverter brand" />
        <QuoteText name="inverter_model" label="Inverter model" />
        <QuoteNumber name="inverter_count" label="Number of inverters" />
        <QuoteNumber name="inverter_warranty" label="Inverter warranty" suffix="years" />
      </FieldGroup>
      {form.battery_included && (
        <FieldGroup title="Battery">
          <QuoteText name="battery_brand" label="Battery brand" />
          <QuoteText name="battery_model" label="Battery model" />
          <QuoteNumber name="battery_count" label="Number of batteries" />
          <QuoteNumber name="battery_warranty" label="Battery warranty" suffix="years" hint="Usually 10–12 years." />
        </FieldGroup>
      )}
      <div className="flex flex-col gap-4">
        <QuoteSwitch name="monitoring_included">Monitoring included</QuoteSwitch>
        {form.monitoring_included && (
          <div className="grid gap-4 sm:grid-cols-2">
            <QuoteText name="monitoring_brand" label="Monitoring brand" isRequired />
          </div>
        )}
      </div>
    </div>
  );
}

// ---- Trust ----------------------------------------------------------------------------------------

/** Your ratings (1 to 5 stars, average shown), the installer's track record and trust points. */
export function TrustFields() {
  const form = useStore(quoteDraft.$quoteDraft, { keys: ['form'] }).form;
  const [point, setPoint] = useState('');
  const average = averageRating(form);
  const addPoint = () => {
    const text = point.trim();
    if (text === '') return;
    quoteDraft.setField('trust_points', [...form.trust_points, text]);
    setPoint('');
  };
  return (
    <div className="flex flex-col gap-6">
      <FieldGroup title="Your ratings" description="How this installer comes across to you. Only you see these.">
        <StarRating label="Quality" value={form.quality_rating} onChange={(n) => quoteDraft.setField('quality_rating', n)} />
        <StarRating label="Value" value={form.value_rating} onChange={(n) => quoteDraft.setField('value_rating', n)} />
        <StarRating label="Trust" value={form.trust_rating} onChange={(n) => quoteDraft.setField('trust_rating', n)} />
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-slate-800">Average rating</span>
          <output className="text-2xl font-semibold tabular-nums text-ink" aria-label="Average rating">
            {average > 0 ? average.toFixed(1) : '—'}
            <span className="ml-1 text-sm font-normal text-muted">of 5</span>
          </output>
        </div>
      </FieldGroup>
      <FieldGroup title="Track record">
        <QuoteNumber name="years_in_business" label="Years in business" />
        <QuoteNumber name="employee_count" label="Employees" />
        <QuoteNumber name="systems_installed" label="Systems installed" />
      </FieldGroup>
      <div className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">Trust points</h3>
        {form.trust_points.length > 0 && (
          <ul className="flex flex-col gap-2">
            {form.trust_points.map((text, index) => (
              <li
                key={`${index}-${text}`}
                className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-line"
              >
                <span>{text}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${text}`}
                  onPress={() =>
                    quoteDraft.setField(
                      'trust_points',
                      form.trust_points.filter((_, i) => i !== index),
                    )
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex items-end gap-2">
          <TextField
            label="Add a trust point"
            placeholder="e.g. NABCEP certified, 25-year workmanship warranty"
            value={point}
            onChange={setPoint}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addPoint();
              }
            }}
            className="flex-1"
          />
          <Button variant="secondary" onPress={addPoint} isDisabled={point.trim() === ''}>
            Add
          </Button>
        </div>
      </div>
    </div>
  );
}

// ---- Property -------------------------------------------------------------------------------------

const numberOrNull = (text: string): number | null => toNumber(text);
const text = (value: number | null): string => (value === null ? '' : String(value));

/** The draft's settings as the energy settings form holds them (numbers, null when empty). */
export function toEnergySettings(s: SettingsFormValues): EnergySettings {
  return {
    monthly_consumption: numberOrNull(s.monthly_consumption),
    current_rate: numberOrNull(s.current_rate),
    rate_increase: numberOrNull(s.rate_increase),
    energy_provider: s.energy_provider,
    net_metering_rate: numberOrNull(s.net_metering_rate),
    net_metering_escalation: numberOrNull(s.net_metering_escalation),
    system_lifetime: numberOrNull(s.system_lifetime),
    om_enabled: s.om_enabled,
    om_percent: numberOrNull(s.om_percent),
    insurance_enabled: s.insurance_enabled,
    insurance_percent: numberOrNull(s.insurance_percent),
    om_escalation: numberOrNull(s.om_escalation),
  };
}

/** One changed value of the energy settings form, written back to the draft as text. */
function writeSetting(next: EnergySettings, changed: keyof EnergySettings): void {
  const value = next[changed];
  if (typeof value === 'boolean') quoteDraft.setSetting(changed as 'om_enabled' | 'insurance_enabled', value);
  else if (typeof value === 'string') quoteDraft.setSetting('energy_provider', value);
  else quoteDraft.setSetting(changed as Exclude<keyof SettingsFormValues, 'om_enabled' | 'insurance_enabled'>, text(value));
}

/**
 * The project's energy settings: the same form as the Property Details dialog, without its warning
 * banner (accounts spec §2). They apply to every quote in the project.
 */
export function PropertyFields({
  advancedExpanded,
  onAdvancedExpandedChange,
  focusField,
}: {
  advancedExpanded?: boolean;
  onAdvancedExpandedChange?: (expanded: boolean) => void;
  focusField?: keyof EnergySettings | null;
}) {
  const state = useStore(quoteDraft.$quoteDraft, { keys: ['settings', 'errors'] });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        These apply to every quote in this project, so all quotes are compared under the same assumptions.
      </p>
      <EnergySettingsForm
        value={toEnergySettings(state.settings)}
        onChange={writeSetting}
        errors={state.errors}
        {...(advancedExpanded === undefined ? {} : { advancedExpanded })}
        {...(onAdvancedExpandedChange ? { onAdvancedExpandedChange } : {})}
        {...(focusField === undefined ? {} : { focusField })}
      />
    </div>
  );
}
