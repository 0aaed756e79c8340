import Papa from 'papaparse';

/**
 * The rows of a utility's CSV export, each cell trimmed: papaparse reads quoted fields (commas, doubled
 * quotes, line breaks), a byte-order mark, CRLF or LF, and guesses the delimiter (comma, tab, semicolon or
 * bar) as the bill-interval reader does (src/finance/bill/interval/csv.ts). Blank lines are dropped. Pure.
 */
export function csvRows(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy', delimitersToGuess: [',', '\t', ';', '|'] });
  return parsed.data.map((row) => row.map((cell) => cell.trim()));
}
