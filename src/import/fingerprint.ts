import type { TextDocument } from './types';

/**
 * A proposal's fingerprint (issue 22: importing one document twice is offered as an update): SHA-256 of its
 * text as read, body lines in reading order with their spacing squashed. Running headers, footers and page
 * numbers are left out, as a marketplace stamps each download with its date there; so two downloads of one
 * proposal, whose bytes differ, give one fingerprint, and any change to a figure gives another. null where
 * the browser offers no SubtleCrypto (a page not served over HTTPS): the import then works without it.
 */
export async function documentFingerprint(doc: TextDocument): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) return null;
  const text = doc.lines
    .filter((line) => !line.furniture)
    .map((line) => line.text.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
  const digest = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `sha256:${Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
