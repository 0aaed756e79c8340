import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyConsolePolicy, DEBUG_CODE, DEBUG_KEY, debugFromPage, startDebug } from './debug-mode';

function memory() {
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
  // debugFromPage takes a getter, as reading sessionStorage itself may throw.
  return Object.assign(() => storage, { values });
}

describe('debug mode (spec §5, §7)', () => {
  it('is off by default, on with the debug code for the session, off again with ?debug=off', () => {
    const storage = memory();
    expect(debugFromPage('', storage, 'open-sesame')).toBe(false);
    expect(debugFromPage('?debug=wrong', storage, 'open-sesame')).toBe(false);
    expect(debugFromPage('?debug=open-sesame', storage, 'open-sesame')).toBe(true);
    expect(storage.values.get(DEBUG_KEY)).toBe('1');
    expect(debugFromPage('', storage, 'open-sesame')).toBe(true);
    expect(debugFromPage('?debug=off', storage, 'open-sesame')).toBe(false);
    expect(debugFromPage('', storage, 'open-sesame')).toBe(false);
  });

  it('?tester=testing turns on extra logging for that page only', () => {
    const storage = memory();
    expect(debugFromPage('?tester=testing', storage, 'code')).toBe(true);
    expect(debugFromPage('', storage, 'code')).toBe(false);
  });

  it('outside debug mode only errors reach the console', () => {
    const target = { log: vi.fn(), info: vi.fn(), debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const saved = { ...target };
    const { log, warn, error } = target;
    applyConsolePolicy(false, target, saved);
    target.log('hidden');
    target.warn('hidden');
    target.error('shown');
    expect(log).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('shown');
    applyConsolePolicy(true, target, saved);
    target.log('shown');
    expect(log).toHaveBeenCalledWith('shown');
  });
});

describe('startDebug: what every page runs first', () => {
  const page = (search: string, storage: ReturnType<typeof memory> | null) => {
    const attributes = new Set<string>();
    const reload = vi.fn();
    const target = { log: vi.fn(), info: vi.fn(), debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
    vi.stubGlobal('location', { search, reload });
    vi.stubGlobal('document', {
      documentElement: { toggleAttribute: (name: string, on: boolean) => void (on ? attributes.add(name) : attributes.delete(name)) },
    });
    vi.stubGlobal('console', { ...target });
    vi.stubGlobal('window', {});
    // Reading sessionStorage throws where storage is blocked.
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get: () => {
        if (!storage) throw new DOMException('blocked', 'SecurityError');
        return storage();
      },
    });
    startDebug();
    return { attributes, reload, target, atlasDebug: (window as unknown as { atlasDebug: (code: string) => void }).atlasDebug };
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  it('silences all but errors outside debug mode, and marks the page in it', () => {
    const quiet = page('', memory());
    console.log('hidden');
    console.error('shown');
    expect(quiet.target.log).not.toHaveBeenCalled();
    expect(quiet.target.error).toHaveBeenCalledWith('shown');
    expect(quiet.attributes.has('data-debug')).toBe(false);

    const on = page(`?debug=${DEBUG_CODE}`, memory());
    console.log('shown');
    expect(on.target.log).toHaveBeenCalledWith('shown');
    expect(on.attributes.has('data-debug')).toBe(true);
  });

  it('follows the address alone where session storage is blocked', () => {
    const on = page(`?debug=${DEBUG_CODE}`, null);
    expect(on.attributes.has('data-debug')).toBe(true);
    expect(page('', null).attributes.has('data-debug')).toBe(false);
  });

  it('atlasDebug(code) enters the code as the address does, then reloads the page', () => {
    const storage = memory();
    const quiet = page('', storage);
    quiet.atlasDebug(DEBUG_CODE);
    expect(storage.values.get(DEBUG_KEY)).toBe('1');
    expect(quiet.reload).toHaveBeenCalledOnce();
    page('', storage).atlasDebug('off');
    expect(storage.values.has(DEBUG_KEY)).toBe(false);
  });
});
