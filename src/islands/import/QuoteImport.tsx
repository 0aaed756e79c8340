import { useState } from 'react';
import type { AppliedImport, ImportedQuote, ImportTarget } from '../../stores/quote-import';
import { toast } from '../ui/Toaster';
import { ImportQuotePdf } from './ImportQuotePdf';

export interface QuoteImportProps {
  /** Writes the reviewed values into the draft (`importReviewed`, handed over by the mount). */
  readonly apply: (values: Record<string, string>, target: ImportTarget) => AppliedImport;
  /** The project's quote a document filled before (`importedBefore`, handed over by the mount). */
  readonly importedBefore: (fingerprint: string | undefined) => ImportedQuote | null;
}

/**
 * The quote form's import (wizard and editor): the reviewed values go into the draft through `apply`,
 * and a status line says how many were filled. Nothing is saved until the homeowner saves the quote as
 * usual.
 */
export default function QuoteImport({ apply, importedBefore }: QuoteImportProps) {
  const [filled, setFilled] = useState<string | null>(null);
  return (
    <div className="mb-5 flex flex-col gap-2">
      <ImportQuotePdf
        importedBefore={importedBefore}
        onApply={(values, target) => {
          const done = apply(values, target);
          const count = done.applied.length;
          const kept = done.held.includes('payment_method')
            ? ' The payment method was left as it was: the PDF names one this form does not offer.'
            : '';
          const text = `${count} ${count === 1 ? 'value' : 'values'} filled in from the PDF. Check them, then save the quote as usual.${kept}`;
          // An update opens the existing quote in the editor, where this control is mounted anew: a toast says it there.
          if (target.into === undefined) setFilled(text);
          else toast.success(text);
        }}
      />
      <p role="status" className="text-sm text-emerald-800 empty:hidden">
        {filled}
      </p>
    </div>
  );
}
