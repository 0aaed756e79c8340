import { FIELD_KINDS, type ImportField } from './fields';
import { INVERTER_TYPE_EVIDENCE } from './extract/equipment';
import { L } from './extract/labels';
import { numberAppearsIn } from './numbers';
import type { Proposal } from './types';

/**
 * The rule every proposal obeys: its value appears on its source line. Numbers are compared as
 * numbers (separators, signs and the units the reader converts aside), text as printed (case and
 * spacing aside), choices and flags by the word on the line that states them. The extractor drops
 * anything that fails this, so a value is never proposed without the text that shows it.
 */

const CHOICE_EVIDENCE: Readonly<Partial<Record<ImportField, Readonly<Record<string, readonly RegExp[]>>>>> = {
  payment_method: { cash: [L.cash], loan: [L.loanWord], lease: [L.leaseWord], ppa: [L.ppaWord] },
  inverter_type: {
    microinverters: INVERTER_TYPE_EVIDENCE.filter((e) => e.type === 'microinverters').map((e) => e.pattern),
    'power-optimizers': INVERTER_TYPE_EVIDENCE.filter((e) => e.type === 'power-optimizers').map((e) => e.pattern),
    string: INVERTER_TYPE_EVIDENCE.filter((e) => e.type === 'string').map((e) => e.pattern),
  },
};

const FLAG_EVIDENCE: Readonly<Partial<Record<ImportField, Readonly<Record<'true' | 'false', RegExp>>>>> = {
  battery_included: {
    true: /batter(?:y|ies)|storage|powerwall|IQ Battery|aPower|PWRcell|SunVault|EverVolt|RESU|Encharge/i,
    false: L.solarOnly,
  },
  monitoring_included: { true: /monitor/i, false: /no monitoring|monitoring\s*[:]?\s*(?:none|not included|no)\b/i },
  incentive_paydown: {
    true: L.paydownMonth,
    false: /no\s+pay-?\s?down|without\s+(?:a\s+)?pay-?\s?down|keep\s+(?:the\s+)?(?:credit|incentive)/i,
  },
};

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** True when `value` for `field` is shown by `text`. */
export function appearsIn(field: ImportField, value: string, text: string): boolean {
  const kind = FIELD_KINDS[field];
  switch (kind) {
    case 'money':
    case 'number':
    case 'integer':
      return numberAppearsIn(value, text);
    case 'text':
      return value.trim() !== '' && squash(text).includes(squash(value));
    case 'choice':
      return (CHOICE_EVIDENCE[field]?.[value] ?? []).some((pattern) => pattern.test(text));
    case 'flag': {
      const evidence = FLAG_EVIDENCE[field];
      return (value === 'true' || value === 'false') && evidence !== undefined && evidence[value].test(text);
    }
    case 'months': {
      const months = value.split(' ');
      return months.length === 12 && months.every((kwh) => numberAppearsIn(kwh, text));
    }
  }
}

/** True when the proposal passes the rule (for a sum, each added amount appears on its own line). */
export function isTraced(proposal: Proposal): boolean {
  if (FIELD_KINDS[proposal.field] === 'months' && proposal.parts && proposal.parts.length > 0) {
    // A monthly table: each month's figure, in order, on its own line.
    const months = proposal.value.split(' ');
    return (
      months.length === 12 &&
      proposal.parts.length === 12 &&
      proposal.parts.every((part, m) => part.amount === months[m] && numberAppearsIn(part.amount, part.text))
    );
  }
  if (proposal.parts && proposal.parts.length > 0) {
    const total = proposal.parts.reduce((sum, part) => sum + Number(part.amount), 0);
    return (
      Math.abs(total - Number(proposal.value)) < 0.005 &&
      proposal.parts.every((part) => numberAppearsIn(String(Math.abs(Number(part.amount))), part.text))
    );
  }
  return appearsIn(proposal.field, proposal.value, proposal.text);
}
