/** The header's mobile menu, and its signed-in links following sign-in or sign-out in another tab. */

// The sign-in flag's key, as written (src/lib/site.ts SIGNED_IN_KEY); spelled out so this script, part of
// every content page's few kilobytes (scripts/lib/page-js.mjs), imports nothing.
const FLAG = 'atlas:signed-in';
const root = document.documentElement;

/** Marks the header signed in or out (global.css shows the matching links; the page head sets it first). */
const mark = (on: boolean) => root.toggleAttribute('data-auth', on);

/**
 * The stored flag only says this browser was signed in (the page head marked the header from it); on load
 * the session is refreshed from its cookie (spec section 4, POST /auth/refresh with the app's mode) and the
 * flag cleared when the server no longer knows it (a 4xx answer), so a public page never offers Dashboard
 * to someone whose session has ended. A browser that was never signed in asks nothing. A network failure
 * or a server error leaves the header as it is (a failed fetch "marks" it signed in, which it already is).
 */
export function verifySignedIn(): void {
  if (root.dataset['auth'])
    void fetch('/api/auth/refresh', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"mode":"session"}' }).then(
      (response) => ((response.status / 100) | 0) === 4 && (localStorage.removeItem(FLAG), mark(false)),
      mark,
    );
}

export function startHeader(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = document.getElementById('mobile-menu');
  if (toggle && menu) {
    const set = (open: boolean) => {
      toggle.setAttribute('aria-expanded', `${open}`);
      menu.hidden = !open;
    };
    toggle.addEventListener('click', () => set(Boolean(menu.hidden)));
    // Following an in-page link (Features) closes the menu.
    menu.addEventListener('click', (event) => {
      if ((event.target as HTMLElement).closest('a')) set(false);
    });
    // (Keys reach the window from anywhere in the page.)
    addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !menu.hidden) {
        set(false);
        toggle.focus();
      }
    });
  }
  void verifySignedIn();
  addEventListener('storage', (event) => {
    if (event.key === FLAG || event.key === null) mark(localStorage.getItem(FLAG) === '1');
  });
}
