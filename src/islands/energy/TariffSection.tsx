import { useState, type ReactNode } from 'react';
import { readTariff, type StoredTariff, type TariffIssue } from '../../finance/bill/tariff';
import { importUrdbJson } from '../../finance/bill/urdb-import';
import type { Project } from '../../directus';
import { SETTING_FIELDS } from '../../quote-fields/settings';
import {
  EMPTY_TARIFF_FORM,
  exportFormOf,
  exportTableSummary,
  formFromTariff,
  importedWithExport,
  parseExportTable,
  PERIOD_LABELS,
  removeTariff,
  saveTariff,
  storedTariff,
  tariffFromForm,
  validateEscalation,
  validateExport,
  validateTariffForm,
  type Escalation,
  type ExportForm,
  type TariffForm,
  type TariffFormErrors,
} from '../../stores/energy';
import { toastFailure } from '../app/failure';
import { FileDrop } from '../import/FileDrop';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { NumberField } from '../ui/NumberField';
import { Radio, RadioGroup, SegmentedControl } from '../ui/RadioGroup';
import { TextArea, TextField } from '../ui/TextField';
import { toast } from '../ui/Toaster';
import { IssueList, perKwh, RateSummary, sourceLine } from './RateSummary';

/** A stored number (Directus may send decimals as text) or null. */
const toNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

