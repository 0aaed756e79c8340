import { IMPORT_MESSAGES, MAX_PDF_BYTES } from './messages';
import { checkPdfBytes } from './pdf/check-file';
import type { QuoteWorkerRequest, QuoteWorkerResponse } from './pdf/quote.worker';
import type { ImportOutcome, QuoteImport } from './types';

/**
 * Reads a proposal PDF chosen or dropped by the homeowner, in a Web Worker; nothing is uploaded. This
 * module is small: the worker (pdf.js and the extractors) is a separate file the browser fetches only
 * when the first file is read. The size and the "%PDF-" signature are checked here first, so a wrong
 * file gets its sentence without loading pdf.js at all.
 */
export async function readQuotePdf(file: Blob): Promise<ImportOutcome<QuoteImport>> {
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  const refused = checkPdfBytes(file.size, head);
  if (refused) return { ok: false, code: refused, message: IMPORT_MESSAGES[refused] };
  const data = file.size <= MAX_PDF_BYTES ? await file.arrayBuffer() : new ArrayBuffer(0);
  return runWorker(data);
}

let worker: Worker | null = null;
let ready: Promise<void> | null = null;
let markReady: () => void = () => {};
let nextId = 1;
const pending = new Map<number, (outcome: ImportOutcome<QuoteImport>) => void>();

/**
 * Starts the worker ahead of a file (the quote form calls this when the browser is idle), so fetching
 * and compiling pdf.js is not part of the wait once a file is chosen. Resolves when it is ready.
 */
export function warmUp(): Promise<void> {
  start();
  return ready ?? Promise.resolve();
}

function start(): Worker {
  if (worker) return worker;
  ready = new Promise((resolve) => (markReady = resolve));
  // One worker, kept for the page's life: a second file is read without loading pdf.js again.
  const created = new Worker(new URL('./pdf/quote.worker.ts', import.meta.url), { type: 'module', name: 'atlas-pdf-import' });
  created.onmessage = (event: MessageEvent<QuoteWorkerResponse>) => {
    const { id, outcome } = event.data;
    if (id === 0 || !outcome) return markReady();
    const resolve = pending.get(id);
    pending.delete(id);
    resolve?.(outcome);
  };
  created.onerror = (event) => failAll(event.error ?? event.message);
  worker = created;
  return created;
}

function failAll(error: unknown): void {
  console.error(new Error('import: the PDF worker stopped', { cause: error }));
  for (const resolve of pending.values()) resolve({ ok: false, code: 'failed', message: IMPORT_MESSAGES.failed });
  pending.clear();
  worker?.terminate();
  worker = null;
  ready = null;
}

function runWorker(data: ArrayBuffer): Promise<ImportOutcome<QuoteImport>> {
  const target = start();
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    target.postMessage({ id, data } satisfies QuoteWorkerRequest, [data]);
  });
}
