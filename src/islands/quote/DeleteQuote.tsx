import { useState } from 'react';
import { deleteOpenQuote } from '../../stores/quote-page';
import { detached } from '../app/detached';
import { failureText } from '../app/failure';
import { go } from '../app/navigation';
import { Button } from '../ui/Button';
import { AlertDialog } from '../ui/Dialog';

/**
 * Delete a quote (issue 22), in two steps as a project is archived: "Delete quote" asks, "Yes, Delete Quote"
 * deletes and returns to the project, Cancel (where focus starts) backs out. A refusal is said in the dialog.
 */
export function DeleteQuote({ projectId, name }: { projectId: string; name: string }) {
  const [asking, setAsking] = useState(false);
  const [state, setState] = useState<string | null>(null);
  const pending = state === '';
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
                setState('');
                const { error } = await deleteOpenQuote();
                if (error === undefined) return go(`/quotes/${projectId}`);
                setState(failureText(error, 'The quote was not deleted'));
              })}
            >
              Yes, Delete Quote
            </Button>
          </>
        )}
      >
        <p className="break-words">
          “{name}” is removed for good: from this project, its comparison and your shared link. To keep it out of sight instead, archive it.
        </p>
        {state && (
          <p role="alert" className="mt-2 font-medium text-red-800">
            {state}
          </p>
        )}
      </AlertDialog>
    </>
  );
}
