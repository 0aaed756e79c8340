import { DRAFT_QUOTE_NAME } from '../../finance/comparison';
import type { QuoteColumns, QuoteForm } from '../../finance/form-validation';
import { deriveProposalValues, withEquipment, type ProposalData } from '../../finance/quote-engine';
import {
  defaultOf,
  isNumeric,
  isShown,
  methodOf,
  monthlyKwh,
  QUOTE_FIELD_NAMES,
  QUOTE_FIELDS,
  SETTING_FIELD_NAMES,
  storageOf,
  SETTING_FIELDS,
  type QuoteFieldDef,
  type QuoteFieldName,
  type SettingFieldName,
} from '../../quote-fields';
import { bool, numberText, projectSettings, record, str, textOrNull, toNumber, type ProjectRecordColumns } from './settings';
import { emptyQuoteForm, QUOTE_STATUSES, type QuoteFormValues, type QuoteStatusValue, type SettingsFormValues } from './values';

/*
 * Form ↔ payload, field by field from the registry (src/quote-fields/fields.ts): where each value is
 * stored, what an empty one is saved as, and which are hidden (and so saved empty) for the form's
 * payment method, battery and monitoring choices.
 */

// ---- server shapes ---------------------------------------------------------------------------------

/** The project fields this form reads (spec §3). Directus may send decimals as text. */
export interface ProjectRecord extends ProjectRecordColumns {
  readonly id: string;
  readonly wizard_completed?: boolean | null;
  readonly installer?: readonly QuoteRecord[] | null;
}

/** A saved quote (collection installer, spec §3). */
export interface QuoteRecord extends QuoteColumns {
  readonly id: string;
  readonly name?: string | null;
  readonly archived?: boolean | null;
  readonly proposal_data?: Record<string, unknown> | null;
  readonly equipment?: Record<string, unknown> | null;
  readonly trust?: Record<string, unknown> | null;
  /** When the server last saved it: the precondition of a save merged over this read. */
  readonly date_updated?: string | null;
}

/** The quote payload sent to create or update a quote. */
export interface QuotePayload {
  name: string;
  company_name: string | null;
  email: string | null;
  phone: string | null;
  domain: string | null;
  status: QuoteStatusValue;
  sub_status: string | null;
  notes: string | null;
  archived: boolean;
  proposal_data: Record<string, unknown>;
  equipment: Record<string, unknown>;
  trust: Record<string, unknown>;
  /** The fingerprint of the proposal document last imported into the quote (src/import), when one was. */
  import_fingerprint?: string;
}

// ---- conversions -----------------------------------------------------------------------------------

const rating = (value: unknown): number => {
  const n = toNumber(typeof value === 'number' || typeof value === 'string' ? value : null) ?? 0;
  return Math.min(5, Math.max(0, Math.round(n)));
};

/** A stored value (or an imported one) as the form holds it. */
export function formValue(name: QuoteFieldName, value: unknown): QuoteFormValues[QuoteFieldName] {
  const def: QuoteFieldDef = QUOTE_FIELDS[name];
  switch (def.kind) {
    case 'flag':
      return bool(value);
    case 'rating':
      return rating(value);
    case 'list':
      return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
    case 'months':
      // Held as text ("612 748 …"), as the import writes it; anything but 12 figures is empty.
      return monthlyKwh(value)?.join(' ') ?? '';
    case 'choice': {
      if (name === 'payment_method') return methodOf(value);
      const id = str(value);
      return def.choices?.some((choice) => choice.id === id) === true ? id : (defaultOf(def) as string);
    }
    case 'text':
      return str(value);
    default:
      return numberText(value);
  }
}

/** A form value as stored: numbers as numbers (empty as the field says), text trimmed or null. */
function storedValue(name: QuoteFieldName, form: QuoteFormValues): unknown {
  const def: QuoteFieldDef = QUOTE_FIELDS[name];
  const shown = isShown(def, form);
  const value: unknown = form[name];
  if (isNumeric(def)) {
    const n = shown ? toNumber(value as string) : null;
    return n ?? def.emptyAs ?? null;
  }
  switch (def.kind) {
    case 'flag':
      // A flag that only some quotes have (incentive paydown) is unsaid when hidden.
      return shown ? value === true : def.methods === undefined && def.showIf === undefined ? false : null;
    case 'rating':
      return value;
    case 'list':
      return (value as string[]).map((point) => point.trim()).filter((point) => point !== '');
    case 'months':
      return monthlyKwh(value);
    default:
      return shown ? textOrNull(value as string) : null;
  }
}

/** The engine's view of the typed quote (text is fine: the engine coerces). Hidden fields are left out. */
export function proposalInputs(form: QuoteFormValues): ProposalData & QuoteForm {
  const inputs: Record<string, unknown> = { ...form };
  for (const name of QUOTE_FIELD_NAMES) {
    const def: QuoteFieldDef = QUOTE_FIELDS[name];
    if (!isShown(def, form)) delete inputs[name];
    // The engine reads a monthly table as 12 numbers, as it is saved.
    else if (def.kind === 'months') inputs[name] = monthlyKwh(form[name]);
  }
  inputs['payment_method'] = form.payment_method;
  inputs['battery_included'] = form.battery_included;
  return inputs;
}

