import { useStore } from '@nanostores/react';
import { countsFederalCredit } from '../../finance/federal-credit';
import { FEDERAL_CREDIT_EXPIRED } from '../../finance/messages';
import { amount, type CalculatorStore } from '../../stores/calculator';
import { Note } from './parts';

/**
 * A caution when the solar incentives look like the 30 % federal credit, which no longer applies to
 * systems installed after 2025 (reference: IRS FS-2025-05). Loaded only once incentives are typed.
 */
export default function FederalCreditNote({ store }: { store: CalculatorStore }) {
  const values = useStore(store.$values, { keys: ['solarCost', 'otherCosts', 'solarIncentives', 'cashPrice', 'federalCreditAmount'] });
  const incentives = amount(values.solarIncentives);
  const cashPrice = amount(values.cashPrice);
  const cost = cashPrice > 0 ? cashPrice : amount(values.solarCost) + amount(values.otherCosts);
  if (amount(values.federalCreditAmount) <= 0 && !countsFederalCredit({ incentives, eligibleCost: cost })) return null;
  // The engine's caution (the results carry it too, beside every figure that counts the credit).
  return <Note tone="caution">These incentives look like a 30% federal tax credit. {FEDERAL_CREDIT_EXPIRED}</Note>;
}
