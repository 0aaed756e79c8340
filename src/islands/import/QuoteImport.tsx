import { useState } from 'react';
import type { AppliedImport } from '../../stores/quote-import';
import { ImportQuotePdf } from './ImportQuotePdf';

export interface QuoteImportProps {
  /** Writes the reviewed values into the draft (`applyImportedValues`, handed over by the mount). */
  readonly apply: (values: Record<string, string>) => AppliedImport;
}

/**
 * The quote form's import (wizard and editor): the reviewed values go into the draft through `apply`,
 * and a status line says how many were filled. Nothing is saved until the homeowner saves the quote as
 * usual.
 */
export default function QuoteImport({ apply }: QuoteImportProps) {
  const [filled, setFilled] = useState<string | null>(null);
  return (
    <div className="mb-5 flex flex-col gap-2">
      <ImportQuotePdf
        onApply={(values) => {
          const done = apply(values);
          const count = done.applied.length;
          const kept = done.held.includes('payment_method')
            ? ' The payment method was left as it was: the PDF names one this form does not offer.'
            : '';
          setFilled(
            `${count} ${count === 1 ? 'value' : 'values'} filled in from the PDF. Check them, then save the quote as usual.${kept}`,
          );
        }}
      />
      <p role="status" className="text-sm text-emerald-800 empty:hidden">
        {filled}
      </p>
    </div>
  );
}
