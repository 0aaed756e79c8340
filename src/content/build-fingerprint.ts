/**
 * What every prebuilt page depends on besides its own content: the backend address (QA marker), the
 * site address, the PUBLIC_* settings baked into scripts, and the year (years in business). It is part of
 * each page's incremental-build cache key, so changing any of them re-renders every page.
 */
import { digest } from './digest';
import { isQaDeployment } from '../lib/deployment';

/** Bump when the shape of stored content changes in a way templates do not show in their own code. */
const CONTENT_SCHEMA_VERSION = 1;

let cached: string | null = null;

export function buildFingerprint(): string {
  cached ??= digest({
    v: CONTENT_SCHEMA_VERSION,
    directus: process.env.DIRECTUS_URL ?? '',
    site: process.env.SITE_URL ?? '',
    qa: isQaDeployment(),
    year: new Date().getUTCFullYear(),
    public: Object.entries(process.env)
      .filter(([key]) => key.startsWith('PUBLIC_'))
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  });
  return cached;
}
