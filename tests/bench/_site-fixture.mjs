// Synthetic content in the shape Directus answers (collections pages, local_guides, businesses), for the
// site benchmark and for building the site without a backend:
//
//   node tests/bench/_site-fixture.mjs <out.json> [guides=5000] [businesses=400]
//   ATLAS_CONTENT_FIXTURE=<out.json> astro build
//
// Deterministic: the same arguments give the same file.

import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const SERVICES = [
  'solar_installation',
  'battery_installation',
  'ev_charging_installation',
  'maintenance',
  'electrical',
  'roofing',
  'hvac',
  'energy_audit',
  'solar_servicing',
  'solar_loan',
  'solar_lease',
  'solar_ppa',
  'solar_pace',
];
const STATES = ['colorado', 'arizona', 'texas', 'california', 'utah', 'new mexico', 'nevada', 'oregon'];
const PLACES = [
  'springfield',
  'riverside',
  'fairview',
  'franklin',
  'greenville',
  'clinton',
  'salem',
  'madison',
  'georgetown',
  'arlington',
  'ashland',
  'dover',
  'milton',
  'newport',
  'oakland',
];
const SUPPLIERS = ['REC', 'Qcells', 'Enphase', 'SolarEdge', 'Tesla', 'Panasonic', 'LG', 'SunPower', 'Canadian Solar', 'Jinko'];

/** A small deterministic PRNG (mulberry32), so fixtures are reproducible. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateContent({ guides = 5000, businesses = 400, seed = 42 } = {}) {
  const rnd = random(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const biz = [];
  for (let i = 0; i < businesses; i++) {
    const score = Math.round((4 + rnd() * 6) * 100) / 100;
    const basic = {
      info: {
        coverage: { serves: rnd() < 0.1 ? 'nationwide' : ['CO', 'WY', 'UT', 'NM'].slice(0, 1 + Math.floor(rnd() * 4)) },
        metrics: [
          { type: 'cost_per_watt', value: Math.round((2.2 + rnd() * 1.5) * 100) / 100 },
          { type: 'project_cost_range', value: `${12000 + Math.floor(rnd() * 8) * 1000}-${28000 + Math.floor(rnd() * 12) * 1000}` },
        ],
        services: SERVICES.filter(() => rnd() < 0.35).map((type) => ({ type })),
        trust: [
          { type: 'certification', name: 'NABCEP PV Installation Professional', year: 2015 + Math.floor(rnd() * 9) },
          { type: 'license', name: `State Electrical Contractor #${10000 + i}` },
          { type: 'warranty', name: 'Workmanship', warranty_type: 'workmanship', year: 10 + Math.floor(rnd() * 3) * 5 },
          { type: 'warranty', name: 'Panels', warranty_type: 'product', year: 25 },
        ],
        partners: [
          { type: 'equipment_supplier', name: pick(SUPPLIERS) },
          { type: 'partner', name: pick(SUPPLIERS) },
        ],
      },
    };
    biz.push({
      cid: `bench-${i}`,
      name: `Bench Solar ${i}`,
      site: `https://bench-solar-${i}.example.com`,
      status: 'published',
      atlas_score: score,
      ranking: { atlas_score: score },
      rating: Math.round((3 + rnd() * 2) * 10) / 10,
      reviews: Math.floor(rnd() * 3000),
      state: 'CO',
      site_company_insights_founded_year: 1990 + Math.floor(rnd() * 33),
      score_breakdown: { details: { review_quality: { satisfaction_rate: Math.round((0.8 + rnd() * 0.2) * 100) / 100 } } },
      // One in fifty is stored with escaped newlines, as the data team sometimes does.
      basic_content: i % 50 === 0 ? JSON.stringify(basic, null, 2).replace(/\n/g, '\\n') : JSON.stringify(basic),
      date_updated: '2025-07-01T00:00:00.000Z',
    });
  }
  const localGuides = [];
  for (let i = 0; i < guides; i++) {
    const state = STATES[i % STATES.length];
    const locality = `${pick(PLACES)} ${String.fromCharCode(97 + (i % 26))}`;
    const links = [];
    for (let j = 0; j < 10; j++) {
      links.push({
        id: i * 10 + j,
        usage_type: j === 0 ? 'featured' : 'listed',
        custom_blurb: j === 0 ? 'Family-owned, serving the area since the nineties.' : null,
        businesses_cid: `bench-${(i * 7 + j * 13) % businesses}`,
      });
    }
    const slug = `best-solar-installers-${i}`;
    localGuides.push({
      id: i + 1,
      title: `Best Solar Installers in ${locality.replace(/\b\w/g, (c) => c.toUpperCase())} (${i})`,
      hero_content: `<p>Compare the top-rated solar installers serving ${locality}. Rankings are based on the Atlas Score.</p>`,
      status: 'published',
      country: 'US',
      state,
      locality,
      seo_id: {
        id: i + 1,
        slug,
        title: `Top Solar Installers in ${locality} | Atlas`,
        meta_description: `The best solar installers in ${locality}, ranked by Atlas Score.`,
        no_index: false,
        no_follow: false,
        og_title: null,
        og_description: null,
        og_type: 'article',
        schema_markup: { '@context': 'https://schema.org', '@type': 'ItemList', name: `Solar installers in ${locality}` },
      },
      local_guides_to_businesses: links,
      date_updated: '2025-07-01T00:00:00.000Z',
    });
  }
  const pages = ['about', 'methodology', 'terms', 'privacy'].map((slug, i) => ({
    id: i + 1,
    slug,
    status: 'published',
    title: slug.charAt(0).toUpperCase() + slug.slice(1),
    meta_description: `${slug} page`,
    content: `<h2>${slug}</h2><p>Bench content.</p>`,
    date_updated: '2025-07-01T00:00:00.000Z',
  }));
  return { pages, local_guides: localGuides, businesses: biz };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [out, guides = '5000', businesses = '400'] = process.argv.slice(2);
  if (!out) throw new Error('usage: node tests/bench/_site-fixture.mjs <out.json> [guides] [businesses]');
  writeFileSync(out, JSON.stringify(generateContent({ guides: Number(guides), businesses: Number(businesses) })));
  console.log(`wrote ${guides} guides to ${out}`);
}
