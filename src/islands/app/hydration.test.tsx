import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useBrowserValue, useHydrated, useQueryParam } from './hydration';

// The server render (and so the first render while hydrating) must give the server's answer and never
// touch what only a browser has (the reader would see no `window` on the server).
function Probe({ read }: { read: () => string }) {
  const hydrated = useHydrated();
  const ref = useQueryParam('ref');
  const hint = useBrowserValue(read, 'server');
  return <p>{`${String(hydrated)} ${String(ref)} ${hint}`}</p>;
}

describe('browser values on the server', () => {
  it('renders the server answers and never calls the browser reader', () => {
    const read = vi.fn(() => 'browser');
    expect(typeof window).toBe('undefined');
    expect(renderToStaticMarkup(<Probe read={read} />)).toBe('<p>false null server</p>');
    expect(read).not.toHaveBeenCalled();
  });
});
