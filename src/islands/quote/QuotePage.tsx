import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { analyzeQuote } from '../../finance';
import { $projectLoads, createQuote, loadProject, markWizardDone, projectStore, updateProject, updateQuote } from '../../stores/projects';
import {
  parseTab,
  projectSettings,
  proposalInputs,
  quoteDraft,
  STATUS_LABELS,
  type EditorTab,
  type QuoteApi,
} from '../../stores/quoteDraft';
import { queryParam } from '../app/navigation';
import { Protected } from '../app/Protected';
import { Definitions } from '../calculator/Definitions';
import { CashFlowCard } from '../cashflow/CashFlowCard';
import { Badge, Button, ButtonLink, Link } from '../ui';
import { Editor } from './Editor';
import { SidePanel } from './SidePanel';
import { Wizard } from './Wizard';

/** The projects store answers with `{ error }` (an ApiError); the draft store expects a failed call to throw. */
const api: QuoteApi = {
  async createQuote(projectId, payload) {
    const result = await createQuote(projectId, payload);
    if (result.error !== undefined) throw result.error;
    return { id: String(result.data.id) };
  },
  async updateQuote(projectId, quoteId, payload) {
    const result = await updateQuote(projectId, quoteId, payload);
    if (result.error !== undefined) throw result.error;
  },
  async updateProject(projectId, payload) {
    const result = await updateProject(projectId, payload);
    if (result.error !== undefined) throw result.error;
  },
  async markWizardDone(projectId) {
    const result = await markWizardDone(projectId);
    if (result.error !== undefined) throw result.error;
  },
};

/** Replaces the address bar's URL without a reload (the page's state already matches it). */
function replaceUrl(path: string): void {
  window.history.replaceState(window.history.state, '', path);
}

function Recovered() {
  const state = useStore(quoteDraft.$quoteDraft, { keys: ['recovered', 'recoveredAt'] });
  if (!state.recovered) return null;
  const when =
    state.recoveredAt === null ? '' : new Date(state.recoveredAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
    >
      <p>
        <strong className="font-semibold">We brought back what you typed{when ? ` (${when})` : ''}.</strong> It has not been saved yet: save
        to keep it.
      </p>
      <Button variant="ghost" size="sm" onPress={() => quoteDraft.discardRecovered()}>
        Discard these changes
      </Button>
    </div>
  );
}

function SaveState() {
  const dirty = useStore(quoteDraft.$dirty);
  const { saving, quoteId } = useStore(quoteDraft.$quoteDraft, { keys: ['saving', 'quoteId'] });
  const text = saving ? 'Saving…' : dirty ? 'Unsaved changes' : quoteId === null ? '' : 'All changes saved';
  return (
    <span role="status" className="text-sm text-muted print:hidden">
      {text}
    </span>
  );
}

