import { useState } from 'react';
import type { Project } from '../../directus';
import { archiveProject, restoreProject } from '../../stores/projects';
import { detached } from '../app/detached';
import { toastFailure, TOASTS } from '../app/failure';
import { go } from '../app/navigation';
import { Button } from '../ui/Button';
import { AlertDialog } from '../ui/Dialog';

/**
 * The project's archive action, beside its other actions (spec section 4: two steps). "Archive Project"
 * asks; "Yes, Archive Project" archives and goes to the dashboard, where it can be restored; Cancel backs
 * out. An archived project offers Restore Project here too.
 */
export function ArchiveProject({ project }: { project: Project }) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  if (project.archived) {
    return (
      <Button
        variant="secondary"
        isPending={pending}
        onPress={detached(async () => {
          setPending(true);
          const result = await restoreProject(project.id);
          setPending(false);
          if (result.error !== undefined) toastFailure(result.error, TOASTS.restoreProject);
        })}
      >
        Restore Project
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" onPress={() => setConfirming(true)}>
        Archive Project
      </Button>
      <AlertDialog
        title="Archive this project?"
        isOpen={confirming}
        onOpenChange={setConfirming}
        actions={(close) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={pending}>
              Cancel
            </Button>
            <Button
              variant="danger"
              isPending={pending}
              autoFocus
              onPress={detached(async () => {
                setPending(true);
                const result = await archiveProject(project.id);
                setPending(false);
                if (result.error !== undefined) return toastFailure(result.error, TOASTS.archiveProject);
                close();
                go('/dashboard');
              })}
            >
              Yes, Archive Project
            </Button>
          </>
        )}
      >
        It moves to the archived section of your dashboard, where you can restore it at any time. Its quotes are kept; while it is archived,
        its shared link shows nothing.
      </AlertDialog>
    </>
  );
}
