import { MAX_PDF_BYTES } from '../messages';
import type { ImportErrorCode } from '../types';

/**
 * What can be told about a file before parsing it: too large, empty, or not a PDF at all (a PDF starts
 * with "%PDF-" within its first 1024 bytes; some producers put junk before it). The name and type the
 * browser reports are not trusted: a renamed .docx is still not a PDF.
 */
export function checkPdfBytes(size: number, head: Uint8Array): ImportErrorCode | null {
  if (size === 0) return 'empty';
  if (size > MAX_PDF_BYTES) return 'too-large';
  const text = new TextDecoder('latin1').decode(head.subarray(0, 1024));
  return text.includes('%PDF-') ? null : 'not-pdf';
}
