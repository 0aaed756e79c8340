import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiErrorCode } from '../../directus/api-error';

const toast = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('../ui/Toaster', () => ({ toast }));
const { TOASTS, failureText, failureWords, toastFailure } = await import('./failure');

const failed = (message: string, code: ApiErrorCode, field: string | null = null) => new ApiError(message, { code, field });

beforeEach(() => vi.clearAllMocks());

describe('toastFailure', () => {
  it("shows the call's own text when the screen has no headline of its own (a settings save)", () => {
    toastFailure(failed('Failed to update project', 'unknown'));
    expect(toast.error).toHaveBeenCalledWith('Failed to update project');
  });

  it.each([
    ['archiveProject', 'Failed to archive project'],
    ['restoreProject', 'Failed to restore project'],
    ['archiveQuote', 'Failed to archive quote'],
    ['restoreQuote', 'Failed to restore quote'],
    ['enableSharing', 'Failed to enable sharing'],
    ['updateSharing', 'Failed to update sharing'],
  ] as const)("shows the spec's %s toast, with the server's reason underneath", (key, text) => {
    expect(TOASTS[key]).toBe(text);
    toastFailure(failed("You don't have permission to access this.", 'forbidden'), TOASTS[key]);
    expect(toast.error).toHaveBeenCalledWith(text, { description: "You don't have permission to access this." });
  });

  it('shows nothing for an expired session: the session notice says it once for the page', () => {
    toastFailure(failed('Invalid user credentials.', 'session-expired'), TOASTS.archiveQuote);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('failureWords', () => {
  it('tells the homeowner to check the connection when the server could not be reached', () => {
    expect(failureWords(failed('Failed to update project', 'network'))).toEqual({
      title: 'Failed to update project',
      description: 'Please check your connection and try again.',
    });
  });

  it('keeps the server reason of a refused value, and names the field when the reason does not', () => {
    const refused = failed(
      'Validation failed for field "om_annual_percent". Value has to be less than or equal to "10".',
      'refused',
      'om_annual_percent',
    );
    expect(failureWords(refused, 'Failed to update project')).toEqual({ title: 'Failed to update project', description: refused.message });
    expect(failureWords(failed('Value out of range', 'refused', 'om_annual_percent'), 'Failed to update project')).toEqual({
      title: 'Failed to update project',
      description: 'Value out of range (om_annual_percent)',
    });
  });

  it.each([
    ['rate-limited', /Wait a moment/],
    ['conflict', /changed somewhere else.*Reload/],
    ['not-found', /removed/],
  ] as const)('advises on %s', (code, advice) => {
    expect(failureWords(failed('x', code), 'Failed to archive quote')?.description).toMatch(advice);
  });

  it('reads as one line for an inline alert', () => {
    expect(failureText(failed('Failed to create project', 'network'))).toBe(
      'Failed to create project. Please check your connection and try again.',
    );
    expect(failureText(failed('Failed to create project', 'unknown'))).toBe('Failed to create project');
    expect(failureText(failed('x', 'session-expired'))).toBeNull();
  });
});
