import { describe, expect, it, vi } from 'vitest';
import { applyConsolePolicy, DEBUG_KEY, debugFromPage } from './debug-mode';

function memory() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
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
