import { Calculator } from './Calculator';
import { V2_LAYOUT } from './layout-v2';

/** /calculator-v2: the one calculator component with the second version's spec and layout. */
export default function CalculatorV2() {
  return <Calculator version="v2" layout={V2_LAYOUT} />;
}
