import { useStore } from '@nanostores/react';
import { CONFLICT_MESSAGE, quoteDraft } from '../../stores/quoteDraft';
import { Button } from '../ui/Button';
import { AlertDialog } from '../ui/Dialog';
import { ColumnHeads } from '../ui/Display';
import { detached } from '../app/detached';

/**
 * Shown when a save found the quote changed in another tab or device in the same fields (issue 12,
 * finding 8): each field with both values, and the homeowner settles it. Nothing is overwritten until
 * they choose; the other session's changes to other fields are kept either way.
 */
export function ConflictDialog() {
  const { conflict } = useStore(quoteDraft.$quoteDraft, { keys: ['conflict'] });
  const settle = (choice: 'mine' | 'theirs') => detached(async () => void (await quoteDraft.resolveConflict(choice)));
  return (
    <AlertDialog
      title="This quote changed elsewhere"
      isOpen={conflict !== null}
      actions={() => (
        <>
          <Button variant="secondary" onPress={settle('theirs')}>
            Take theirs
          </Button>
          <Button onPress={settle('mine')}>Keep mine</Button>
        </>
      )}
    >
      <p>{CONFLICT_MESSAGE} Choose which values to keep; their other changes are kept either way.</p>
      <table className="mt-3 w-full border-collapse text-left text-sm">
        <caption className="sr-only">Fields changed in both places</caption>
        <thead>
          <ColumnHeads labels={['Field', 'Yours', 'Theirs']} className="border-b border-slate-200" cell="py-1.5 font-medium" spaced />
        </thead>
        <tbody>
          {(conflict?.fields ?? []).map((field) => (
            <tr key={field.name} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-1.5 pr-3 font-normal text-muted">
                {field.label}
              </th>
              <td className="py-1.5 pr-3 break-words">{field.mine}</td>
              <td className="py-1.5 break-words">{field.theirs}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </AlertDialog>
  );
}
