import { useStore } from '@nanostores/react';
import { useDeferredValue } from 'react';
import type { CalculatorStore } from '../../stores/calculator';
import { DecisionHelpers } from './DecisionHelpers';
import { Timeline } from './Timeline';

/**
 * What appears below the panel once there is a result: the decision helpers and the timeline.
 * Loaded on demand, so the calculator's first load carries only the form and the panel. They render
 * from a deferred copy of the panel state: the panel itself updates first, these (more what-if runs,
 * the table and the chart) right after, without holding it back.
 */
export default function AfterResult({ store }: { store: CalculatorStore }) {
  const panel = useDeferredValue(useStore(store.$panel));
  return (
    <>
      <DecisionHelpers panel={panel} />
      <Timeline panel={panel} />
    </>
  );
}
