import { useCallback, useEffect, useMemo, useState } from 'react';
import * as api from '../../directus/requests';
import type { ApiError, PropertyRequestView, RequestBusinessLink } from '../../directus';
import type { InstallerCard } from '../../content/installer-card';
import { loadPlan, startIntroductions, type Plan } from '../../stores/introductions';
import { fetchProject, type Project } from '../../directus';
import { queryParam } from '../app/navigation';
import {
  beginCheckout,
  businessStatusLabel,
  loadCandidates,
  sendIntroductions,
  type Candidates,
} from '../../stores/introduction-selection';
import { Protected } from '../app/Protected';
import { SessionExpiredNotice } from '../app/SessionExpiredNotice';
import { go } from '../app/navigation';
import { Button, ButtonLink, Link } from '../ui/Button';
import { Badge, Skeleton } from '../ui/Display';
import { InfoButton } from '../ui/InfoButton';
import { selectionCards } from './cards';

const PLAN_NAMES: Record<string, string> = { free: 'Free', smart: 'Smart', pro: 'Pro' };

function formatWhen(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

function addressOf(request: PropertyRequestView): string {
  const d = request.details;
  const parts = [d?.street_address, d?.city, [d?.state_province, request.postal_code].filter(Boolean).join(' ')].filter(
    (p) => typeof p === 'string' && p.trim() !== '',
  );
  return parts.length > 0 ? parts.join(', ') : 'Your property';
}

function ErrorPanel({ error, onRetry }: { error: ApiError; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p>{error.message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" className="mt-3" onPress={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

function GuidesFallback({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center" data-testid="no-ranking">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="mx-auto mt-2 max-w-lg text-sm text-muted">{children}</p>
      <ButtonLink href="/installers" variant="secondary" className="mt-6">
        Browse the local installer guides
      </ButtonLink>
    </div>
  );
}

/** Why there is nothing to choose for this property: no ZIP, a ZIP we cannot place, or an unranked county. */
function NoCoverage({ candidates }: { candidates: Exclude<Candidates, { kind: 'ranked' }> }) {
  if (candidates.kind === 'no-zip') {
    return (
      <GuidesFallback title="We need a US ZIP code to find installers">
        This property has no 5-digit ZIP code, so we cannot tell which county's installers to rank. Add it under Property Details on your
        project, or browse the guides in the meantime.
      </GuidesFallback>
    );
  }
  if (candidates.kind === 'no-county') {
    return (
      <GuidesFallback title="We don't cover this ZIP code yet">
        We could not find the county of ZIP {candidates.zip}, so we have no ranked installers for it yet. Browse our local installer guides
        to see the areas we cover.
      </GuidesFallback>
    );
  }
  return (
    <GuidesFallback title={`No ranked installers in ${candidates.county} County yet`}>
      We haven't ranked installers in {candidates.county} County (ZIP {candidates.zip}) yet. Browse our local installer guides for nearby
      areas; your request stays open.
    </GuidesFallback>
  );
}

/**
 * Whether Atlas has ranked installers for a postal code, checked before anything is paid (a payment for an
 * uncovered ZIP used to show its problem only afterwards, with nothing to refund it). `null` while it loads;
 * a failed check lets the homeowner go on (the paid screen says the same if it is really uncovered).
 */
function useCoverage(postalCode: string | null | undefined, enabled = true): Candidates | 'unknown' | null {
  const [coverage, setCoverage] = useState<Candidates | 'unknown' | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void loadCandidates(postalCode ?? null).then((read) => {
      if (current) setCoverage(read.data ?? 'unknown');
    });
    return () => {
      current = false;
    };
  }, [postalCode, enabled]);
  return coverage;
}

/** The coverage answer before payment: nothing while it loads or when covered, else why there is nothing to pay for. */
function CoverageBeforePayment({ coverage }: { coverage: Candidates | 'unknown' | null }) {
  if (coverage === null || coverage === 'unknown' || coverage.kind === 'ranked') return null;
  return (
    <div data-testid="not-covered">
      <p className="mt-4 text-sm font-medium text-slate-700">
        Nothing to pay for here yet: you are only asked to pay once we have ranked installers for this property.
      </p>
      <NoCoverage candidates={coverage} />
    </div>
  );
}

/** In place of a payment, when the site has no payment provider (production without one configured). */
function PaymentsClosed({ message }: { message: string }) {
  return (
    <p role="status" className="mt-5 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="payments-closed">
      {message}
    </p>
  );
}

/** "Your Free plan introduces you to up to 2 installers.": the plan the server holds and enforces. */
function PlanLimit({ plan, className }: { plan: Plan; className: string }) {
  return (
    <p className={className} data-testid="plan-limit">
      Your <strong>{PLAN_NAMES[plan.plan] ?? plan.plan}</strong> plan introduces you to up to <strong>{plan.limit} installers</strong>.
    </p>
  );
}

function Facts({ card }: { card: InstallerCard }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
      <div>
        <dt className="flex items-center text-xs text-muted">
          Atlas Score
          <InfoButton label="Atlas Score">
            A score out of 10 based on 60+ verification factors (reviews, licences, warranties, track record), graded against other
            installers in the same state and updated weekly. Installers rated below 2.5 stars are not listed.
          </InfoButton>
        </dt>
        <dd className="font-semibold text-ink">
          {card.score}/10 <span className="font-normal text-muted">· {card.tier}</span>
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted">Rating</dt>
        <dd className="text-ink">{card.rating ? `${card.rating} ★${card.reviews ? ` (${card.reviews} reviews)` : ''}` : 'No rating'}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted">In business</dt>
        <dd className="text-ink">{card.yearsInBusiness ?? 'Unknown'}</dd>
      </div>
      <div>
        <dt className="flex items-center text-xs text-muted">
          Typical $/W
          <InfoButton label="cost per watt">
            The installer's typical price per watt of solar capacity before incentives, as published in its profile. Your quote may differ.
          </InfoButton>
        </dt>
        <dd className="text-ink">{card.costPerWatt ?? 'Not published'}</dd>
      </div>
      {card.services.length > 0 && (
        <div className="col-span-2 sm:col-span-4">
          <dt className="sr-only">Services</dt>
          <dd className="flex flex-wrap gap-1.5">
            {card.services.map((service) => (
              <Badge key={service}>{service}</Badge>
            ))}
          </dd>
        </div>
      )}
      {card.minimal && <p className="col-span-2 text-xs text-muted sm:col-span-4">No detailed information available</p>}
    </dl>
  );
}

function StatusList({ links, names }: { links: RequestBusinessLink[]; names: ReadonlyMap<string, string> }) {
  return (
    <section aria-labelledby="introductions-heading" className="mt-6">
      <h2 id="introductions-heading" className="text-lg font-semibold text-ink">
        Your introductions
      </h2>
      <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" data-testid="introduction-statuses">
        {links.map((link) => (
          <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3" data-cid={link.businesses_cid}>
            <span className="font-medium text-ink">{names.get(link.businesses_cid) ?? link.businesses_cid}</span>
            <span className="flex flex-wrap items-center gap-2 text-sm text-muted">
              <Badge tone={link.business_status === 'contacting' ? 'brand' : 'neutral'}>{businessStatusLabel(link.business_status)}</Badge>
              {formatWhen(link.contacted_at) && <span>since {formatWhen(link.contacted_at)}</span>}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted">
        We pass your property details to each installer and ask them to contact you. Nobody else sees your request.
      </p>
    </section>
  );
}

function Selection({
  request,
  limit,
  candidates,
  onSent,
  onReload,
}: {
  request: PropertyRequestView;
  limit: number;
  candidates: Candidates;
  onSent: (links: RequestBusinessLink[]) => void;
  onReload: () => void;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const cards = useMemo(() => (candidates.kind === 'ranked' ? selectionCards(candidates.businesses) : []), [candidates]);

  if (candidates.kind !== 'ranked') return <NoCoverage candidates={candidates} />;

  const full = chosen.length >= limit;
  const toggle = (cid: string, on: boolean) =>
    setChosen((list) => (on ? (list.includes(cid) ? list : [...list, cid]) : list.filter((c) => c !== cid)));
  const send = async () => {
    setSending(true);
    setError(null);
    const result = await sendIntroductions(request.id, chosen);
    setSending(false);
    if (result.error) setError(result.error);
    else onSent(result.links);
  };

  return (
    <section aria-labelledby="candidates-heading" className="mt-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="candidates-heading" className="text-lg font-semibold text-ink">
            Top-ranked installers in {candidates.county} County
          </h2>
          <p className="text-sm text-muted">Ranked by Atlas Score. Choose up to {limit}.</p>
        </div>
        <p role="status" className="text-sm font-medium text-slate-700" data-testid="selected-count">
          {chosen.length} of {limit} selected
        </p>
      </div>
      <ul className="mt-4 space-y-3" data-testid="candidates">
        {cards.map((card) => {
          const selected = chosen.includes(card.cid);
          return (
            <li
              key={card.cid}
              className={`rounded-xl border bg-white p-4 ${selected ? 'border-brand-500 ring-1 ring-brand-500' : 'border-slate-200'}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h3 className="min-w-0">
                  <span className="font-semibold text-ink">
                    #{card.rank} {card.name}
                  </span>
                  {card.website && <span className="ml-2 text-xs text-muted">{card.website.label}</span>}
                </h3>
                {/* A toggle button (aria-pressed): lighter than a checkbox field, and as clear to a screen reader. */}
                <Button
                  size="sm"
                  variant={selected ? 'primary' : 'secondary'}
                  aria-pressed={selected}
                  isDisabled={!selected && full}
                  onPress={() => toggle(card.cid, !selected)}
                >
                  {selected ? '✓ Selected' : 'Select'}
                  <span className="sr-only"> {card.name}</span>
                </Button>
              </div>
              <Facts card={card} />
            </li>
          );
        })}
      </ul>
      {full && (
        <p className="mt-3 text-sm text-muted">You've chosen {limit}, the most your plan includes. Unselect one to choose another.</p>
      )}
      {error && (
        <div className="mt-4">
          <ErrorPanel error={error} onRetry={onReload} />
        </div>
      )}
      <div className="sticky bottom-0 mt-6 border-t border-slate-200 bg-slate-50/95 py-3">
        <Button size="lg" isDisabled={chosen.length === 0 || sending} onPress={() => void send()}>
          {sending ? 'Sending...' : `Introduce me to ${chosen.length === 1 ? '1 installer' : `${chosen.length} installers`}`}
        </Button>
      </div>
    </section>
  );
}

function Checkout({ request, plan, paymentsClosed }: { request: PropertyRequestView; plan: Plan; paymentsClosed: string | null }) {
  const coverage = useCoverage(request.postal_code);
  const payable = coverage !== null && (coverage === 'unknown' || coverage.kind === 'ranked');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const pay = async () => {
    setBusy(true);
    setError(null);
    const started = await beginCheckout(request.id);
    if (started.error) {
      setError(started.error);
      setBusy(false);
      return;
    }
    go(started.data);
  };
  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-ink">How it works</h2>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Pay once for this property.</li>
        <li>Choose from the installers ranked for your county.</li>
        <li>We introduce you; they contact you with a quote you can add to this project.</li>
      </ol>
      <PlanLimit plan={plan} className="mt-4 text-sm text-slate-700" />
      {request.status === 'pending_payment' && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          A payment was started for this request but not confirmed. If you paid, it will show here shortly; otherwise you can pay again.
        </p>
      )}
      {error && (
        <div className="mt-4">
          <ErrorPanel error={error} />
        </div>
      )}
      <CoverageBeforePayment coverage={coverage} />
      {payable && paymentsClosed !== null && <PaymentsClosed message={paymentsClosed} />}
      {payable && paymentsClosed === null && (
        <Button size="lg" className="mt-5" isDisabled={busy} onPress={() => void pay()}>
          {busy ? 'Opening checkout...' : 'Continue to payment'}
        </Button>
      )}
    </div>
  );
}

/** /select-installers/start?project={id}: the plan's limit, then "Start my request" creates the request. */
function Start({ projectId, paymentsClosed }: { projectId: string | null; paymentsClosed: string | null }) {
  const [plan, setPlan] = useState<Plan | null>(null);
  const [project, setProject] = useState<Project | null | 'loading'>('loading');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const loaded = project !== null && project !== 'loading';
  const coverage = useCoverage(loaded ? project.postal_code : null, loaded);
  const startable = coverage !== null && (coverage === 'unknown' || coverage.kind === 'ranked');
  useEffect(() => {
    if (!projectId) return setProject(null);
    void Promise.all([fetchProject(projectId), loadPlan()]).then(([read, planRead]) => {
      if (read.error ?? planRead.error) setError(read.error ?? planRead.error ?? null);
      setPlan(planRead.data ?? null);
      setProject(read.data ?? null);
    });
  }, [projectId]);
  const start = async (p: Project) => {
    setBusy(true);
    setError(null);
    const created = await startIntroductions(p);
    if (created.error) {
      setError(created.error);
      setBusy(false);
      return;
    }
    go(`/select-installers/${encodeURIComponent(created.data.id)}`, { replace: true });
  };
  if (project === 'loading' && !error) return <Skeleton className="mt-6 h-48 w-full" />;
  if (project !== 'loading' && project !== null && plan === null) {
    return (
      <div className="py-8">
        <h1 className="text-2xl font-bold text-ink">Get introduced to installers</h1>
        <div className="mt-6">{error && <ErrorPanel error={error} onRetry={() => window.location.reload()} />}</div>
      </div>
    );
  }
  if (!project || project === 'loading' || plan === null) {
    return (
      <div className="py-12 text-center">
        <h1 className="text-2xl font-bold text-ink">Project not found</h1>
        <p className="mt-2 text-muted">{error?.message ?? "This project doesn't exist or isn't yours."}</p>
        <ButtonLink href="/dashboard" className="mt-6">
          Go to Dashboard
        </ButtonLink>
      </div>
    );
  }
  return (
    <>
      <Link href={`/quotes/${project.id}`} quiet className="inline-flex items-center gap-1 text-sm">
        <span aria-hidden="true">←</span> Back to project
      </Link>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Get introduced to installers</h1>
      <p className="mt-1 text-slate-600">
        {[project.street_address, project.city, [project.state_province, project.postal_code].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', ')}
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
        <PlanLimit plan={plan} className="text-sm text-slate-700" />
        <p className="mt-2 text-sm text-muted">
          We'll create a request for this property. We first check that we have installers ranked for its county; then you pay once and
          choose from them.
        </p>
        {coverage === null && <Skeleton className="mt-5 h-11 w-48" />}
        <CoverageBeforePayment coverage={coverage} />
        {error && (
          <div className="mt-4">
            <ErrorPanel error={error} />
          </div>
        )}
        {startable && paymentsClosed !== null && <PaymentsClosed message={paymentsClosed} />}
        {startable && paymentsClosed === null && (
          <Button size="lg" className="mt-5" isDisabled={busy} onPress={() => void start(project)}>
            {busy ? 'Creating your request...' : 'Start my request'}
          </Button>
        )}
      </div>
    </>
  );
}

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; error: ApiError }
  | { status: 'unpaid'; request: PropertyRequestView; plan: Plan }
  | {
      status: 'paid';
      request: PropertyRequestView;
      plan: Plan;
      links: RequestBusinessLink[];
      candidates: Candidates | null;
      names: Map<string, string>;
    };

async function load(requestId: string): Promise<Loaded> {
  const [read, planRead] = await Promise.all([api.fetchPropertyRequest(requestId), loadPlan()]);
  if (read.error) return { status: 'error', error: read.error };
  if (!read.data) return { status: 'missing' };
  if (planRead.error) return { status: 'error', error: planRead.error };
  const request = read.data;
  const plan = planRead.data;
  if (request.status !== 'active') return { status: 'unpaid', request, plan };
  const links = await api.fetchRequestBusinesses(request.id);
  if (links.error) return { status: 'error', error: links.error };
  const candidates = await loadCandidates(request.postal_code);
  if (candidates.error && links.data.length === 0) return { status: 'error', error: candidates.error };
  const names = new Map<string, string>();
  if (candidates.data?.kind === 'ranked') for (const b of candidates.data.businesses) names.set(b.cid, b.name);
  const missing = links.data.map((l) => l.businesses_cid).filter((cid) => !names.has(cid));
  if (missing.length > 0) {
    const extra = await api.fetchBusinesses(missing);
    for (const b of extra.data ?? []) names.set(b.cid, b.name);
  }
  return { status: 'paid', request, plan, links: links.data, candidates: candidates.data ?? null, names };
}

function Screen({ requestId, paymentsClosed }: { requestId: string; paymentsClosed: string | null }) {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    void load(requestId).then(setState);
  }, [requestId]);
  useEffect(reload, [reload]);

  if (state.status === 'loading') {
    return (
      <div role="status" aria-label="Loading your request">
        <Skeleton className="mt-6 h-8 w-2/3" />
        <Skeleton className="mt-6 h-48 w-full" />
      </div>
    );
  }
  if (state.status === 'missing') {
    return (
      <div className="py-12 text-center">
        <h1 className="text-2xl font-bold text-ink">Request not found</h1>
        <p className="mt-2 text-muted">This request doesn't exist or isn't yours.</p>
        <ButtonLink href="/dashboard" className="mt-6">
          Go to Dashboard
        </ButtonLink>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="py-8">
        <h1 className="text-2xl font-bold text-ink">Installer introductions</h1>
        <div className="mt-6">
          <ErrorPanel error={state.error} onRetry={reload} />
        </div>
      </div>
    );
  }
  const { request } = state;
  const projectId = request.details?.project_id;
  return (
    <>
      {projectId && (
        <Link href={`/quotes/${projectId}`} quiet className="inline-flex items-center gap-1 text-sm">
          <span aria-hidden="true">←</span> Back to project
        </Link>
      )}
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Installer introductions</h1>
      <p className="mt-1 text-slate-600">{addressOf(request)}</p>
      {state.status === 'unpaid' && <Checkout request={request} plan={state.plan} paymentsClosed={paymentsClosed} />}
      {state.status === 'paid' && (
        <>
          <p className="mt-3">
            <Badge tone="brand">Paid</Badge>
            {formatWhen(request.payment_completed_at) && (
              <span className="ml-2 text-sm text-muted">on {formatWhen(request.payment_completed_at)}</span>
            )}
          </p>
          {state.links.length > 0 ? (
            <StatusList links={state.links} names={state.names} />
          ) : state.candidates ? (
            <Selection
              request={request}
              limit={state.plan.limit}
              candidates={state.candidates}
              onSent={(links) => setState({ ...state, links })}
              onReload={reload}
            />
          ) : null}
        </>
      )}
    </>
  );
}

/**
 * /select-installers/{requestId}: pay for a request, then choose the installers Atlas introduces (owner only).
 * `paymentsClosed`: the server's sentence when it has no payment provider, shown instead of a payment.
 */
export default function SelectInstallers({ requestId, paymentsClosed = null }: { requestId: string; paymentsClosed?: string | null }) {
  return (
    <Protected>
      <SessionExpiredNotice />
      <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
        {requestId === 'start' ? (
          <Start projectId={queryParam('project')} paymentsClosed={paymentsClosed} />
        ) : (
          <Screen requestId={requestId} paymentsClosed={paymentsClosed} />
        )}
      </div>
    </Protected>
  );
}
