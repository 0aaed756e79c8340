// What the public shared view (/shared/quotes/{short id}) may show: exactly the fields of accounts spec
// section 7. The atlas-shared endpoint reads these server-side; visitors get no access to `project` or
// `installer` themselves.

/** Project fields of the shared view: the energy assumptions, no address, provider, notes or contacts. */
export const SHARED_PROJECT_FIELDS = [
  'id',
  'monthly_consumption_kwh',
  'current_rate_per_kwh',
  'rate_increase_yearly_percent',
  'net_metering_rate',
  'net_metering_increase_yearly_percent',
  'expected_system_lifetime_years',
  'short_UUID',
  'om_annual_percent',
  'insurance_annual_percent',
  'om_and_insurance_escalation_percent',
];

/** Quote fields of the shared view: no e-mail, phone or notes. */
export const SHARED_QUOTE_FIELDS = ['id', 'status', 'name', 'domain', 'proposal_data', 'project_id'];

/** Share ids are 22 base64url characters (128 bits); anything else cannot exist. */
export const SHORT_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
