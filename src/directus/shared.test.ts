import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const request = vi.hoisted(() => vi.fn());
vi.mock('./client', () => ({ serverClient: () => ({ request }) }));
const { fetchSharedView } = await import('./shared');

const SHARE_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const failure = (status: number, message: string) => ({ errors: [{ message }], response: new Response(null, { status }) });

let log: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  request.mockReset();
  log = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => log.mockRestore());

describe('fetchSharedView', () => {
  it('does not ask for an id that cannot be a share id', async () => {
    expect(await fetchSharedView('http://directus', 'not-a-share-id')).toEqual({ data: null });
    expect(request).not.toHaveBeenCalled();
  });

  it('answers the project and its quotes', async () => {
    request.mockResolvedValue({ project: { id: 'p1' }, quotes: [{ id: 'q1' }] });
    expect(await fetchSharedView('http://directus', SHARE_ID)).toEqual({ data: { project: { id: 'p1' }, quotes: [{ id: 'q1' }] } });
  });

  it.each([404, 403])('reads %i as "no such shared project", without logging an error', async (status) => {
    request.mockRejectedValue(failure(status, 'Project not found'));
    expect(await fetchSharedView('http://directus', SHARE_ID)).toEqual({ data: null });
    expect(log).not.toHaveBeenCalled();
  });

  it('answers any other failure as an error with the server text, so the page does not claim the project is missing', async () => {
    request.mockRejectedValue(failure(500, 'The shared project could not be loaded. Please try again.'));
    const result = await fetchSharedView('http://directus', SHARE_ID);
    expect(result.error).toMatchObject({ code: 'network', message: 'The shared project could not be loaded. Please try again.' });
  });
});
