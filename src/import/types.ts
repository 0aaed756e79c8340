import type { ImportField } from './fields';

/** One run of text on a line, with its horizontal extent in PDF points (for tables and stacked labels). */
export interface TextCell {
  readonly text: string;
  readonly x0: number;
  readonly x1: number;
}

/**
 * A line of a document as a person reads it: page and line numbers count from 1 in reading order (a
 * two-column page is read left column first). Wide gaps inside a line split it into cells; `text` joins
 * the cells with two spaces.
 */
export interface TextLine {
  readonly page: number;
  readonly line: number;
  readonly text: string;
  readonly cells: readonly TextCell[];
  /** Font size in points (the tallest run), to tell headings from body text. */
  readonly size: number;
  /** Baseline in PDF points from the bottom of the page: lines of one row share it. */
  readonly y: number;
  /** 0 = full width (or a page read as one column); 1, 2, … = the columns of a page read in columns, left to right. */
  readonly column: number;
  /** A running header or footer repeated on most pages, or a page number: never a value's source. */
  readonly furniture: boolean;
}

/** A document's text in reading order. */
export interface TextDocument {
  readonly pageCount: number;
  readonly lines: readonly TextLine[];
  /** Pages (from 1) with no text layer in their body: scanned or photographed pages, nothing on them is read. */
  readonly pagesWithoutText?: readonly number[];
}

/** Where a value was read: the line as printed, with its page and line number. */
export interface SourceRef {
  readonly text: string;
  readonly page: number;
  readonly line: number;
}

/**
 * How sure the reader is:
 * - `high`: a label that names the field and a value with its unit, on one line or the next;
 * - `medium`: a weaker label (e.g. "Total price") or a value whose unit had to be inferred from the label;
 * - `low`: best effort (no label, e.g. a brand name found on an equipment line).
 */
export type Confidence = 'high' | 'medium' | 'low';

/**
 * One proposed value. `value` is written as the quote form takes it (numbers without separators or
 * units, "true"/"false" flags, choice ids). `text`/`page`/`line` is the line it was read from; the value
 * always appears on that line (see `appearsIn`). A value that adds printed amounts (incentives with no
 * printed total) lists each added line in `parts`, and each part's amount appears on its line.
 */
export interface Proposal extends SourceRef {
  readonly field: ImportField;
  readonly value: string;
  readonly confidence: Confidence;
  /** The label as printed when it stands on another line than the value ("System size" above "13.2 kW"). */
  readonly label?: string;
  readonly parts?: readonly (SourceRef & { readonly amount: string })[];
}

/**
 * One choice the document offers (solar only / with battery × cash / each loan / lease / PPA). A
 * document with one system and one way to pay has one option.
 */
export interface ImportOption {
  /** Stable within one result ("option-1"…). */
  readonly id: string;
  /** What the homeowner picks by, e.g. "Solar + battery · Loan: GoodLeap, 25 years at 3.99%". */
  readonly label: string;
  /** Every proposal of this option, common ones (installer, panels…) included, one per field. */
  readonly proposals: readonly Proposal[];
}

/** What reading a proposal PDF gives: the options, and notes the review shows above them. */
export interface QuoteImport {
  readonly pageCount: number;
  readonly options: readonly ImportOption[];
  /** Plain sentences, e.g. that a price was printed only with the battery included. */
  readonly notes: readonly string[];
  /** The document's fingerprint (fingerprint.ts), stored with a quote filled from it; absent without SubtleCrypto. */
  readonly fingerprint?: string;
}

/** Why a file could not be read. Each has one sentence in `IMPORT_MESSAGES`. */
export type ImportErrorCode = 'not-pdf' | 'encrypted' | 'no-text' | 'too-large' | 'corrupt' | 'empty' | 'failed';

/** The outcome of reading a file: a result, or a reason with the sentence to show. */
export type ImportOutcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: ImportErrorCode; readonly message: string };
