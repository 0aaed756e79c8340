import { useState } from 'react';
import { applyImportedValues } from '../../stores/quote-import';
import { ImportQuotePdf } from './ImportQuotePdf';

/**
 * The quote form's import (wizard and editor): the reviewed values go into the draft through
 * `applyImportedValues`, and a status line says how many were filled. Nothing is saved until the
 * homeowner saves the quote as usual.
 */
export default function QuoteImport() {
  const [filled, setFilled] = useState<string | null>(null);
  return (
    <div className="mb-5 flex flex-col gap-2">
      <ImportQuotePdf
        onApply={(values) => {
          const done = applyImportedValues(values);
          const count = done.applied.length + done.unhomed.length;
          setFilled(`${count} ${count === 1 ? 'value' : 'values'} filled in from the PDF. Check them, then save the quote as usual.`);
        }}
      />
      <p role="status" className="text-sm text-emerald-800 empty:hidden">
        {filled}
      </p>
    </div>
  );
}
