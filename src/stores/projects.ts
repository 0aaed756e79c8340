import { atom, computed, map, type ReadableAtom } from 'nanostores';
import * as api from '../directus';
import type { ApiError, NewProjectAddress, Project, ProjectPatch, Quote, QuotePatch, QuoteStatus, Result } from '../directus';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ProjectsState {
  /** State of the list load (the dashboard). */
  status: LoadStatus;
  error: ApiError | null;
  /** Every project loaded so far, newest first, each with its quotes in `installer`. */
  list: Project[];
}

/** The homeowner's projects and their quotes. Components read; actions below write. */
export const $projects = atom<ProjectsState>({ status: 'idle', error: null, list: [] });

/** Per-project load state for screens opened on one project (`missing`: no such project for this user). */
export type ProjectLoad = { status: 'loading' | 'ready' | 'missing' | 'error'; error?: ApiError };
export const $projectLoads = map<Record<string, ProjectLoad>>({});

// Failures: every action answers the `Result` of its call, with the ApiError unchanged (its text, code and
// cause). The store rolls back what it showed optimistically; the island that called decides what to say
// (a toast, an inline message, the session notice), so stores never import the toast library.

// ---- reading ---------------------------------------------------------------------------------------

const byId = new Map<string, ReadableAtom<Project | undefined>>();

/** A store of one project (undefined until loaded). Cached per id so components can subscribe cheaply. */
export function projectStore(id: string): ReadableAtom<Project | undefined> {
  let store = byId.get(id);
  if (!store) {
    store = computed($projects, (s) => s.list.find((p) => p.id === id));
    byId.set(id, store);
  }
  return store;
}

/** The project's quotes that are not archived, in their saved order. */
export function activeQuotes(project: Project | undefined): Quote[] {
  return (project?.installer ?? []).filter((q) => q.archived !== true);
}

/** The project's archived quotes. */
export function archivedQuotes(project: Project | undefined): Quote[] {
  return (project?.installer ?? []).filter((q) => q.archived === true);
}

function getProject(id: string): Project | undefined {
  return $projects.get().list.find((p) => p.id === id);
}

function upsert(project: Project): void {
  const state = $projects.get();
  const exists = state.list.some((p) => p.id === project.id);
  $projects.set({ ...state, list: exists ? state.list.map((p) => (p.id === project.id ? project : p)) : [project, ...state.list] });
}

function replaceProject(id: string, update: (p: Project) => Project): void {
  const state = $projects.get();
  $projects.set({ ...state, list: state.list.map((p) => (p.id === id ? update(p) : p)) });
}

// ---- loading ---------------------------------------------------------------------------------------

/** GET the homeowner's projects (newest first, with quotes) into `$projects`. */
export async function loadProjects(): Promise<Result<Project[]>> {
  $projects.set({ ...$projects.get(), status: 'loading', error: null });
  const result = await api.fetchProjects();
  if (result.error !== undefined) {
    $projects.set({ ...$projects.get(), status: 'error', error: result.error });
    return result;
  }
  $projects.set({ status: 'ready', error: null, list: result.data });
  return result;
}

/** GET one project (with quotes) into `$projects`; `$projectLoads[id]` says loading/ready/missing/error. */
export async function loadProject(id: string): Promise<Result<Project | null>> {
  if (!getProject(id)) $projectLoads.setKey(id, { status: 'loading' });
  const result = await api.fetchProject(id);
  if (result.error !== undefined) {
    $projectLoads.setKey(id, { status: 'error', error: result.error });
    return result;
  }
  if (result.data === null) {
    $projectLoads.setKey(id, { status: 'missing' });
    return result;
  }
  upsert(result.data);
  $projectLoads.setKey(id, { status: 'ready' });
  return result;
}

// ---- projects --------------------------------------------------------------------------------------

/** POST a new project with its address. Not optimistic: the screen shows Creating... and then navigates. */
export async function createProject(address: NewProjectAddress): Promise<Result<{ id: string }>> {
  return api.insertProject(address);
}

/**
 * PATCH a project, optimistically: the change shows at once and is rolled back if the server refuses.
 * Used for settings (Property Details), notes, sharing, archive and the wizard flag.
 */
export async function updateProject(projectId: string, payload: ProjectPatch): Promise<Result<Partial<Project>>> {
  const before = getProject(projectId);
  if (before) replaceProject(projectId, (p) => ({ ...p, ...payload }));
  const result = await api.patchProject(projectId, payload);
  if (result.error !== undefined) {
    if (before) replaceProject(projectId, (p) => rollback(p, before, payload));
    return result;
  }
  // Fields the server decides (e.g. a share id it generated) replace the optimistic guess.
  if (before) replaceProject(projectId, (p) => ({ ...p, ...withoutUndefined(result.data) }));
  return result;
}

