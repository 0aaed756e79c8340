/** URL segments for guides: lower case, hyphens for spaces, ASCII letters and digits only. */

/** "Fort Collins" → "fort-collins", "Cañon City" → "canon-city". */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** True for a value usable as one URL path segment as is ("best-solar-installers-denver"). */
export function isSlug(value: string): boolean {
  return /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/i.test(value);
}

/** The path of a guide page from its stored location and seo slug. */
export function guidePath(params: { country: string; state: string; locality: string; slug: string }): string {
  return `/solar-installers/${params.country}/${params.state}/${params.locality}/${params.slug}`;
}

/** The path of a state's guide directory: /solar-installers/{country}/{state}. */
export function statePath(params: { country: string; state: string }): string {
  return `/solar-installers/${params.country}/${params.state}`;
}
