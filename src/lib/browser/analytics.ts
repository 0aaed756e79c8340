/**
 * The analytics bootstrap. Pages call `window.atlasTrack(event, props)` at any time (the stub in the page
 * head queues calls); when a provider is configured at build time (PUBLIC_ANALYTICS_PROVIDER plausible,
 * umami or custom, with PUBLIC_ANALYTICS_SRC and PUBLIC_ANALYTICS_SITE_ID), its script is loaded 100 ms
 * after start (spec section 1) and the queue is replayed into it. Unconfigured, nothing is loaded.
 */

type Props = Record<string, unknown>;

const PROVIDER = import.meta.env.PUBLIC_ANALYTICS_PROVIDER;
const SRC = import.meta.env.PUBLIC_ANALYTICS_SRC;
const SITE_ID = import.meta.env.PUBLIC_ANALYTICS_SITE_ID;

/* eslint-disable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return -- provider globals are untyped */
function sender(): ((event: string, props: Props) => void) | null {
  const w = window as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- provider globals are untyped
  if (PROVIDER === 'plausible' && typeof w['plausible'] === 'function') return (e, p) => w['plausible'](e, { props: p });
  if (PROVIDER === 'umami' && w['umami']?.track) return (e, p) => w['umami'].track(e, p);
  if (PROVIDER === 'custom' && typeof w['atlasAnalytics'] === 'function') return (e, p) => w['atlasAnalytics'](e, p);
  return null;
}
/* eslint-enable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return */

export function startAnalytics(): void {
  if (!PROVIDER) return;
  setTimeout(() => {
    const script = document.createElement('script');
    script.defer = true;
    script.src = SRC || (PROVIDER === 'plausible' ? 'https://plausible.io/js/script.js' : '');
    if (!script.src) return;
    if (SITE_ID) script.setAttribute(PROVIDER === 'plausible' ? 'data-domain' : 'data-website-id', SITE_ID);
    script.onload = () => {
      const send = sender();
      if (!send) return;
      const queue = window.__atlasQ ?? [];
      window.atlasTrack = (event, props = {}) => send(event, props);
      for (const [event, props] of queue.splice(0)) send(event, props);
    };
    document.head.append(script);
  }, 100);
}
