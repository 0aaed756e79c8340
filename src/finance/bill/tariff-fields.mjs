// The tariff fields the hourly bill reads (URDB's names and Atlas's export-compensation fields), in one list
// for the engine (tariff.ts) and for what Directus gives the site server of a shared project
// (directus/access/shared-view.mjs). Plain JavaScript with no imports, so Directus loads it as it is and a
// page that only needs the shared-view module's other constants does not pull the tariff reader in.

/** The tariff fields the bill reads; the shared page gets exactly these. */
export const TARIFF_BILL_FIELDS = /** @type {readonly string[]} */ ([
  'energyratestructure',
  'energyweekdayschedule',
  'energyweekendschedule',
  'fixedchargefirstmeter',
  'fixedchargeunits',
  'mincharge',
  'minchargeunits',
  'atlas_export_compensation',
  'atlas_true_up_rate',
  'atlas_export_rate',
  'atlas_export_period_rates',
  'atlas_export_table',
]);
