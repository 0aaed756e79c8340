/**
 * The Directus collections as the app reads and writes them (spec, accounts document section 3).
 *
 * Every row type comes from `schema.generated.ts`, which is rendered from `directus/schema/*.mjs` (the backend
 * as code) and pinned to it by `schema.test.ts`: a field renamed, retyped or made required there changes the
 * types here, and TypeScript points at every use. This file only narrows what the generated types cannot know:
 * the shapes of JSON columns, and which fields the app actually reads.
 */
import type { DirectusUser } from '@directus/sdk';
import type { SHARED_BILL_FIELDS, SHARED_PROJECT_FIELDS, SHARED_QUOTE_FIELDS } from '../../directus/access/shared-view.mjs';
import type { AtlasSchema, DirectusUsersFields, InstallerRow, ProjectRow, PropertyRequestsRow } from './schema.generated';

/** Quote statuses (quotes document section 4). `draft` is known to the project screen only. */
export type QuoteStatus = NonNullable<InstallerRow['status']>;

/** The quote's proposal: numbers the homeowner entered plus derived values (quotes document section 3). */
export type StoredProposal = Record<string, unknown>;

/** Quote sub-statuses (quotes document section 4). */
export type QuoteSubStatus = NonNullable<InstallerRow['sub_status']>;

/**
 * A quote row as the SDK reads and writes it (collection `installer`, `fields: ['*']`): the project is its
 * key and the JSON columns are objects. `status` and `sub_status` are text although the backend allows only
 * `QuoteStatus` and `QuoteSubStatus`: the quote form writes them from its own fields, and the server refuses
 * any other value (FAILED_VALIDATION, code `refused`).
 */
interface QuoteRow extends Omit<InstallerRow, 'project_id' | 'status' | 'sub_status' | 'proposal_data' | 'equipment' | 'trust'> {
  project_id: string;
  status: string | null;
  sub_status: string | null;
  proposal_data: StoredProposal | null;
  equipment: Record<string, unknown> | null;
  trust: Record<string, unknown> | null;
}

/**
 * Fields a quote shown optimistically, before the server answers, does not have yet (the import fingerprint:
 * only a quote filled from a document has one).
 */
type ServerFilled = 'equipment' | 'trust' | 'date_created' | 'date_updated' | 'import_fingerprint';

/** A quote: one installer's proposal for a project, as the app holds it. */
export interface Quote extends Omit<QuoteRow, ServerFilled>, Partial<Pick<QuoteRow, ServerFilled>> {}

/** The project fields the app reads (spec section 7: "fields plus installer"); the quotes come with them. */
export const PROJECT_FIELDS = [
  'id',
  'status',
  'archived',
  'date_created',
  'street_address',
  'city',
  'state_province',
  'postal_code',
  'country',
  'energy_provider',
  'monthly_consumption_kwh',
  'current_rate_per_kwh',
  'rate_increase_yearly_percent',
  'net_metering_rate',
  'net_metering_increase_yearly_percent',
  'expected_system_lifetime_years',
  'om_annual_percent',
  'insurance_annual_percent',
  'om_and_insurance_escalation_percent',
  'notes',
  'shared',
  'short_UUID',
  'wizard_completed',
] as const satisfies ReadonlyArray<keyof ProjectRow>;

/**
 * The hourly bill model's project inputs (issue 23; the registry's BILL_SETTING_FIELDS): read with one
 * project (its page, its quotes), not with the dashboard's list, because a year of hourly use is 8,760 numbers.
 */
export const BILL_PROJECT_FIELDS = ['tariff', 'monthly_usage_kwh', 'hourly_usage_kwh', 'interval_source'] as const satisfies ReadonlyArray<
  keyof ProjectRow
>;

/** A homeowner's property (collection `project`): the fields the app reads, with its quotes. */
export interface Project
  extends Pick<ProjectRow, (typeof PROJECT_FIELDS)[number]>, Partial<Pick<ProjectRow, (typeof BILL_PROJECT_FIELDS)[number]>> {
  /** The project's quotes (one-to-many through installer.project_id). */
  installer: Quote[];
}

/** A paid request to contact installers (collection `property_requests`). */
export type PropertyRequest = PropertyRequestsRow;

/** The extra fields Atlas keeps on directus_users (spec section 3, User), with the referral code as its key. */
export interface AtlasUserFields extends Omit<DirectusUsersFields, 'id_of_code_used_in_referral' | 'referral_source'> {
  id_of_code_used_in_referral: number | null;
  /** UTM fields, referred_by_code, pattern, landing_page, raw_url. */
  referral_source: Record<string, unknown> | null;
}

/** The schema the SDK client is typed with: the generated one, with the narrowed rows above. */
export interface Schema extends Omit<AtlasSchema, 'project' | 'installer' | 'directus_users' | 'property_requests'> {
  project: Array<Omit<ProjectRow, 'installer'> & { installer: QuoteRow[] }>;
  /** user_created is a relation to directus_users (the generated row types it as the key only). */
  /** date_created is marked 'datetime' so the SDK allows comparisons on it (the orphaned-request listing). */
  property_requests: Array<
    Omit<PropertyRequestsRow, 'user_created' | 'date_created'> & {
      user_created: string | DirectusUser<Schema> | null;
      date_created: 'datetime' | null;
    }
  >;
  installer: QuoteRow[];
  directus_users: AtlasUserFields;
}

/** The project fields the public shared view may show (spec section 7; declared in directus/access/shared-view.mjs). */
export type SharedProject = Pick<ProjectRow, (typeof SHARED_PROJECT_FIELDS)[number]>;

/**
 * A shared project's bill inputs, as the atlas-shared endpoint gives them to the site server only
 * (directus/access/shared-view.mjs, sharedBillInputs): billed with on the server, never rendered.
 */
export type SharedBillInputs = Pick<ProjectRow, (typeof SHARED_BILL_FIELDS)[number]>;

/** The quote fields the public shared view may show (declared in directus/access/shared-view.mjs). */
export type SharedQuote = Pick<Quote, (typeof SHARED_QUOTE_FIELDS)[number]>;

/** The signed-in user as the app keeps it (GET /users/me, spec section 7). */
export interface User {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  user_type: string | null;
  free_limit: number;
  smart_limit: number;
  pro_limit: number;
}

/** Spec section 9: limits default to 2, 2 and 3 when the server omits them. */
export const DEFAULT_USER_LIMITS = { free_limit: 2, smart_limit: 2, pro_limit: 3 } as const;
