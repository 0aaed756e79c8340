import { useState } from 'react';
import { readIntervalSource, type IntervalSource } from '../../finance/bill/interval-source';
import type { Project } from '../../directus';
import type { ReadInterval } from '../../import/read-interval';
import { removeIntervalData, saveIntervalData } from '../../stores/energy';
import { toastFailure } from '../app/failure';
import { FileDrop } from '../import/FileDrop';
import { Button } from '../ui/Button';
import { ColumnHeads } from '../ui/Display';
import { toast } from '../ui/Toaster';
import { day } from './RateSummary';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const kwh = (value: number): string => value.toLocaleString('en-US', { maximumFractionDigits: 0 });
const FORMATS = { 'green-button-csv': 'Green Button CSV', 'green-button-xml': 'Green Button XML', csv: 'CSV' } as const;
const interval = (minutes: number): string => (minutes === 60 ? 'hourly' : `every ${minutes} minutes`);
const listed = (days: readonly string[]): string => (days.length === 0 ? 'none in the file' : days.join(', '));

/**
 * The review of an interval-data import (and of the one saved): where it came from, the months it covers
 * and which were extended by the stated rule, the daylight-saving days, gaps and duplicates, and every
 * finding of the reader in its own words. Nothing is dropped silently: each count is here.
 */
