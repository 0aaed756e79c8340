import { createItem, readItems, updateItem } from '@directus/sdk';
import { client } from './client';
import { fail, FALLBACK } from './errors';
import type { Project, Quote, Result } from './schema';

/** The project fields the app reads, with its quotes (spec section 7: "fields plus installer"). */
const PROJECT_FIELDS = [
  'id',
  'status',
  'archived',
  'date_created',
  'street_address',
  'city',
  'state_province',
  'postal_code',
  'country',
  'energy_provider',
  'monthly_consumption_kwh',
  'current_rate_per_kwh',
  'rate_increase_yearly_percent',
  'net_metering_rate',
  'net_metering_increase_yearly_percent',
  'expected_system_lifetime_years',
  'om_annual_percent',
  'insurance_annual_percent',
  'om_and_insurance_escalation_percent',
  'notes',
  'shared',
  'short_UUID',
  'wizard_completed',
  { installer: ['*'] },
] as const;

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

function normalize(raw: unknown): Project {
  const project = raw as Project;
  return { ...project, installer: Array.isArray(project.installer) ? project.installer : [] };
}

/** GET /items/project: the signed-in homeowner's projects with their quotes, newest first. */
export async function fetchProjects(): Promise<Result<Project[]>> {
  try {
    const rows = await client().request(readItems('project', { fields: [...PROJECT_FIELDS] as never, sort: ['-date_created'], limit: -1 }));
    return { data: (rows as unknown[]).map(normalize) };
  } catch (error) {
    return fail('load projects', error, FALLBACK.getProjects);
  }
}

/**
 * GET /items/project filtered by id, limit 1. `data: null` when there is no such project for this user
 * (another homeowner's project reads exactly like a missing one).
 */
export async function fetchProject(id: string): Promise<Result<Project | null>> {
  try {
    const rows = await client().request(readItems('project', { fields: [...PROJECT_FIELDS] as never, filter: { id: { _eq: id } }, limit: 1 }));
    const first = (rows as unknown[])[0];
    return { data: first ? normalize(first) : null };
  } catch (error) {
    return fail('load project', error, FALLBACK.getProject);
  }
}

/** POST /items/project with the address fields; answers the new id. */
export async function insertProject(address: NewProjectAddress): Promise<Result<{ id: string }>> {
  try {
    const created = await client().request(createItem('project', address as never, { fields: ['id'] }));
    return { data: { id: String((created as { id: unknown }).id) } };
  } catch (error) {
    return fail('create project', error, FALLBACK.createProject);
  }
}

/** PATCH /items/project/{id}: settings fields, notes, shared, archived, wizard_completed. */
export async function patchProject(id: string, patch: ProjectPatch): Promise<Result<Partial<Project>>> {
  try {
    const updated = await client().request(updateItem('project', id, patch as never, { fields: ['id', 'shared', 'short_UUID', 'archived', 'wizard_completed'] }));
    return { data: updated as Partial<Project> };
  } catch (error) {
    return fail('update project', error, FALLBACK.updateProject);
  }
}

/** POST /items/installer: a new quote with its project_id. */
export async function insertQuote(projectId: string, payload: QuotePatch): Promise<Result<Quote>> {
  try {
    const created = await client().request(createItem('installer', { ...payload, project_id: projectId } as never, { fields: ['*'] }));
    return { data: created as unknown as Quote };
  } catch (error) {
    return fail('create quote', error, FALLBACK.createQuote);
  }
}

/** PATCH /items/installer/{id}: the quote payload or the archived flag. */
export async function patchQuote(id: string, patch: QuotePatch): Promise<Result<Quote>> {
  try {
    const updated = await client().request(updateItem('installer', id, patch as never, { fields: ['*'] }));
    return { data: updated as unknown as Quote };
  } catch (error) {
    return fail('update quote', error, FALLBACK.updateQuote);
  }
}
