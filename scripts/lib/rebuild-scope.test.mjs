import { describe, expect, it } from 'vitest';
import { DIRECTORY_PATH, MAX_KEYS, MAX_SCOPED_PAGES, parseWebhook, planScopedRender, scopeChanges } from './rebuild-scope.mjs';

const body = (value) => JSON.stringify(value);

describe('parseWebhook', () => {
  it('reads what the backend hook sends', () => {
    expect(parseWebhook(body({ collection: 'local_guides', keys: [3, 3, 4], event: 'update', guides: [3, 4] }))).toEqual({
      change: { collection: 'local_guides', keys: [3, 4], event: 'update', guides: [3, 4] },
    });
    expect(parseWebhook(body({ collection: 'businesses', keys: ['atlas-dev-001'], event: 'delete' }))).toEqual({
      change: { collection: 'businesses', keys: ['atlas-dev-001'], event: 'delete' },
    });
  });

  it('takes an empty body or {} as a request for a full rebuild', () => {
    expect(parseWebhook('')).toEqual({ change: { collection: null } });
    expect(parseWebhook('{}')).toEqual({ change: { collection: null } });
  });

  it('names what is wrong with anything else', () => {
    expect(parseWebhook('{not json').error).toMatch(/not JSON/);
    expect(parseWebhook('[1]').error).toMatch(/JSON object/);
    expect(parseWebhook(body({ collection: 'users', keys: [1], event: 'update' })).error).toMatch(/collection must be one of/);
    expect(parseWebhook(body({ collection: 'pages', keys: [1], event: 'publish' })).error).toMatch(/event must be one of/);
    expect(parseWebhook(body({ collection: 'pages', keys: [], event: 'update' })).error).toMatch(/keys must be a list of 1 to/);
    expect(parseWebhook(body({ collection: 'pages', keys: ['1'], event: 'update' })).error).toMatch(/positive whole numbers/);
    expect(parseWebhook(body({ collection: 'businesses', keys: [7], event: 'update' })).error).toMatch(/business cids/);
    expect(parseWebhook(body({ collection: 'businesses', keys: ['a\nb'], event: 'update' })).error).toMatch(/business cids/);
    expect(parseWebhook(body({ collection: 'local_guides_seo', keys: [1], event: 'update', guides: ['x'] })).error).toMatch(
      /guides must be/,
    );
    const many = Array.from({ length: MAX_KEYS + 1 }, (_, i) => i + 1);
    expect(parseWebhook(body({ collection: 'local_guides', keys: many, event: 'update' })).error).toMatch(/keys must be/);
  });
});

describe('scopeChanges', () => {
  const guide = (id) => ({ collection: 'local_guides', keys: [id], event: 'update' });

  it('scopes guide, business, SEO and link changes, merging their guides', () => {
    expect(
      scopeChanges(
        [
          guide(1),
          { collection: 'businesses', keys: ['b-1'], event: 'update' },
          { collection: 'local_guides_to_businesses', keys: [90], event: 'delete', guides: [2, 1] },
          { collection: 'local_guides_seo', keys: [5], event: 'update', guides: [3] },
        ],
        { renderer: true },
      ),
    ).toEqual({ scoped: true, pages: [], guides: [1, 2, 3], businesses: ['b-1'] });
  });

  it('scopes content pages (edits, status changes and deletions alike) with the other changes', () => {
    expect(
      scopeChanges(
        [
          { collection: 'pages', keys: [2], event: 'update' },
          guide(1),
          { collection: 'pages', keys: [3, 2], event: 'delete' },
          { collection: 'pages', keys: [4], event: 'create' },
        ],
        { renderer: true },
      ),
    ).toEqual({ scoped: true, pages: [2, 3, 4], guides: [1], businesses: [] });
  });

  it('sends manual rebuilds, unnamed guide parts and too many items at once to the full build, saying why', () => {
    const many = Array.from({ length: MAX_KEYS }, (_, i) => i + 1);
    expect(scopeChanges([guide(1), { collection: 'pages', keys: many, event: 'update' }], { renderer: true })).toMatchObject({
      scoped: false,
      reason: `${MAX_KEYS + 1} items changed at once`,
    });
    expect(scopeChanges([{ collection: null }], { renderer: true })).toMatchObject({
      scoped: false,
      reason: expect.stringMatching(/requested/),
    });
    expect(scopeChanges([{ collection: 'local_guides_seo', keys: [5], event: 'update' }], { renderer: true })).toMatchObject({
      scoped: false,
      reason: expect.stringMatching(/does not name the guides/),
    });
  });

  it('needs the served build’s renderer', () => {
    expect(scopeChanges([guide(1)], { renderer: false })).toMatchObject({
      scoped: false,
      reason: expect.stringMatching(/no running renderer/),
    });
  });
});

