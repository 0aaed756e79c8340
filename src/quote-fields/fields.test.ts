import { describe, expect, it } from 'vitest';
// The backend's definitions, as provisioning applies them.
import { quoteBoundsProblem } from '../../directus/lib/proposal-data.mjs';
import { installer, project, PROPOSAL_BOUNDS, TRUST_BOUNDS } from '../../directus/schema/projects.mjs';
import { PROJECT_RULES, PROPOSAL_RULES } from '../finance/quote-rules';
import { IMPORT_FIELDS } from '../import/fields';
import {
  CSV_COLUMNS,
  FIELD_ORDER,
  isNumeric,
  isShown,
  keypadOf,
  labelOf,
  QUOTE_FIELD_NAMES,
  QUOTE_FIELDS,
  QUOTE_GROUPS,
  SETTING_FIELD_NAMES,
  SETTING_FIELDS,
  STORED_PAYMENT_METHODS,
  storageOf,
  defaultOf,
  type QuoteFieldDef,
  type SettingFieldDef,
} from '.';

interface DirectusField {
  readonly field: string;
  readonly type: string;
  readonly schema: { readonly default_value?: unknown };
  readonly meta: { readonly validation?: unknown };
}

const projectFields = project.fields as readonly DirectusField[];
const quoteFields = installer.fields as readonly DirectusField[];
const proposalBounds = PROPOSAL_BOUNDS as Record<string, unknown>;
const trustBounds = TRUST_BOUNDS as Record<string, unknown>;

/** The `_between` of a Directus number field's rule ({ _or: [{ field: { _between } }, { field: { _null } }] }). */
function between(field: DirectusField): unknown {
  const rule = field.meta.validation as { _or: Record<string, { _between?: unknown }>[] } | undefined;
  return rule?._or[0]?.[field.field]?._between;
}

describe('the registry pins the backend (directus/schema/projects.mjs)', () => {
  it('every bounded proposal_data and trust number has the registry’s bounds on the backend, and nothing else is bounded', () => {
    for (const name of QUOTE_FIELD_NAMES) {
      const def: QuoteFieldDef = QUOTE_FIELDS[name];
      const on = storageOf(def).on;
      if (on !== 'proposal_data' && on !== 'trust') continue;
      const bounds = on === 'proposal_data' ? proposalBounds : trustBounds;
      if (isNumeric(def) || def.kind === 'rating') {
        // A number saved as 0 when empty is accepted down to 0 (drafts), up to the same maximum.
        const low = def.emptyAs === 0 ? Math.min(0, def.min ?? 0) : def.min;
        expect(bounds[name], name).toEqual([low, def.max]);
      } else if (def.kind === 'choice') {
        const ids = name === 'payment_method' ? [...STORED_PAYMENT_METHODS] : def.choices?.map((c) => c.id);
        expect(bounds[name], name).toEqual({ _in: ids });
      }
    }
    const registry = new Set<string>(QUOTE_FIELD_NAMES);
    for (const key of Object.keys(proposalBounds)) expect(registry.has(key), key).toBe(true);
    for (const key of Object.keys(trustBounds)) expect(registry.has(key) || key === 'average_rating', key).toBe(true);
  });

  it('every project energy setting has its registry bounds (and only lifetime its column default)', () => {
    for (const name of SETTING_FIELD_NAMES) {
      const def: SettingFieldDef = SETTING_FIELDS[name];
      if (def.column === undefined) continue;
      const field = projectFields.find((f) => f.field === def.column);
      expect(field, def.column).toBeDefined();
      if (field === undefined || def.kind === 'text') continue;
      expect(between(field), def.column).toEqual([def.min, def.max]);
      expect(field.type, def.column).toBe(def.integer === true ? 'integer' : 'float');
      expect(field.schema.default_value, def.column).toEqual(def.columnDefault ? def.default : undefined);
    }
  });

  it('O&M and insurance stop at 10 %, as the engine does (a saved 12 % used to blank every comparison row)', () => {
    for (const column of ['om_annual_percent', 'insurance_annual_percent']) {
      const field = projectFields.find((f) => f.field === column);
      expect(field && between(field)).toEqual([0, 10]);
    }
    for (const [name, column] of [
      ['om_percent', 'om_annual_percent'],
      ['insurance_percent', 'insurance_annual_percent'],
      ['om_escalation', 'om_and_insurance_escalation_percent'],
    ] as const) {
      expect(SETTING_FIELDS[name].max).toBe(PROJECT_RULES[column].max);
    }
  });

  it('proposal_data and trust are checked with the registry’s rules (by atlas-hardening, not a Joi rule per write)', () => {
    const proposal = quoteFields.find((f) => f.field === 'proposal_data');
    expect(proposal?.meta.validation).toBeNull();
    const lease = PROPOSAL_RULES.lease_monthly_payment;
    expect(quoteBoundsProblem('installer', { proposal_data: { lease_monthly_payment: lease.max } })).toBeNull();
    expect(quoteBoundsProblem('installer', { proposal_data: { lease_monthly_payment: lease.max + 1 } })).toContain(
      '"lease_monthly_payment"',
    );
    expect(quoteBoundsProblem('installer', { proposal_data: { payment_method: 'ppa' } })).toBeNull();
    expect(quoteBoundsProblem('installer', { trust: { quality_rating: 6 } })).toContain('"quality_rating"');
  });
});

