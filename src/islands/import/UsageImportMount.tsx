// The energy settings form's usage import mount point (wizard step 1 and project settings, issue 14): a
// lazy stub, kept apart from the quote import's so the project page does not reach the PDF reader. The
// logic lives in UsageImport.tsx.

import { lazy, Suspense } from 'react';
import type { UsageImportProps } from './UsageImport';

const UsageImport = lazy(() => import('./UsageImport'));

/** "Import usage from a bill export"; fills monthly consumption and current rate through the form's onChange. */
export function UsageImportMount(props: UsageImportProps) {
  return (
    <Suspense fallback={null}>
      <UsageImport {...props} />
    </Suspense>
  );
}
