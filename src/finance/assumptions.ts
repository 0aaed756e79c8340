import { formatCents, formatDollars, formatPerKwh, formatPerWatt } from './format';
import type { ModelRun } from './model';
import { DEFAULT_INVERTER_REPLACEMENT_PER_WATT } from './defaults';
import type { BillAssumptionCode, DefaultedInput, InverterReplacement, InverterType } from './model-input';
import { formatLimit } from './validation';

export type AssumptionCode =
  | 'LIFETIME'
  | 'ANALYSIS_PERIOD'
  | 'DEGRADATION'
  | 'RATE_INCREASE'
  | 'SAVINGS_MODEL'
  | 'SELF_USE'
  | BillAssumptionCode
  | 'EXPORT_RATE'
  | 'EXPORT_ESCALATION'
  | 'OM'
  | 'INVERTER_REPLACEMENT'
  | 'INCENTIVE_TIMING'
  | 'INCENTIVE_PAYDOWN'
  | 'LOAN_AMOUNT'
  | 'DISCOUNT_RATE'
  | 'END_OF_TERM'
  | 'ESCALATOR'
  | 'AGREEMENT_OM'
  | 'AGREEMENT_INCENTIVES'
  | 'INSTALL_DATE'
  | 'GRID_EMISSIONS';

/**
 * One thing the figures rest on. `source`: 'default' when Atlas assumed the value because the quote
 * or the settings did not give it (screens mark these as assumed), 'entered' when it came from them,
 * 'rule' for how the model works.
 */
export interface Assumption {
  readonly code: AssumptionCode;
  readonly label: string;
  readonly value: string;
  readonly source: 'default' | 'entered' | 'rule';
}

const percent = (value: number): string => `${formatLimit(value)}%`;
const years = (value: number): string => `${formatLimit(value)} ${value === 1 ? 'year' : 'years'}`;
const months = (value: number): string => `${formatLimit(value)} ${value === 1 ? 'month' : 'months'}`;