export function IntervalReview({ source }: { source: IntervalSource }) {
  const extended = new Set(source.extended_months);
  return (
    <div className="flex flex-col gap-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-600">File</dt>
        <dd className="[overflow-wrap:anywhere]">{source.file}</dd>
        <dt className="text-slate-600">Imported</dt>
        <dd>{day(source.imported_at)}, read on this device (the file was not uploaded)</dd>
        <dt className="text-slate-600">Format</dt>
        <dd>
          {FORMATS[source.format]}, readings {interval(source.interval_minutes)}
        </dd>
        <dt className="text-slate-600">Readings used</dt>
        <dd>
          {source.from} to {source.to}
        </dd>
        <dt className="text-slate-600">Measured</dt>
        <dd>
          {kwh(source.measured_import_kwh)} kWh bought from the grid
          {source.measured_export_kwh > 0 ? `, ${kwh(source.measured_export_kwh)} kWh sent to it` : ''}
        </dd>
        <dt className="text-slate-600">Daylight saving</dt>
        <dd>
          23-hour days: {listed(source.short_days)}; 25-hour days: {listed(source.long_days)}
        </dd>
        <dt className="text-slate-600">Gaps</dt>
        <dd>
          {source.gap_hours === 0 ? 'None' : `${kwh(source.gap_hours)} hours without a reading`}
          {source.filled_hours > 0 &&
            `${source.gap_hours === 0 ? ' between readings; ' : '; '}${kwh(source.filled_hours)} hour${source.filled_hours === 1 ? '' : 's'} of the months measured filled from the month’s average day`}
        </dd>
        <dt className="text-slate-600">Duplicates</dt>
        <dd>{source.duplicates === 0 ? 'None' : `${kwh(source.duplicates)} repeated readings; the first of each was kept`}</dd>
      </dl>
      {source.monthly_kwh.length === 12 && (
        <table className="w-full text-sm">
          <caption className="mb-1 text-left font-semibold text-ink">Months covered</caption>
          <thead>
            <ColumnHeads labels={['Month', 'kWh bought', 'From']} className="text-left text-slate-600" numbersFrom={1} />
          </thead>
          <tbody>
            {MONTHS.map((name, m) => (
              <tr key={name} className="border-t border-line">
                <th scope="row" className="py-1 text-left font-normal">
                  {name}
                </th>
                <td className="py-1 text-right tabular-nums">{kwh(source.monthly_kwh[m] ?? 0)}</td>
                <td className={extended.has(name) ? 'py-1 text-right text-amber-800' : 'py-1 text-right'}>
                  {extended.has(name) ? 'Extended' : 'Your meter'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {source.extension_rule !== null && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200">
          <span className="font-semibold">Months extended: </span>
          {source.extension_rule}
        </p>
      )}
      {source.notes.length > 0 && (
        <div>
          <h3 className="font-semibold text-ink">Everything the import found</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
            {source.notes.map((note, i) => (
              <li key={i}>{note}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The interval-data card: what is saved, a file to import (read in a worker), its review, and removing it. */
export function IntervalSection({ project }: { project: Project }) {
  const saved = readIntervalSource(project.interval_source);
  const hasHours = Array.isArray(project.hourly_usage_kwh);
  const [pending, setPending] = useState<ReadInterval | null>(null);
  const [showSaved, setShowSaved] = useState(false);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onFile = async (file: File) => {
    setError(null);
    setReading(true);
    // The reader and its worker load with the first file, not with the page.
    const { readIntervalFile } = await import('../../import/read-interval');
    const outcome = await readIntervalFile(file, project);
    setReading(false);
    if (outcome.ok) setPending(outcome.value);
    else setError(outcome.message);
  };

  /** Saves the reviewed data; false when it was not saved (the review stays open, nothing is lost). */
  const use = async (data: ReadInterval): Promise<boolean> => {
    setSaving(true);
    const result = await saveIntervalData(project.id, data);
    setSaving(false);
    if (result.error !== undefined) {
      toastFailure(result.error, 'The interval data was not saved');
      return false;
    }
    toast.success('Interval data saved', { description: 'Every quote is now billed on your own hours.' });
    return true;
  };

  const remove = async () => {
    setSaving(true);
    const result = await removeIntervalData(project.id);
    setSaving(false);
    if (result.error !== undefined) return toastFailure(result.error, 'The interval data was not removed');
    toast.success('Interval data removed', { description: 'A typical home’s hours, scaled to your monthly use, are used again.' });
  };

  return (
    <section aria-labelledby="interval-heading" className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-6">
      <h2 id="interval-heading" className="text-lg font-semibold text-ink">
        Your meter’s interval data
      </h2>
      <p role="status" className="mt-1 text-sm text-slate-700" data-testid="interval-status">
        {saved !== null && hasHours
          ? `${saved.summary}, imported on ${day(saved.imported_at)}.`
          : 'No interval data: Atlas uses a typical home’s hours, scaled to your monthly use.'}
      </p>
      {saved !== null && hasHours && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={showSaved}
            aria-controls="interval-saved-review"
            onPress={() => setShowSaved(!showSaved)}
          >
            {showSaved ? 'Hide the review' : 'Show the review'}
          </Button>
          <Button variant="ghost" size="sm" isDisabled={saving} onPress={() => void remove()}>
            Remove interval data
          </Button>
        </div>
      )}
      <div className="mt-4">
        <FileDrop
          label={reading ? 'Reading…' : 'Import interval data'}
          accept=".csv,.xml,text/csv,application/xml,text/xml"
          isBusy={reading || saving}
          onFile={(file) => void onFile(file)}
          hint="Green Button “Download My Data” (CSV or XML), or a CSV of timestamps and kWh. Read on this device; never uploaded."
        />
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      </div>
      {pending && (
        <section
          aria-labelledby="interval-review-heading"
          className="mt-4 rounded-lg border border-brand-200 bg-brand-50/40 p-3 sm:p-4"
          data-testid="interval-review"
        >
          <h3 id="interval-review-heading" className="text-base font-semibold text-ink">
            Review your interval data
          </h3>
          <p className="mt-0.5 mb-3 text-sm text-slate-600">Check what was read before Atlas uses it. Nothing is saved until you do.</p>
          <IntervalReview source={pending.interval_source} />
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onPress={() => setPending(null)}>
              Cancel
            </Button>
            <Button
              isPending={saving}
              onPress={() => {
                void use(pending).then((ok) => ok && setPending(null));
              }}
            >
              Use this data
            </Button>
          </div>
        </section>
      )}
      {showSaved && saved !== null && pending === null && (
        <div id="interval-saved-review" className="mt-4 rounded-lg bg-slate-50 p-3 ring-1 ring-line sm:p-4">
          <IntervalReview source={saved} />
        </div>
      )}
    </section>
  );
}
