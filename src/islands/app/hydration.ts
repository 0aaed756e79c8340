import { useCallback, useEffect, useState } from 'react';
import { queryParam } from './navigation';

// The sign-in screens and /project/new are rendered on the server (their HTML is in the page, so nothing
// moves when the island starts) and hydrate in the browser. What only the browser knows (the address's
// query, a hint in storage, whether the island has taken over) is the server's answer during the server
// render and hydration, and the browser's right after, so the two renders never disagree.
//
// A state set by an effect rather than useSyncExternalStore's server snapshot: written when the islands ran
// on Preact's compatibility layer (whose useSyncExternalStore had no server snapshot); it is just as
// correct on React 19, where the islands now run, and one effect is all it costs.

/** `server` on the server and while hydrating; `read()` once the island runs in the browser. */
export function useBrowserValue<T>(read: () => T, server: T): T {
  const [value, setValue] = useState(server);
  useEffect(() => setValue(read()), [read]);
  return value;
}

const yes = () => true;

/** False on the server and while hydrating; true once the island runs the page. */
export function useHydrated(): boolean {
  return useBrowserValue(yes, false);
}

/** A query parameter of the page's address; null on the server and while hydrating. */
export function useQueryParam(name: string): string | null {
  return useBrowserValue(
    useCallback(() => queryParam(name), [name]),
    null,
  );
}
