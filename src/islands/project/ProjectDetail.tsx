import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { isPhantomQuote } from '../../compare/phantom';
import type { Project } from '../../directus';
import { $projectLoads, activeQuotes, loadProject, projectStore } from '../../stores/projects';
import { locationLine, projectTitle } from '../app/address';
import { Protected } from '../app/Protected';
import { ProjectUnavailable } from '../app/ProjectUnavailable';
import { SessionExpiredNotice } from '../app/SessionExpiredNotice';
import { Button, ButtonLink, Link } from '../ui/Button';
import { Badge, Skeleton } from '../ui/Display';
import { Spinner } from '../ui/Spinner';
import { IntroductionsButton } from './IntroductionsButton';

// Code split for a fast first paint (tests/bench/app-js.mjs): the comparison (finance engine, table,
// hover cards), the share popover and the archive dialog are fetched as soon as this island starts, in
// parallel with the session check and the project request, so they are in by the time the project is. The
// settings dialog loads when first opened.
const comparisonChunk = import('./ProjectComparison');
const shareChunk = import('./ShareMenu');
const archiveChunk = import('./ArchiveProject');
const ProjectComparison = lazy(() => comparisonChunk);
const ShareMenu = lazy(() => shareChunk.then((m) => ({ default: m.ShareMenu })));
const ArchiveProject = lazy(() => archiveChunk.then((m) => ({ default: m.ArchiveProject })));
const ProjectSettingsDialog = lazy(() => import('./ProjectSettingsDialog').then((m) => ({ default: m.ProjectSettingsDialog })));

function PageSpinnerOverlay() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/30 text-white">
      <Spinner size="lg" label="Opening project settings" />
    </div>
  );
}

function EmptyQuotes({ projectId }: { projectId: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <h3 className="text-lg font-semibold text-ink">Start Collecting Quotes</h3>
      <p className="mx-auto mt-2 max-w-md text-sm text-muted">
        Add each installer's proposal to see costs, savings, payback and return side by side, under the same assumptions.
      </p>
      <ButtonLink href={`/quotes/${projectId}/new`} size="lg" className="mt-6">
        Add Your First Quote
      </ButtonLink>
    </div>
  );
}

function ProjectView({ project }: { project: Project }) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  // An abandoned empty draft is not a quote (it is not a column of the comparison either).
  const activeCount = activeQuotes(project).filter((q) => !isPhantomQuote(q)).length;
  const location = locationLine(project);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <Link href="/dashboard" quiet className="inline-flex items-center gap-1 text-sm">
        <span aria-hidden="true">←</span> Back to Projects
      </Link>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{projectTitle(project)}</h1>
          {location && <p className="mt-1 text-slate-600">{location}</p>}
          {project.energy_provider && (
            <p className="mt-0.5 text-sm text-muted">
              Energy provider: <span className="text-slate-700">{project.energy_provider}</span>
            </p>
          )}
          {project.archived && (
            <Badge className="mt-2" tone="warning">
              Archived project
            </Badge>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href={`/project/${project.id}/energy`} variant="secondary">
            Tariff and Meter Data
          </ButtonLink>
          <Button variant="secondary" onPress={() => setSettingsOpen(true)}>
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
              <path d="M10.707 2.293a1 1 0 00-1.414 0l-7 7a1 1 0 001.414 1.414L4 10.414V17a1 1 0 001 1h2a1 1 0 001-1v-2a1 1 0 011-1h2a1 1 0 011 1v2a1 1 0 001 1h2a1 1 0 001-1v-6.586l.293.293a1 1 0 001.414-1.414l-7-7z" />
            </svg>
            Property Details
          </Button>
          <Suspense
            fallback={
              <Button variant="secondary" isDisabled>
                {project.archived ? 'Restore Project' : 'Archive Project'}
              </Button>
            }
          >
            <ArchiveProject project={project} />
          </Suspense>
        </div>
      </div>
      {settingsOpen && (
        <Suspense fallback={<PageSpinnerOverlay />}>
          <ProjectSettingsDialog project={project} isOpen={settingsOpen} onOpenChange={setSettingsOpen} />
        </Suspense>
      )}

      <section aria-labelledby="quotes-heading" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="quotes-heading" className="text-xl font-semibold text-ink">
            Quotes ({activeCount})
          </h2>
          <div className="flex flex-wrap gap-2">
            <Suspense
              fallback={
                <Button variant="secondary" isDisabled>
                  Share Comparison
                </Button>
              }
            >
              <ShareMenu project={project} />
            </Suspense>
            <ButtonLink href={`/quotes/${project.id}/new`}>
              <span aria-hidden="true">+</span> Add Quote
            </ButtonLink>
            <IntroductionsButton project={project} />
          </div>
        </div>
        <div className="mt-4">
          {activeCount === 0 && <EmptyQuotes projectId={project.id} />}
          <Suspense fallback={activeCount > 0 ? <Skeleton className="h-96 w-full rounded-xl" /> : null}>
            <ProjectComparison project={project} />
          </Suspense>
        </div>
      </section>
    </div>
  );
}

function LoadingView() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6" role="status" aria-label="Loading project">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-6 h-8 w-2/3 max-w-md" />
      <Skeleton className="mt-3 h-4 w-48" />
      <Skeleton className="mt-10 h-64 w-full" />
    </div>
  );
}

function ProjectScreen({ projectId }: { projectId: string }) {
  const project = useStore(useMemo(() => projectStore(projectId), [projectId]));
  const loads = useStore($projectLoads);
  const load = loads[projectId];
  useEffect(() => {
    void loadProject(projectId);
  }, [projectId]);

  if (project) return <ProjectView project={project} />;
  if (!load || load.status === 'loading') return <LoadingView />;
  return <ProjectUnavailable projectId={projectId} load={load} />;
}

/** The /quotes/{projectId} island. */
export default function ProjectDetail({ projectId }: { projectId: string }) {
  return (
    <Protected reuseTabUser>
      <SessionExpiredNotice />
      <ProjectScreen projectId={projectId} />
    </Protected>
  );
}
