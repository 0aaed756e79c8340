/**
 * The Directus collections the app reads and writes, typed for @directus/sdk (spec, accounts document
 * section 3). Optional fields are those Directus may omit or the app may leave unset.
 */

/** Quote statuses (quotes document section 4). `draft` is known to the project screen only. */
export type QuoteStatus = 'researching' | 'quote_requested' | 'quote_received' | 'installer_chosen' | 'archived' | 'draft';

/** The quote's proposal: numbers the homeowner entered plus derived values (quotes document section 3). */
export type ProposalData = Record<string, unknown>;

/** A quote: one installer's proposal for a project (collection `installer`). */
export interface Quote {
  id: string;
  project_id: string;
  name: string | null;
  company_name: string | null;
  status: QuoteStatus | string | null;
  sub_status: string | null;
  email: string | null;
  phone: string | null;
  domain: string | null;
  notes: string | null;
  archived: boolean | null;
  proposal_data: ProposalData | null;
  equipment?: Record<string, unknown> | null;
  trust?: Record<string, unknown> | null;
  date_created?: string | null;
}

/** A homeowner's property (collection `project`). */
export interface Project {
  id: string;
  status: string | null;
  archived: boolean | null;
  date_created: string | null;
  street_address: string | null;
  city: string | null;
  state_province: string | null;
  postal_code: string | null;
  /** ISO 3166 alpha-3 code, e.g. USA. */
  country: string | null;
  energy_provider: string | null;
  monthly_consumption_kwh: number | null;
  current_rate_per_kwh: number | null;
  rate_increase_yearly_percent: number | null;
  net_metering_rate: number | null;
  net_metering_increase_yearly_percent: number | null;
  expected_system_lifetime_years: number | null;
  om_annual_percent: number | null;
  insurance_annual_percent: number | null;
  om_and_insurance_escalation_percent: number | null;
  notes: string | null;
  shared: boolean | null;
  short_UUID: string | null;
  wizard_completed: boolean | null;
  /** The project's quotes (one-to-many through installer.project_id). */
  installer: Quote[];
  user_created?: string | null;
}

/** The project fields the public shared view may show (spec section 7, public shared view). */
export type SharedProject = Pick<
  Project,
  | 'id'
  | 'monthly_consumption_kwh'
  | 'current_rate_per_kwh'
  | 'rate_increase_yearly_percent'
  | 'net_metering_rate'
  | 'net_metering_increase_yearly_percent'
  | 'expected_system_lifetime_years'
  | 'short_UUID'
  | 'om_annual_percent'
  | 'insurance_annual_percent'
  | 'om_and_insurance_escalation_percent'
>;

/** The quote fields the public shared view may show. */
export type SharedQuote = Pick<Quote, 'id' | 'status' | 'name' | 'domain' | 'proposal_data' | 'project_id'>;

export interface PropertyRequest {
  id: string;
  status: string;
  user_created: string | null;
  date_created: string | null;
  payment_completed_at: string | null;
}

/** The extra fields Atlas keeps on directus_users (spec section 3, User). */
export interface AtlasUserFields {
  user_type: string | null;
  terms_accepted: string | null;
  privacy_accepted: string | null;
  newsletter_accepted: string | null;
  id_of_code_used_in_referral: string | null;
  referral_source: Record<string, unknown> | null;
  first_known_visit: string | null;
  free_limit?: number | null;
  smart_limit?: number | null;
  pro_limit?: number | null;
}

export interface Schema {
  project: Project[];
  installer: Quote[];
  property_requests: PropertyRequest[];
  directus_users: AtlasUserFields;
}

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

/** Every data-layer call answers with data or an error text (spec section 8: "returned as an error string"). */
export type Result<T> = { data: T; error?: undefined } | { error: string; data?: undefined };
