import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAnnouncement, TOAST_SETTINGS, toast, type Announcement } from './toasts';

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

// The list itself is sonner's (the hand-written store and its tests went with issue 21); what stays ours is
// what the screen reader is told.
describe('announcements', () => {
  const heard: Announcement[] = [];
  const stop = onAnnouncement((a) => heard.push(a));
  afterEach(() => {
    heard.length = 0;
    toast.dismiss();
  });

  it('errors interrupt; other toasts wait their turn', () => {
    toast.error('Failed to archive quote', { description: 'Please check your connection and try again.' });
    toast.success('Mesa Solar archived', { action: { label: 'Undo', onClick: vi.fn() } });
    expect(heard.map(({ text, urgency }) => ({ text, urgency }))).toEqual([
      { text: 'Failed to archive quote. Please check your connection and try again.', urgency: 'assertive' },
      { text: 'Mesa Solar archived', urgency: 'polite' },
    ]);
  });

  it('the same words twice are announced twice', () => {
    toast.error('Failed to save');
    toast.error('Failed to save');
    expect(heard).toHaveLength(2);
    expect(heard[0]?.seq).not.toBe(heard[1]?.seq);
    stop();
    toast('after stop');
    expect(heard).toHaveLength(2);
  });

  it('hands sonner an id that replaces an earlier toast', () => {
    expect(toast.error('first', { id: 'save' })).toBe('save');
    expect(toast.error('second', { id: 'save' })).toBe('save');
  });
});
