// The import controls' mount points on the quote form and the energy settings form (issue 14). Each is a
// lazy stub: the controls, the review dialog and the readers are fetched after the form shows, so the
// page's start-up JavaScript stays as it was. Everything else lives in QuoteImport.tsx / UsageImport.tsx.

import { lazy, Suspense } from 'react';
import type { UsageImportProps } from './UsageImport';

const QuoteImport = lazy(() => import('./QuoteImport'));
const UsageImport = lazy(() => import('./UsageImport'));

/** "Import from PDF" on the quote wizard and editor; fills the draft (nothing saved). Hidden: not rendered. */
export function QuoteImportMount({ hidden = false }: { readonly hidden?: boolean }) {
  if (hidden) return null;
  return (
    <Suspense fallback={null}>
      <QuoteImport />
    </Suspense>
  );
}

/** "Import usage from a bill export" on the energy settings form (wizard step 1 and project settings). */
export function UsageImportMount(props: UsageImportProps) {
  return (
    <Suspense fallback={null}>
      <UsageImport {...props} />
    </Suspense>
  );
}
