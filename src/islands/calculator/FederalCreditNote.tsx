import { useStore } from '@nanostores/react';
import { countsFederalCredit } from '../../finance/federal-credit';
import { amount, type CalculatorStore } from '../../stores/calculator';
import { Note } from './parts';

/**
 * A caution when the solar incentives look like the 30 % federal credit, which no longer applies to
 * systems installed after 2025 (reference: IRS FS-2025-05). Loaded only once incentives are typed.
 */
export default function FederalCreditNote({ store }: { store: CalculatorStore }) {
  const values = useStore(store.$values, { keys: ['solarCost', 'otherCosts', 'solarIncentives'] });
  const incentives = amount(values.solarIncentives);
  const cost = amount(values.solarCost) + amount(values.otherCosts);
  if (!countsFederalCredit({ incentives, eligibleCost: cost })) return null;
  return (
    <Note tone="caution">
      These incentives look like a 30% federal tax credit. The residential clean energy credit (§25D) does not apply to systems installed after December 31, 2025: check the figure with your
      installer.
    </Note>
  );
}
