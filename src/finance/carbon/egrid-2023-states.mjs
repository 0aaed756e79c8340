// Grid emission factors of the US states and DC, kept as data (issue 23, "Carbon"): the lifetime CO2 avoided
// by a quote is its production times its state's factor (carbon.ts). Plain JavaScript with no imports and
// nothing computed, so the table can be read, diffed and refreshed as it is.

/** Where the factors come from; the assumption line names `name`, `edition` and `published`. */
export const EGRID_2023_SOURCE = /** @type {const} */ ({
  name: 'EPA eGRID',
  edition: 'eGRID2023',
  revision: 2,
  published: '2025-06',
  column: 'STC2ERTA: state annual CO2-equivalent total output emission rate (workbook egrid2023_data_rev2.xlsx, sheet ST23)',
  units: "kg CO2e per kWh, converted from the workbook's lb/MWh",
  url: 'https://www.epa.gov/egrid/download-data',
});

/** How the values were obtained, and how to refresh them. */
export const EGRID_2023_NOTE =
  'eGRID2023 rev 2 (EPA, June 2025) state annual CO2-equivalent total output emission rates (STC2ERTA, lb/MWh), ' +
  'converted to kg/kWh. The workbook itself was not reachable from the machine the table was built on, so the ' +
  'values were taken from two independent transcriptions of it, which agree to within 0.0001 kg/kWh (they differ ' +
  'only for CO, IN and UT, by 0.0001; the second transcription is used). To refresh: download ' +
  'egrid2023_data_rev2.xlsx (or a later edition) from https://www.epa.gov/egrid/download-data, sheet ST23, ' +
  'column STC2ERTA, and multiply each lb/MWh by 0.00045359237 to get kg/kWh.';

/** kg CO2e per kWh generated in each state and DC (two-letter code): the total output rate, eGRID2023. */
export const EGRID_2023_KG_PER_KWH = /** @type {Readonly<Record<string, number>>} */ ({
  AK: 0.3695,
  AL: 0.3239,
  AR: 0.4529,
  AZ: 0.3126,
  CA: 0.1791,
  CO: 0.495,
  CT: 0.2453,
  DC: 0.1792,
  DE: 0.3194,
  FL: 0.3579,
  GA: 0.3254,
  HI: 0.6326,
  IA: 0.2877,
  ID: 0.1424,
  IL: 0.2152,
  IN: 0.6647,
  KS: 0.3326,
  KY: 0.7924,
  LA: 0.3461,
  MA: 0.3765,
  MD: 0.2369,
  ME: 0.1437,
  MI: 0.3617,
  MN: 0.3412,
  MO: 0.6598,
  MS: 0.3757,
  MT: 0.4826,
  NC: 0.2841,
  ND: 0.5887,
  NE: 0.4653,
  NH: 0.1253,
  NJ: 0.2133,
  NM: 0.3509,
  NV: 0.2921,
  NY: 0.2116,
  OH: 0.4846,
  OK: 0.2943,
  OR: 0.1656,
  PA: 0.2939,
  RI: 0.381,
  SC: 0.2542,
  SD: 0.1522,
  TN: 0.2999,
  TX: 0.3498,
  UT: 0.6446,
  VA: 0.2448,
  VT: 0.0237,
  WA: 0.1209,
  WI: 0.5278,
  WV: 0.8931,
  WY: 0.8316,
});