function Screen({ projectId, quoteId }: { projectId: string; quoteId: string | null }) {
  const load = useStore($projectLoads, { keys: [projectId] })[projectId];
  const project = useStore(projectStore(projectId));
  const draft = useStore(quoteDraft.$quoteDraft);
  const initialised = useRef(false);
  const [npv, setNpv] = useState(false);
  const [missingQuote, setMissingQuote] = useState(false);

  useEffect(() => {
    quoteDraft.setApi(api);
    quoteDraft.setDebug(queryParam('tester') === 'testing');
    void loadProject(projectId);
    return () => {
      initialised.current = false;
      quoteDraft.reset();
    };
  }, [projectId]);

  // Set up the form once, from the project as first loaded (later store updates are our own saves).
  useEffect(() => {
    if (project === undefined || initialised.current) return;
    initialised.current = true;
    const id = quoteId ?? queryParam('quote');
    const quote = id === null ? null : (project.installer.find((q) => String(q.id) === id) ?? null);
    if (id !== null && quote === null && quoteId !== null) {
      setMissingQuote(true);
      return;
    }
    quoteDraft.init({
      project,
      quote,
      // A quote the wizard created earlier (/new?quote=…) carries on in the wizard.
      ...(quoteId === null && quote !== null ? { mode: project.wizard_completed === true ? 'editor' : 'wizard' } : {}),
      tab: parseTab(queryParam('tab')),
    });
  }, [project, quoteId]);

  // The address follows the quote: a new quote gets its id once created, the editor its tab.
  useEffect(() => {
    if (draft.status !== 'ready' || draft.quoteId === null) return;
    if (draft.mode === 'wizard') replaceUrl(`/quotes/${projectId}/new?quote=${encodeURIComponent(draft.quoteId)}`);
    else replaceUrl(`/quotes/${projectId}/edit/${encodeURIComponent(draft.quoteId)}?tab=${draft.tab}`);
  }, [draft.status, draft.quoteId, draft.mode, draft.tab, projectId]);

  const settings = useMemo(() => projectSettings(draft.settings), [draft.settings]);
  const proposal = useMemo(() => proposalInputs(draft.form), [draft.form]);
  const outcome = useMemo(() => analyzeQuote(settings, proposal, { npvEnabled: npv }), [settings, proposal, npv]);

  if (missingQuote) {
    return (
      <Notice title="Quote not found" text="This quote may have been deleted, or it belongs to another project.">
        <ButtonLink href={`/quotes/${projectId}`}>Back to project</ButtonLink>
      </Notice>
    );
  }
  if (load?.status === 'missing') {
    return (
      <Notice title="Project not found" text="This project does not exist or is not yours.">
        <ButtonLink href="/dashboard">Back to Projects</ButtonLink>
      </Notice>
    );
  }
  if (load?.status === 'error' && project === undefined) {
    return (
      <Notice title="Unable to load the project" text={load.error?.message ?? 'Please check your connection.'}>
        <Button onPress={() => void loadProject(projectId)}>Try again</Button>
      </Notice>
    );
  }
  if (project === undefined || draft.status !== 'ready') {
    return (
      <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-muted">
        <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-r-transparent" />
        Loading project details...
      </div>
    );
  }

  const wizard = draft.mode === 'wizard';
  const title = wizard
    ? draft.firstQuote
      ? 'Set up your solar project'
      : 'Add a new quote'
    : draft.quoteId === null
      ? 'Add a new quote'
      : draft.saved.form.company_name || 'Edit quote';
  const setTab = (tab: EditorTab) => {
    if (draft.quoteId !== null) replaceUrl(`/quotes/${projectId}/edit/${encodeURIComponent(draft.quoteId)}?tab=${tab}`);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="print:hidden">
        <Link href={`/quotes/${projectId}`} quiet className="text-sm">
          ← Back to project
        </Link>
      </div>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
          {!wizard && draft.quoteId !== null && (
            <div className="mt-2 flex items-center gap-2">
              <Badge tone={draft.saved.form.status === 'archived' ? 'neutral' : 'brand'}>
                {STATUS_LABELS[draft.saved.form.status] ?? draft.saved.form.status}
              </Badge>
            </div>
          )}
        </div>
        <SaveState />
      </div>
      <div className="mt-4">
        <Recovered />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-10 print:block">
        <div className="min-w-0 lg:col-span-7 print:hidden">
          {wizard ? (
            <Wizard
              projectId={projectId}
              onLeaveWizard={(id) => replaceUrl(`/quotes/${projectId}/edit/${encodeURIComponent(id)}?tab=equipment`)}
            />
          ) : (
            <Editor projectId={projectId} onTabChange={setTab} />
          )}
        </div>
        <div className="lg:col-span-3">
          <div className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto">
            <SidePanel hasProject project={settings} proposal={proposal} outcome={outcome} state={project.state_province} />
          </div>
        </div>
      </div>

      {outcome.result !== null && (
        <div className="mt-8">
          <CashFlowCard result={outcome.result} name={draft.form.company_name || 'quote'} npvEnabled={npv} onNpvChange={setNpv} />
          <div className="mt-6">
            <Definitions />
          </div>
        </div>
      )}
    </div>
  );
}

function Notice({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-muted">{text}</p>
      <div className="mt-6 flex justify-center">{children}</div>
    </div>
  );
}

/**
 * The quote form (spec §2): /quotes/{projectId}/new (wizard while the project's wizard is not done,
 * else the tabbed form) and /quotes/{projectId}/edit/{quoteId}?tab=…, with the side panel at a 7/3
 * split and the Cash Flow Analysis card. Protected: signed-out visitors go to /login and come back.
 */
export default function QuotePage({ projectId, quoteId = null }: { projectId: string; quoteId?: string | null }) {
  return (
    <Protected>
      <Screen projectId={projectId} quoteId={quoteId} />
    </Protected>
  );
}
