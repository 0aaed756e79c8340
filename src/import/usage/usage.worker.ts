// The usage import's Web Worker: papaparse and the reader run here, off the page's main thread (a year of
// 15-minute readings is about 35,000 rows), and their code is fetched only when a homeowner chooses a file.
import { summariseUsage, type UsageOutcome } from './usage';

// The worker's global scope, typed by hand (as src/import/pdf/quote.worker.ts does).
interface WorkerScope {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage(message: UsageOutcome): void;
}
const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => scope.postMessage(summariseUsage(event.data));
