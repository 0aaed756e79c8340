import type { Project, PropertyRequestView, Result, User } from '../directus';
import { DEFAULT_USER_LIMITS } from '../directus/schema';
// The calls' own module, not the barrel: this store is on the project page, which should not carry the
// rest of the introduction calls (src/directus/index.ts re-exports them all).
import { createPropertyRequest, fetchPlan, type PlanRow, type RequestDetails } from '../directus/requests';
import { planFrom, PLANS, SIGNUP_CONTEXT_KEY, type SignupContext } from './signup';

// Installer introductions (accounts spec sections 3, 4 and 7), first part: a property request for a project,
// the signup context and the plan's limit. The payment and the selection are in introduction-selection.ts;
// the screens are src/islands/introductions/; the calls are in src/directus/requests.ts.

/** signup_context steps this flow records (spec section 3); `payment` is added by the payment-success page. */
export const REQUEST_STEP = 'property_request';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The signup context stored in session storage, or null. */
export function readSignupContext(storage: Storage | null = session()): SignupContext | null {
  try {
    const raw = storage?.getItem(SIGNUP_CONTEXT_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<SignupContext>) : null;
    if (!parsed || !Array.isArray(parsed.completed_steps)) return null;
    return {
      timestamp: typeof parsed.timestamp === 'string' ? parsed.timestamp : new Date().toISOString(),
      completed_steps: parsed.completed_steps.filter((s): s is string => typeof s === 'string'),
      plan: planFrom(parsed.plan),
      requestId: typeof parsed.requestId === 'string' ? parsed.requestId : null,
    };
  } catch {
    return null;
  }
}

/** Records a step (once) and the request in the signup context, creating the context if there is none. */
export function recordStep(step: string, requestId: string, storage: Storage | null = session(), now: Date = new Date()): SignupContext {
  const context = readSignupContext(storage) ?? { timestamp: now.toISOString(), completed_steps: [], plan: 'free', requestId: null };
  if (!context.completed_steps.includes(step)) context.completed_steps.push(step);
  context.requestId = requestId;
  try {
    storage?.setItem(SIGNUP_CONTEXT_KEY, JSON.stringify(context));
  } catch (error) {
    console.error('atlas: could not store the signup context', error);
  }
  return context;
}

/** The plan the homeowner asked for at signup (signup context), `free` by default: a record, never a limit. */
export function currentPlan(storage: Storage | null = session()): string {
  return readSignupContext(storage)?.plan ?? 'free';
}

/** A plan as the introduction screens show it: its name and how many installers it introduces. */
export interface Plan {
  plan: string;
  limit: number;
}

/**
 * The plan the server enforces, from the user's row: `plan` (set by staff, `free` when unset or unknown) and
 * that plan's limit. Where the browser's signup context says another plan, this one is what holds.
 */
export function planOf(row: PlanRow): Plan {
  // As the server reads it: one of the plan names exactly, else free.
  const plan = row.plan !== null && (PLANS as readonly string[]).includes(row.plan) ? row.plan : 'free';
  const limits = {
    free_limit: row.free_limit ?? DEFAULT_USER_LIMITS.free_limit,
    smart_limit: row.smart_limit ?? DEFAULT_USER_LIMITS.smart_limit,
    pro_limit: row.pro_limit ?? DEFAULT_USER_LIMITS.pro_limit,
  };
  return { plan, limit: planLimit(limits, plan) };
}

/** The signed-in homeowner's plan as the server holds it (GET /users/me). */
export async function loadPlan(): Promise<Result<Plan>> {
  const read = await fetchPlan();
  return read.error ? { error: read.error } : { data: planOf(read.data) };
}

/** How many installers a request on `plan` may go to: the user's limit, else 2 / 2 / 3 (spec sections 3 and 9). */
export function planLimit(user: Pick<User, 'free_limit' | 'smart_limit' | 'pro_limit'> | null, plan: string): number {
  const key = `${planFrom(plan)}_limit` as keyof typeof DEFAULT_USER_LIMITS;
  const value = user?.[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : DEFAULT_USER_LIMITS[key];
}

/** The request's address details, copied from the project when the request is created. */
export function requestDetailsOf(project: Project): RequestDetails {
  return {
    project_id: project.id,
    street_address: project.street_address ?? null,
    city: project.city ?? null,
    state_province: project.state_province ?? null,
    country: project.country ?? null,
  };
}

/** "Get introduced to installers": a new `pending` request with the project's address. */
export async function startIntroductions(project: Project): Promise<Result<PropertyRequestView>> {
  const created = await createPropertyRequest({ postal_code: project.postal_code?.trim() || null, details: requestDetailsOf(project) });
  if (created.data) recordStep(REQUEST_STEP, created.data.id);
  return created;
}
