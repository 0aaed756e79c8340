import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDocument, type TextRun } from './lines';

// PDF producers split text into runs at arbitrary places (kerning, font changes, one run per glyph).
// However a line is split, it reads the same.

const CHAR_WIDTH = 5;
const rowsArb = fc.array(
  fc.array(
    fc.stringMatching(/^[A-Za-z0-9$.,:%-]+(?: [A-Za-z0-9$.,:%-]+){0,4}$/).filter((s) => s.length <= 40),
    { minLength: 1, maxLength: 3 },
  ),
  { minLength: 1, maxLength: 30 },
);

function runs(rows: readonly (readonly string[])[], cuts: (text: string) => number[]): TextRun[] {
  return rows.flatMap((cells, i) =>
    cells.flatMap((cell, j) => {
      const x0 = 40 + j * 220;
      const points = [0, ...cuts(cell).filter((p) => p > 0 && p < cell.length), cell.length].sort((a, b) => a - b);
      const pieces: TextRun[] = [];
      for (let k = 0; k < points.length - 1; k++) {
        const from = points[k] ?? 0;
        const to = points[k + 1] ?? cell.length;
        if (to > from)
          pieces.push({ str: cell.slice(from, to), x: x0 + from * CHAR_WIDTH, y: 760 - i * 16, width: (to - from) * CHAR_WIDTH, size: 10 });
      }
      return pieces;
    }),
  );
}

describe('buildDocument (property)', () => {
  it('reads a line the same however its text is split into runs', () => {
    fc.assert(
      fc.property(rowsArb, fc.array(fc.nat(40), { maxLength: 6 }), (rows, cutPoints) => {
        const page = (r: TextRun[]) => buildDocument([{ width: 612, height: 792, runs: r }]).lines.map((l) => l.text);
        expect(page(runs(rows, (text) => cutPoints.map((p) => p % (text.length + 1))))).toEqual(page(runs(rows, () => [])));
      }),
      { numRuns: 200 },
    );
  });
});
