import { useMemo, useState } from 'react';
import { FIELD_KINDS, FIELD_LABELS } from '../../import/fields';
import { checkLoanPayment, headlineText } from '../../import/offer-summary';
import { formatCents, formatDollars } from '../../finance/format';
import { QUOTE_FIELDS, type QuoteFieldDef } from '../../quote-fields';
import type { Proposal, QuoteImport } from '../../import/types';
import type { ImportedQuote } from '../../stores/quote-import';
import { Checkbox } from '../ui/Checkbox';
import { Modal } from '../ui/Dialog';
import { MonthlyKwhList, monthlyKwhSummary } from '../ui/MonthlyKwhList';
import { Select } from '../ui/Select';
import { ReviewFooter } from './ReviewFooter';

export interface ReviewImportDialogProps {
  readonly result: QuoteImport;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** The project's quote this document filled before (issue 22), if any: the review offers to update it. */
  readonly existing?: ImportedQuote | null;
  /**
   * The ticked values of the chosen option, by quote field name, and whether they update `existing` rather
   * than fill the form as it is. Nothing is saved here.
   */
  readonly onApply: (values: Record<string, string>, update: boolean) => void;
}

/** Ticked at first: what the reader is sure of. A best-effort value (no label) waits for a tick. */
const ticked = (proposal: Proposal) => proposal.confidence !== 'low';

/** The value as the homeowner reads it (the form still receives the plain value). */
function display(p: Proposal): string {
  switch (FIELD_KINDS[p.field]) {
    case 'money':
      return Number.isInteger(Number(p.value)) ? formatDollars(Number(p.value)) : formatCents(Number(p.value));
    case 'flag':
      return p.value === 'true' ? 'Yes' : 'No';
    case 'choice':
      // The registry's label of the choice (the form's own words for it).
      return (QUOTE_FIELDS as Readonly<Record<string, QuoteFieldDef>>)[p.field]?.choices?.find((c) => c.id === p.value)?.label ?? p.value;
    case 'number':
    case 'integer':
      return Number(p.value).toLocaleString('en-US', { maximumFractionDigits: 4 });
    case 'months':
      return monthlyKwhSummary(p.value.split(' ').map(Number));
    default:
      return p.value;
  }
}

/** Where a monthly table's figures were read: "page 2, lines 14–25" (or its pages). */
function months(p: Proposal): string {
  const parts = p.parts ?? [];
  const pages = [...new Set(parts.map((part) => part.page))];
  if (pages.length !== 1) return `pages ${pages.join(', ')}`;
  const lines = [...new Set(parts.map((part) => part.line))];
  const first = Math.min(...lines);
  const last = Math.max(...lines);
  return `page ${pages[0]}, ${first === last ? `line ${first}` : `lines ${first}–${last}`}`;
}

function where(p: Proposal): string {
  return `page ${p.page}, line ${p.line}${p.label ? `, under “${p.label}”` : ''}`;
}

/**
 * "Review imported values": each value the document states, with the line it was read from and a
 * checkbox; an option picker when the document offers several (solar only / with battery, cash / loan);
 * "Use these values" hands the ticked values to the form, which keeps them unsaved until the homeowner
 * saves as usual.
 */
export function ReviewImportDialog({ result, isOpen, onOpenChange, existing = null, onApply }: ReviewImportDialogProps) {
  const [optionId, setOptionId] = useState(result.options[0]?.id ?? '');
  const option = result.options.find((o) => o.id === optionId) ?? result.options[0];
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(() => new Set());
  const [ticks, setTicks] = useState<ReadonlySet<string>>(() => new Set());
  const isChecked = useMemo(
    () => (p: Proposal) => (ticks.has(p.field) ? true : unticked.has(p.field) ? false : ticked(p)),
    [ticks, unticked],
  );
  const toggle = (p: Proposal, on: boolean) => {
    setTicks((s) => {
      const next = new Set(s);
      if (on) next.add(p.field);
      else next.delete(p.field);
      return next;
    });
    setUnticked((s) => {
      const next = new Set(s);
      if (on) next.delete(p.field);
      else next.add(p.field);
      return next;
    });
  };
  const chosen = option?.proposals.filter(isChecked) ?? [];
  const values = () => Object.fromEntries(chosen.map((p) => [p.field, p.value]));
  const paymentCheck = option ? checkLoanPayment(option) : null;

  return (
    <Modal
      title="Review imported values"
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      description="Tick the values to use. Nothing is saved until you save the quote."
      footer={(close) => (
        <ReviewFooter
          close={close}
          isDisabled={chosen.length === 0}
          apply={() => onApply(values(), false)}
          update={existing ? () => onApply(values(), true) : undefined}
        />
      )}
    >
      {existing && (
        <p role="note" className="mb-4 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm break-words text-sky-900">
          This document was imported before, into the quote “{existing.name}”{existing.archived ? ' (archived)' : ''}. Update that quote
          with these values, or add them as a new quote?
        </p>
      )}
      {result.options.length > 1 && (
        <Select
          label="This document offers several options. Which one is this quote?"
          // Each offer by its headline (price, payment, term): everything used comes from the one picked.
          options={result.options.map((o) => {
            const headline = headlineText(o);
            return { id: o.id, label: headline ? `${o.label} — ${headline}` : o.label };
          })}
          value={option?.id ?? ''}
          onChange={setOptionId}
          className="mb-4"
        />
      )}
      {paymentCheck && (
        <p className={`mb-2 text-sm ${paymentCheck.differs ? 'font-medium text-amber-800' : 'text-slate-700'}`} data-testid="payment-check">
          The document states {formatCents(paymentCheck.stated)} a month. For {formatDollars(paymentCheck.principal)} at {paymentCheck.rate}
          % over {paymentCheck.termYears} years, Atlas computes {formatCents(paymentCheck.computed)} a month
          {paymentCheck.differs ? ': they differ by more than $1, so check the terms with the installer.' : '.'}
        </p>
      )}
      {result.notes.map((note) => (
        <p key={note} className="mb-2 text-sm text-slate-700">
          {note}
        </p>
      ))}
      {option && option.proposals.length > 0 ? (
        <ul className="divide-y divide-slate-200" aria-label="Imported values">
          {option.proposals.map((p) => (
            <li key={p.field} className="py-2">
              <Checkbox isSelected={isChecked(p)} onChange={(on) => toggle(p, on)}>
                <span className="font-medium">{FIELD_LABELS[p.field]}</span>: <span className="tabular-nums">{display(p)}</span>
                {p.confidence === 'medium' && <span className="ml-2 text-xs text-amber-700">check this</span>}
                {p.confidence === 'low' && <span className="ml-2 text-xs text-amber-800">low confidence: not ticked</span>}
              </Checkbox>
              {FIELD_KINDS[p.field] === 'months' ? (
                <div className="mt-1 ml-7 flex flex-col gap-1">
                  <MonthlyKwhList kwh={p.value.split(' ').map(Number)} label={FIELD_LABELS[p.field]} />
                  <p className="text-xs break-words text-slate-600">
                    The table under “{p.label ?? p.text}” ({months(p)})
                  </p>
                </div>
              ) : (
                <p className="mt-1 ml-7 text-xs break-words text-slate-600">
                  “{p.text}” <span>({where(p)})</span>
                  {p.parts && <span> = {p.parts.map((part) => `“${part.text}” (page ${part.page}, line ${part.line})`).join(' + ')}</span>}
                </p>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">No quote figures were found in this document. Type them into the form instead.</p>
      )}
    </Modal>
  );
}