/** The assumptions of a run, in the order a reader meets them: the system, energy, money, the deal. */
export function assumptionsOf(run: ModelRun): Assumption[] {
  const m = run.input;
  const source = (input: DefaultedInput): 'default' | 'entered' => (m.defaulted.has(input) ? 'default' : 'entered');
  const list: Assumption[] = [{ code: 'LIFETIME', label: 'System lifetime', value: years(m.lifetimeYears), source: source('lifetime') }];
  if (run.analysisYears !== m.lifetimeYears) {
    list.push({
      code: 'ANALYSIS_PERIOD',
      label: 'Years analysed',
      value: `${years(run.analysisYears)}: the agreement’s term, after which the system is returned`,
      source: 'rule',
    });
  }
  list.push(
    { code: 'DEGRADATION', label: 'Panel degradation', value: `${percent(m.degradationPercent)} a year`, source: source('degradation') },
    {
      code: 'RATE_INCREASE',
      label: 'Electricity price increase',
      value: `${percent(m.rateIncreasePercent)} a year`,
      source: source('rateIncrease'),
    },
  );
  const billed = m.billed ?? null;
  if (billed !== null) {
    list.push(
      {
        code: 'SAVINGS_MODEL',
        label: 'How savings are figured',
        value: `Hour by hour, as ${billed.tariffName} bills you: year 1’s bill without solar minus the bill with this system, then rising with the rates and falling with production`,
        source: 'rule',
      },
      ...billed.basis,
    );
  } else {
    list.push(
      {
        code: 'SAVINGS_MODEL',
        label: 'How savings are figured',
        value: 'The simple model: solar used at home at one retail rate, the monthly net excess at the export rate (no tariff entered)',
        source: 'rule',
      },
      {
        code: 'SELF_USE',
        label: 'Solar used at home',
        value: `Worth the retail rate (${formatPerKwh(m.electricityRate)}/kWh in year 1), up to your use of ${formatLimit(m.monthlyConsumptionKwh)} kWh a month`,
        source: 'rule',
      },
    );
  }
  if (billed === null && m.monthlyNetExcessKwh > 0) {
    const retail = m.defaulted.has('exportRate');
    list.push(
      {
        code: 'EXPORT_RATE',
        label: 'Credit for exported kWh',
        value: retail ? `Same as the retail rate (${formatPerKwh(m.netMeteringRate)}/kWh)` : `${formatPerKwh(m.netMeteringRate)}/kWh`,
        source: source('exportRate'),
      },
      {
        code: 'EXPORT_ESCALATION',
        label: 'Export credit increase',
        value: m.defaulted.has('exportEscalation')
          ? `Follows the electricity price (${percent(m.netMeteringEscalationPercent)} a year)`
          : `${percent(m.netMeteringEscalationPercent)} a year`,
        source: source('exportEscalation'),
      },
    );
  }
  if (run.owned) {
    list.push({
      code: 'OM',
      label: 'Maintenance and insurance',
      value:
        m.annualOM > 0
          ? `${formatCents(run.year1MonthlyOMCents / 100)} a month in year 1, rising ${percent(m.omEscalationPercent)} a year`
          : 'Not counted (none entered)',
      source: m.annualOM > 0 ? source('omEscalation') : 'entered',
    });
  }
  const inverter = run.owned ? (m.inverter ?? null) : null;
  if (inverter !== null) list.push(inverterLine(run, inverter));
  if (run.owned && run.incentivesCents > 0) {
    list.push({
      code: 'INCENTIVE_TIMING',
      label: 'Incentives received',
      value: run.incentiveMonth === 0 ? 'At installation' : `${months(run.incentiveMonth)} after installation`,
      source: source('incentiveMonth'),
    });
  }
  if (run.loan !== null && m.loan !== null) {
    const terms = m.loan;
    list.push({
      code: 'LOAN_AMOUNT',
      label: 'Amount financed',
      value:
        terms.loanAmount === null
          ? `Total cost minus the down payment (${formatDollars(run.loan.principalCents / 100)})`
          : `${formatDollars(run.loan.principalCents / 100)} as the lender states it`,
      source: terms.loanAmount === null ? 'rule' : 'entered',
    });
    if (run.incentivesCents > 0) {
      list.push({
        code: 'INCENTIVE_PAYDOWN',
        label: 'Incentives and the loan',
        value:
          terms.incentivePaydown === true
            ? paydownValue(run)
            : terms.incentivePaydown === false
              ? 'Kept as your cash; the loan is not reduced'
              : 'Not said: counted as your cash when they arrive; the loan is not reduced',
        source: terms.incentivePaydown === null || m.defaulted.has('paydownSource') ? 'default' : 'entered',
      });
    }
  }
  if (m.agreement !== null && !run.owned) {
    const terms = m.agreement;
    list.push(
      { code: 'ESCALATOR', label: 'Payment escalator', value: `${percent(terms.escalatorPercent)} a year`, source: source('escalator') },
      {
        code: 'END_OF_TERM',
        label: 'End of the agreement',
        value:
          terms.endOfTerm === 'return'
            ? `The system is returned after ${years(terms.termMonths / 12)}`
            : terms.endOfTerm === 'buyout'
              ? `You buy the system for ${formatDollars(terms.buyoutPrice)} after ${years(terms.termMonths / 12)}`
              : `The agreement is renewed on the same terms until the end of the system’s life`,
        source: source('endOfTerm'),
      },
      {
        code: 'AGREEMENT_OM',
        label: 'Maintenance and insurance',
        value: terms.endOfTerm === 'buyout' ? 'The owner’s until the buyout, then yours' : 'The owner’s: not counted',
        source: 'rule',
      },
    );
    if (run.incentivesEnteredCents > 0 || m.yearlyBenefits > 0) {
      list.push({
        code: 'AGREEMENT_INCENTIVES',
        label: 'Incentives and yearly benefits',
        value: 'The owner’s: not counted',
        source: 'rule',
      });
    }
  }
  list.push({
    code: 'DISCOUNT_RATE',
    label: 'Discount rate (NPV)',
    value: `${percent(m.discountRatePercent)} a year`,
    source: source('discountRate'),
  });
  if (run.owned && run.incentivesCents > 0) {
    list.push({
      code: 'INSTALL_DATE',
      label: 'Installation date',
      value: m.defaulted.has('installDate') ? `${m.installDate} (today; not given)` : m.installDate,
      source: source('installDate'),
    });
  }
  return list;
}

