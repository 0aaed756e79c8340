import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { $projectLoads, loadProject, projectStore } from '../../stores/projects';
import { $quoteAnalysis, setQuoteBillInputs, setQuoteNpv, $quoteNpv } from '../../stores/quote-analysis';
import { $quoteSaveFailure, closeQuotePage, openQuotePage, quotePageUrl, startQuoteForm } from '../../stores/quote-page';
import { parseTab, quoteDraft, STATUS_LABELS } from '../../stores/quoteDraft';
import { failureText } from '../app/failure';
import { queryParam } from '../app/navigation';
import { Protected } from '../app/Protected';
import { SessionExpiredNotice } from '../app/SessionExpiredNotice';
import { ConflictDialog } from './ConflictDialog';
import { DeleteQuote } from './DeleteQuote';
import { Definitions } from '../calculator/Definitions';
import { CashFlowCard } from '../cashflow/CashFlowCard';
import { Button, ButtonLink, Link } from '../ui/Button';
import { Badge } from '../ui/Display';
import { Editor } from './Editor';
import { SidePanel } from './SidePanel';
import { Wizard } from './Wizard';

/** Replaces the address bar's URL without a reload (the page's state already matches it). */
function replaceUrl(path: string): void {
  if (`${window.location.pathname}${window.location.search}` === path) return;
  window.history.replaceState(window.history.state, '', path);
}

/**
 * Why the last save failed, in the words its code calls for (`app/failure.ts`): a refused value names the
 * field and the server's reason; a lost connection says to try again. An expired session is said once for
 * the whole page by SessionExpiredNotice (nothing typed is lost: the draft keeps it), so nothing shows here.
 */
function SaveFailure() {
  const failure = useStore($quoteSaveFailure);
  const text = failure === null ? null : failureText(failure, 'Your changes were not saved');
  if (text === null) return null;
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      {text}
    </p>
  );
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
  // A new quote exists only in this browser until it is saved (issue 22): said so, not just "unsaved".
  const unsaved = quoteId === null ? 'Not saved yet: kept in this browser' : 'Unsaved changes';
  const text = saving ? 'Saving…' : dirty ? unsaved : quoteId === null ? '' : 'All changes saved';
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
  const [missingQuote, setMissingQuote] = useState(false);
  const analysis = useStore($quoteAnalysis);
  const npv = useStore($quoteNpv);

  useEffect(() => {
    void openQuotePage(projectId, { debug: queryParam('tester') === 'testing' });
    return () => {
      initialised.current = false;
      closeQuotePage();
    };
  }, [projectId]);

  // The project's tariff and hours (issue 23): the side panel bills the quote as the project page does.
  useEffect(() => {
    setQuoteBillInputs(project);
  }, [project]);
  useEffect(() => () => setQuoteBillInputs(null), [projectId]);

  // Set up the form once, from the project as first loaded (later store updates are our own saves).
  useEffect(() => {
    if (project === undefined || initialised.current) return;
    initialised.current = true;
    const opened = startQuoteForm(project, { routeQuoteId: quoteId, tab: parseTab(queryParam('tab')) });
    if (opened === 'missing') setMissingQuote(true);
  }, [project, quoteId]);

  // The address follows the quote: the editor's quote its id and tab (leaving the wizard, changing tab), and
  // the wizard and a quote not saved yet (also after "Add New Quote") plain /new, so a reload never reopens
  // the previous quote.
  const { status, quoteId: openQuoteId, mode, tab } = draft;
  useEffect(() => {
    if (status !== 'ready') return;
    replaceUrl(quotePageUrl(projectId, { quoteId: openQuoteId, mode, tab }, window.location.search));
  }, [status, openQuoteId, mode, tab, projectId]);

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
  if (project === undefined || draft.status !== 'ready' || analysis === null) {
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
  const outcome = analysis.outcome;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <SessionExpiredNotice />
      <div className="print:hidden">
        <Link href={`/quotes/${projectId}`} quiet className="text-sm">
          ← Back to project
        </Link>
      </div>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
          {!wizard && draft.quoteId !== null && (
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <Badge tone={draft.saved.form.status === 'archived' ? 'neutral' : 'brand'}>
                {STATUS_LABELS[draft.saved.form.status] ?? draft.saved.form.status}
              </Badge>
              <DeleteQuote projectId={projectId} name={title} />
            </div>
          )}
        </div>
        <SaveState />
      </div>
      <div className="mt-4 space-y-3">
        <Recovered />
        <SaveFailure />
      </div>
      <ConflictDialog />

      <div className="mt-6 grid gap-6 lg:grid-cols-10 print:block">
        <div className="min-w-0 lg:col-span-7 print:hidden">
          {wizard ? <Wizard projectId={projectId} /> : <Editor projectId={projectId} />}
        </div>
        <div className="lg:col-span-3">
          <div className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto">
            <SidePanel hasProject analysis={analysis} state={project.state_province} />
          </div>
        </div>
      </div>

      {outcome.result !== null && (
        <div className="mt-8">
          <CashFlowCard result={outcome.result} name={draft.form.company_name || 'quote'} npvEnabled={npv} onNpvChange={setQuoteNpv} />
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
    <Protected reuseTabUser>
      <Screen projectId={projectId} quoteId={quoteId} />
    </Protected>
  );
}
