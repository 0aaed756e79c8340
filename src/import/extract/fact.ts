import type { ImportField } from '../fields';
import { formatMoney } from '../numbers';
import { isTraced } from '../provenance';
import type { Confidence, Proposal, SourceRef, TextLine } from '../types';
import type { Found } from './reader';

/**
 * The pieces every part of the quote reader shares: a fact (a field's value read from one line), the
 * blocks a way to pay is read into, and turning facts into traced proposals.
 */

export type Variant = 'solar' | 'battery';

export interface Fact {
  readonly field: ImportField;
  readonly value: string;
  readonly confidence: Confidence;
  readonly lineIndex: number;
  readonly label?: string;
  readonly parts?: Proposal['parts'];
}

/** A price or incentive as found, with the system it is about and the label it was read by. */
export interface Priced extends Fact {
  readonly variant: Variant | null;
  readonly labelIndex: number;
  readonly labelText: string;
  readonly column: string | null;
}

/** The figures of one way to pay (a loan, lease or PPA) as found, before they become an option. */
export interface Block {
  readonly kind: 'loan' | 'lease' | 'ppa';
  /** The price printed for this way to pay (a "Loan" column's system price), when it differs from cash. */
  price?: Fact;
  readonly facts: Fact[];
  readonly start: number;
  end: number;
}

/** A fact from a found value. */
export const fact = (field: ImportField, f: Pick<Found, 'value' | 'confidence' | 'lineIndex'> & { label?: string | undefined }): Fact => ({
  field,
  value: f.value,
  confidence: f.confidence,
  lineIndex: f.lineIndex,
  ...(f.label === undefined ? {} : { label: f.label }),
});

export const rank: Readonly<Record<Confidence, number>> = { high: 0, medium: 1, low: 2 };

/** The most confident of a list, then the first in reading order. */
export const best = <T extends { confidence: Confidence; lineIndex: number }>(list: readonly T[]): T | undefined =>
  [...list].sort((a, b) => rank[a.confidence] - rank[b.confidence] || a.lineIndex - b.lineIndex)[0];

export const hasField = (facts: readonly Fact[], field: ImportField) => facts.some((f) => f.field === field);

export function dedupe<T extends Fact>(facts: readonly T[]): T[] {
  const seen = new Set<string>();
  return facts.filter((f) => {
    // The same incentive printed twice (in the pricing table and in a summary) counts once.
    const label =
      'labelText' in f && typeof f.labelText === 'string' ? f.labelText.toLowerCase().replace(/[^a-z]/g, '') : String(f.lineIndex);
    const key = `${label}:${f.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function ref(lines: readonly TextLine[], index: number): SourceRef {
  const line = lines[index];
  return { text: line?.text ?? '', page: line?.page ?? 0, line: line?.line ?? 0 };
}

/**
 * One amount from printed ones: the line itself when there is one, else their sum (medium confidence),
 * listing every line it adds (`parts`), so its provenance adds up like any other computed sum.
 */
export function summed(lines: readonly TextLine[], field: ImportField, amounts: readonly Fact[]): Fact | undefined {
  const [first] = amounts;
  if (first === undefined) return undefined;
  if (amounts.length === 1) return { ...first, field };
  return {
    field,
    value: formatMoney(amounts.reduce((s, p) => s + Number(p.value), 0)),
    confidence: 'medium',
    lineIndex: first.lineIndex,
    parts: amounts.map((p) => ({ ...ref(lines, p.lineIndex), amount: p.value })),
  };
}

/** One proposal per field (the most confident, then the first), each traced to its line. */
export function toProposals(lines: readonly TextLine[], facts: readonly Fact[]): Proposal[] {
  const byField = new Map<ImportField, Fact>();
  for (const f of facts) {
    const current = byField.get(f.field);
    if (!current || rank[f.confidence] < rank[current.confidence]) byField.set(f.field, f);
  }
  const out: Proposal[] = [];
  for (const f of byField.values()) {
    const proposal: Proposal = {
      field: f.field,
      value: f.value,
      confidence: f.confidence,
      ...ref(lines, f.lineIndex),
      ...(f.label === undefined ? {} : { label: f.label }),
      ...(f.parts === undefined ? {} : { parts: f.parts }),
    };
    if (isTraced(proposal)) out.push(proposal);
  }
  return out.sort((a, b) => a.page - b.page || a.line - b.line);
}
