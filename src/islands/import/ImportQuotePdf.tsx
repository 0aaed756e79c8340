import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { ImportOutcome, QuoteImport } from '../../import/types';
import type { ImportedQuote, ImportTarget } from '../../stores/quote-import';
import { FileDrop } from './FileDrop';

// The review dialog and the reader are fetched when a file is chosen, not with the quote page.
const ReviewImportDialog = lazy(() => import('./ReviewImportDialog').then((m) => ({ default: m.ReviewImportDialog })));
const readWithWorker = (file: Blob) => import('../../import/read-quote-pdf').then((m) => m.readQuotePdf(file));
const warmWorker = () => import('../../import/read-quote-pdf').then((m) => m.warmUp());

export interface ImportQuotePdfProps {
  /**
   * Receives the ticked values by quote field name, with the document's fingerprint and, when the homeowner
   * chose to update a quote this document filled before, that quote (`into`); the form fills them and saves nothing.
   */
  readonly onApply: (values: Record<string, string>, target: ImportTarget) => void;
  /** The project's quote this document filled before (by its fingerprint), if any. */
  readonly importedBefore?: (fingerprint: string | undefined) => ImportedQuote | null;
  /** Reads a file (the worker by default; tests may pass another reader). */
  readonly read?: (file: Blob) => Promise<ImportOutcome<QuoteImport>>;
  /** Starts the reader ahead of a file, when the browser is idle after the form shows (default: the worker). */
  readonly warmUp?: () => Promise<void>;
}

/**
 * "Import from PDF" on the quote form: choose or drop a proposal, it is read in the browser (nothing is
 * uploaded), and the review dialog proposes its values. A file that cannot be read gets one sentence;
 * the form is not touched.
 */
export function ImportQuotePdf({ onApply, importedBefore, read = readWithWorker, warmUp = warmWorker }: ImportQuotePdfProps) {
  const [busy, setBusy] = useState(false);
  const [warm, setWarm] = useState(false);

  // pdf.js (about 550 KB gzip, in a worker) is fetched and compiled once the homeowner reaches for the import
  // (a pointer over it, a tap, focus, a file dragged over the page), so choosing a file waits only for the
  // reading: the file picker stays open longer than the fetch. It used to start whenever the browser was idle,
  // so every visit to a quote's form downloaded it, though few import a PDF there.
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  useEffect(() => {
    window.addEventListener('dragenter', want, { once: true });
    return () => window.removeEventListener('dragenter', want);
  }, [want]);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void warmUp().then(
      () => live && setWarm(true),
      (error: unknown) => console.warn(new Error('import: the PDF reader could not start ahead', { cause: error })),
    );
    return () => {
      live = false;
    };
  }, [wanted, warmUp]);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<QuoteImport | null>(null);

  const onFile = async (file: File) => {
    setBusy(true);
    setError(null);
    const outcome = await read(file);
    setBusy(false);
    if (outcome.ok) setResult(outcome.value);
    else setError(outcome.message);
  };

  return (
    <div className="space-y-2">
      <FileDrop
        isReady={warm}
        onReach={want}
        label="Import from PDF"
        accept="application/pdf,.pdf"
        isBusy={busy}
        onFile={(file) => void onFile(file)}
        hint={busy ? 'Reading the PDF…' : 'or drop the installer’s proposal here. It is read on this device and never uploaded.'}
      />
      <p role="alert" className="text-sm text-red-700">
        {error}
      </p>
      {result && (
        <Suspense fallback={null}>
          <ReviewImportDialog
            key={`${result.pageCount}-${result.options.length}-${result.options[0]?.proposals.length ?? 0}`}
            result={result}
            isOpen
            onOpenChange={(open) => {
              if (!open) setResult(null);
            }}
            existing={importedBefore?.(result.fingerprint) ?? null}
            onApply={(values, update) => {
              const existing = update ? importedBefore?.(result.fingerprint) : null;
              onApply(values, { fingerprint: result.fingerprint, into: existing?.id });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
