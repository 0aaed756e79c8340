// The interval-data import's Web Worker (issue 23): a Green Button CSV or ESPI XML, or a plain CSV of
// timestamps and kWh, read off the page's main thread (a year of 15-minute readings is 35,000 rows, and
// the XML parser is the largest part of the reader). Nothing is uploaded: the file is read here, on the
// homeowner's device. The worker answers with what the project stores and the review shows.
import { importIntervalData, intervalToProject } from '../../finance/bill/interval';
import { billTimeZone, type PlaceInputs } from '../../finance/bill/location';
import { INTERVAL_MESSAGES } from '../messages';
import type { IntervalWorkerRequest, IntervalWorkerResponse } from '../read-interval';

interface WorkerScope {
  onmessage: ((event: MessageEvent<IntervalWorkerRequest>) => void) | null;
  postMessage(message: IntervalWorkerResponse): void;
}
const scope = self as unknown as WorkerScope;

/** Reads one file for a project's place (its clock: the tariff's hours). */
async function read(file: Blob, place: PlaceInputs, name: string, importedAt: string): Promise<IntervalWorkerResponse['outcome']> {
  const zone = billTimeZone(place);
  const outcome = importIntervalData(await file.text(), zone);
  if (!outcome.ok) return outcome;
  return { ok: true, value: intervalToProject(outcome.value, zone, name, new Date(importedAt)) };
}

// The handler answers with postMessage and catches its own failures: its promise is not for anyone to await.
// eslint-disable-next-line @typescript-eslint/no-misused-promises
scope.onmessage = async (event) => {
  const { id, file, place, name, importedAt } = event.data;
  let outcome: IntervalWorkerResponse['outcome'];
  try {
    outcome = await read(file, place, name, importedAt);
  } catch (error) {
    console.error(new Error('import: the interval-data worker failed', { cause: error }));
    outcome = { ok: false, message: INTERVAL_MESSAGES.failed };
  }
  scope.postMessage({ id, outcome });
};
