/** The header's mobile menu, and its signed-in links following sign-in or sign-out in another tab. */
import { SIGNED_IN_KEY } from '../site';

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
  addEventListener('storage', (event) => {
    if (event.key !== SIGNED_IN_KEY && event.key !== null) return;
    if (localStorage.getItem(SIGNED_IN_KEY) === '1') document.documentElement.setAttribute('data-auth', 'in');
    else document.documentElement.removeAttribute('data-auth');
  });
}
