// Local installer guides for Colorado. A guide's URL is
// /solar-installers/{country lowercased}/{state with spaces as hyphens}/{locality likewise}/{seo slug},
// e.g. /solar-installers/us/colorado/fort-collins/solar-installers-fort-collins-co.
// Stored values are what the site's lookup filters compare with: country uppercase (US), state and locality
// lowercase with spaces.

import { businesses, edgeBusinesses } from './businesses.mjs';

/** [locality, county, utility, kWh per kW per year, one local sentence] */
const PLACES = [
  [
    'Denver',
    'Denver',
    'Xcel Energy',
    1480,
    'Denver homes average more than 240 sunny days a year, and the city’s permit office offers an online solar permit for most rooftop systems.',
  ],
  [
    'Boulder',
    'Boulder',
    'Xcel Energy',
    1490,
    'Boulder’s building code and its long-standing climate programs make it one of the most solar-ready cities in the state.',
  ],
  [
    'Colorado Springs',
    'El Paso',
    'Colorado Springs Utilities',
    1550,
    'At over 6,000 feet, Colorado Springs gets strong, cool sunlight that panels convert efficiently.',
  ],
  [
    'Fort Collins',
    'Larimer',
    'Fort Collins Utilities',
    1460,
    'Fort Collins runs its own municipal utility, so its net-metering and rebate rules differ from Xcel territory.',
  ],
  [
    'Aurora',
    'Arapahoe',
    'Xcel Energy',
    1480,
    'Aurora’s newer subdivisions often have south- and west-facing roofs that suit solar well, but check your HOA rules first.',
  ],
  [
    'Lakewood',
    'Jefferson',
    'Xcel Energy',
    1470,
    'Lakewood sits in the foothills’ shadow only at its western edge; most roofs see full-day sun.',
  ],
  [
    'Longmont',
    'Boulder',
    'Longmont Power & Communications',
    1470,
    'Longmont Power & Communications is a municipal utility with its own interconnection process.',
  ],
  [
    'Loveland',
    'Larimer',
    'Loveland Water and Power',
    1460,
    'Loveland Water and Power sets its own solar rules; ask installers whether they have connected systems there recently.',
  ],
  [
    'Pueblo',
    'Pueblo',
    'Black Hills Energy',
    1540,
    'Pueblo is one of the sunniest cities in Colorado, and Black Hills Energy serves most of it.',
  ],
  ['Greeley', 'Weld', 'Xcel Energy', 1470, 'Greeley’s open skies and larger lots leave room for bigger systems, including ground mounts.'],
  [
    'Castle Rock',
    'Douglas',
    'CORE Electric Cooperative',
    1500,
    'Castle Rock is served mainly by CORE Electric Cooperative, whose net-metering terms differ from Xcel’s.',
  ],
  [
    'Grand Junction',
    'Mesa',
    'Xcel Energy',
    1530,
    'Grand Junction’s high desert climate brings long, clear summers, though summer heat trims panel output slightly.',
  ],
  [
    'Arvada',
    'Jefferson',
    'Xcel Energy',
    1470,
    'Arvada’s mature trees are the main thing to check: a shade report is worth asking every installer for.',
  ],
  [
    'Westminster',
    'Adams',
    'Xcel Energy',
    1480,
    'Westminster straddles two counties; your permit office depends on which side of the line you live.',
  ],
];

function slug(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}

function hero([locality, county, utility, yieldPerKw, local]) {
  return [
    `<p>Looking for a solar installer in ${locality}? These installers serve ${locality} and ${county} County, ranked by`,
    ` their Atlas Score: an independent rating from more than 60 verification factors, graded against other Colorado`,
    ` installers. No installer pays to be listed or ranked.</p>`,
    `<p>${local} Most homes here are served by ${utility}; its net-metering and interconnection rules decide how much`,
    ` your surplus electricity is worth, so ask each installer how they modelled it.</p>`,
    `<p>A well-placed system around ${locality} typically produces ${yieldPerKw.toLocaleString('en-US')} kWh per`,
    ` kilowatt each year. Use that to check the production estimate in every quote, then compare quotes side by side`,
    ` in Atlas before you sign.</p>`,
  ].join('');
}

/** Business cids of the published, scored installers. */
const scored = businesses.map((b) => b.cid);