const RATE = { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 5 } as const;
const MONEY = { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
const WHOLE = { maximumFractionDigits: 0 } as const;
/** Rates are bounded at $5 so a rate typed in cents reaches the form's own message ("is it in cents?"). */
const RATE_BOUNDS = { minValue: 0, maxValue: 100, step: 0.001, formatOptions: RATE } as const;

/** A URDB file chosen, read and waiting for the homeowner's review. */
interface PendingRate {
  readonly rate: StoredTariff | null;
  readonly file: string;
  readonly issues: readonly TariffIssue[];
}

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Legend({ children }: { children: ReactNode }) {
  return <h3 className="text-sm font-semibold text-ink">{children}</h3>;
}

/** How exports are paid: for a typed rate and an imported one alike. */
function ExportFields({
  value,
  onChange,
  errors,
  periodLabels,
  allowPerPeriod,
}: {
  value: ExportForm;
  onChange: (next: ExportForm) => void;
  errors: TariffFormErrors;
  periodLabels: readonly string[];
  allowPerPeriod: boolean;
}) {
  const set = (patch: Partial<ExportForm>) => onChange({ ...value, ...patch });
  const table = value.exportChoice === 'net_billing_table' ? parseExportTable(value.exportTableText) : null;
  return (
    <div className="flex flex-col gap-3">
      <RadioGroup
        label="How exports are paid"
        value={value.exportChoice}
        onChange={(v) => set({ exportChoice: v as ExportForm['exportChoice'] })}
        errorMessage={errors.exportChoice}
      >
        <Radio value="net_metering">Net metering: exports offset your use at the full retail price, with a yearly true-up</Radio>
        <Radio value="net_billing_flat">Net billing: each exported kWh earns one export rate</Radio>
        {allowPerPeriod && <Radio value="net_billing_period">Net billing: an export rate for each time-of-use period</Radio>}
        <Radio value="net_billing_table">Net billing: an export value for each month and hour (12 × 24 table)</Radio>
        <Radio value="none">No credit for exports</Radio>
      </RadioGroup>
      {value.exportChoice === 'net_metering' && (
        <NumberField
          label="True-up rate ($/kWh)"
          name="trueUpRate"
          description="What the utility pays after December for the kWh still banked (often $0.02–0.05); nothing when empty."
          {...RATE_BOUNDS}
          value={value.trueUpRate}
          onChange={(v) => set({ trueUpRate: v })}
          errorMessage={errors.trueUpRate}
        />
      )}
      {value.exportChoice === 'net_billing_flat' && (
        <NumberField
          label="Export rate ($/kWh)"
          name="exportRate"
          isRequired
          description="California’s net billing pays about $0.05–0.08 on average."
          {...RATE_BOUNDS}
          value={value.exportRate}
          onChange={(v) => set({ exportRate: v })}
          errorMessage={errors.exportRate}
        />
      )}
      {value.exportChoice === 'net_billing_period' && (
        <div className="grid gap-3 sm:grid-cols-2">
          {value.exportPeriodRates.map((rate, p) => (
            <NumberField
              key={p}
              label={`${periodLabels[p] ?? `Period ${p + 1}`} export rate ($/kWh)`}
              name={`exportPeriodRates${p}`}
              isRequired
              {...RATE_BOUNDS}
              value={rate}
              onChange={(v) => set({ exportPeriodRates: value.exportPeriodRates.map((r, i) => (i === p ? v : r)) })}
              errorMessage={errors[`exportPeriodRates${p}`]}
            />
          ))}
        </div>
      )}
      {value.exportChoice === 'net_billing_table' && (
        <div className="flex flex-col gap-1.5">
          <TextArea
            label="Export value by month and hour ($/kWh)"
            name="exportTableText"
            isRequired
            grid
            rows={12}
            description="12 lines, January first, of 24 values from midnight–1 am on, separated by tabs, commas or spaces (a spreadsheet paste works)."
            value={value.exportTableText}
            onChange={(v) => set({ exportTableText: v })}
            errorMessage={errors.exportTableText}
          />
          {table?.ok === true && (
            <p className="text-sm text-slate-700" data-testid="export-table-summary">
              {exportTableSummary(table.table)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** The typed rate's prices, hours and charges. */
function RateFields({ form, onChange, errors }: { form: TariffForm; onChange: (next: TariffForm) => void; errors: TariffFormErrors }) {
  const set = (patch: Partial<TariffForm>) => onChange({ ...form, ...patch });
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Rate name"
        name="name"
        placeholder="e.g. E-TOU-C (as on your bill)"
        maxLength={120}
        value={form.name}
        onChange={(v) => set({ name: v })}
        errorMessage={errors.name}
      />
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-slate-800" id="tariff-kind">
          How the price changes
        </span>
        <SegmentedControl
          aria-label="How the price changes"
          options={[
            { id: 'flat', label: 'One price all day' },
            { id: 'tou', label: 'Time of use' },
          ]}
          value={form.timeOfUse ? 'tou' : 'flat'}
          onChange={(v) => set({ timeOfUse: v === 'tou' })}
          className="self-start"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={form.timeOfUse ? 'Off-peak price ($/kWh)' : 'Price ($/kWh)'}
          name="rate"
          isRequired
          description="Energy charges per kWh, delivery included, as your bill adds them."
          {...RATE_BOUNDS}
          value={form.rate}
          onChange={(v) => set({ rate: v })}
          errorMessage={errors.rate}
        />
        {form.timeOfUse && (
          <NumberField
            label="Peak price ($/kWh)"
            name="peakRate"
            isRequired
            {...RATE_BOUNDS}
            value={form.peakRate}
            onChange={(v) => set({ peakRate: v })}
            errorMessage={errors.peakRate}
          />
        )}
      </div>
      {form.timeOfUse && (
        <>
          <div className="grid grid-cols-2 gap-4">
            <NumberField
              label="Peak starts at (hour)"
              name="peakStart"
              isRequired
              description="0–23 on the clock: 16 is 4 pm."
              minValue={0}
              maxValue={23}
              step={1}
              formatOptions={WHOLE}
              value={form.peakStart}
              onChange={(v) => set({ peakStart: v })}
              errorMessage={errors.peakStart}
            />
            <NumberField
              label="Peak ends at (hour)"
              name="peakEnd"
              isRequired
              description="1–24: 21 is 9 pm."
              minValue={1}
              maxValue={24}
              step={1}
              formatOptions={WHOLE}
              value={form.peakEnd}
              onChange={(v) => set({ peakEnd: v })}
              errorMessage={errors.peakEnd}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Checkbox isSelected={form.peakWeekends} onChange={(on) => set({ peakWeekends: on })}>
              The peak applies on weekends too
            </Checkbox>
            <Checkbox isSelected={form.peakSummerOnly} onChange={(on) => set({ peakSummerOnly: on })}>
              The peak applies June to September only
            </Checkbox>
          </div>
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label="Second tier above (kWh a month)"
          name="tierKwh"
          description="Leave empty when every kWh costs the same."
          minValue={0}
          maxValue={100_000}
          step={1}
          formatOptions={WHOLE}
          value={form.tierKwh}
          onChange={(v) => set({ tierKwh: v })}
          errorMessage={errors.tierKwh}
        />
        <NumberField
          label="Each kWh above it costs more by ($/kWh)"
          name="tierAdder"
          minValue={-100}
          maxValue={100}
          step={0.001}
          formatOptions={RATE}
          value={form.tierAdder}
          onChange={(v) => set({ tierAdder: v })}
          errorMessage={errors.tierAdder}
        />
        <NumberField
          label="Fixed charge ($ a month)"
          name="fixedCharge"
          minValue={0}
          maxValue={10_000}
          step={0.01}
          formatOptions={MONEY}
          value={form.fixedCharge}
          onChange={(v) => set({ fixedCharge: v })}
          errorMessage={errors.fixedCharge}
        />
        <NumberField
          label="Minimum bill ($ a month)"
          name="minimumBill"
          minValue={0}
          maxValue={10_000}
          step={0.01}
          formatOptions={MONEY}
          value={form.minimumBill}
          onChange={(v) => set({ minimumBill: v })}
          errorMessage={errors.minimumBill}
        />
      </div>
    </div>
  );
}

/** How the import and export prices rise: the project's own settings, labelled by the registry. */
function EscalationFields({
  value,
  onChange,
  errors,
}: {
  value: Escalation;
  onChange: (next: Escalation) => void;
  errors: Partial<Record<keyof Escalation, string>>;
}) {
  const field = (key: keyof Escalation, def: (typeof SETTING_FIELDS)['rate_increase' | 'net_metering_escalation']) => (
    <NumberField
      label={def.label}
      name={key}
      description={'hint' in def ? def.hint : undefined}
      minValue={def.min}
      maxValue={def.max}
      step={def.step}
      formatOptions={{ maximumFractionDigits: 2 }}
      value={value[key]}
      onChange={(v) => onChange({ ...value, [key]: v })}
      errorMessage={errors[key]}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field('rateIncrease', SETTING_FIELDS.rate_increase)}
      {field('exportEscalation', SETTING_FIELDS.net_metering_escalation)}
    </div>
  );
}

/** The review of a URDB file before it is used: what Atlas reads in it, and every field it does not. */
function UrdbReview({ pending, onClose, onUse }: { pending: PendingRate; onClose: () => void; onUse: (rate: StoredTariff) => void }) {
  const usable = pending.rate !== null && !pending.issues.some((issue) => issue.severity === 'error');
  return (
    <section
      aria-labelledby="urdb-review-heading"
      className="mt-4 rounded-lg border border-brand-200 bg-brand-50/40 p-3 sm:p-4"
      data-testid="urdb-review"
    >
      <h3 id="urdb-review-heading" className="text-base font-semibold text-ink">
        Review the imported rate
      </h3>
      <p className="mt-0.5 mb-3 text-sm text-slate-600">
        From {pending.file}, read on this device. Choose how exports are paid below, then save.
      </p>
      {pending.rate !== null && <RateSummary rate={pending.rate} />}
      <IssueList issues={pending.issues} />
      {!usable && (
        <p className="mt-3 text-sm text-slate-700">
          Atlas cannot bill this rate, so nothing was changed. Export the rate again, or type it in.
        </p>
      )}
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onPress={onClose}>
          Cancel
        </Button>
        <Button
          isDisabled={!usable}
          onPress={() => {
            if (pending.rate !== null) onUse(pending.rate);
            onClose();
          }}
        >
          Use this rate
        </Button>
      </div>
    </section>
  );
}

interface Initial {
  readonly form: TariffForm;
  readonly imported: { readonly rate: StoredTariff; readonly file: string } | null;
  readonly exportForm: ExportForm;
}

function initial(project: Project): Initial {
  const stored = storedTariff(project.tariff);
  const typed = formFromTariff(stored);
  if (stored === null || typed !== null) return { form: typed ?? EMPTY_TARIFF_FORM, imported: null, exportForm: exportFormOf(null, 1) };
  const periods = Array.isArray(stored.energyratestructure) ? stored.energyratestructure.length : 1;
  return {
    form: EMPTY_TARIFF_FORM,
    imported: { rate: stored, file: stored.atlas_source?.file ?? 'an imported rate' },
    exportForm: exportFormOf(stored, periods),
  };
}

/** The tariff card: the saved rate, a URDB file to import, or the form to type one in; exports; escalation. */
export function TariffSection({ project }: { project: Project }) {
  const [start] = useState(() => initial(project));
  const [form, setForm] = useState<TariffForm>(start.form);
  const [imported, setImported] = useState(start.imported);
  const [exportForm, setExportForm] = useState<ExportForm>(start.exportForm);
  const [escalation, setEscalation] = useState<Escalation>({
    rateIncrease: toNumber(project.rate_increase_yearly_percent),
    exportEscalation: toNumber(project.net_metering_increase_yearly_percent),
  });
  const [errors, setErrors] = useState<TariffFormErrors>({});
  const [escalationErrors, setEscalationErrors] = useState<Partial<Record<keyof Escalation, string>>>({});
  const [pending, setPending] = useState<PendingRate | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const saved = storedTariff(project.tariff);
  const savedIssues = saved === null ? [] : readTariff(saved).issues;
  const importedPeriods = imported === null ? [] : (readTariff(imported.rate).tariff?.periods ?? []);
  const importedLabels = importedPeriods.map((p, i) => `Period ${i + 1} (${perKwh(p.tiers[0]?.rate ?? 0)})`);

  const onFile = async (file: File) => {
    setFileError(null);
    const text = await file.text();
    const read = importUrdbJson(text);
    if (read.tariff === null) setFileError(read.issues.map((issue) => issue.message).join(' '));
    else setPending({ rate: read.tariff, file: file.name, issues: read.issues });
  };

  const save = async () => {
    const now = new Date();
    const found = imported === null ? validateTariffForm(form) : validateExport(exportForm, importedLabels);
    const escalationFound = validateEscalation(escalation);
    setErrors(found);
    setEscalationErrors(escalationFound);
    if (Object.keys(found).length > 0 || Object.keys(escalationFound).length > 0) {
      toast.error('The tariff was not saved', { description: 'Fix the fields marked below; everything you typed is kept.' });
      return;
    }
    const tariff = imported === null ? tariffFromForm(form, now) : importedWithExport(imported.rate, exportForm, imported.file, now);
    setSaving(true);
    const result = await saveTariff(project.id, tariff, escalation);
    setSaving(false);
    if (result.error !== undefined) return toastFailure(result.error, 'The tariff was not saved');
    toast.success('Tariff saved', { description: 'Every quote of this project is now billed hour by hour under it.' });
  };

  const remove = async () => {
    setSaving(true);
    const result = await removeTariff(project.id);
    setSaving(false);
    if (result.error !== undefined) return toastFailure(result.error, 'The tariff was not removed');
    toast.success('Tariff removed', { description: 'Savings use one price per kWh again.' });
  };

  return (
    <Card title="Your electricity tariff" id="tariff-heading">
      <p role="status" className="mt-1 text-sm text-slate-700" data-testid="tariff-status">
        {saved === null
          ? 'No tariff yet: each quote’s savings use one price per kWh (your current rate).'
          : `Saved: ${typeof saved.name === 'string' ? saved.name : 'a rate'}. ${sourceLine(saved)}.`}
      </p>
      {saved !== null && <IssueList issues={savedIssues} />}
      <div className="mt-4">
        <FileDrop
          label="Import a URDB rate (JSON)"
          accept=".json,application/json"
          onFile={(file) => void onFile(file)}
          hint={
            <>
              A rate exported from the{' '}
              <a href="https://openei.org/wiki/Utility_Rate_Database" className="underline underline-offset-2" rel="noopener noreferrer">
                U.S. Utility Rate Database
              </a>
              , read on this device.
            </>
          }
        />
        <p role="alert" className="mt-2 text-sm text-red-700">
          {fileError}
        </p>
      </div>
      {pending && (
        <UrdbReview
          pending={pending}
          onClose={() => setPending(null)}
          onUse={(rate) => {
            const periods = readTariff(rate).tariff?.periods.length ?? 1;
            setImported({ rate, file: pending.file });
            setExportForm(exportFormOf(rate, periods));
            setErrors({});
          }}
        />
      )}
      <form
        aria-label="Tariff"
        noValidate
        className="mt-4 flex flex-col gap-6"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {imported !== null ? (
          <div className="flex flex-col gap-3">
            <Legend>The imported rate</Legend>
            <RateSummary rate={imported.rate} />
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              onPress={() => {
                setImported(null);
                setErrors({});
              }}
            >
              Type a rate instead
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <Legend>Or type it in, as your bill shows it</Legend>
            <RateFields form={form} onChange={setForm} errors={errors} />
          </div>
        )}
        <div className="flex flex-col gap-3 border-t border-slate-100 pt-5">
          <Legend>Exports</Legend>
          {imported !== null ? (
            <ExportFields value={exportForm} onChange={setExportForm} errors={errors} periodLabels={importedLabels} allowPerPeriod />
          ) : (
            <ExportFields
              value={form}
              onChange={(next) => setForm({ ...form, ...next })}
              errors={errors}
              periodLabels={PERIOD_LABELS}
              allowPerPeriod={form.timeOfUse}
            />
          )}
        </div>
        <div className="flex flex-col gap-3 border-t border-slate-100 pt-5">
          <Legend>Over the years</Legend>
          <EscalationFields value={escalation} onChange={setEscalation} errors={escalationErrors} />
        </div>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
          {saved !== null && (
            <Button variant="secondary" isDisabled={saving} onPress={() => void remove()}>
              Remove tariff
            </Button>
          )}
          <Button type="submit" isPending={saving}>
            Save tariff
          </Button>
        </div>
      </form>
    </Card>
  );
}
