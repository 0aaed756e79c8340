import { useStore } from '@nanostores/react';
import { Fragment, useState, type ReactNode } from 'react';
import { WIZARD_REQUIRED_FIELDS } from '../../finance/form-validation';
import { incentivesNotCounted } from '../../finance/messages';
import { plausibilityByField } from '../../finance/plausibility';
import {
  fieldsOfGroup,
  groupsOf,
  isShown,
  quoteField,
  QUOTE_FIELDS,
  SETTING_PLAUSIBLE,
  type EditorTabId,
  type QuoteFieldName,
  type WizardStepId,
} from '../../quote-fields';
import { averageRating, quoteDraft, STATUS_LABELS, toNumber, type QuoteFormValues } from '../../stores/quoteDraft';
import { EnergySettingsForm } from '../project/EnergySettingsForm';
import { hasIntervalData, type EnergySettings } from '../project/energy-settings';
import { $quoteBillInputs } from '../../stores/quote-analysis';
import { Button } from '../ui/Button';
import { Select } from '../ui/Select';
import { TextField } from '../ui/TextField';
import { StarRating } from '../ui/StarRating';
import { RegistryField } from './fields';

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

/** The wizard's required fields (spec §5) are marked required on their steps. */
const WIZARD_REQUIRED = new Set<string>(Object.values(WIZARD_REQUIRED_FIELDS).flatMap((fields) => fields.map((f) => f.formField)));

function useForm(): QuoteFormValues {
  return useStore(quoteDraft.$quoteDraft, { keys: ['form'] }).form;
}

/** Replaces how one field is drawn (its own widget, or a hint worked out from other values). */
type Custom = Partial<Record<QuoteFieldName, (wizard: boolean) => ReactNode>>;

/** The title of the Financials tab's terms group: the payment method's. */
const TERMS_TITLE: Readonly<Record<string, string>> = { loan: 'Loan', lease: 'Lease', ppa: 'Power purchase agreement' };

/**
 * A tab's fields (or, in the wizard, a step's), group by group as the registry orders them: the shown
 * fields only (payment method, battery and monitoring choices), on/off switches above each group's grid.
 */
function RegistryTab({ tab, step, wizard, custom = {} }: { tab: EditorTabId; step?: WizardStepId; wizard: boolean; custom?: Custom }) {
  const form = useForm();
  return (
    <div className="flex flex-col gap-6">
      {groupsOf(tab).map((group) => {
        const names = fieldsOfGroup(tab, group.id).filter((name) => {
          const def = quoteField(name);
          return isShown(def, form) && (step === undefined || def.step === step);
        });
        if (names.length === 0) return null;
        const draw = (name: QuoteFieldName) => {
          const own = custom[name];
          if (own !== undefined) return <Fragment key={name}>{own(wizard)}</Fragment>;
          const def = quoteField(name);
          const required =
            (wizard && WIZARD_REQUIRED.has(name)) ||
            (!wizard && name === 'company_name') ||
            name === 'monitoring_brand' ||
            def.requiredFor?.[form.payment_method] !== undefined;
          return (
            <RegistryField
              key={name}
              name={name}
              {...(required ? { isRequired: true } : {})}
              {...(name === 'company_name' || def.kind === 'months' ? { className: 'sm:col-span-2' } : {})}
            />
          );
        };
        const switches = names.filter((name) => QUOTE_FIELDS[name].kind === 'flag' || name === 'payment_method');
        const inputs = names.filter((name) => !switches.includes(name));
        const title = group.id === 'terms' ? TERMS_TITLE[form.payment_method] : group.title;
        return (
          <div key={group.id} className="flex flex-col gap-4">
            {switches.map(draw)}
            {inputs.length > 0 &&
              (title === undefined &&
              group.description === undefined &&
              inputs.every((name) => QUOTE_FIELDS[name].kind === 'text') &&
              inputs.length === 1 ? (
                draw(inputs[0] as QuoteFieldName)
              ) : (
                <FieldGroup {...(title ? { title } : {})} {...(group.description ? { description: group.description } : {})}>
                  {inputs.map(draw)}
                </FieldGroup>
              ))}
          </div>
        );
      })}
    </div>
  );
}

// ---- Installer ------------------------------------------------------------------------------------

function StatusSelect({ wizard }: { wizard: boolean }) {
  const form = useForm();
  const errors = useStore(quoteDraft.$quoteDraft, { keys: ['errors'] }).errors;
  const def = QUOTE_FIELDS.status;
  // The wizard offers no Archived status (spec §4).
  const options = def.choices
    .filter((s) => !(wizard && s.id === 'archived'))
    .map((s) => ({ id: s.id, label: STATUS_LABELS[s.id] ?? s.label }));
  return (
    <Select
      name="status"
      label={def.label}
      options={options}
      value={form.status}
      onChange={(id) => quoteDraft.setField('status', id as QuoteFormValues['status'])}
      errorMessage={errors['status'] ?? null}
    />
  );
}