/**
 * Links of one guide: ten listed installers (the first two featured) taken from the scored list with an
 * offset per guide, plus links that must not appear: an excluded and a pending-review usage type, an
 * unpublished and an unscored business, and the business whose content cannot be read (which does appear,
 * as a minimal card).
 */
function links(index) {
  const out = [];
  for (let i = 0; i < 10; i++) {
    const cid = scored[(index * 3 + i * 4) % scored.length];
    if (out.some((l) => l.businesses_cid === cid)) continue;
    out.push({ businesses_cid: cid, usage_type: i < 2 ? 'featured' : 'listed', custom_blurb: null });
  }
  const spare = scored.filter((cid) => !out.some((l) => l.businesses_cid === cid));
  out[0].custom_blurb = 'Featured for consistently strong reviews from homeowners in this area.';
  out.push({ businesses_cid: spare[0], usage_type: 'excluded', custom_blurb: 'Excluded: must not be shown.' });
  out.push({ businesses_cid: spare[1], usage_type: 'pending_review', custom_blurb: 'Pending review: must not be shown.' });
  out.push({ businesses_cid: edgeBusinesses[0].cid, usage_type: 'listed', custom_blurb: 'Unpublished business.' });
  out.push({ businesses_cid: edgeBusinesses[2].cid, usage_type: 'listed', custom_blurb: 'Unscored business.' });
  if (index % 4 === 0) out.push({ businesses_cid: edgeBusinesses[3].cid, usage_type: 'listed', custom_blurb: null });
  return out;
}

function guide(place, index, status = 'published') {
  const [locality] = place;
  const seoSlug = `solar-installers-${slug(locality)}-co`;
  return {
    title: `Solar Installers in ${locality}, Colorado`,
    hero_content: hero(place),
    status,
    country: 'US',
    state: 'colorado',
    locality: locality.toLowerCase(),
    seo: {
      slug: seoSlug,
      title: `Best Solar Installers in ${locality}, CO — Ranked by Atlas Score`,
      meta_description: `Compare solar installers serving ${locality}, Colorado, ranked independently by Atlas Score, with reviews, warranties and typical prices.`,
      no_index: false,
      no_follow: false,
      og_title: `Solar installers in ${locality}, CO`,
      og_description: `Independent rankings of solar installers serving ${locality}, Colorado.`,
      og_type: 'website',
      schema_markup: {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: `Solar installers in ${locality}, Colorado`,
      },
    },
    links: links(index),
  };
}

/** Published guides for fourteen Colorado places, plus one draft that must not be visible. */
export const guides = [
  ...PLACES.map((place, index) => guide(place, index)),
  guide(
    ['Durango', 'La Plata', 'La Plata Electric Association', 1560, 'Durango (draft guide, not yet published).'],
    PLACES.length,
    'draft',
  ),
];

/** ZIP to county lookup rows for the places above. */
export const zipCounties = [
  ['80205', 'Denver'],
  ['80202', 'Denver'],
  ['80302', 'Boulder'],
  ['80304', 'Boulder'],
  ['80903', 'El Paso'],
  ['80521', 'Larimer'],
  ['80010', 'Arapahoe'],
  ['80226', 'Jefferson'],
  ['80501', 'Boulder'],
  ['80537', 'Larimer'],
  ['81003', 'Pueblo'],
  ['80631', 'Weld'],
  ['80104', 'Douglas'],
  ['81501', 'Mesa'],
  ['80002', 'Jefferson'],
  ['80031', 'Adams'],
  // A county Atlas has no ranking for yet: the installer selection says so and links to the guides.
  ['81625', 'Moffat'],
].map(([zip, county]) => ({ zip, county, state: 'CO' }));

/** Counties with a ZIP but no ranking (the "not ranked yet" path of the installer selection). */
export const UNRANKED_COUNTIES = ['Moffat'];

/** Per-county rankings: the scored installers, best first (the top ten per county). */
const rankedCounties = [...new Set(zipCounties.map((z) => z.county))].filter((county) => !UNRANKED_COUNTIES.includes(county));
export const businessRankings = rankedCounties.map((county, index) => {
  const ranked = businesses
    .filter((_b, i) => (i + index) % 3 !== 0)
    .slice(0, 10)
    .map((b, rank) => ({ cid: b.cid, atlas_score: b.atlas_score, rank: rank + 1 }));
  return {
    county,
    state: 'CO',
    ranking: ranked,
    business_count: ranked.length,
    median_atlas_score: ranked[Math.floor(ranked.length / 2)].atlas_score,
  };
});