/** `current` with the fields a failed change touched set back to what they were `before` it. */
function rollback<T extends object>(current: T, before: T, change: object): T {
  const restored: Partial<T> = {};
  for (const key of Object.keys(change) as Array<keyof T>) restored[key] = before[key];
  return { ...current, ...restored };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Archives a project (spec: then the screen goes to /dashboard). */
export function archiveProject(projectId: string) {
  return updateProject(projectId, { archived: true });
}

/** Restores an archived project to the active list. */
export function restoreProject(projectId: string) {
  return updateProject(projectId, { archived: false });
}

/** Marks the quote wizard done for the project (PATCH wizard_completed true). */
export function markWizardDone(projectId: string) {
  return updateProject(projectId, { wizard_completed: true });
}

// ---- quotes ----------------------------------------------------------------------------------------

let tempCounter = 0;
/** Temporary ids of optimistic quotes start with this prefix until the server's id replaces them. */
export const TEMP_ID_PREFIX = 'temp-';
export const isTempId = (id: string): boolean => id.startsWith(TEMP_ID_PREFIX);

function emptyQuote(id: string, projectId: string): Quote {
  return {
    id,
    project_id: projectId,
    name: null,
    company_name: null,
    status: 'researching',
    sub_status: null,
    email: null,
    phone: null,
    domain: null,
    notes: null,
    archived: false,
    proposal_data: null,
  };
}

/**
 * POST a new quote. It appears at once under a temporary id, which the server's id replaces on success;
 * on failure it is removed again. Answers the saved quote (use `data.id` for later updates).
 */
export async function createQuote(projectId: string, payload: QuotePatch): Promise<Result<Quote>> {
  const tempId = `${TEMP_ID_PREFIX}${Date.now().toString(36)}-${++tempCounter}`;
  const known = Boolean(getProject(projectId));
  if (known)
    replaceProject(projectId, (p) => ({
      ...p,
      installer: [...p.installer, { ...emptyQuote(tempId, projectId), ...payload, id: tempId, project_id: projectId }],
    }));
  const result = await api.insertQuote(projectId, payload);
  if (result.error !== undefined) {
    if (known) replaceProject(projectId, (p) => ({ ...p, installer: p.installer.filter((q) => q.id !== tempId) }));
    return result;
  }
  const saved = result.data;
  if (known) replaceProject(projectId, (p) => ({ ...p, installer: p.installer.map((q) => (q.id === tempId ? { ...q, ...saved } : q)) }));
  return result;
}

/** PATCH a quote, optimistically, rolled back on failure. */
export async function updateQuote(projectId: string, quoteId: string, payload: QuotePatch): Promise<Result<Quote>> {
  const before = getProject(projectId)?.installer.find((q) => q.id === quoteId);
  const mapQuote = (fn: (q: Quote) => Quote) =>
    replaceProject(projectId, (p) => ({ ...p, installer: p.installer.map((q) => (q.id === quoteId ? fn(q) : q)) }));
  if (before) mapQuote((q) => ({ ...q, ...payload }));
  const result = await api.patchQuote(quoteId, payload);
  if (result.error !== undefined) {
    if (before) mapQuote((q) => rollback(q, before, payload));
    return result;
  }
  if (before) mapQuote((q) => ({ ...q, ...result.data }));
  return result;
}

/** Archives a quote (it moves to the Archived Quotes section). */
export function archiveQuote(projectId: string, quoteId: string) {
  return updateQuote(projectId, quoteId, { archived: true });
}

/**
 * DELETEs a quote, optimistically: it leaves the project at once and comes back, in its place, if the
 * server refuses. The shared page drops it too (the server marks the project's shared view changed).
 */
export async function deleteQuote(projectId: string, quoteId: string): Promise<Result<null>> {
  const before = getProject(projectId)?.installer;
  if (before) replaceProject(projectId, (p) => ({ ...p, installer: p.installer.filter((q) => q.id !== quoteId) }));
  const result = await api.removeQuote(quoteId);
  if (result.error !== undefined && before) replaceProject(projectId, (p) => ({ ...p, installer: before }));
  return result;
}

/** The status a quote gets back when it was archived through the editor's status field (the form's default). */
export const RESTORED_QUOTE_STATUS = 'researching' satisfies QuoteStatus;

/**
 * Restores an archived quote to the active list. A quote archived through the editor's status field also
 * has `status: 'archived'`; left so, the editor reads it as Archived, its next save archives it again and the
 * active table shows an Archived badge. Restoring makes it active: that status becomes `researching`.
 */
export function restoreQuote(projectId: string, quoteId: string) {
  const quote = getProject(projectId)?.installer.find((q) => q.id === quoteId);
  const status: QuotePatch = quote?.status === 'archived' ? { status: RESTORED_QUOTE_STATUS } : {};
  return updateQuote(projectId, quoteId, { archived: false, ...status });
}

/** For tests: back to the initial state. */
export function resetProjectsForTests(): void {
  $projects.set({ status: 'idle', error: null, list: [] });
  $projectLoads.set({});
}
