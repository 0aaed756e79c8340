// About forty fictional Colorado solar installers for development and tests. Every name is invented and
// every website uses the reserved .example domain, so none can be mistaken for a real company.
//
// Scores cover every tier (Elite >= 9, Great >= 8, Good >= 7, Fair >= 6, Standard < 6); ratings, review counts
// (some above 1,000 to exercise the K abbreviation), founding years and satisfaction rates vary. A few extra
// businesses are unpublished, unscored, or have unreadable basic_content: guides must not show the first two,
// and show the last as a minimal card.

/** [name, atlas score, rating, reviews, founded, satisfaction %, cost per watt, coverage] */
const ROWS = [
  ['Peakline Solar Works', 9.6, 4.9, 4820, 2004, 98, 2.74, ['CO', 'WY']],
  ['Sunward Roofing & Solar', 9.4, 4.8, 2310, 1998, 97, 2.95, ['CO']],
  ['Columbine Current Energy', 9.3, 4.9, 1275, 2009, 96, 2.82, ['CO', 'NM']],
  ['Bright Mesa Solar Co.', 9.2, 4.8, 860, 2011, 96, 2.68, ['CO']],
  ['Front Range Photon Partners', 9.1, 4.7, 1540, 2007, 95, 3.05, 'nationwide'],
  ['Kestrel Clean Power', 9.0, 4.8, 412, 2014, 95, 2.79, ['CO']],
  ['Aspen Arc Solar', 8.9, 4.7, 690, 2012, 94, 2.99, ['CO', 'UT']],
  ['Blue Spruce Energy Systems', 8.7, 4.7, 1033, 2006, 93, 2.88, ['CO']],
  ['Granite Peak Sunworks', 8.6, 4.6, 377, 2015, 92, 2.71, ['CO']],
  ['Highline Ditch Solar', 8.5, 4.6, 254, 2016, 92, 3.12, ['CO']],
  ['Mile High Sun Collective', 8.4, 4.5, 1890, 2003, 91, 2.93, 'nationwide'],
  ['Plains & Peaks Power', 8.3, 4.6, 198, 2017, 91, 2.84, ['CO', 'KS']],
  ['Cottonwood Solar Design', 8.2, 4.5, 143, 2018, 90, 3.01, ['CO']],
  ['Red Rocks Renewable Co.', 8.1, 4.5, 522, 2010, 90, 3.18, ['CO']],
  ['Silverthread Solar', 8.0, 4.4, 87, 2019, 89, 2.77, ['CO']],
  ['Longs Peak Light & Power', 7.9, 4.4, 301, 2013, 88, 3.07, ['CO']],
  ['Prairie Sky Solar', 7.8, 4.4, 166, 2015, 88, 2.9, ['CO', 'NE']],
  ['Mesa Verde Sun Systems', 7.6, 4.3, 95, 2016, 87, 3.2, ['CO', 'AZ']],
  ['Thunder Basin Energy', 7.5, 4.3, 1120, 2001, 86, 3.25, 'nationwide'],
  ['Golden Hour Installations', 7.4, 4.3, 74, 2018, 86, 2.86, ['CO']],
  ['Poudre Valley Solar', 7.3, 4.2, 133, 2012, 85, 3.09, ['CO']],
  ['Clear Creek Sunpower', 7.2, 4.2, 58, 2019, 85, 3.15, ['CO']],
  ['Arkansas River Solar', 7.1, 4.1, 212, 2011, 84, 2.99, ['CO']],
  ['Cherry Creek Panels', 7.0, 4.1, 47, 2020, 83, 3.3, ['CO']],
  ['Timberline Solar Services', 7.0, 4.2, 389, 2008, 84, 3.04, ['CO', 'WY']],
  ['Fourteener Energy', 6.9, 4.0, 126, 2014, 82, 3.22, ['CO']],
  ['Sangre Sun Company', 6.7, 3.9, 61, 2017, 80, 3.35, ['CO', 'NM']],
  ['Big Thompson Solar', 6.6, 4.0, 39, 2019, 81, 3.08, ['CO']],
  ['Bluebird Day Energy', 6.5, 3.9, 252, 2010, 79, 3.28, ['CO']],
  ['Monarch Pass Power', 6.3, 3.8, 33, 2020, 78, 3.4, ['CO']],
  ['Uncompahgre Solar', 6.2, 3.8, 71, 2015, 77, 3.11, ['CO', 'UT']],
  ['Pikes View Installers', 6.1, 3.7, 1460, 1999, 76, 3.38, 'nationwide'],
  ['Sunflower State Solar', 6.0, 3.8, 28, 2021, 77, 3.19, ['CO', 'KS']],
  ['Windy Gap Energy', 5.8, 3.6, 52, 2016, 74, 3.45, ['CO']],
  ['Hogback Solar Supply', 5.6, 3.5, 19, 2021, 72, 3.5, ['CO']],
  ['Rabbit Ears Renewables', 5.4, 3.4, 44, 2018, 71, 3.36, ['CO']],
  ['Two Rivers Power & Light', 5.2, 3.3, 117, 2009, 70, 3.55, ['CO']],
  ['Sand Creek Solar', 4.9, 3.2, 23, 2020, 68, 3.6, ['CO']],
  ['Sawatch Range Sunworks', 4.6, 3.1, 36, 2017, 66, 3.48, ['CO']],
  ['Dry Creek Energy', 4.3, 2.9, 15, 2022, 63, 3.7, ['CO']],
];

