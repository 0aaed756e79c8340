import type { Project } from '../../directus';
import { ButtonLink } from '../ui/Button';

/**
 * "Get introduced to installers" on the project page: opens /select-installers/start for this project,
 * where the homeowner sees their plan's limit and creates the property request (status pending, the
 * project's address), then pays and chooses installers. A link, so the project page carries none of it.
 */
export function IntroductionsButton({ project }: { project: Project }) {
  if (project.archived) return null;
  return (
    <ButtonLink variant="secondary" href={`/select-installers/start?project=${encodeURIComponent(project.id)}`}>
      Get introduced to installers
    </ButtonLink>
  );
}
