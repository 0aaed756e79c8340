import { useState } from 'react';
import { deleteOpenQuote } from '../../stores/quote-page';
import { detached } from '../app/detached';
import { toastFailure, TOASTS } from '../app/failure';
import { go } from '../app/navigation';
import { Button } from '../ui/Button';
import { AlertDialog } from '../ui/Dialog';

/**
 * Delete a quote (issue 22), in two steps as a project is archived: "Delete quote" asks, "Yes, Delete Quote"
 * deletes and returns to the project, Cancel (where focus starts) backs out. Archiving stays the way to
 * put a quote out of sight and keep it.
 */
export function DeleteQuote({ projectId, name }: { projectId: string; name: string }) {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" className="print:hidden" onPress={() => setAsking(true)}>
        Delete quote
      </Button>
      <AlertDialog
        title="Delete this quote?"
        isOpen={asking}
        onOpenChange={(open) => !pending && setAsking(open)}
        actions={(close) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={pending} autoFocus>
              Cancel
            </Button>
            <Button
              variant="danger"
              isPending={pending}
              onPress={detached(async () => {
                setPending(true);
                const result = await deleteOpenQuote();
                setPending(false);
                if (result.error !== undefined) return toastFailure(result.error, TOASTS.deleteQuote);
                go(`/quotes/${projectId}`);
              })}
            >
              Yes, Delete Quote
            </Button>
          </>
        )}
      >
        <p>
          <strong className="font-semibold break-words">{name}</strong> and everything entered for it are removed for good: from this
          project, its comparison and your shared link. This cannot be undone. To keep it out of sight instead, archive it from the project
          page.
        </p>
      </AlertDialog>
    </>
  );
}
