import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BillBars } from './BillBars';

// The bill chart as the shared page renders it on the server: one bar per month and bill, the $0 line,
// a credit month below it, and the figures in words for screen readers.
const before = { id: 'before', label: 'Without solar', months: [120, 110, 100, 90, 95, 140, 180, 190, 150, 100, 105, 125], year: 1505 };
const after = { id: 'q1', label: 'Sunny Solar', months: [40, 20, 10, -15, 5, 30, 60, 70, 30, 10, 15, 35], year: 310 };

describe('BillBars', () => {
  const html = renderToStaticMarkup(<BillBars id="t" columns={[before, after]} />);
  const rects = [...html.matchAll(/<rect [^>]*>/g)].map((m) => m[0]);
  const attr = (tag: string, name: string) => Number(new RegExp(`${name}="(-?[\\d.]+)"`).exec(tag)?.[1]);

  it('draws a bar for each month of each bill, and says the year’s totals in words', () => {
    expect(rects.filter((r) => r.includes('data-series="before"'))).toHaveLength(12);
    expect(rects.filter((r) => r.includes('data-series="q1"'))).toHaveLength(12);
    expect(html).toContain('Without solar: $1,505 in year 1; Sunny Solar: $310 in year 1.');
    expect(html).toContain('role="img"');
    expect(html).not.toContain('<script');
  });

  it('a taller bar for a larger bill, and a credit month below the $0 line', () => {
    const ofSeries = (id: string) => rects.filter((r) => r.includes(`data-series="${id}"`));
    const [jan, , , apr] = ofSeries('q1');
    const augBefore = ofSeries('before')[7]!;
    const aprBefore = ofSeries('before')[3]!;
    expect(attr(augBefore, 'height')).toBeGreaterThan(attr(aprBefore, 'height'));
    // January's $40 sits on the line (its bottom at the line); April's −$15 hangs from it.
    const zero = attr(jan!, 'y') + attr(jan!, 'height');
    expect(attr(apr!, 'y')).toBeCloseTo(zero, 0);
    expect(attr(apr!, 'height')).toBeGreaterThan(0);
  });

  it('draws nothing without a bill', () => {
    expect(renderToStaticMarkup(<BillBars id="t" columns={[]} />)).toBe('');
  });
});
