// The PDF import's Web Worker: pdf.js parses the file and the extractors read it here, off the page's
// main thread. pdf.js runs in this same worker (its "fake worker"): the worker module is imported and
// handed to pdf.js through `globalThis.pdfjsWorker`, so no second worker or worker URL is needed.
// The legacy build is used so Safari 16/17 and other older browsers read PDFs too.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { importQuote } from '../extract/quote';
import { documentFingerprint } from '../fingerprint';
import { IMPORT_MESSAGES } from '../messages';
import type { ImportOutcome, QuoteImport } from '../types';
import { readPdfText } from './read-pdf';

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;

/** The message the page sends: the file's bytes (transferred, not copied). */
export interface QuoteWorkerRequest {
  readonly id: number;
  readonly data: ArrayBuffer;
}

/** The answer to a request; `id` 0 with no outcome is the "loaded and ready" signal sent once on start. */
export interface QuoteWorkerResponse {
  readonly id: number;
  readonly outcome?: ImportOutcome<QuoteImport>;
}

// The worker's global scope, typed by hand: adding TypeScript's "webworker" lib to the project would
// change DOM event types for every page script.
interface WorkerScope {
  onmessage: ((event: MessageEvent<QuoteWorkerRequest>) => void) | null;
  postMessage(message: QuoteWorkerResponse): void;
}
const scope = self as unknown as WorkerScope;
scope.postMessage({ id: 0 });

// The handler answers with postMessage and catches its own failures: its promise is not for anyone to await.
// eslint-disable-next-line @typescript-eslint/no-misused-promises
scope.onmessage = async (event) => {
  const { id, data } = event.data;
  let outcome: ImportOutcome<QuoteImport>;
  try {
    const text = await readPdfText(new Uint8Array(data), getDocument);
    outcome = text.ok ? importQuote(text.value) : text;
    if (text.ok && outcome.ok) {
      const fingerprint = await documentFingerprint(text.value);
      if (fingerprint !== null) outcome = { ok: true, value: { ...outcome.value, fingerprint } };
    }
  } catch (error) {
    console.error(new Error('import: the PDF worker failed', { cause: error }));
    outcome = { ok: false, code: 'failed', message: IMPORT_MESSAGES.failed };
  }
  scope.postMessage({ id, outcome } satisfies QuoteWorkerResponse);
};
