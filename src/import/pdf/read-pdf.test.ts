import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, MAX_PDF_BYTES } from '../messages';
import { fixtures, readFixture } from '../test-support/fixtures';
import { checkPdfBytes } from './check-file';
import { readPdfText } from './read-pdf';

// Bad input gets one clear sentence, and nothing is returned to fill a form with.

beforeAll(async () => {
  // Generating the fixtures (a 3 MB one among them) takes a few seconds on a busy machine.
  await fixtures();
}, 60_000);

describe('readPdfText: files it cannot read', () => {
  it.each([
    ['scanned-no-text', 'no-text'],
    // Image pages whose only text is a scanner app's stamp at the bottom edge.
    ['scanned-with-stamp', 'no-text'],
    ['encrypted', 'encrypted'],
    ['corrupt', 'corrupt'],
  ])('%s → %s', async (name, code) => {
    const fixture = (await fixtures()).get(name);
    if (!fixture) throw new Error(`no fixture ${name}`);
    const out = await readFixture(fixture);
    expect(out).toEqual({ ok: false, code, message: IMPORT_MESSAGES[code as keyof typeof IMPORT_MESSAGES] });
  });

  it('a file that is not a PDF, whatever its name', async () => {
    const docx = new TextEncoder().encode('PK\u0003\u0004 word/document.xml this is a Word file');
    expect(await readPdfText(docx, getDocument)).toMatchObject({ ok: false, code: 'not-pdf' });
  });

  it('an empty file', async () => {
    expect(await readPdfText(new Uint8Array(0), getDocument)).toMatchObject({ ok: false, code: 'empty' });
  });

  it('a file over 20 MB is refused before it is parsed', () => {
    const head = new TextEncoder().encode('%PDF-1.7\n');
    expect(checkPdfBytes(MAX_PDF_BYTES + 1, head)).toBe('too-large');
    expect(checkPdfBytes(MAX_PDF_BYTES, head)).toBeNull();
  });

  it('a PDF locked only against editing (owner password) is read', async () => {
    const fixture = (await fixtures()).get('owner-locked');
    if (!fixture) throw new Error('no fixture');
    const out = await readFixture(fixture);
    expect(out.ok).toBe(true);
  });

  it('every message is one sentence that names the problem and what to do', () => {
    for (const message of Object.values(IMPORT_MESSAGES)) {
      expect(message.split(/[.!?](?:\s|$)/).filter((s) => s.trim() !== '')).toHaveLength(1);
      expect(message.length).toBeLessThan(200);
    }
  });
});

describe('readPdfText: reading order', () => {
  it('reads a two-column page left column first, with page and line numbers', async () => {
    const fixture = (await fixtures()).get('design-two-column');
    if (!fixture) throw new Error('no fixture');
    const out = await readFixture(fixture);
    if (!out.ok) throw new Error(out.message);
    const texts = out.value.lines.map((l) => l.text);
    expect(texts.indexOf('System size 11.34 kW')).toBeLessThan(texts.indexOf('Cash price $33,800'));
    expect(texts.indexOf('Performance warranty 30 years')).toBeLessThan(texts.indexOf('Your investment'));
    const left = out.value.lines.find((l) => l.text === 'System size 11.34 kW');
    const right = out.value.lines.find((l) => l.text === 'Cash price $33,800');
    expect(right?.page).toBe(1);
    expect(left?.column).toBeGreaterThan(0);
    expect(right?.column).toBeGreaterThan(left?.column ?? Infinity);
  });

  it('marks running headers and page numbers, so a label at a page end finds its value on the next page', async () => {
    const fixture = (await fixtures()).get('marketplace-split-pages');
    if (!fixture) throw new Error('no fixture');
    const out = await readFixture(fixture);
    if (!out.ok) throw new Error(out.message);
    const furniture = out.value.lines.filter((l) => l.furniture).map((l) => l.text);
    expect(furniture).toContain('Page 2 of 2');
    expect(furniture.filter((t) => t.startsWith('Northwind Solar Co. · Quote for'))).toHaveLength(2);
  });
});
