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
    ).toEqual({ scoped: true, guides: [1, 2, 3], businesses: ['b-1'] });
  });

  it('sends content pages, manual rebuilds and unnamed guide parts to the full build, saying why', () => {
    expect(scopeChanges([guide(1), { collection: 'pages', keys: [2], event: 'update' }], { renderer: true })).toMatchObject({
      scoped: false,
      reason: expect.stringMatching(/content pages/),
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
    });
  });

  it('removes an unpublished guide’s page and renders its state’s page and the directory without it', () => {
    expect(planScopedRender({ guides: [{ id: '1', before: at(a), after: null }], businesses: [{ cid: 'x', guides: [a, b] }] })).toEqual({
      render: [b, co, DIRECTORY_PATH],
      remove: [a],
    });
  });

  it('renders every guide that lists a changed business, and each of their states’ pages once', () => {
    expect(planScopedRender({ guides: [], businesses: [{ cid: 'x', guides: [a, b, c] }] }).render.sort()).toEqual(
      [a, b, c, co, az, DIRECTORY_PATH].sort(),
    );
  });

  it('changes nothing for items that were and are unpublished', () => {
    expect(planScopedRender({ guides: [{ id: '1', before: null, after: null }], businesses: [{ cid: 'x', guides: [] }] })).toEqual({
      render: [],
      remove: [],
    });
  });

  it('leaves new guides, moved guides and noindex changes to the full build', () => {
    expect(planScopedRender({ guides: [{ id: '1', before: null, after: at(a) }], businesses: [] }).full).toMatch(/newly published/);
    expect(planScopedRender({ guides: [{ id: '1', before: at(a), after: at(b) }], businesses: [] }).full).toMatch(/moved from/);
    expect(planScopedRender({ guides: [{ id: '1', before: at(a), after: at(a, true) }], businesses: [] }).full).toMatch(/noindex/);
  });

  it('leaves a change touching too many pages to the full build', () => {
    const guides = Array.from({ length: MAX_SCOPED_PAGES }, (_, i) => `/solar-installers/us/co/x/g-${i}`);
    expect(planScopedRender({ guides: [], businesses: [{ cid: 'nationwide', guides }] }).full).toMatch(/touches \d+ pages/);
  });
});