const INVERTER_NAMES: Readonly<Record<InverterType, string>> = {
  string: 'String inverter',
  'power-optimizers': 'Power optimizers’ inverter',
  microinverters: 'Microinverters',
};

/**
 * The inverter replacement (issue 23): what it costs and when, or why there is none. 'entered' only when the
 * quote states both what decides it: the warranty (or, for none, the $0 typed) and the cost.
 */
function inverterLine(run: ModelRun, inverter: InverterReplacement): Assumption {
  const label = 'Inverter replacement';
  const change = 'change it under Inverters';
  const warranty = inverter.warrantyYears;
  if (warranty === null) {
    return {
      code: 'INVERTER_REPLACEMENT',
      label,
      value: 'Not counted: the quote states neither the inverter type nor its warranty',
      source: 'default',
    };
  }
  const what = `${inverter.type === null ? 'Inverter' : INVERTER_NAMES[inverter.type]}, ${formatLimit(warranty)}-year warranty${inverter.warrantyAssumed ? ' (usual for the type)' : ''}`;
  const warrantySource = inverter.warrantyAssumed ? 'default' : 'entered';
  if (!inverter.costAssumed && inverter.cost === 0)
    return { code: 'INVERTER_REPLACEMENT', label, value: `${what}: none (you entered $0)`, source: 'entered' };
  if (run.inverterReplacementMonth === null) {
    const outlives = `${what}: none, the warranty covers the ${years(run.analysisYears)} analysed`;
    return { code: 'INVERTER_REPLACEMENT', label, value: outlives, source: warrantySource };
  }
  const year = Math.floor((run.inverterReplacementMonth - 1) / 12) + 1;
  const cost = (run.inverterReplacementCents % 100 === 0 ? formatDollars : formatCents)(run.inverterReplacementCents / 100);
  const basis = inverter.costAssumed
    ? ` (${formatPerWatt(DEFAULT_INVERTER_REPLACEMENT_PER_WATT)} of ${formatLimit(run.input.systemSizeKw)} kW, today’s price)`
    : ' (today’s price, as entered)';
  return {
    code: 'INVERTER_REPLACEMENT',
    label,
    value: `${what}: ${cost} in year ${year}${basis}; ${change}`,
    source: inverter.costAssumed || inverter.warrantyAssumed ? 'default' : 'entered',
  };
}

/**
 * Which paydown source ran (issue 22), with what it paid onto the loan and what stayed the homeowner's: the
 * federal credit (as stated, or the incentives not stated as another kind), every incentive, or a typed amount.
 */
function paydownValue(run: ModelRun): string {
  const m = run.input;
  const loan = run.loan;
  if (m.loan === null || loan === null) return '';
  const source = m.loan.paydownSource;
  const what =
    source === 'all'
      ? 'All incentives'
      : source === 'amount'
        ? 'The amount you typed'
        : `The federal tax credit${m.loan.paydownCredit !== 'unstated' ? '' : m.nonFederalIncentives > 0 ? ', taken as the incentives not entered as another kind' : ', taken as all the incentives (the quote does not split them)'}`;
  if (loan.paydownRequestedCents === 0)
    return `${what}: ${m.loan.paydownCredit === 'left-out' ? 'left out here' : 'none here'}, so nothing pays the loan down`;
  const kept =
    loan.incentivesKeptCents > 0 ? `; the other ${formatDollars(loan.incentivesKeptCents / 100)} of incentives is your cash` : '';
  const when = loan.paydownMonth === null ? 'arrives after the loan is repaid' : `is paid onto the loan when it arrives${kept}`;
  return `${what}: ${formatDollars(loan.statement.paydownAppliedCents / 100)} ${when}`;
}
