import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Project } from '../../directus';
import { $projectLoads, loadProject, projectStore } from '../../stores/projects';
import { Protected } from '../app/Protected';
import { ProjectUnavailable } from '../app/ProjectUnavailable';
import { SessionExpiredNotice } from '../app/SessionExpiredNotice';
import { Link } from '../ui/Button';
import { Skeleton } from '../ui/Display';
import { IntervalSection } from './IntervalSection';
import { TariffSection } from './TariffSection';

function EnergyView({ project }: { project: Project }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <Link href={`/quotes/${project.id}`} quiet className="inline-flex items-center gap-1 text-sm">
        <span aria-hidden="true">←</span> Back to project
      </Link>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Tariff and meter data</h1>
      {project.street_address && <p className="mt-1 text-slate-600">{project.street_address}</p>}
      <p className="mt-4 text-sm text-slate-700">
        With your tariff, Atlas works out each quote’s savings the way your utility bills you: hour by hour, with time-of-use prices, tiers,
        fixed charges and how exports are paid. Your meter’s interval data makes the hours your own. Without a tariff, savings use one price
        per kWh.{' '}
        <a href="/methodology" className="text-brand-700 underline underline-offset-2">
          How the hourly model works
        </a>
      </p>
      <div className="mt-6 flex flex-col gap-6">
        <TariffSection project={project} />
        <IntervalSection project={project} />
      </div>
    </div>
  );
}

function Screen({ projectId }: { projectId: string }) {
  const project = useStore(useMemo(() => projectStore(projectId), [projectId]));
  const load = useStore($projectLoads)[projectId];
  useEffect(() => {
    void loadProject(projectId);
  }, [projectId]);

  if (project) return <EnergyView project={project} />;
  if (!load || load.status === 'loading') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6" role="status" aria-label="Loading project">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-6 h-8 w-2/3 max-w-md" />
        <Skeleton className="mt-10 h-64 w-full" />
      </div>
    );
  }
  return <ProjectUnavailable projectId={projectId} load={load} />;
}

/** The /project/{projectId}/energy island: the project's tariff and the home's interval data. */
export default function EnergyPage({ projectId }: { projectId: string }) {
  return (
    <Protected reuseTabUser>
      <SessionExpiredNotice />
      <Screen projectId={projectId} />
    </Protected>
  );
}
