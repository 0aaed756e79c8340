import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToaster, TOAST_SETTINGS, visible } from './toasts';

// Spec section 9: toasts last 4000 ms, 3 visible, width 356, gap 14, swipe threshold 45, removal delay
// 200 ms, hotkey Alt+T.
describe('toast settings', () => {
  it('are the spec values', () => {
    expect(TOAST_SETTINGS).toEqual({
      duration: 4000,
      visibleToasts: 3,
      width: 356,
      gap: 14,
      swipeThreshold: 45,
      removeDelay: 200,
      hotkey: ['altKey', 'KeyT'],
    });
  });
});

describe('the toast list', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds toasts with their type, description, action and the default duration', () => {
    const t = createToaster();
    const undo = vi.fn();
    t.toast.error('Failed to archive quote', { description: 'Please check your connection and try again.' });
    t.toast.success('Mesa Solar archived', { action: { label: 'Undo', onClick: undo } });
    expect(t.get()).toMatchObject([
      { type: 'error', title: 'Failed to archive quote', description: 'Please check your connection and try again.', duration: 4000 },
      { type: 'success', title: 'Mesa Solar archived', action: { label: 'Undo' }, duration: 4000 },
    ]);
    expect(t.toast.error('x', { duration: 8000 })).toBeDefined();
    expect(t.get().at(-1)?.duration).toBe(8000);
  });

  it('replaces a toast raised again with the same id', () => {
    const t = createToaster();
    t.toast.error('first', { id: 'save' });
    t.toast.error('second', { id: 'save' });
    expect(t.get().map((x) => x.title)).toEqual(['second']);
  });

  it('marks a dismissed toast as leaving, then removes it after the removal delay', () => {
    const t = createToaster();
    const seen: number[] = [];
    t.subscribe((list) => seen.push(list.length));
    const id = t.toast('Saved');
    t.toast.dismiss(id);
    expect(t.get()[0]?.leaving).toBe(true);
    vi.advanceTimersByTime(TOAST_SETTINGS.removeDelay - 1);
    expect(t.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(t.get()).toHaveLength(0);
    expect(seen).toEqual([1, 1, 0]);
  });

  it('dismisses every toast when no id is given', () => {
    const t = createToaster();
    t.toast('a');
    t.toast('b');
    t.toast.dismiss();
    vi.advanceTimersByTime(TOAST_SETTINGS.removeDelay);
    expect(t.get()).toEqual([]);
  });

  it('shows the newest three', () => {
    const t = createToaster();
    for (const title of ['1', '2', '3', '4']) t.toast(title);
    expect(visible(t.get()).map((x) => x.title)).toEqual(['2', '3', '4']);
  });
});
