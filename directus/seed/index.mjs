// Seed content: creates what is missing, never changes what exists (editors own content once it is there).
// "Missing" is decided by a natural key per collection: page slug, business cid, guide SEO slug, referral
// code, ZIP, county; the demo homeowner by e-mail, and their projects only when they have none.

import { signIn } from '../lib/client.mjs';
import { HOMEOWNER_ROLE_ID } from '../ids.mjs';
import { pages } from './pages.mjs';
import { businesses, edgeBusinesses } from './businesses.mjs';
import { businessRankings, guides, zipCounties } from './guides.mjs';
import { privateProject, privateQuotes, sharedProject, sharedQuotes } from './demo.mjs';

/** Referral codes: published ones work on /r/{code}; the others must be ignored by the site. */
export const referralCodes = [
  { code: 'SUNSHINE', status: 'published', partner_name: 'Development partner A' },
  { code: 'FRONTRANGE', status: 'published', partner_name: 'Development partner B' },
  { code: 'DENVERHOMES', status: 'published', partner_name: 'Development partner C' },
  { code: 'SPRING2024', status: 'archived', partner_name: 'Expired campaign' },
  { code: 'NOTYET', status: 'draft', partner_name: 'Campaign in preparation' },
];

async function existing(api, collection, key, values) {
  if (values.length === 0) return new Set();
  const rows = await api.get(`/items/${collection}`, { filter: { [key]: { _in: values } }, fields: key, limit: -1 });
  return new Set(rows.map((row) => String(row[key])));
}

/** Creates the rows of `items` whose `key` is not in the collection yet; returns a change line or none. */
async function createMissing(api, collection, key, items) {
  const have = await existing(
    api,
    collection,
    key,
    items.map((i) => i[key]),
  );
  const missing = items.filter((item) => !have.has(String(item[key])));
  if (missing.length === 0) return [];
  await api.post(`/items/${collection}`, missing);
  return [`seed: ${collection}: created ${missing.length}`];
}

async function seedGuides(api) {
  const slugs = guides.map((g) => g.seo.slug);
  const haveSeo = await api.get('/items/local_guides_seo', { filter: { slug: { _in: slugs } }, fields: 'id,slug', limit: -1 });
  const haveGuides = await api.get('/items/local_guides', {
    filter: { seo_id: { slug: { _in: slugs } } },
    fields: 'seo_id.slug',
    limit: -1,
  });
  const guided = new Set(haveGuides.map((g) => g.seo_id?.slug));
  let created = 0;
  for (const { seo, links, ...guide } of guides) {
    if (guided.has(seo.slug)) continue;
    const seoId = haveSeo.find((s) => s.slug === seo.slug)?.id ?? (await api.post('/items/local_guides_seo', seo)).id;
    await api.post('/items/local_guides', { ...guide, seo_id: seoId, local_guides_to_businesses: links });
    created++;
  }
  return created > 0 ? [`seed: local_guides: created ${created} with their links`] : [];
}

async function seedDemoHomeowner(api, { url, demo }) {
  const changes = [];
  const [user] = await api.get('/users', { filter: { email: { _eq: demo.email } }, fields: 'id', limit: 1 });
  if (!user) {
    await api.post('/users', {
      email: demo.email,
      password: demo.password,
      first_name: 'Dana',
      last_name: 'Demo',
      role: HOMEOWNER_ROLE_ID,
      status: 'active',
      user_type: 'homeowner',
      terms_accepted: '2025-07-01T10:00:00.000Z',
      privacy_accepted: '2025-07-01T10:00:00.000Z',
      newsletter_accepted: '2025-07-01T10:00:00.000Z',
      first_known_visit: '2025-06-28T18:42:00.000Z',
    });
    changes.push('seed: demo homeowner created');
  }
  // Projects are created as the homeowner, through the same API and guard the site uses, so they are
  // owned by them (user_created) exactly like real ones.
  let homeowner;
  try {
    homeowner = await signIn({ url, email: demo.email, password: demo.password });
  } catch (error) {
    throw new Error(`seed: the demo homeowner ${demo.email} exists but DEMO_PASSWORD does not sign in: reset it or unset ATLAS_SEED_DEMO`, {
      cause: error,
    });
  }
  const projects = await homeowner.get('/items/project', { fields: 'id', limit: 1 });
  if (projects.length > 0) return changes;
  for (const [project, quotes] of [
    [sharedProject, sharedQuotes()],
    [privateProject, privateQuotes()],
  ]) {
    const { id } = await homeowner.post('/items/project', project);
    await homeowner.post(
      '/items/installer',
      quotes.map((quote) => ({ ...quote, project_id: id })),
    );
  }
  changes.push('seed: demo projects and quotes created');
  return changes;
}

/**
 * Seeds what is missing.
 * @param {ReturnType<import('../lib/client.mjs').createClient>} api an admin client
 * @param {{ url: string, demo: { email: string, password: string }, seedDemo: boolean, log?: (line: string) => void }} options
 * @returns {Promise<string[]>} what was created
 */
export async function seed(api, { url, demo, seedDemo, log = () => {} }) {
  const changes = [
    ...(await createMissing(api, 'pages', 'slug', pages)),
    ...(await createMissing(api, 'businesses', 'cid', [...businesses, ...edgeBusinesses])),
    ...(await seedGuides(api)),
    ...(await createMissing(api, 'referral_codes', 'code', referralCodes)),
    ...(await createMissing(api, 'zip_counties', 'zip', zipCounties)),
    ...(await createMissing(api, 'business_ranking', 'county', businessRankings)),
  ];
  if (seedDemo) changes.push(...(await seedDemoHomeowner(api, { url, demo })));
  for (const change of changes) log(change);
  return changes;
}
