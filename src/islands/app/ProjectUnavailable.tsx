import { loadProject, type ProjectLoad } from '../../stores/projects';
import { Button, ButtonLink } from '../ui/Button';

/**
 * A project page whose project did not load: not found (or not the homeowner's), or a failed request with
 * Try again. The project page and its energy screen show the same words.
 */
export function ProjectUnavailable({ projectId, load }: { projectId: string; load: ProjectLoad }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-2xl font-bold text-ink">{load.status === 'missing' ? 'Project not found' : 'Could not load this project'}</h1>
      <p className="mt-2 text-muted">{load.status === 'missing' ? "This project doesn't exist or isn't yours." : load.error?.message}</p>
      <div className="mt-6 flex justify-center gap-3">
        {load.status === 'error' && (
          <Button variant="secondary" onPress={() => void loadProject(projectId)}>
            Try again
          </Button>
        )}
        <ButtonLink href="/dashboard">Back to Projects</ButtonLink>
      </div>
    </div>
  );
}
