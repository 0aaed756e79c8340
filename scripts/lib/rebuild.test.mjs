import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescer, secretMatches } from './rebuild.mjs';

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
