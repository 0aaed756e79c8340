import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { analyzeQuote, batteryIncrement, type ProjectEnergySettings, type ProposalData } from '../../finance';
import { FEDERAL_CREDIT_EXPIRED } from '../../finance/messages';
import type { QuoteAnalysis } from '../../stores/quote-analysis';
import { panelNotes, SidePanel } from './SidePanel';

// The side panel as the homeowner reads it, rendered from the engine's real figures (no mocks): each
// payment method's own figures, their definitions one tap away, the assumptions, the credit caution once.

const settings: ProjectEnergySettings = { monthly_consumption_kwh: 900, current_rate_per_kwh: 0.16 };
const owned: ProposalData = { system_size_kw: 8, solar_system_cost: 24000, year1_production_kwh: 11000, solar_incentives: 7200 };

function analysis(proposal: ProposalData, npvEnabled = false): QuoteAnalysis {
  const outcome = analyzeQuote(settings, proposal, { npvEnabled, installDate: '2026-06-01' });
  const battery = outcome.result?.system.batteryIncluded ? batteryIncrement(settings, proposal).result : null;
  return { settings, proposal, npvEnabled, outcome, battery };
}

const render = (a: QuoteAnalysis) => renderToStaticMarkup(<SidePanel hasProject analysis={a} state="CO" />);
const count = (html: string, text: string) => html.split(text).length - 1;

describe('side panel figures', () => {
  it('a loan: the payment as billed, after the paydown, total paid and the implied dealer fee', () => {
    const html = render(
      analysis({
        ...owned,
        payment_method: 'loan',
        interest_rate_percent: 6.99,
        loan_term_years: 20,
        down_payment: 0,
        incentive_paydown: true,
        incentive_month: 15,
        cash_price: 21000,
      }),
    );
    for (const label of ['Monthly loan payment', 'Payment after paydown', 'Total paid', 'Implied dealer fee', 'Discounted payback'])
      expect(html).toContain(label);
    expect(html).toContain('$3,000 (14.3%)');
    expect(html).toContain('aria-label="What is Implied dealer fee?"');
    expect(html).toContain('Assumptions');
  });

  it('a lease: the year-1 payment, lifetime payments, effective $/kWh against the utility’s, the end of term; no ROI', () => {
    const html = render(
      analysis({
        ...owned,
        solar_incentives: 0,
        payment_method: 'lease',
        lease_monthly_payment: 110,
        escalator_percent: 2.9,
        agreement_term_years: 25,
      }),
    );
    for (const label of ['Lease payment, year 1', 'Lifetime payments', 'Effective price per kWh', 'Utility price per kWh', 'End of term'])
      expect(html).toContain(label);
    expect(html).toContain('$110.00/mo');
    expect(html).not.toContain('Return on investment');
  });

  it('a PPA: its year-1 payment', () => {
    const html = render(
      analysis({ ...owned, solar_incentives: 0, payment_method: 'ppa', ppa_rate_per_kwh: 0.11, agreement_term_years: 20 }),
    );
    expect(html).toContain('PPA payment, year 1');
    expect(html).toContain('Effective price per kWh');
  });

  it('NPV only when it is on; payback 0 reads Immediate', () => {
    const cash = analysis({ ...owned, payment_method: 'cash' });
    expect(render(cash)).not.toContain('Net present value');
    expect(render(analysis({ ...owned, payment_method: 'cash' }, true))).toContain('Net present value');
    // Issue 22: "Immediate" only when the running total is positive from month 1, as with the credit
    // counted at installation; by default the credit arrives a year later and a zero-down loan is not Immediate.
    const loan = { ...owned, payment_method: 'loan', interest_rate_percent: 6.99, loan_term_years: 20, down_payment: 0 };
    const zeroDown = render(analysis({ ...loan, incentive_month: 0 }));
    expect(zeroDown).toContain('Immediate');
    expect(zeroDown).not.toContain('No Break Even');
    expect(render(analysis(loan))).not.toContain('Immediate');
  });
});

describe('the federal credit caution', () => {
  it('shows once, though the engine already cautions (the panel used to add its own copy)', () => {
    const a = analysis({ ...owned, payment_method: 'cash' });
    const result = a.outcome.result!;
    expect(a.outcome.warnings.filter((w) => w.code === 'FEDERAL_CREDIT_EXPIRED')).toHaveLength(1);
    expect(panelNotes(result, a.outcome.warnings, 'CO').filter((w) => w.code === 'FEDERAL_CREDIT_EXPIRED')).toHaveLength(1);
    expect(count(render(a), FEDERAL_CREDIT_EXPIRED.slice(0, 40))).toBe(1);
  });

  it('still cautions when the engine does not (an installation date before 2026) but the figures count a credit', () => {
    const outcome = analyzeQuote(settings, owned, { installDate: '2025-06-01' });
    expect(panelNotes(outcome.result!, outcome.warnings, 'CO').filter((w) => w.code === 'FEDERAL_CREDIT_EXPIRED')).toHaveLength(1);
  });
});

describe('a loan chosen without its terms', () => {
  it('lists the missing rate and term as steps to finish, not as red errors in place of the analysis', () => {
    const html = render(analysis({ ...owned, payment_method: 'loan' }));
    expect(html).toContain('Almost there!');
    expect(html).toMatch(/Interest rate<\/span><span class="sr-only">\(missing\)/);
    expect(html).toMatch(/Loan term<\/span><span class="sr-only">\(missing\)/);
    expect(html).not.toContain('is required for the analysis');
    expect(html).not.toContain('Error: ');
    // The figures already known still show.
    expect(html).toContain('$24,000');
  });

  it('names a missing input the checklist already holds once, with the terms (year-1 production)', () => {
    const { year1_production_kwh: _, ...withoutProduction } = owned;
    const html = render(analysis({ ...withoutProduction, payment_method: 'loan' }));
    expect(count(html, '(missing)')).toBe(3);
    expect(html).toMatch(/Year 1 Production<\/span><span class="sr-only">\(missing\)/);
    expect(html).not.toMatch(/Year 1 production<\/span>/);
  });

  it('with only the term missing, lists just the term', () => {
    const html = render(analysis({ ...owned, payment_method: 'loan', interest_rate_percent: 6.99 }));
    expect(html).not.toMatch(/Interest rate<\/span><span class="sr-only">\(missing\)/);
    expect(html).toMatch(/Loan term<\/span><span class="sr-only">\(missing\)/);
  });
});

describe('side panel CO₂ avoided', () => {
  it('lists it beside lifetime production, with its definition and factor, only when the state has a factor', () => {
    const proposal: ProposalData = { ...owned, payment_method: 'cash' };
    const inColorado = { ...settings, state_province: 'CO', country: 'USA' };
    const outcome = analyzeQuote(inColorado, proposal, { installDate: '2026-06-01' });
    const html = render({ settings: inColorado, proposal, npvEnabled: false, outcome, battery: null });
    expect(html).toContain('CO₂ avoided over the lifetime');
    expect(html).toContain('aria-label="What is CO₂ avoided over the lifetime?"');
    expect(html).toContain('0.495 kg CO₂e per kWh');
    // 11,000 kWh a year less 0.5 % a year for 25 years, × 0.495 kg/kWh.
    let kwh = 0;
    for (let year = 0; year < 25; year += 1) kwh += 11_000 * 0.995 ** year;
    expect(html).toContain(`${((kwh * 0.495) / 1000).toFixed(1)} tonnes`);
    expect(render(analysis(proposal))).not.toContain('CO₂ avoided over the lifetime');
  });
});
