/**
 * Site-wide constants the public pages, the browser scripts and the app team share: navigation (spec
 * section 2), the support address, and the browser storage keys of the sign-in contract.
 */

/** Where the failure messages of the forms send people. PUBLIC_SUPPORT_EMAIL overrides the default. */
export const SUPPORT_EMAIL: string = import.meta.env.PUBLIC_SUPPORT_EMAIL || 'support@atlas-solar.example';

/**
 * Set by the app on sign-in, removed on sign-out: `'1'` while a user is signed in. The header's
 * signed-in links and the forms' prefill read it; no page waits on the network for it.
 */
export const SIGNED_IN_KEY = 'atlas:signed-in';
/** JSON `{ first_name, last_name, email }` of the signed-in user, for form prefill. */
export const USER_KEY = 'atlas:user';

/** The installer partner page (spec section 2, "Installer partner page"). */
export const PARTNER_PATH = '/for-installers';

export interface NavLink {
  label: string;
  href: string;
}

/** Header links for everyone (spec: Features, About, Contact). */
export const HEADER_LINKS: readonly NavLink[] = [
  { label: 'Features', href: '/#features' },
  { label: 'Installers', href: '/installers' },
  { label: 'Calculator', href: '/calculator' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

/**
 * Header links only a signed-in user sees. Sign out is here so it is reachable from every signed-in page
 * (it used to be on the dashboard only); /logout signs out at once when followed from Atlas itself.
 */
export const HEADER_SIGNED_IN_LINKS: readonly NavLink[] = [
  { label: 'Dashboard', href: '/dashboard' },
  { label: 'Support', href: '/contact' },
  { label: 'Sign out', href: '/logout' },
];

/** Header link only a signed-out visitor sees. */
export const HEADER_SIGNED_OUT_LINK: NavLink = { label: 'Login', href: '/login' };

/** Footer columns (spec: Resources; For Homeowners; Legal). */
export const FOOTER_COLUMNS: ReadonlyArray<{ title: string; links: readonly NavLink[] }> = [
  {
    title: 'Resources',
    links: [
      { label: 'Features', href: '/#features' },
      { label: 'About Us', href: '/about' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  { title: 'For Homeowners', links: [{ label: 'My Dashboard', href: '/dashboard' }] },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Privacy Policy', href: '/privacy' },
    ],
  },
];

/** The footer's line about the product (spec section 1). */
export const FOOTER_TAGLINE = 'Atlas helps you track, compare and analyse solar proposals without sales pressure.';

/** Links on the not-found page (spec section 2, "404 page"). */
export const NOT_FOUND_LINKS: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Get your free report', href: '/#get-report' },
  { label: 'Solar savings calculator', href: '/calculator' },
  { label: 'Detailed quote calculator', href: '/calculator-v2' },
  { label: 'About', href: '/about' },
  { label: 'Methodology', href: '/methodology' },
  { label: 'Installer directory', href: '/installers' },
  { label: 'Contact', href: '/contact' },
];