/** Company, contact, status (and installation stage), notes. */
export function InstallerFields({ wizard }: { wizard: boolean }) {
  return <RegistryTab tab="installer" wizard={wizard} custom={{ status: (w) => <StatusSelect wizard={w} /> }} />;
}

// ---- System ---------------------------------------------------------------------------------------

function ProductionPerKw() {
  const form = useForm();
  const size = toNumber(form.system_size_kw);
  const production = toNumber(form.year1_production_kwh);
  const typical = QUOTE_FIELDS.year1_production_kwh.hint;
  if (size === null || production === null || size <= 0) return <>{typical}</>;
  return (
    <>
      {typical} This quote:{' '}
      <strong className="font-semibold text-slate-700">{Math.round(production / size).toLocaleString('en-US')} kWh per kW</strong>.
    </>
  );
}

/** Size, costs, battery, production, degradation, net excess (spec §3 proposal_data). Size and cost are required in the wizard (spec §5). */
export function SystemFields({ wizard = false }: { wizard?: boolean }) {
  return (
    <RegistryTab
      tab="system"
      wizard={wizard}
      custom={{ year1_production_kwh: () => <RegistryField name="year1_production_kwh" hint={<ProductionPerKw />} /> }}
    />
  );
}

// ---- Financing ------------------------------------------------------------------------------------

/** The engine's warning, where the incentives are typed: on a lease or PPA they are the owner's. */
function AgreementIncentivesNote() {
  const form = useForm();
  const agreement = form.payment_method === 'lease' || form.payment_method === 'ppa';
  const entered = ['solar_incentives', 'battery_incentives', 'yearly_benefits'].some(
    (name) => (toNumber(form[name as 'solar_incentives']) ?? 0) > 0 && (name !== 'battery_incentives' || form.battery_included),
  );
  if (!agreement || !entered) return null;
  return (
    <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {incentivesNotCounted(form.payment_method === 'ppa' ? 'PPA' : 'lease')}.
    </p>
  );
}

/**
 * Payment method (Cash, Loan, Lease, PPA) with only that method's terms, what the lender quotes,
 * incentives, yearly benefits and warranties. The wizard's step 4 and the editor's Financials tab.
 */
export function FinancingFields({ wizard = false }: { wizard?: boolean }) {
  return (
    <div className="flex flex-col gap-6">
      <RegistryTab tab="financials" wizard={wizard} />
      <AgreementIncentivesNote />
    </div>
  );
}

// ---- Equipment ------------------------------------------------------------------------------------

/** Panels, inverters, battery and monitoring (spec §3 equipment). */
export function EquipmentFields() {
  return <RegistryTab tab="equipment" wizard={false} />;
}

// ---- Trust ----------------------------------------------------------------------------------------

function Ratings() {
  const form = useForm();
  const average = averageRating(form);
  return (
    <>
      {(['quality_rating', 'value_rating', 'trust_rating'] as const).map((name) => (
        <StarRating key={name} label={QUOTE_FIELDS[name].label} value={form[name]} onChange={(n) => quoteDraft.setField(name, n)} />
      ))}
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-slate-800">Average rating</span>
        <output className="text-2xl font-semibold tabular-nums text-ink" aria-label="Average rating">
          {average > 0 ? average.toFixed(1) : '—'}
          <span className="ml-1 text-sm font-normal text-muted">of 5</span>
        </output>
      </div>
    </>
  );
}

function TrustPoints() {
  const form = useForm();
  const [point, setPoint] = useState('');
  const addPoint = () => {
    const text = point.trim();
    if (text === '') return;
    quoteDraft.setField('trust_points', [...form.trust_points, text]);
    setPoint('');
  };
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
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
  );
}

/** Your ratings (1 to 5 stars, average shown), the installer's track record and trust points. */
export function TrustFields() {
  return (
    <RegistryTab
      tab="trust"
      wizard={false}
      custom={{
        quality_rating: () => <Ratings />,
        value_rating: () => null,
        trust_rating: () => null,
        trust_points: () => <TrustPoints />,
      }}
    />
  );
}

// ---- Property -------------------------------------------------------------------------------------

/**
 * The project's energy settings: the same form (and the same values) as the Property Details dialog,
 * without its warning banner (accounts spec §2). They apply to every quote in the project.
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
  const billInputs = useStore($quoteBillInputs);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        These apply to every quote in this project, so all quotes are compared under the same assumptions.
      </p>
      <EnergySettingsForm
        value={state.settings}
        hasIntervalData={hasIntervalData(billInputs?.hourly_usage_kwh)}
        onChange={(next, changed) => quoteDraft.setSetting(changed, next[changed])}
        errors={state.errors}
        // The bounds table's soft checks (a rate in cents), as the calculators show them.
        cautions={plausibilityByField(state.settings, SETTING_PLAUSIBLE)}
        {...(advancedExpanded === undefined ? {} : { advancedExpanded })}
        {...(onAdvancedExpandedChange ? { onAdvancedExpandedChange } : {})}
        {...(focusField === undefined ? {} : { focusField })}
      />
    </div>
  );
}
