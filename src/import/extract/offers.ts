import { LOAN_SPECS } from './facts';
import { best, dedupe, fact, ref, summed, type Block, type Fact, type Priced, type Variant } from './fact';
import type { ImportField } from '../fields';
import { formatMoney } from '../numbers';

import type { TextLine } from '../types';
import { L, LENDERS } from './labels';
import { DocReader, type Found, type LabelSpec } from './reader';
import { readMoney, readMonths, readPayment, readPercent, readRate, readYears } from './values';

/** The kinds of a solar rebate line, first match wins: a state tax credit, the utility's rebate, or another. */
const REBATE_KINDS: readonly [ImportField, (label: string) => boolean][] = [
  ['state_credit_amount', (label) => L.stateCredit.test(label)],
  ['utility_rebate_amount', (label) => !L.stateCredit.test(label) && L.utilityRebate.test(label)],
  ['other_rebates_amount', (label) => !L.stateCredit.test(label) && !L.utilityRebate.test(label)],
];

/**
 * Grouping and choosing: the ways to pay found as blocks (labelled loans, leases, PPAs), and the options
 * a document offers (system × way to pay), each with every fact that applies to it.
 */

/** Loans described by labels: a repeated figure, a lender's heading or a long gap starts the next loan. */
export function loanBlocks(reader: DocReader, consumed: ReadonlySet<number>): Block[] {
  const lines = reader.lines;

  const found: (Fact & { at: number })[] = [];
  for (const [field, spec] of LOAN_SPECS) {
    for (const f of reader.findAll(spec)) {
      if (consumed.has(f.labelIndex) || consumed.has(f.lineIndex)) continue;
      // A label matched by a more specific field (a payment after paydown is not the first payment) is that field's.
      if (found.some((g) => g.at === f.labelIndex && g.lineIndex === f.lineIndex && g.value === f.value)) continue;
      found.push({ ...fact(field, f), at: Math.min(f.labelIndex, f.lineIndex) });
    }
  }
  // "25-year loan at 3.99% APR": the figure before its word.
  lines.forEach((line, i) => {
    if (consumed.has(i) || line.furniture) return;
    // Advertising ("rates as low as 2.99% APR", "APR from 3.99% to 9.99%") is not a loan on offer.
    const advert = /as\s+low\s+as|starting\s+(?:at|from)|\bfrom\s+\d|\bup\s+to\b|\branges?\b|subject\s+to|\bvaries\b|\bmay\b/i.test(
      line.text,
    );
    const apr = advert ? null : /(\d{1,2}(?:\.\d+)?)\s*%\s*(?:fixed\s+)?APR\b/i.exec(line.text);
    if (apr?.[1] && !found.some((f) => f.field === 'interest_rate_percent' && f.lineIndex === i))
      found.push({ field: 'interest_rate_percent', value: String(Number(apr[1])), confidence: 'high', lineIndex: i, at: i });
    const term =
      /\b(\d{1,2})[\s-]*(?:years?|yrs?)\.?\s+(?:fixed\s+)?(?:loan|financing)\b/i.exec(line.text) ??
      /\bloan\b[^.\d$%]{0,20}(\d{1,2})[\s-]*(?:years?|yrs?)\b/i.exec(line.text);
    if (term?.[1] && !found.some((f) => f.field === 'loan_term_years' && f.lineIndex === i))
      found.push({ field: 'loan_term_years', value: String(Number(term[1])), confidence: 'high', lineIndex: i, at: i });
  });
  found.sort((a, b) => a.at - b.at || a.lineIndex - b.lineIndex);

  const blocks: Block[] = [];
  let current: Block | null = null;
  const headingBetween = (from: number, to: number) => {
    for (let i = from + 1; i <= to; i++) {
      const text = lines[i]?.text ?? '';
      if (
        /^(?:(?:loan|financing)(?:\s+option)?\s*(?:#?\d{1,2}|[A-D])?\s*:?|option\s*(?:#?\d{1,2}|[A-D])\b.*)$/i.test(text) ||
        (LENDERS.test(text) && !/:/.test(text) && text.length < 50)
      )
        return true;
    }
    return false;
  };
  for (const f of found) {
    const repeats = current?.facts.some((g) => g.field === f.field && (g.value !== f.value || g.lineIndex !== f.lineIndex));
    if (!current || repeats || f.at - current.end > 14 || headingBetween(current.end, f.at)) {
      current = { kind: 'loan', facts: [], start: f.at, end: f.at };
      blocks.push(current);
    }
    if (!current.facts.some((g) => g.field === f.field)) current.facts.push(f);
    current.end = Math.max(current.end, f.lineIndex, f.at);
  }
  // A loan states a rate or a term, and at least one more of its figures: a lone rate is an advert.
  const loans = blocks.filter(
    (b) =>
      b.facts.some((f) => f.field === 'interest_rate_percent' || f.field === 'loan_term_years') &&
      new Set(b.facts.map((f) => f.field)).size >= 2,
  );
  for (const block of loans) {
    if (!block.facts.some((f) => f.field === 'lender_name')) {
      for (let i = Math.max(0, block.start - 3); i <= block.end; i++) {
        const m = LENDERS.exec(lines[i]?.text ?? '');
        if (m) {
          block.facts.push({ field: 'lender_name', value: m[0], confidence: 'medium', lineIndex: i });
          break;
        }
      }
    }
  }
  return loans;
}

/** The paydown a loan assumes: "pay down by month 18", "re-amortizes after month 18", near the loan. */
export function addPaydown(lines: readonly TextLine[], block: Block): void {
  if (block.kind !== 'loan') return;
  for (let i = Math.max(0, block.start - 3); i <= Math.min(lines.length - 1, block.end + 3); i++) {
    const text = lines[i]?.text ?? '';
    if (!L.paydownMonth.test(text)) continue;
    const month = readMonths(text, false);
    if (month && !block.facts.some((f) => f.field === 'incentive_month'))
      block.facts.push({ field: 'incentive_month', value: month.value, confidence: 'medium', lineIndex: i });
    if (month && !block.facts.some((f) => f.field === 'incentive_paydown'))
      block.facts.push({ field: 'incentive_paydown', value: 'true', confidence: 'medium', lineIndex: i });
  }
}

/**
 * Leases and PPAs: each lease payment or PPA rate anchors one, with the escalator and term near it: below
 * the anchor up to the next one first, then above it back to the previous one (a document printing a
 * lease and a PPA one after the other gives each its own escalator and term).
 */
export function leaseBlocks(reader: DocReader): Block[] {
  const anchors: { kind: 'lease' | 'ppa'; field: ImportField; found: Found; start: number }[] = [];
  const anchor = (kind: 'lease' | 'ppa', field: ImportField, spec: LabelSpec) => {
    for (const found of reader.findAll(spec)) anchors.push({ kind, field, found, start: Math.min(found.labelIndex, found.lineIndex) });
  };
  anchor('lease', 'lease_monthly_payment', { label: L.leasePayment, read: readPayment, unitInLabel: true });
  anchor('ppa', 'ppa_rate_per_kwh', { label: L.ppaRate, read: readRate, unitInLabel: true });
  anchors.sort((a, b) => a.start - b.start);
  const blocks: Block[] = [];
  anchors.forEach(({ kind, field, found, start }, i) => {
    const block: Block = { kind, facts: [fact(field, found)], start, end: start + 10 };
    const previous = blocks[i - 1];
    const next = anchors[i + 1]?.start;
    const below = { from: start, to: Math.min(start + 10, next ?? Infinity) };
    // Above: not back into the previous block, nor onto a line it already read.
    const previousEnd = previous ? Math.max(previous.start, ...previous.facts.map((f) => f.lineIndex)) + 1 : 0;
    const above = { from: Math.max(0, start - 8, previousEnd), to: start };
    const near = (s: LabelSpec) => reader.find({ ...s, ...below }) ?? reader.find({ ...s, ...above });
    const escalator = near({ label: L.escalator, exclude: L.escalatorExclude, read: readPercent, unitInLabel: true });
    if (escalator) block.facts.push(fact('escalator_percent', escalator));
    const term = near({ label: L.agreementTerm, read: readYears, unitInLabel: true });
    if (term) block.facts.push(fact('agreement_term_years', term));
    const buyout = near({ label: L.buyout, read: readMoney, unitInLabel: true });
    if (buyout) block.facts.push(fact('buyout_price', buyout));
    blocks.push(block);
  });
  return blocks;
}

function evidenceLine(lines: readonly TextLine[], block: Block, pattern: RegExp): number | null {
  for (let i = Math.max(0, block.start - 3); i < Math.min(lines.length, block.end + 1); i++)
    if (pattern.test(lines[i]?.text ?? '')) return i;
  return null;
}

function paymentLabel(block: Block): string {
  const get = (field: ImportField) => block.facts.find((f) => f.field === field)?.value;
  if (block.kind === 'lease') return 'Lease';
  if (block.kind === 'ppa') return 'PPA';
  const lender = get('lender_name');
  const term = get('loan_term_years');
  const apr = get('interest_rate_percent');
  return `Loan${lender ? `: ${lender}` : ''}${term ? `, ${term} years` : ''}${apr ? ` at ${apr}% APR` : ''}`;
}

interface Payment {
  readonly kind: 'cash' | 'loan' | 'lease' | 'ppa';
  readonly label: string;
  readonly variant: Variant | null;
  readonly facts: readonly Fact[];
}

/** What the document offers: the systems (solar only / with battery) times their ways to pay, each with its facts. */
export function buildOptions(input: {
  readonly lines: readonly TextLine[];
  readonly variantAt: readonly (Variant | null)[];
  readonly priced: readonly Priced[];
  readonly batteryFacts: readonly Fact[];
  readonly common: readonly Fact[];
  readonly blocks: readonly Block[];
  readonly notes: string[];
}): { label: string; facts: Fact[] }[] {
  const { lines, variantAt, priced, batteryFacts, common, blocks, notes } = input;
  const prices = priced.filter((p) => p.field === 'solar_system_cost');
  const batteryPrices = priced.filter((p) => p.field === 'battery_cost');
  const hasBattery = batteryFacts.length > 0 || batteryPrices.length > 0 || prices.some((p) => p.variant === 'battery');
  const split =
    hasBattery && prices.some((p) => p.variant === 'solar') && (prices.some((p) => p.variant === 'battery') || batteryPrices.length > 0);
  const variants: Variant[] = split ? ['solar', 'battery'] : [hasBattery ? 'battery' : 'solar'];

  const options: { label: string; facts: Fact[] }[] = [];
  for (const variant of variants) {
    const mine = <T extends { variant: Variant | null }>(list: readonly T[]) =>
      list.filter((p) => p.variant === variant || p.variant === null || (!split && p.variant !== null));
    const systemFacts: Fact[] = [];
    const solarLabelled = (p: Priced) => /\bsolar\b/i.test(p.labelText) && !L.withBattery.test(p.labelText);
    const myPrices = mine(prices);
    const cashPrice = best(myPrices.filter((p) => L.cash.test(p.labelText)));
    const mainPrice = cashPrice ?? best(myPrices.filter((p) => p.variant === variant)) ?? best(myPrices);
    const batteryPrice = variant === 'battery' ? best(mine(batteryPrices)) : undefined;
    if (variant === 'battery') {
      systemFacts.push(...batteryFacts);
      const evidence = batteryFacts.find((f) => f.field === 'battery_brand') ?? batteryFacts[0] ?? batteryPrice ?? mainPrice;
      // The line that says "battery": the evidence's own, or its label's just above ("Battery manufacturer" / "Enphase").
      const batteryWord = /batter(?:y|ies)|storage|powerwall/i;
      const evidenceLine = evidence
        ? [evidence.lineIndex, evidence.lineIndex - 1].find((i) => batteryWord.test(lines[i]?.text ?? ''))
        : undefined;
      if (evidence)
        systemFacts.push({ field: 'battery_included', value: 'true', confidence: 'high', lineIndex: evidenceLine ?? evidence.lineIndex });
      // A price that with the battery's price makes the printed total with the battery is the solar part.
      const withBatteryTotal = prices.filter((p) => p.variant === 'battery' && p !== mainPrice);
      const addsUp = (p: Priced) =>
        batteryPrice !== undefined &&
        withBatteryTotal.some((t) => Math.abs(Number(p.value) + Number(batteryPrice.value) - Number(t.value)) < 0.5);
      const solarOnly = best(prices.filter((p) => p.variant === 'solar' || solarLabelled(p) || addsUp(p)));
      if (batteryPrice) systemFacts.push(batteryPrice);
      if (solarOnly && (batteryPrice || !mainPrice || mainPrice === solarOnly))
        systemFacts.push({ ...solarOnly, field: 'solar_system_cost' });
      else if (mainPrice && batteryPrice && !solarLabelled(mainPrice)) {
        // Only the total with the battery and the battery's own price are printed: the solar part is their difference.
        const total = Number(mainPrice.value);
        const part = Number(batteryPrice.value);
        if (total > part) {
          systemFacts.push({
            field: 'solar_system_cost',
            value: formatMoney(total - part),
            confidence: 'medium',
            lineIndex: mainPrice.lineIndex,
            parts: [
              { ...ref(lines, mainPrice.lineIndex), amount: mainPrice.value },
              { ...ref(lines, batteryPrice.lineIndex), amount: `-${batteryPrice.value}` },
            ],
          });
          notes.push('The solar system cost is the printed total less the printed battery price.');
        }
      } else if (mainPrice) {
        systemFacts.push(mainPrice);
        if (!batteryPrice)
          notes.push('The document prints one price for solar and battery together; it is proposed as the solar system cost.');
      }
    } else {
      if (split) {
        const line = lines.findIndex((l, i) => L.solarOnly.test(l.text) && variantAt[i] !== 'battery');
        if (line >= 0) systemFacts.push({ field: 'battery_included', value: 'false', confidence: 'high', lineIndex: line });
      }
      const solarPrice = split ? (best(prices.filter((p) => p.variant === 'solar')) ?? mainPrice) : mainPrice;
      if (solarPrice) systemFacts.push({ ...solarPrice, field: 'solar_system_cost' });
    }
    // Incentives, each as printed; their sum when no total is printed.
    const federal = best(
      mine(priced.filter((p) => p.field === 'federal_credit_amount' && p.variant === variant)).concat(
        mine(priced.filter((p) => p.field === 'federal_credit_amount')),
      ),
    );
    if (federal) systemFacts.push(federal);
    const rebates = mine(priced.filter((p) => p.field === 'battery_incentives'));
    // The row's own label says what a rebate is for; an option table's column head ("Solar + battery") does not.
    const batteryRebates = rebates.filter((p) => /batter|storage|sgip/i.test(p.labelText.split(' · ')[0] ?? ''));
    const solarRebates = dedupe(rebates.filter((p) => !batteryRebates.includes(p)));
    const total = best(mine(priced.filter((p) => p.field === 'solar_incentives')));
    const sum = total ?? summed(lines, 'solar_incentives', [...(federal ? [federal] : []), ...solarRebates]);
    if (sum) systemFacts.push(sum);
    // Each kind kept apart where the model tells them apart (issue 25): a state tax credit, the utility's
    // rebate, other rebates, beside the federal credit above; several lines of one kind are added up.
    for (const [field, test] of REBATE_KINDS) {
      const kind = summed(
        lines,
        field,
        solarRebates.filter((p) => test(p.labelText.split(' · ')[0] ?? '')),
      );
      if (kind) systemFacts.push(kind);
    }
    if (variant === 'battery' && batteryRebates.length === 1 && batteryRebates[0])
      systemFacts.push({ ...batteryRebates[0], field: 'battery_incentives' });

    // The ways to pay for this system.
    const payments: Payment[] = [];
    if (myPrices.length > 0 || blocks.length === 0) {
      const cashFacts: Fact[] = [];
      if (cashPrice) cashFacts.push({ field: 'payment_method', value: 'cash', confidence: 'high', lineIndex: cashPrice.labelIndex });
      payments.push({ kind: 'cash', label: 'Cash purchase', variant, facts: cashFacts });
    }
    for (const block of blocks) {
      const blockVariant = variantAt[block.start] ?? null;
      if (split && blockVariant !== null && blockVariant !== variant) continue;
      const facts: Fact[] = [...block.facts];
      const methodLine = evidenceLine(lines, block, block.kind === 'loan' ? L.loanWord : block.kind === 'lease' ? L.leaseWord : L.ppaWord);
      if (methodLine !== null) facts.push({ field: 'payment_method', value: block.kind, confidence: 'high', lineIndex: methodLine });
      if (block.kind === 'loan' && cashPrice) facts.push({ ...cashPrice, field: 'cash_price' });
      if (block.price) facts.push({ ...block.price, field: 'solar_system_cost' });
      payments.push({ kind: block.kind, label: paymentLabel(block), variant: blockVariant, facts });
    }
    const systemLabel = split ? (variant === 'battery' ? 'Solar + battery' : 'Solar only') : '';
    for (const payment of payments) {
      const label = [systemLabel, payments.length > 1 || !systemLabel ? payment.label : ''].filter(Boolean).join(' · ');
      // What the way to pay states (a financed price) stands over the system's.
      const own = new Set(payment.facts.map((f) => f.field));
      options.push({ label, facts: [...common, ...systemFacts.filter((f) => !own.has(f.field)), ...payment.facts] });
    }
  }
  return options;
}