/** True when the quote holds anything worth saving (besides its defaults). */
export function hasQuoteData(form: QuoteFormValues): boolean {
  const empty = emptyQuoteForm();
  return (Object.keys(empty) as (keyof QuoteFormValues)[]).some((key) => JSON.stringify(form[key]) !== JSON.stringify(empty[key]));
}

/** Mean of the three star ratings (spec §3), rounded to 2 decimals. */
export function averageRating(form: Pick<QuoteFormValues, 'quality_rating' | 'value_rating' | 'trust_rating'>): number {
  return Math.round(((form.quality_rating + form.value_rating + form.trust_rating) / 3) * 100) / 100;
}

/**
 * The quote payload (spec §3, §7), each field where the registry stores it: numbers as numbers, empty
 * numbers as the registry says (0 or null), hidden fields empty, a quote without a company name named
 * 'DRAFT: No Company Name Provided', the Archived status setting the archived flag, and the derived
 * values stored on proposal_data.
 */
export function toQuotePayload(form: QuoteFormValues, settings: SettingsFormValues): QuotePayload {
  const company = form.company_name.trim();
  const proposal: Record<string, unknown> = {};
  const equipment: Record<string, Record<string, unknown>> = { panels: {}, inverters: {}, battery: {}, monitoring: {} };
  const trust: Record<string, unknown> = {};
  const columns: Record<string, unknown> = {};
  for (const name of QUOTE_FIELD_NAMES) {
    const def: QuoteFieldDef = QUOTE_FIELDS[name];
    const value = storedValue(name, form);
    const store = storageOf(def);
    if (store.on === 'proposal_data') proposal[name] = value;
    else if (store.on === 'trust') trust[name] = value;
    else if (store.on === 'equipment') (equipment[store.group] ??= {})[store.key] = value;
    else columns[store.column] = value;
  }
  proposal['payment_method'] = form.payment_method;
  trust['average_rating'] = averageRating(form);
  // The stored figures count the inverter replacement as the panel does: its type and warranty are equipment.
  const derived = deriveProposalValues(projectSettings(settings), withEquipment(proposal, equipment));
  return {
    name: company === '' ? DRAFT_QUOTE_NAME : company,
    company_name: company === '' ? null : company,
    email: columns['email'] as string | null,
    phone: columns['phone'] as string | null,
    domain: columns['domain'] as string | null,
    status: form.status,
    sub_status: columns['sub_status'] as string | null,
    notes: columns['notes'] as string | null,
    archived: form.status === 'archived',
    proposal_data: { ...proposal, ...derived },
    equipment,
    trust,
  };
}

/** A saved quote as form values. 'financing' counts as the form's Loan (spec §4). */
export function fromQuote(quote: QuoteRecord): QuoteFormValues {
  const form = emptyQuoteForm() as Record<string, unknown>;
  const p = record(quote.proposal_data);
  const e = record(quote.equipment);
  const t = record(quote.trust);
  const columns = quote as unknown as Record<string, unknown>;
  for (const name of QUOTE_FIELD_NAMES) {
    const store = storageOf(QUOTE_FIELDS[name]);
    const raw =
      store.on === 'proposal_data'
        ? p[name]
        : store.on === 'trust'
          ? t[name]
          : store.on === 'equipment'
            ? record(e[store.group])[store.key]
            : columns[store.column];
    form[name] = formValue(name, raw);
  }
  const status = quote.archived === true ? 'archived' : str(quote.status);
  const company = str(quote.company_name) || (str(quote.name) === DRAFT_QUOTE_NAME ? '' : str(quote.name));
  return {
    ...(form as QuoteFormValues),
    company_name: company,
    status: (QUOTE_STATUSES as readonly string[]).includes(status) ? (status as QuoteStatusValue) : 'researching',
    // The stage is kept as stored (the select shows it only with Installer Chosen).
    sub_status: str(quote.sub_status),
  };
}

/** Values by their stored names (registry names; project columns for the settings) as form and settings updates. */
export function valuesFromStored(values: Readonly<Record<string, unknown>>): {
  form: Partial<QuoteFormValues>;
  settings: Partial<SettingsFormValues>;
  unknown: string[];
} {
  const form: Record<string, unknown> = {};
  const settings: Record<string, unknown> = {};
  const unknown: string[] = [];
  const byColumn = new Map<string, SettingFieldName>(
    SETTING_FIELD_NAMES.flatMap((name) => {
      const def = SETTING_FIELDS[name];
      return 'column' in def ? [[def.column, name] as const] : [];
    }),
  );
  for (const [key, value] of Object.entries(values)) {
    if (Object.hasOwn(QUOTE_FIELDS, key)) {
      form[key] = formValue(key as QuoteFieldName, value);
      continue;
    }
    const setting = byColumn.get(key);
    if (setting === undefined) {
      unknown.push(key);
      continue;
    }
    const n = toNumber(typeof value === 'number' || typeof value === 'string' ? value : null);
    if (SETTING_FIELDS[setting].kind === 'text') settings[setting] = str(value);
    else settings[setting] = n;
    if (setting === 'om_percent') settings['om_enabled'] = (n ?? 0) > 0;
    if (setting === 'insurance_percent') settings['insurance_enabled'] = (n ?? 0) > 0;
  }
  return { form: form, settings: settings, unknown };
}
