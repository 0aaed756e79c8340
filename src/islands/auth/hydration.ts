import { useSyncExternalStore } from 'react';
import { queryParam } from '../app/navigation';

// The sign-in screens and /project/new are rendered on the server (their HTML is in the page, so nothing
// moves when the island starts) and hydrate in the browser. What only the browser knows (the address's
// query, whether React has taken over) is read with useSyncExternalStore: the server's answer during the
// server render and hydration, the browser's right after, so the two renders never disagree.

const never = () => () => {};

/** False on the server and while hydrating; true once React runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** A query parameter of the page's address; null on the server and while hydrating. */
export function useQueryParam(name: string): string | null {
  return useSyncExternalStore(
    never,
    () => queryParam(name),
    () => null,
  );
}