const SERVICE_SETS = [
  ['solar_installation', 'battery_installation', 'ev_charging_installation', 'maintenance', 'solar_loan'],
  ['solar_installation', 'roofing', 'battery_installation', 'solar_servicing'],
  ['solar_installation', 'electrical', 'ev_charging_installation', 'energy_audit', 'solar_lease', 'solar_ppa'],
  ['solar_installation', 'battery_installation', 'hvac', 'solar_pace', 'solar_loan'],
  ['solar_installation', 'maintenance', 'solar_servicing'],
];

const SUPPLIERS = [
  'Q CELLS',
  'REC',
  'Enphase',
  'SolarEdge',
  'Tesla',
  'Panasonic',
  'Canadian Solar',
  'Jinko Solar',
  'Franklin WH',
  'Silfab',
];
const PARTNERS = ['GoodLeap', 'Sunlight Financial', 'Mosaic', 'Colorado Clean Energy Fund', 'Energy Outreach Colorado'];

function slug(name) {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}

function basicContent(index, [, , , , founded, , costPerWatt, coverage]) {
  const services = SERVICE_SETS[index % SERVICE_SETS.length];
  const lowCost = Math.round((costPerWatt * 6000) / 500) * 500;
  const highCost = Math.round((costPerWatt * 14000) / 500) * 500;
  const trust = [
    { type: 'certification', name: 'NABCEP PV Installation Professional' },
    { type: 'license', name: 'Colorado Master Electrician License' },
    {
      type: 'warranty',
      name: 'Workmanship warranty',
      warranty_type: 'workmanship',
      year: index % 3 === 0 ? 25 : 10,
      lifetime: index % 7 === 0,
    },
    { type: 'warranty', name: 'Panel product warranty', warranty_type: 'product', year: 25, lifetime: false },
  ];
  if (index % 4 === 0) trust.push({ type: 'award', name: 'Colorado Solar Installer of the Year', year: 2021 + (index % 4) });
  if (founded < 2010) trust.push({ type: 'certification', name: 'Better Business Bureau A+ rating' });
  return {
    info: {
      coverage: { serves: coverage === 'nationwide' ? 'nationwide' : coverage },
      metrics: [
        { type: 'cost_per_watt', value: costPerWatt.toFixed(2) },
        { type: 'project_cost_range', value: `${lowCost}-${highCost}` },
      ],
      services: services.map((type) => ({ type })),
      trust,
      partners: [
        { type: 'equipment_supplier', name: SUPPLIERS[index % SUPPLIERS.length] },
        { type: 'equipment_supplier', name: SUPPLIERS[(index + 3) % SUPPLIERS.length] },
        { type: 'partner', name: PARTNERS[index % PARTNERS.length] },
      ],
    },
  };
}

