// Test helpers: the generated fixture proposals (tests/fixtures/pdf/generate.mjs), read with pdf.js in
// Node the way the browser's worker reads them.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildFixtures } from '../../../tests/fixtures/pdf/generate.mjs';
import { readPdfText } from '../pdf/read-pdf';
import type { ImportOutcome, TextDocument } from '../types';

export interface Fixture {
  readonly bytes: Uint8Array;
  readonly layout: 'marketplace' | 'design-tool' | 'printout' | 'other' | 'bad';
  readonly error?: string;
  /** Pages with no text layer (scanned or photographed), which the import names in a note. */
  readonly imageOnlyPages?: readonly number[];
  readonly expected?: readonly { readonly label: RegExp; readonly values: Readonly<Record<string, string>> }[];
}

let cache: Promise<Map<string, Fixture>> | null = null;

/** Every fixture, built once per test file. */
export function fixtures(): Promise<Map<string, Fixture>> {
  cache ??= buildFixtures() as Promise<Map<string, Fixture>>;
  return cache;
}

/** A fixture's text, as the worker reads it. The bytes are copied: pdf.js takes ownership of its input. */
export async function readFixture(fixture: Fixture): Promise<ImportOutcome<TextDocument>> {
  return readPdfText(Uint8Array.from(fixture.bytes), getDocument);
}
