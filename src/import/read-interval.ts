import { MAX_INTERVAL_BYTES, type IntervalSource } from '../finance/bill/interval-source';
import { INTERVAL_MESSAGES } from './messages';
import type { PlaceInputs } from '../finance/bill/location';

/**
 * Reads the home's interval data (a Green Button CSV or XML, or a plain CSV) chosen or dropped by the
 * homeowner, in a Web Worker; nothing is uploaded. This module is small: the readers are a separate file the
 * browser fetches only when a file is chosen. Answers what the project stores (the hourly kWh and their
 * provenance, with the review's findings) or one sentence saying why the file cannot be used.
 */

/** What an import gives the project (BILL_SETTING_FIELDS: hourly_usage_kwh, interval_source). */
export interface ReadInterval {
  readonly hourly_usage_kwh: readonly number[];
  readonly interval_source: IntervalSource;
}

export type ReadIntervalOutcome = { readonly ok: true; readonly value: ReadInterval } | { readonly ok: false; readonly message: string };

export interface IntervalWorkerRequest {
  readonly id: number;
  readonly file: Blob;
  /** The project's ZIP code and state: the clock the readings are placed on. */
  readonly place: PlaceInputs;
  readonly name: string;
  readonly importedAt: string;
}

export interface IntervalWorkerResponse {
  readonly id: number;
  readonly outcome: ReadIntervalOutcome;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, (outcome: ReadIntervalOutcome) => void>();

function start(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./interval/interval.worker.ts', import.meta.url), { type: 'module', name: 'atlas-interval-import' });
  created.onmessage = (event: MessageEvent<IntervalWorkerResponse>) => {
    const { id, outcome } = event.data;
    const resolve = pending.get(id);
    pending.delete(id);
    resolve?.(outcome);
  };
  created.onerror = (event) => {
    console.error(new Error('import: the interval-data worker stopped', { cause: event.error ?? event.message }));
    for (const resolve of pending.values()) resolve({ ok: false, message: INTERVAL_MESSAGES.failed });
    pending.clear();
    worker?.terminate();
    worker = null;
  };
  worker = created;
  return created;
}

/** Reads a file for a project; `now` is the import's moment (its provenance). */
export function readIntervalFile(file: File, place: PlaceInputs, now: Date = new Date()): Promise<ReadIntervalOutcome> {
  if (file.size === 0) return Promise.resolve({ ok: false, message: INTERVAL_MESSAGES.empty });
  if (file.size > MAX_INTERVAL_BYTES) return Promise.resolve({ ok: false, message: INTERVAL_MESSAGES.tooLarge });
  const target = start();
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    const request: IntervalWorkerRequest = {
      id,
      file,
      place: { postal_code: place.postal_code, state_province: place.state_province },
      name: file.name,
      importedAt: now.toISOString(),
    };
    target.postMessage(request);
  });
}