describe('the registry and the engine use the same names', () => {
  it('every proposal_data field the engine reads is a registry field stored on proposal_data', () => {
    for (const name of [
      ...Object.keys(PROPOSAL_RULES),
      'battery_included',
      'payment_method',
      'lender_name',
      'incentive_paydown',
      'end_of_term',
      'quoted_year1_savings',
    ]) {
      const def = (QUOTE_FIELDS as Record<string, QuoteFieldDef>)[name];
      expect(def && storageOf(def).on, name).toBe('proposal_data');
    }
  });

  it('every project column the engine reads is a registry setting', () => {
    const columns = SETTING_FIELD_NAMES.map((name) => (SETTING_FIELDS[name] as SettingFieldDef).column);
    for (const column of Object.keys(PROJECT_RULES)) expect(columns, column).toContain(column);
  });

  it('every field an import may propose is a registry field', () => {
    for (const name of IMPORT_FIELDS) expect(QUOTE_FIELD_NAMES, name).toContain(name);
  });
});

describe('entries are complete', () => {
  it('each quote field has a label, a group on its tab, bounds in order and a default of its kind', () => {
    for (const name of QUOTE_FIELD_NAMES) {
      const def: QuoteFieldDef = QUOTE_FIELDS[name];
      expect(def.label.length, name).toBeGreaterThan(0);
      expect(
        QUOTE_GROUPS[def.tab].some((g) => g.id === def.group),
        `${name} group ${def.group}`,
      ).toBe(true);
      if (def.min !== undefined && def.max !== undefined) expect(def.min, name).toBeLessThanOrEqual(def.max);
      if (isNumeric(def)) expect(defaultOf(def), name).toBe('');
      if (def.kind === 'flag') expect(defaultOf(def), name).toBe(false);
      expect(FIELD_ORDER, name).toContain(name);
    }
  });

  it('shows each payment method only its own terms, and labels a lease’s down payment as its prepayment', () => {
    const shown = (method: string) =>
      QUOTE_FIELD_NAMES.filter(
        (name) => QUOTE_FIELDS[name].tab === 'financials' && isShown(QUOTE_FIELDS[name], { payment_method: method }),
      );
    expect(shown('cash')).not.toContain('interest_rate_percent');
    expect(shown('cash')).not.toContain('down_payment');
    expect(shown('loan')).toEqual(expect.arrayContaining(['loan_amount', 'interest_rate_percent', 'incentive_paydown', 'cash_price']));
    expect(shown('financing')).toContain('interest_rate_percent');
    expect(shown('lease')).toEqual(
      expect.arrayContaining(['lease_monthly_payment', 'escalator_percent', 'agreement_term_years', 'end_of_term', 'down_payment']),
    );
    expect(shown('lease')).not.toContain('ppa_rate_per_kwh');
    expect(shown('lease')).not.toContain('federal_credit_amount');
    expect(shown('ppa')).toContain('ppa_rate_per_kwh');
    expect(shown('ppa')).not.toContain('buyout_price');
    expect(isShown(QUOTE_FIELDS.buyout_price, { payment_method: 'ppa', end_of_term: 'buyout' })).toBe(true);
    expect(labelOf('down_payment', 'lease')).toBe('Prepayment');
    expect(labelOf('down_payment', 'loan')).toBe('Down payment');
  });

  it('CSV columns come from the registry', () => {
    expect(CSV_COLUMNS.map((c) => c.name)).toEqual(expect.arrayContaining(['status', 'lease_monthly_payment', 'ppa_rate_per_kwh']));
  });
});

describe('inputs that work on phones', () => {
  const numbers: ReadonlyArray<{ kind: string; label: string; placeholder?: string; integer?: true }> = [
    ...Object.values<QuoteFieldDef>(QUOTE_FIELDS),
    ...Object.values<SettingFieldDef>(SETTING_FIELDS),
  ].filter((d) => isNumeric(d));

  it('every rate and amount opens the decimal keypad; whole-number fields the digits-only one', () => {
    expect(keypadOf(QUOTE_FIELDS.interest_rate_percent)).toBe('decimal');
    expect(keypadOf(QUOTE_FIELDS.solar_system_cost)).toBe('decimal');
    expect(keypadOf(QUOTE_FIELDS.incentive_month)).toBe('numeric');
    expect(keypadOf(QUOTE_FIELDS.company_name)).toBeUndefined();
    for (const def of numbers) expect(keypadOf(def)).toBe(def.integer ? 'numeric' : 'decimal');
  });

  it('no number field’s hint looks like a typed value: each says "e.g." or what an empty field means', () => {
    const hinted = numbers.filter((d) => d.placeholder !== undefined);
    expect(hinted.length).toBeGreaterThan(5);
    for (const def of hinted) expect(def.placeholder, def.label).toMatch(/^e\.g\. |if left empty$/);
  });
});
