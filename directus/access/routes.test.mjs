import { describe, expect, it } from 'vitest';
import { CLOSED_ROUTES, caseVariants, closedRoute, isBatchDelete, isLogin, matchesRoute, routedPath } from './routes.mjs';

describe('routedPath', () => {
  it.each([
    ['/UTILS/Import/installer/', '/utils/import/installer'],
    ['/utils', '/utils'],
    ['/utils//', '/utils'],
    ['/%55tils/export', '/utils/export'],
    ['/utils?x=1', '/utils'],
    ['/', '/'],
    ['/%E0%A4%A', '/%e0%a4%a'],
  ])('%s → %s', (path, routed) => {
    expect(routedPath(path)).toBe(routed);
  });
});

describe('closedRoute', () => {
  it.each(CLOSED_ROUTES.flatMap((route) => route.closedTo.map((audience) => [route.prefix, audience])))(
    '%s is closed to %s in every letter case, with and without a trailing slash',
    (prefix, audience) => {
      for (const path of [...caseVariants(prefix), ...caseVariants(`${prefix}/anything/below`)]) {
        expect(closedRoute(path, audience)?.prefix, path).toBe(prefix);
      }
    },
  );

  it('leaves neighbouring routes and open audiences alone', () => {
    expect(closedRoute('/utilsx', 'public')).toBeNull();
    expect(closedRoute('/items/utils', 'public')).toBeNull();
    expect(closedRoute('/server/ping', 'public')).toBeNull();
    expect(closedRoute('/utils/export/pages', 'editor')).toBeNull();
    expect(closedRoute('/server/specs/oas', 'admin')).toBeNull();
    expect(closedRoute('/folders', 'admin')).toBeNull();
  });

  it('closes GraphQL to everyone', () => {
    for (const audience of ['public', 'homeowner', 'editor', 'admin', 'system'])
      expect(closedRoute('/GraphQL/system', audience)?.status).toBe(404);
  });
});

describe('isBatchDelete', () => {
  it('matches DELETE on a collection in any case and with a trailing slash, not on one item', () => {
    for (const path of [...caseVariants('/items/installer'), '/items/%69nstaller']) expect(isBatchDelete('DELETE', path), path).toBe(true);
    expect(isBatchDelete('delete', '/items/installer')).toBe(true);
    expect(isBatchDelete('DELETE', '/items/installer/3f2a')).toBe(false);
    expect(isBatchDelete('DELETE', '/ITEMS/installer/3f2a/')).toBe(false);
    expect(isBatchDelete('PATCH', '/items/installer')).toBe(false);
    expect(isBatchDelete('DELETE', '/users')).toBe(false);
  });
});

describe('isLogin', () => {
  it('matches POST /auth/login in any case and with a provider', () => {
    for (const path of [...caseVariants('/auth/login'), '/auth/login/default', '/AUTH/LOGIN/Default/'])
      expect(isLogin('POST', path), path).toBe(true);
    expect(isLogin('GET', '/auth/login')).toBe(false);
    expect(isLogin('POST', '/auth/logout')).toBe(false);
    expect(matchesRoute('/auth/loginx', '/auth/login')).toBe(false);
  });
});
