import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CASH, LEASE, LOAN, PROJECT } from '../../compare/fixtures.test-support';
import { compareProjectQuotes } from '../../compare/quotes';
import { ComparisonView } from './ComparisonView';

// The comparison as the shared page renders it on the server: every choice and definition must work
// from the HTML alone (native radios, CSS, popover attributes), since that page hydrates nothing.
const quotes = compareProjectQuotes(PROJECT, [CASH, LOAN, LEASE], { installDate: '2026-06-01' });
const html = renderToStaticMarkup(<ComparisonView quotes={quotes} caption="Shared quote comparison" privateRows={false} />);

describe('ComparisonView rendered on the server', () => {
  it('holds the verdict of every priority, the lifetime one checked by default', () => {
    for (const p of ['lifetime', 'monthly', 'payback', 'protection']) expect(html).toContain(`data-priority="${p}"`);
    const lifetime = /<input [^>]*name="cmp-priority"[^>]*value="lifetime"[^>]*>/.exec(html)?.[0] ?? '';
    expect(lifetime).toMatch(/ checked(="")?[ />]/);
    const monthly = /<input [^>]*name="cmp-priority"[^>]*value="monthly"[^>]*>/.exec(html)?.[0] ?? '';
    expect(monthly).not.toMatch(/ checked(="")?[ />]/);
    expect(html).toContain('Best on lifetime savings: Sunny Cash Co');
    expect(html).toContain('href="#cmp-row-net-savings"');
  });

  it('opens each definition with the popover attribute, no script', () => {
    // HTML attribute names are case-insensitive: the browser reads popoverTarget as popovertarget.
    expect(html.toLowerCase()).toContain('popovertarget="def-payback"');
    expect(html).toMatch(/<div id="def-payback" popover="auto" role="dialog" aria-label="Payback: definition"/);
    expect(html).not.toContain('<script');
  });

  it('marks Advanced rows for the CSS toggle and every verdict-linked row has its id', () => {
    expect(html).toMatch(/<tr id="cmp-row-npv" data-advanced(="")?[ >]/);
    for (const id of ['net-savings', 'y1', 'upfront', 'payback', 'workmanship-warranty', 'total-paid'])
      expect(html).toContain(`id="cmp-row-${id}"`);
  });

  it('leaves out rows the shared view has no data for (equipment names, ratings)', () => {
    expect(html).not.toContain('id="cmp-row-rating"');
    expect(html).not.toContain('id="cmp-row-panels"');
    expect(html).toContain('id="cmp-row-workmanship-warranty"');
  });

  it('draws one line per quote and the table alternative', () => {
    expect(html).toContain('<title id="cashflow-title">Cumulative cash flow of each quote over 25 years</title>');
    expect(html.match(/data-series="/g)).toHaveLength(3);
    expect(html).toContain('Cumulative cash flow by year, each quote');
  });
});

describe('CO₂ avoided on the public view', () => {
  const ohio = { ...PROJECT, state_province: 'OH', country: 'USA' };
  const inOhio = compareProjectQuotes(ohio, [CASH, LOAN], { installDate: '2026-06-01' });

  it('shows the figure but not the state the factor belongs to', () => {
    const shared = renderToStaticMarkup(<ComparisonView quotes={inOhio} caption="Shared quote comparison" privateRows={false} />);
    expect(shared).toContain('id="cmp-row-co2"');
    expect(shared).toContain('CO₂ avoided over the lifetime');
    expect(shared).not.toContain('Ohio');
    expect(shared).not.toContain('Grid emissions');
  });

  it('names the state in the owner’s assumptions', () => {
    const owner = renderToStaticMarkup(<ComparisonView quotes={inOhio} caption="Quote comparison" privateRows />);
    expect(owner).toContain('id="cmp-row-co2"');
    expect(owner).toMatch(/0\.485 kg CO₂e per kWh \(Ohio\), EPA eGRID2023/);
  });
});