describe('planScopedRender', () => {
  const at = (path, noIndex = false) => ({ path, noIndex });
  const a = '/solar-installers/us/co/denver/best';
  const b = '/solar-installers/us/co/boulder/best';
  const c = '/solar-installers/us/az/tucson/best';
  const co = '/solar-installers/us/co';
  const az = '/solar-installers/us/az';

  it('renders an edited guide, its state’s page and the directory', () => {
    expect(planScopedRender({ guides: [{ id: '1', before: at(a), after: at(a) }], businesses: [] })).toEqual({
      render: [a, co, DIRECTORY_PATH],
      remove: [],
      sitemap: { add: [], remove: [] },
      pages: [],
    });
  });

  it('removes an unpublished guide’s page and renders its state’s page and the directory without it', () => {
    expect(planScopedRender({ guides: [{ id: '1', before: at(a), after: null }], businesses: [{ cid: 'x', guides: [a, b] }] })).toEqual({
      render: [b, co, DIRECTORY_PATH],
      remove: [a],
      sitemap: { add: [], remove: [a] },
      pages: [],
    });
  });

  it('renders every guide that lists a changed business, and each of their states’ pages once', () => {
    expect(planScopedRender({ guides: [], businesses: [{ cid: 'x', guides: [a, b, c] }] }).render.sort()).toEqual(
      [a, b, c, co, az, DIRECTORY_PATH].sort(),
    );
  });

  it('changes nothing for items that were and are unpublished', () => {
    expect(
      planScopedRender({
        pages: [{ id: '7', before: null, after: null }],
        guides: [{ id: '1', before: null, after: null }],
        businesses: [{ cid: 'x', guides: [] }],
      }),
    ).toEqual({ render: [], remove: [], sitemap: { add: [], remove: [] }, pages: [] });
  });

  it('renders an edited content page alone, leaving its sitemap entry as it is', () => {
    expect(planScopedRender({ pages: [{ id: '7', before: at('/about'), after: at('/about') }], guides: [], businesses: [] })).toEqual({
      render: ['/about'],
      remove: [],
      sitemap: { add: [], remove: [] },
      pages: ['/about'],
    });
  });

  it('moves a content page whose address changed: the new one rendered and listed, the old one removed', () => {
    expect(planScopedRender({ pages: [{ id: '7', before: at('/about'), after: at('/about-us') }], guides: [], businesses: [] })).toEqual({
      render: ['/about-us'],
      remove: ['/about'],
      sitemap: { add: ['/about-us'], remove: ['/about'] },
      pages: ['/about-us'],
    });
  });

  it('publishes and unpublishes a content page with its sitemap entry, none while it is noindex', () => {
    expect(planScopedRender({ pages: [{ id: '7', before: null, after: at('/press') }], guides: [], businesses: [] })).toMatchObject({
      render: ['/press'],
      remove: [],
      sitemap: { add: ['/press'], remove: [] },
    });
    expect(planScopedRender({ pages: [{ id: '7', before: at('/press'), after: null }], guides: [], businesses: [] })).toEqual({
      render: [],
      remove: ['/press'],
      sitemap: { add: [], remove: ['/press'] },
      pages: [],
    });
    expect(planScopedRender({ pages: [{ id: '7', before: null, after: at('/press', true) }], guides: [], businesses: [] }).sitemap).toEqual(
      { add: [], remove: [] },
    );
    expect(
      planScopedRender({ pages: [{ id: '7', before: at('/press'), after: at('/press', true) }], guides: [], businesses: [] }),
    ).toMatchObject({ render: ['/press'], remove: [], sitemap: { add: [], remove: ['/press'] } });
  });

  it('renders an address one page left and another took, and lists it once', () => {
    const plan = planScopedRender({
      pages: [
        { id: '7', before: at('/about'), after: at('/about-us') },
        { id: '8', before: at('/team'), after: at('/about') },
      ],
      guides: [],
      businesses: [],
    });
    expect(plan.render.sort()).toEqual(['/about', '/about-us']);
    expect(plan.remove).toEqual(['/team']);
    // updateSitemaps drops every address it adds before adding it: /about ends up listed once.
    expect(plan.sitemap.add.sort()).toEqual(['/about', '/about-us']);
  });

  it('publishes a guide scoped: its page, its state’s page, the directory and its sitemap entry', () => {
    expect(
      planScopedRender({ guides: [{ id: '1', before: null, after: at(a) }], states: [{ path: co, before: 3, after: 4 }], businesses: [] }),
    ).toEqual({ render: [a, co, DIRECTORY_PATH], remove: [], sitemap: { add: [a], remove: [] }, pages: [] });
  });

  it('adds a state’s page with its first guide and removes it with its last', () => {
    expect(
      planScopedRender({ guides: [{ id: '1', before: null, after: at(c) }], states: [{ path: az, before: 0, after: 1 }], businesses: [] }),
    ).toEqual({ render: [c, az, DIRECTORY_PATH], remove: [], sitemap: { add: [c, az], remove: [] }, pages: [] });
    expect(
      planScopedRender({ guides: [{ id: '1', before: at(c), after: null }], states: [{ path: az, before: 1, after: 0 }], businesses: [] }),
    ).toEqual({ render: [DIRECTORY_PATH], remove: [c, az], sitemap: { add: [], remove: [c, az] }, pages: [] });
  });

  it('moves a guide to another address and state, and follows its noindex setting in the sitemap', () => {
    const moved = planScopedRender({
      guides: [{ id: '1', before: at(a), after: at(c) }],
      states: [
        { path: co, before: 5, after: 4 },
        { path: az, before: 2, after: 3 },
      ],
      businesses: [],
    });
    expect(moved.render.sort()).toEqual([c, co, az, DIRECTORY_PATH].sort());
    expect(moved.remove).toEqual([a]);
    expect(moved.sitemap).toEqual({ add: [c], remove: [a] });
    expect(planScopedRender({ guides: [{ id: '1', before: at(a), after: at(a, true) }], businesses: [] }).sitemap).toEqual({
      add: [],
      remove: [a],
    });
    expect(planScopedRender({ guides: [{ id: '1', before: at(a, true), after: at(a) }], businesses: [] }).sitemap).toEqual({
      add: [a],
      remove: [],
    });
  });

  it('leaves a change touching too many pages to the full build', () => {
    const guides = Array.from({ length: MAX_SCOPED_PAGES }, (_, i) => `/solar-installers/us/co/x/g-${i}`);
    expect(planScopedRender({ guides: [], businesses: [{ cid: 'nationwide', guides }] }).full).toMatch(/touches \d+ pages/);
  });
});
