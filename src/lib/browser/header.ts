/** The header's mobile menu, and its signed-in links following sign-in or sign-out in another tab. */
import { SIGNED_IN_KEY, USER_KEY } from '../site';

function showSignedOut(): void {
  try {
    localStorage.removeItem(SIGNED_IN_KEY);
    localStorage.removeItem(USER_KEY);
  } catch {
    // Storage unavailable: the attribute below is what the header reads.
  }
  document.documentElement.removeAttribute('data-auth');
}

/**
 * The stored flag only says this browser was signed in; on load the session is refreshed from its cookie
 * (spec section 4, POST /auth/refresh with the app's mode) and the flag cleared when the server no longer
 * knows it, so a public page never offers Dashboard to someone whose session has ended. A browser that
 * was never signed in asks nothing. A network failure leaves the header as it is.
 */
export async function verifySignedIn(fetcher: typeof fetch = fetch): Promise<void> {
  let flagged: boolean;
  try {
    flagged = localStorage.getItem(SIGNED_IN_KEY) === '1';
  } catch {
    return;
  }
  if (!flagged) return;
  try {
    const response = await fetcher('/api/auth/refresh', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'session' }),
    });
    if (!response.ok && response.status >= 400 && response.status < 500) showSignedOut();
  } catch {
    // Offline or the server is away: keep what the page shows.
  }
}

export function startHeader(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = document.getElementById('mobile-menu');
  if (toggle && menu) {
    const set = (open: boolean) => {
      toggle.setAttribute('aria-expanded', String(open));
      menu.hidden = !open;
    };
    toggle.addEventListener('click', () => set(Boolean(menu.hidden)));
    // Following an in-page link (Features) closes the menu.
    menu.addEventListener('click', (event) => {
      if ((event.target as HTMLElement).closest('a')) set(false);
    });
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !menu.hidden) {
        set(false);
        toggle.focus();
      }
    });
  }
  void verifySignedIn();
  addEventListener('storage', (event) => {
    if (event.key !== SIGNED_IN_KEY && event.key !== null) return;
    if (localStorage.getItem(SIGNED_IN_KEY) === '1') document.documentElement.setAttribute('data-auth', 'in');
    else document.documentElement.removeAttribute('data-auth');
  });
}
