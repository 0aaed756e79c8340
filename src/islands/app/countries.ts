/**
 * Countries for a project's address: ISO 3166-1 alpha-3 code and English name (221 entries; XKX is
 * the code in common use for Kosovo). Kept as one string so the list costs a few KB, not a JSON tree.
 */
const RAW =
  "AFG Afghanistan;ALB Albania;DZA Algeria;ASM American Samoa;AND Andorra;AGO Angola;ATG Antigua and Barbuda;ARG Argentina;ARM Armenia;ABW Aruba;AUS Australia;AUT Austria;AZE Azerbaijan;BHS Bahamas;BHR Bahrain;BGD Bangladesh;BRB Barbados;BLR Belarus;BEL Belgium;BLZ Belize;BEN Benin;BMU Bermuda;BTN Bhutan;BOL Bolivia;BIH Bosnia and Herzegovina;BWA Botswana;BRA Brazil;VGB British Virgin Islands;BRN Brunei;BGR Bulgaria;BFA Burkina Faso;BDI Burundi;CPV Cabo Verde;KHM Cambodia;CMR Cameroon;CAN Canada;CYM Cayman Islands;CAF Central African Republic;TCD Chad;CHL Chile;CHN China;COL Colombia;COM Comoros;COG Congo;COD Congo (Democratic Republic);CRI Costa Rica;HRV Croatia;CUB Cuba;CUW Curaçao;CYP Cyprus;CZE Czechia;CIV Côte d'Ivoire;DNK Denmark;DJI Djibouti;DMA Dominica;DOM Dominican Republic;ECU Ecuador;EGY Egypt;SLV El Salvador;GNQ Equatorial Guinea;ERI Eritrea;EST Estonia;SWZ Eswatini;ETH Ethiopia;FRO Faroe Islands;FJI Fiji;FIN Finland;FRA France;GUF French Guiana;PYF French Polynesia;GAB Gabon;GMB Gambia;GEO Georgia;DEU Germany;GHA Ghana;GIB Gibraltar;GRC Greece;GRL Greenland;GRD Grenada;GLP Guadeloupe;GUM Guam;GTM Guatemala;GGY Guernsey;GIN Guinea;GNB Guinea-Bissau;GUY Guyana;HTI Haiti;HND Honduras;HKG Hong Kong;HUN Hungary;ISL Iceland;IND India;IDN Indonesia;IRN Iran;IRQ Iraq;IRL Ireland;IMN Isle of Man;ISR Israel;ITA Italy;JAM Jamaica;JPN Japan;JEY Jersey;JOR Jordan;KAZ Kazakhstan;KEN Kenya;KIR Kiribati;XKX Kosovo;KWT Kuwait;KGZ Kyrgyzstan;LAO Laos;LVA Latvia;LBN Lebanon;LSO Lesotho;LBR Liberia;LBY Libya;LIE Liechtenstein;LTU Lithuania;LUX Luxembourg;MAC Macao;MDG Madagascar;MWI Malawi;MYS Malaysia;MDV Maldives;MLI Mali;MLT Malta;MHL Marshall Islands;MTQ Martinique;MRT Mauritania;MUS Mauritius;MEX Mexico;FSM Micronesia;MDA Moldova;MCO Monaco;MNG Mongolia;MNE Montenegro;MAR Morocco;MOZ Mozambique;MMR Myanmar;NAM Namibia;NRU Nauru;NPL Nepal;NLD Netherlands;NCL New Caledonia;NZL New Zealand;NIC Nicaragua;NER Niger;NGA Nigeria;PRK North Korea;MKD North Macedonia;MNP Northern Mariana Islands;NOR Norway;OMN Oman;PAK Pakistan;PLW Palau;PSE Palestine;PAN Panama;PNG Papua New Guinea;PRY Paraguay;PER Peru;PHL Philippines;POL Poland;PRT Portugal;PRI Puerto Rico;QAT Qatar;ROU Romania;RUS Russia;RWA Rwanda;REU Réunion;KNA Saint Kitts and Nevis;LCA Saint Lucia;VCT Saint Vincent and the Grenadines;WSM Samoa;SMR San Marino;SAU Saudi Arabia;SEN Senegal;SRB Serbia;SYC Seychelles;SLE Sierra Leone;SGP Singapore;SVK Slovakia;SVN Slovenia;SLB Solomon Islands;SOM Somalia;ZAF South Africa;KOR South Korea;SSD South Sudan;ESP Spain;LKA Sri Lanka;SDN Sudan;SUR Suriname;SWE Sweden;CHE Switzerland;SYR Syria;STP São Tomé and Príncipe;TWN Taiwan;TJK Tajikistan;TZA Tanzania;THA Thailand;TLS Timor-Leste;TGO Togo;TON Tonga;TTO Trinidad and Tobago;TUN Tunisia;TKM Turkmenistan;TUV Tuvalu;TUR Türkiye;VIR U.S. Virgin Islands;UGA Uganda;UKR Ukraine;ARE United Arab Emirates;GBR United Kingdom;USA United States;URY Uruguay;UZB Uzbekistan;VUT Vanuatu;VAT Vatican City;VEN Venezuela;VNM Vietnam;YEM Yemen;ZMB Zambia;ZWE Zimbabwe";

export interface Country {
  code: string;
  name: string;
}

/** Every country, by name. */
export const COUNTRIES: readonly Country[] = RAW.split(';').map((entry) => {
  const space = entry.indexOf(' ');
  return { code: entry.slice(0, space), name: entry.slice(space + 1) };
});

/** Listed first in the picker (spec: USA, CAN, AUS, GBR, NZL and a few others). */
export const COMMON_COUNTRY_CODES = ['USA', 'CAN', 'AUS', 'GBR', 'NZL', 'IRL', 'DEU', 'MEX'] as const;

/** Spec: default country USA. */
export const DEFAULT_COUNTRY = 'USA';

/** Countries whose addresses are entered as street, city, state/province (2 letters) and postal code. */
export const STRUCTURED_ADDRESS_COUNTRIES: readonly string[] = ['USA', 'CAN'];

const byCode = new Map(COUNTRIES.map((c) => [c.code, c.name]));

/** The country's name, or the code itself when unknown. */
export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  return byCode.get(code.toUpperCase()) ?? code;
}

/** Whether the country uses the structured US/CA address fields. */
export function usesStructuredAddress(code: string | null | undefined): boolean {
  return STRUCTURED_ADDRESS_COUNTRIES.includes((code ?? '').toUpperCase());
}
