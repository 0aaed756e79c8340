import type { getDocument as GetDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildDocument, type PageText, type TextRun } from '../layout/lines';
import { IMPORT_MESSAGES } from '../messages';
import type { ImportOutcome, TextDocument } from '../types';
import { checkPdfBytes } from './check-file';

/**
 * A PDF's text, read with pdf.js: each page's positioned runs, rebuilt into lines (see layout/lines).
 * `getDocument` is passed in so the same code runs in the browser's worker and in Node tests.
 *
 * Reasons a file cannot be read are told apart from pdf.js's errors by name: PasswordException (a
 * user password is needed; a PDF with only an owner password opens and is read), InvalidPDFException
 * (no PDF structure), anything else while opening (damaged). A PDF that opens with fewer than 20
 * letters or digits of text in its pages' bodies is a scan (a scanner app's stamp or a browser's header
 * at a page's edge does not count); a page with none in its body is listed in `pagesWithoutText`.
 */
export async function readPdfText(data: Uint8Array, getDocument: typeof GetDocument): Promise<ImportOutcome<TextDocument>> {
  const refused = checkPdfBytes(data.byteLength, data);
  if (refused) return { ok: false, code: refused, message: IMPORT_MESSAGES[refused] };
  const task = getDocument({
    data,
    // Text only: no fonts loaded into a document, no network.
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    let pdf;
    try {
      pdf = await task.promise;
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      const code = name === 'PasswordException' ? 'encrypted' : 'corrupt';
      return { ok: false, code, message: IMPORT_MESSAGES[code] };
    }
    const pages: PageText[] = [];
    const pagesWithoutText: number[] = [];
    let characters = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const [, , width, height] = page.view;
      const content = await page.getTextContent();
      const runs: TextRun[] = [];
      let body = 0;
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [a, b, , d, x, y] = item.transform as [number, number, number, number, number, number];
        // Rotated or vertical text (a margin stamp) is not part of the proposal's lines.
        if (Math.abs(b) > 0.01 * Math.abs(a) || a <= 0) continue;
        const size = Math.hypot(Number(item.transform[2] ?? 0), d) || item.height;
        runs.push({ str: item.str, x, y, width: item.width, size });
        // Text in the page's body, not a stamp or browser line at its top or bottom edge.
        const h = height ?? 792;
        if (y > h * 0.06 && y < h * 0.94) body += item.str.replace(/[^A-Za-z0-9]/g, '').length;
      }
      characters += body;
      if (body === 0) pagesWithoutText.push(n);
      pages.push({ width: width ?? 612, height: height ?? 792, runs });
      page.cleanup();
    }
    if (characters < 20) return { ok: false, code: 'no-text', message: IMPORT_MESSAGES['no-text'] };
    return { ok: true, value: { ...buildDocument(pages), pagesWithoutText } };
  } catch (error) {
    // A page that fails to parse after the document opened: the file is damaged.
    console.warn('import: reading the PDF failed', new Error('PDF text extraction failed', { cause: error }));
    return { ok: false, code: 'corrupt', message: IMPORT_MESSAGES.corrupt };
  } finally {
    await task.destroy();
  }
}
