import { useState } from 'react';
import type { ApiError, Project } from '../../directus';
import { startIntroductions } from '../../stores/introductions';
import { go } from '../app/navigation';
import { Button } from '../ui/Button';

/**
 * "Get introduced to installers" on the project page: creates a property request (status pending, the
 * project's address) and opens it at /select-installers/{requestId}, where the homeowner sees their plan's
 * limit, pays, and chooses installers.
 */
export function IntroductionsButton({ project }: { project: Project }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    const created = await startIntroductions(project);
    if (created.error) {
      setError(created.error);
      setBusy(false);
      return;
    }
    go(`/select-installers/${encodeURIComponent(created.data.id)}`);
  };
  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant="secondary" isDisabled={busy || project.archived === true} onPress={() => void start()}>
        {busy ? 'Starting...' : 'Get introduced to installers'}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}
