import { describe, expect, it } from 'vitest';
import { documentFingerprint } from './fingerprint';
import type { TextDocument, TextLine } from './types';

const line = (text: string, extra: Partial<TextLine> = {}): TextLine => ({
  page: 1,
  line: 1,
  text,
  cells: [{ text, x0: 0, x1: 100 }],
  size: 10,
  y: 700,
  column: 0,
  furniture: false,
  ...extra,
});

const doc = (...lines: TextLine[]): TextDocument => ({ pageCount: 1, lines });

describe('documentFingerprint', () => {
  it('is SHA-256 of the body text, the same for the same proposal downloaded twice', async () => {
    const first = await documentFingerprint(
      doc(line('System size  8.4 kW'), line('Total price $24,000'), line('Downloaded 3 May 2026 10:32', { furniture: true })),
    );
    const again = await documentFingerprint(
      doc(line('System size 8.4 kW '), line('Total price $24,000'), line('Downloaded 9 June 2026 08:01', { furniture: true })),
    );
    expect(first).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(again).toBe(first);
  });

  it('differs when a figure differs', async () => {
    const one = await documentFingerprint(doc(line('System size 8.4 kW'), line('Total price $24,000')));
    const other = await documentFingerprint(doc(line('System size 8.4 kW'), line('Total price $24,500')));
    expect(other).not.toBe(one);
  });
});
