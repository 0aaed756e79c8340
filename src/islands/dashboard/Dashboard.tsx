import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Project } from '../../directus';
import { $projects, activeQuotes, loadProjects, restoreProject } from '../../stores/projects';
import { logout } from '../../stores/session';
import { locationLine, projectTitle } from '../app/address';
import { go } from '../app/navigation';
import { Protected } from '../app/Protected';
import { SessionExpiredNotice } from '../app/SessionExpiredNotice';
import { toastFailure, TOASTS } from '../app/failure';
import { Button, ButtonLink } from '../ui/Button';
import { Badge, Skeleton } from '../ui/Display';
import { detached } from '../app/detached';

/** Spec section 9: the dashboard skeleton shows 6 cards. */
export const SKELETON_CARDS = 6;

function ProjectCard({ project }: { project: Project }) {
  const archived = project.archived === true;
  const quotes = activeQuotes(project).length;
  const [restoring, setRestoring] = useState(false);
  const title = projectTitle(project);
  return (
    <li
      className={`group relative flex flex-col rounded-xl border bg-white p-5 shadow-sm transition ${archived ? 'border-slate-200 opacity-60' : 'border-slate-200 hover:border-brand-600 hover:shadow-md focus-within:border-brand-600'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold text-ink">
            {/* The whole card is the link's hit area (stretched ::after); Restore stays clickable above it. */}
            <a
              href={`/quotes/${project.id}`}
              className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-brand-600"
            >
              {title}
            </a>
          </h2>
          <p className="mt-0.5 truncate text-sm text-muted">{locationLine(project)}</p>
        </div>
        {archived ? <Badge>Archived</Badge> : <SunIcon />}
      </div>
      <div className="mt-5 flex items-center justify-between gap-3 text-sm">
        <span className="text-slate-600">
          {quotes === 0 ? 'No quotes yet' : `${quotes} ${quotes === 1 ? 'quote' : 'quotes'}`}
          {project.shared && !archived && <span className="ml-2 text-brand-700">· Shared</span>}
        </span>
        {archived ? (
          <Button
            size="sm"
            variant="secondary"
            className="relative z-10"
            isPending={restoring}
            aria-label={`Restore ${title}`}
            onPress={detached(async () => {
              setRestoring(true);
              const result = await restoreProject(project.id);
              setRestoring(false);
              if (result.error !== undefined) toastFailure(result.error, TOASTS.restoreProject);
            })}
          >
            Restore
          </Button>
        ) : (
          <span aria-hidden="true" className="font-medium text-brand-700 opacity-0 transition group-hover:opacity-100">
            Open →
          </span>
        )}
      </div>
    </li>
  );
}

function SunIcon() {
  return (
    <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
    </span>
  );
}

function SkeletonGrid() {
  return (
    <div role="status" aria-label="Loading projects">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i} data-testid="project-skeleton" className="rounded-xl border border-slate-200 bg-white p-5">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="mt-2 h-4 w-1/2" />
            <Skeleton className="mt-6 h-4 w-1/3" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function EmptyState() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <SunIcon />
      </div>
      <h2 className="mt-4 text-lg font-semibold text-ink">Start Your Solar Journey</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-muted">
        Create a project for your property, then add the quotes you've received to compare them side by side.
      </p>
      <ButtonLink href="/project/new" className="mt-6" size="lg">
        Create First Project
      </ButtonLink>
    </div>
  );
}

function DashboardScreen() {
  const { status, error, list } = useStore($projects);
  const [loggingOut, setLoggingOut] = useState(false);
  useEffect(() => {
    void loadProjects();
  }, []);
  const active = list.filter((p) => p.archived !== true);
  const archived = list.filter((p) => p.archived === true);
  const loading = status === 'idle' || (status === 'loading' && list.length === 0);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">My Projects</h1>
          <p className="mt-1 text-sm text-muted">One project per property. Open one to compare its quotes.</p>
        </div>
        <div className="flex gap-3">
          <Button
            variant="secondary"
            isPending={loggingOut}
            onPress={detached(async () => {
              setLoggingOut(true);
              await logout();
              go('/', { replace: true });
            })}
          >
            Logout
          </Button>
          <ButtonLink href="/project/new">
            <span aria-hidden="true">+</span> New Project
          </ButtonLink>
        </div>
      </div>
      <div className="mt-8">
        {loading ? (
          <SkeletonGrid />
        ) : status === 'error' ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-800">
            Error loading projects: {error?.message}
            <Button variant="secondary" size="sm" className="ml-4" onPress={() => void loadProjects()}>
              Try again
            </Button>
          </div>
        ) : list.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Projects">
              {active.map((p) => (
                <ProjectCard key={p.id} project={p} />
              ))}
            </ul>
            {archived.length > 0 && (
              <section className="mt-10" aria-labelledby="archived-projects">
                <h2 id="archived-projects" className="text-sm font-semibold uppercase tracking-wide text-muted">
                  Archived projects
                </h2>
                <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {archived.map((p) => (
                    <ProjectCard key={p.id} project={p} />
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** The /dashboard island. */
export default function Dashboard() {
  return (
    <Protected>
      <SessionExpiredNotice />
      <DashboardScreen />
    </Protected>
  );
}
