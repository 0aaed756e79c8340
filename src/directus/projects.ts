import { createItem, deleteItem, readItems, updateItem } from '@directus/sdk';
import { call, type Result } from './call';
import { QUOTE_ORDER } from '../../directus/access/shared-view.mjs';
import { FALLBACK } from './errors';
import { BILL_PROJECT_FIELDS, PROJECT_FIELDS, type Project, type Quote } from './schema';

/** A project read with its quotes: the fields of PROJECT_FIELDS plus every field of each quote. */
const PROJECT_QUERY_FIELDS = [...PROJECT_FIELDS, { installer: ['*'] }] as const;

/** One project read for its own screens: with the hourly bill model's inputs too. */
const ONE_PROJECT_QUERY_FIELDS = [...PROJECT_FIELDS, ...BILL_PROJECT_FIELDS, { installer: ['*'] }] as const;

/** The quotes of a project in the one column order both the project page and the shared page use. */
const QUOTES_IN_ORDER = { installer: { _sort: [...QUOTE_ORDER] } };

/** The fields a project update answers with: those the server may decide (a share id it generated). */
const PATCHED_PROJECT_FIELDS = ['id', 'shared', 'short_UUID', 'archived', 'wizard_completed'] as const;

/** Address fields sent when a project is created (spec section 7, POST /items/project). */
export interface NewProjectAddress {
  country: string;
  street_address: string;
  city?: string | null;
  state_province?: string | null;
  postal_code?: string | null;
}

/** The writable project fields (settings, notes, sharing, archive, wizard flag). */
export type ProjectPatch = Partial<Omit<Project, 'id' | 'installer' | 'date_created' | 'user_created'>>;

/** The writable quote fields. */
export type QuotePatch = Partial<Omit<Quote, 'id' | 'date_created'>>;

/** The SDK types a one-to-many as possibly null (a reader without access to the quotes): an empty list. */
function withQuotes<P extends { installer: Quote[] | null }>(project: P): P & { installer: Quote[] } {
  return { ...project, installer: project.installer ?? [] };
}

/** GET /items/project: the signed-in homeowner's projects with their quotes, newest first. */
export function fetchProjects(): Promise<Result<Project[]>> {
  return call('load projects', FALLBACK.getProjects, async (directus) =>
    (
      await directus.request(
        readItems('project', { fields: [...PROJECT_QUERY_FIELDS], deep: QUOTES_IN_ORDER, sort: ['-date_created'], limit: -1 }),
      )
    ).map(withQuotes),
  );
}

/**
 * GET /items/project filtered by id, limit 1, with the bill model's inputs (BILL_PROJECT_FIELDS). `data: null` when there is no such project for this user
 * (another homeowner's project reads exactly like a missing one).
 */
export function fetchProject(id: string): Promise<Result<Project | null>> {
  return call('load project', FALLBACK.getProject, async (directus) => {
    const [first] = await directus.request(
      readItems('project', { fields: [...ONE_PROJECT_QUERY_FIELDS], deep: QUOTES_IN_ORDER, filter: { id: { _eq: id } }, limit: 1 }),
    );
    return first ? withQuotes(first) : null;
  });
}

/** POST /items/project with the address fields; answers the new id. */
export function insertProject(address: NewProjectAddress): Promise<Result<{ id: string }>> {
  return call('create project', FALLBACK.createProject, async (directus) => {
    const created = await directus.request(createItem('project', address, { fields: ['id'] }));
    return { id: created.id };
  });
}

/** PATCH /items/project/{id}: settings fields, notes, shared, archived, wizard_completed. */
export function patchProject(id: string, patch: ProjectPatch): Promise<Result<Partial<Project>>> {
  return call('update project', FALLBACK.updateProject, (directus) =>
    directus.request(updateItem('project', id, patch, { fields: [...PATCHED_PROJECT_FIELDS] })),
  );
}

/** POST /items/installer: a new quote with its project_id. */
export function insertQuote(projectId: string, payload: QuotePatch): Promise<Result<Quote>> {
  return call('create quote', FALLBACK.createQuote, (directus) =>
    directus.request(createItem('installer', { ...payload, project_id: projectId }, { fields: ['*'] })),
  );
}

/** PATCH /items/installer/{id}: the quote payload or the archived flag. */
export function patchQuote(id: string, patch: QuotePatch): Promise<Result<Quote>> {
  return call('update quote', FALLBACK.updateQuote, (directus) => directus.request(updateItem('installer', id, patch, { fields: ['*'] })));
}

/** DELETE /items/installer/{id}: the quote is gone for good (issue 22; archiving keeps it). */
export function removeQuote(id: string): Promise<Result<null>> {
  return call('delete quote', FALLBACK.deleteQuote, async (directus) => {
    await directus.request(deleteItem('installer', id));
    return null;
  });
}

/**
 * GET /items/installer filtered by id, limit 1: the quote as the server holds it now, for a save to merge
 * over (another session may have changed it). `data: null` when there is no such quote for this user.
 */
export function fetchQuote(id: string): Promise<Result<Quote | null>> {
  return call('load quote', FALLBACK.getProject, async (directus) => {
    const [first] = await directus.request(readItems('installer', { fields: ['*'], filter: { id: { _eq: id } }, limit: 1 }));
    return first ?? null;
  });
}
