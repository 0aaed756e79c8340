import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescer, removeInBackground, secretMatches } from './rebuild.mjs';

describe('removeInBackground', () => {
  let dir;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'atlas-remove-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A build-like folder: pages in nested folders. */
  const tree = (name) => {
    const top = path.join(dir, name);
    for (let i = 0; i < 20; i++) {
      mkdirSync(path.join(top, 'client', `page-${i}`), { recursive: true });
      writeFileSync(path.join(top, 'client', `page-${i}`, 'index.html'), `<p>${i}</p>`);
    }
    return top;
  };

  it('takes the folders away at once and deletes them in another process, leaving the rest', async () => {
    const old = tree('build-old');
    const served = tree('build-served');
    const removing = removeInBackground([old]);
    // Gone from its address before the call returns: nothing can serve or build into it any more.
    expect(existsSync(old)).toBe(false);
    expect(await removing).toBe(0);
    expect(readdirSync(dir)).toEqual(['build-served']);
    expect(existsSync(path.join(served, 'client', 'page-3', 'index.html'))).toBe(true);
  });

  it('also deletes the trash an earlier worker left, and ignores folders already gone', async () => {
    const left = tree('.trash-build-x-abc123');
    const old = tree('build-old');
    expect(await removeInBackground([old, path.join(dir, 'build-never-made')], { leftovers: dir })).toBe(0);
    expect(existsSync(left)).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('starts nothing when there is nothing to delete', async () => {
    expect(await removeInBackground([path.join(dir, 'build-never-made')], { leftovers: dir })).toBe(0);
  });
});

describe('secretMatches', () => {
  it('accepts only the exact secret', () => {
    expect(secretMatches('s3cret', 's3cret')).toBe(true);
    expect(secretMatches('s3cret ', 's3cret')).toBe(false);
    expect(secretMatches('', 's3cret')).toBe(false);
    expect(secretMatches(undefined, 's3cret')).toBe(false);
    expect(secretMatches(['s3cret'], 's3cret')).toBe(false);
  });
  it('refuses everything when no secret is configured', () => {
    expect(secretMatches('', '')).toBe(false);
    expect(secretMatches('anything', undefined)).toBe(false);
  });
});

describe('coalescer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once for a burst, after the last trigger', async () => {
    const task = vi.fn(async () => undefined);
    const queue = coalescer(task, { debounceMs: 500, maxWaitMs: 10_000 });
    for (let i = 0; i < 5; i++) {
      queue.trigger();
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not wait longer than maxWaitMs under a steady stream', async () => {
    const task = vi.fn(async () => undefined);
    const queue = coalescer(task, { debounceMs: 500, maxWaitMs: 2000 });
    for (let i = 0; i < 10; i++) {
      queue.trigger();
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(task).toHaveBeenCalled();
  });

  it('runs exactly once more for triggers that arrive during a run', async () => {
    let finish = () => undefined;
    const task = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const queue = coalescer(task, { debounceMs: 100 });
    queue.trigger();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(1);
    queue.trigger();
    queue.trigger();
    await vi.advanceTimersByTimeAsync(100);
    queue.trigger();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(150);
    expect(task).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('keeps going after a failed run', async () => {
    const task = vi.fn(async () => {
      throw new Error('build failed');
    });
    const queue = coalescer(task, { debounceMs: 10 });
    queue.trigger();
    await vi.advanceTimersByTimeAsync(20);
    queue.trigger();
    await vi.advanceTimersByTimeAsync(20);
    expect(task).toHaveBeenCalledTimes(2);
  });
});
