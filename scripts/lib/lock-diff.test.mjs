import { describe, expect, it } from 'vitest';
import { diffLocks, hasPlatformLimit } from './lock-diff.mjs';

// Fixtures shaped like npm's lockfileVersion 3: a root entry mirroring package.json, a package with
// optional platform binaries, and its binaries as entries of their own.
const platform = (name, os, cpu, version = '4.3.5') => [
  `node_modules/@tailwindcss/oxide-${name}`,
  {
    version,
    resolved: `https://registry.example/@tailwindcss/oxide-${name}/-/oxide-${name}-${version}.tgz`,
    integrity: `sha512-${name}`,
    cpu: [cpu],
    license: 'MIT',
    optional: true,
    os: [os],
    engines: { node: '>= 20' },
  },
];

function lock({ platforms = ['linux-x64-gnu'], extra = {}, rootDeps = { tailwindcss: '^4.3.5' } } = {}) {
  const table = {
    'linux-x64-gnu': platform('linux-x64-gnu', 'linux', 'x64'),
    'darwin-arm64': platform('darwin-arm64', 'darwin', 'arm64'),
    'win32-x64-msvc': platform('win32-x64-msvc', 'win32', 'x64'),
  };
  return {
    name: 'atlas',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: 'atlas', version: '0.1.0', dependencies: rootDeps },
      'node_modules/@tailwindcss/oxide': {
        version: '4.3.5',
        resolved: 'https://registry.example/@tailwindcss/oxide/-/oxide-4.3.5.tgz',
        integrity: 'sha512-oxide',
        optionalDependencies: {
          '@tailwindcss/oxide-darwin-arm64': '4.3.5',
          '@tailwindcss/oxide-linux-x64-gnu': '4.3.5',
          '@tailwindcss/oxide-win32-x64-msvc': '4.3.5',
        },
      },
      ...Object.fromEntries(platforms.map((p) => table[p])),
      ...extra,
    },
  };
}

describe('hasPlatformLimit', () => {
  it.each([
    [{ os: ['darwin'] }, true],
    [{ cpu: ['arm64'] }, true],
    [{ libc: ['musl'] }, true],
    [{ optional: true }, false],
    [{ os: [] }, false],
    [undefined, false],
  ])('%j → %s', (entry, expected) => {
    expect(hasPlatformLimit(entry)).toBe(expected);
  });
});

describe('diffLocks', () => {
  it('finds nothing between a lock and itself', () => {
    expect(diffLocks(lock(), lock())).toEqual({ added: [], dropped: [], mismatches: [] });
  });

  it('takes a registry that serves more platform binaries as harmless', () => {
    const result = diffLocks(lock(), lock({ platforms: ['linux-x64-gnu', 'darwin-arm64', 'win32-x64-msvc'] }));
    expect(result.mismatches).toEqual([]);
    expect(result.dropped).toEqual([]);
    expect(result.added.sort()).toEqual(['node_modules/@tailwindcss/oxide-darwin-arm64', 'node_modules/@tailwindcss/oxide-win32-x64-msvc']);
  });

  it('takes a registry that serves fewer platform binaries as harmless', () => {
    const result = diffLocks(lock({ platforms: ['linux-x64-gnu', 'darwin-arm64'] }), lock());
    expect(result).toEqual({ added: [], dropped: ['node_modules/@tailwindcss/oxide-darwin-arm64'], mismatches: [] });
  });

  it('takes a declared optional binary without a platform limit, and what it bundles, as harmless', () => {
    // As @tailwindcss/oxide-wasm32-wasi is locked: no os/cpu of its own, bundled dependencies nested inside.
    const wasm = lock({
      extra: {
        'node_modules/@tailwindcss/oxide-wasm32-wasi': {
          version: '4.3.5',
          integrity: 'sha512-wasm',
          optional: true,
          bundleDependencies: ['tslib'],
        },
        'node_modules/@tailwindcss/oxide-wasm32-wasi/node_modules/tslib': { version: '2.8.1', inBundle: true, optional: true },
      },
    });
    wasm.packages['node_modules/@tailwindcss/oxide'].optionalDependencies['@tailwindcss/oxide-wasm32-wasi'] = '4.3.5';
    const result = diffLocks(lock(), wasm);
    expect(result.mismatches).toEqual([]);
    expect(result.added).toEqual([
      'node_modules/@tailwindcss/oxide-wasm32-wasi',
      'node_modules/@tailwindcss/oxide-wasm32-wasi/node_modules/tslib',
    ]);
    expect(diffLocks(wasm, lock())).toMatchObject({ dropped: result.added, mismatches: [] });
  });

  it('calls a changed version a mismatch, even on a platform binary', () => {
    const changed = lock();
    changed.packages['node_modules/@tailwindcss/oxide-linux-x64-gnu'].version = '4.3.6';
    expect(diffLocks(lock(), changed).mismatches).toEqual(['node_modules/@tailwindcss/oxide-linux-x64-gnu: version 4.3.5 became 4.3.6']);
  });

  it('calls a changed integrity or address a mismatch', () => {
    const changed = lock();
    changed.packages['node_modules/@tailwindcss/oxide'].integrity = 'sha512-other';
    expect(diffLocks(lock(), changed).mismatches).toEqual(['node_modules/@tailwindcss/oxide: integrity changed']);
  });

  it('calls an added or dropped ordinary dependency a mismatch', () => {
    const extra = { 'node_modules/left-pad': { version: '1.3.0', resolved: 'x', integrity: 'y' } };
    expect(diffLocks(lock(), lock({ extra })).mismatches).toEqual(['node_modules/left-pad was added']);
    expect(diffLocks(lock({ extra }), lock()).mismatches).toEqual(['node_modules/left-pad was dropped']);
  });

  it('calls an optional entry that no package declares optional, and has no platform limit, a mismatch', () => {
    const extra = { 'node_modules/fsevents-like': { version: '1.0.0', optional: true } };
    expect(diffLocks(lock(), lock({ extra })).mismatches).toEqual(['node_modules/fsevents-like was added']);
  });

  it('calls a platform-limited entry that is not optional a mismatch', () => {
    const extra = { 'node_modules/native-only': { version: '1.0.0', os: ['linux'] } };
    expect(diffLocks(lock(), lock({ extra })).mismatches).toEqual(['node_modules/native-only was added']);
  });

  it('calls a changed root entry a mismatch: package.json moved away from the lock', () => {
    const result = diffLocks(lock(), lock({ rootDeps: { tailwindcss: '^4.4.0' } }));
    expect(result.mismatches).toEqual(['the root entry (package.json dependencies) changed']);
  });

  it('reports harmless and real differences together, so the real one still fails', () => {
    const changed = lock({ platforms: ['linux-x64-gnu', 'darwin-arm64'], extra: { 'node_modules/left-pad': { version: '1.3.0' } } });
    const result = diffLocks(lock(), changed);
    expect(result.added).toEqual(['node_modules/@tailwindcss/oxide-darwin-arm64']);
    expect(result.mismatches).toEqual(['node_modules/left-pad was added']);
  });
});
