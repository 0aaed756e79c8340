// The quote form's import mount point (wizard and editor, issue 14): a lazy stub, so the control, the
// review dialog and the reader are fetched after the form shows and the page's start-up JavaScript stays
// as it was. The logic lives in QuoteImport.tsx. The draft's writer is handed over from here: the page
// already holds the draft store, and a lazy chunk importing it would split the store into a chunk of its own.

import { lazy, Suspense } from 'react';
import { importedBefore, importReviewed } from '../../stores/quote-import';

const QuoteImport = lazy(() => import('./QuoteImport'));

/** "Import from PDF" on the quote wizard and editor; fills the draft (nothing saved). Hidden: not rendered. */
export function QuoteImportMount({ hidden = false }: { readonly hidden?: boolean }) {
  if (hidden) return null;
  return (
    <Suspense fallback={null}>
      <QuoteImport apply={importReviewed} importedBefore={importedBefore} />
    </Suspense>
  );
}
