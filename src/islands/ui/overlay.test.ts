import { describe, expect, it } from 'vitest';
import { place } from './overlay';

const viewport = { width: 390, height: 800 };
const size = { width: 200, height: 100 };

describe('place', () => {
  it('puts a panel below its trigger, aligned to its end', () => {
    const anchor = { top: 100, left: 250, width: 100, height: 40 };
    expect(place(anchor, size, viewport, 'bottom end')).toEqual({ top: 148, left: 150, side: 'bottom' });
  });

  it('centres a panel above its trigger', () => {
    const anchor = { top: 400, left: 100, width: 100, height: 40 };
    expect(place(anchor, size, viewport, 'top')).toEqual({ top: 292, left: 50, side: 'top' });
  });

  it('flips to the other side when there is no room', () => {
    const nearBottom = { top: 740, left: 100, width: 40, height: 40 };
    expect(place(nearBottom, size, viewport, 'bottom start').side).toBe('top');
    const nearTop = { top: 10, left: 100, width: 40, height: 20 };
    expect(place(nearTop, size, viewport, 'top').side).toBe('bottom');
  });

  it('keeps the panel inside a phone-wide viewport', () => {
    const atRightEdge = { top: 100, left: 370, width: 16, height: 16 };
    const placed = place(atRightEdge, size, viewport, 'bottom start');
    expect(placed.left).toBe(390 - 8 - 200);
    const atLeftEdge = { top: 100, left: 2, width: 16, height: 16 };
    expect(place(atLeftEdge, size, viewport, 'bottom end').left).toBe(8);
  });
});
