import type { CalculatorResult } from '../../finance/calculate';
import type { DefinedFigure } from '../../finance/definitions';
import { formatDollars, formatPercent } from '../../finance/format';
import { Figure, paydownDetail, perMonth } from './Figure';

/** A percentage without trailing zeros: 2.90 → '2.9%'. */
export const rate = (value: number): string => `${formatPercent(value, 2).replace(/\.?0+%$/, '%')}`;

/** What a loan really costs: the payment on the whole loan, after a paydown, interest, everything paid. */
export function LoanFigures({ result, credit }: { result: CalculatorResult; credit: (figure: DefinedFigure) => boolean }) {
  const financing = result.financing;
  if (financing.kind !== 'loan') return null;
  const paydown = financing.paydown;
  return (
    <>
      <Figure
        label="Loan Payment"
        value={perMonth(financing.monthlyPayment)}
        figure="monthlyPayment"
        testId="loan-payment"
        detail={`On ${formatDollars(financing.principal)} financed over ${financing.termMonths / 12} years`}
      />
      {paydown !== null && financing.paymentAfterPaydown !== null && (
        <Figure
          label="After the paydown"
          value={perMonth(financing.paymentAfterPaydown)}
          figure="paymentAfterPaydown"
          testId="payment-after-paydown"
          credit={credit('paymentAfterPaydown')}
          detail={paydownDetail(paydown)}
        />
      )}
      <Figure
        label="Total Interest"
        value={formatDollars(result.totalInterest)}
        figure="totalInterest"
        testId="total-interest"
        credit={credit('totalInterest')}
      />
      <Figure
        label="Total Paid"
        value={formatDollars(financing.totalPaid)}
        figure="totalPaid"
        testId="total-paid"
        credit={credit('totalPaid')}
        detail={
          financing.fee !== null
            ? `Dealer fee ${formatDollars(financing.fee.amount)} (${formatPercent(financing.fee.percent)} of cash price)`
            : undefined
        }
      />
    </>
  );
}

export function AgreementFigures({ result }: { result: CalculatorResult }) {
  const financing = result.financing;
  if (financing.kind !== 'lease' && financing.kind !== 'ppa') return null;
  const lease = financing.kind === 'lease';
  return (
    <>
      <Figure
        label={lease ? 'Lease Payment' : 'PPA Payment'}
        value={perMonth(financing.monthlyPayment)}
        figure="monthlyPayment"
        testId="agreement-payment"
        detail={`Year 1${financing.escalatorPercent > 0 ? `, rising ${rate(financing.escalatorPercent)} a year` : ''}`}
      />
      <Figure
        label="Total Paid"
        value={formatDollars(financing.totalPaid)}
        figure="totalPaid"
        testId="total-paid"
        detail={`${formatDollars(financing.lifetimePayments)} of payments over ${result.system.analysisYears} years`}
      />
    </>
  );
}