function scoreBreakdown(score, satisfaction, reviews) {
  const part = (delta) => Math.max(0, Math.min(10, Math.round((score + delta) * 10) / 10));
  return {
    overall: score,
    factors_evaluated: 62,
    details: {
      review_quality: { score: part(0.2), satisfaction_rate: satisfaction, review_count: reviews },
      licensing: { score: part(0.4) },
      experience: { score: part(-0.1) },
      warranties: { score: part(0.1) },
      transparency: { score: part(-0.3) },
    },
    graded_against: 'Colorado installers',
  };
}

/** The installer businesses, published and scored, best first. */
export const businesses = ROWS.map((row, index) => {
  const [name, score, rating, reviews, founded, satisfaction] = row;
  const content = basicContent(index, row);
  // Some records store their JSON with escaped newlines, as imported data does; the site must read both.
  const text = index % 9 === 4 ? JSON.stringify(content, null, 2).replace(/\n/g, '\\n') : JSON.stringify(content);
  const state = row[7] === 'nationwide' || row[7].includes('CO') ? 'CO' : row[7][0];
  return {
    cid: `atlas-dev-${String(index + 1).padStart(3, '0')}`,
    name,
    site_company_insights_name: `${name} LLC`,
    site: `https://${slug(name)}.example`,
    status: 'published',
    atlas_score: score,
    ranking: { atlas_score: score, rank: index + 1, scope: 'CO' },
    rating,
    reviews,
    state,
    site_company_insights_state: state,
    site_company_insights_founded_year: founded,
    score_breakdown: scoreBreakdown(score, satisfaction, reviews),
    basic_content: text,
    contact_email: `partners@${slug(name)}.example`,
    internal_notes: 'Fictional business for development and test data.',
  };
});

/** Businesses a guide must not list (unpublished, unscored), and one whose content cannot be read. */
export const edgeBusinesses = [
  {
    cid: 'atlas-dev-draft-001',
    name: 'Draft Horse Solar (unpublished)',
    site: 'https://draft-horse-solar.example',
    status: 'draft',
    atlas_score: 9.9,
    ranking: { atlas_score: 9.9, rank: 0, scope: 'CO' },
    rating: 5,
    reviews: 12,
    state: 'CO',
    site_company_insights_founded_year: 2023,
    score_breakdown: scoreBreakdown(9.9, 99, 12),
    basic_content: JSON.stringify(basicContent(0, ROWS[0])),
    internal_notes: 'Unpublished: must never appear publicly.',
  },
  {
    cid: 'atlas-dev-archived-001',
    name: 'Old Mill Solar (archived)',
    site: 'https://old-mill-solar.example',
    status: 'archived',
    atlas_score: 7.7,
    rating: 4.1,
    reviews: 230,
    state: 'CO',
    site_company_insights_founded_year: 1995,
    basic_content: JSON.stringify(basicContent(1, ROWS[1])),
    internal_notes: 'Archived: must never appear publicly.',
  },
  {
    cid: 'atlas-dev-unscored-001',
    name: 'Newcomer Sun Co. (not yet scored)',
    site: 'https://newcomer-sun.example',
    status: 'published',
    atlas_score: null,
    rating: 4.6,
    reviews: 9,
    state: 'CO',
    site_company_insights_founded_year: 2024,
    basic_content: JSON.stringify(basicContent(2, ROWS[2])),
    internal_notes: 'Published but unscored: guides do not list it.',
  },
  {
    cid: 'atlas-dev-unreadable-001',
    name: 'Garbled Data Solar',
    site: 'https://garbled-data-solar.example',
    status: 'published',
    atlas_score: 6.4,
    ranking: { atlas_score: 6.4, rank: 0, scope: 'CO' },
    rating: 3.9,
    reviews: 64,
    state: 'CO',
    site_company_insights_state: 'CO',
    site_company_insights_founded_year: 2013,
    score_breakdown: scoreBreakdown(6.4, 79, 64),
    // Deliberately not JSON: the guide shows "No detailed information available".
    basic_content: '{info: {coverage: unreadable',
    internal_notes: 'Unreadable basic_content on purpose.',
  },
];
