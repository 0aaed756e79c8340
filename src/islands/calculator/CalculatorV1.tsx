import { Calculator } from './Calculator';
import { V1_LAYOUT } from './layout-v1';

/** /calculator: the one calculator component with the first version's spec and layout. */
export default function CalculatorV1() {
  return <Calculator version="v1" layout={V1_LAYOUT} />;
}
