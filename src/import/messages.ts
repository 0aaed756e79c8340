import type { ImportErrorCode } from './types';

/** The largest file the import reads (issue 14): a proposal with many photos can be bigger; it says so. */
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
/** The largest usage export read (a year of 15-minute readings is about 2 MB). */
export const MAX_USAGE_BYTES = 20 * 1024 * 1024;

/** One sentence per reason a file cannot be read. The form is never touched when one is shown. */
export const IMPORT_MESSAGES: Readonly<Record<ImportErrorCode, string>> = {
  'not-pdf': 'This file is not a PDF, so nothing was imported: choose the proposal’s PDF file.',
  encrypted:
    'This PDF is locked with a password, so Atlas cannot read it: open it, save or print it as a new PDF without a password, and import that.',
  'no-text': 'This PDF has no text to read (it looks like a scan or a photo), so please type the figures from it into the form.',
  'too-large':
    'This file is larger than 20 MB, so it was not read: import a smaller copy of the proposal (without photos) or type the figures.',
  corrupt: 'This PDF is damaged and could not be read: download it again from the installer’s email or portal, or type the figures.',
  empty: 'This file is empty, so nothing was imported: choose the proposal’s PDF file.',
  failed: 'Atlas could not read this PDF, and nothing in the form was changed: try again, or type the figures.',
};

/** The usage import's sentences. */
export const USAGE_MESSAGES = {
  notCsv:
    'This file is not a usage export Atlas can read: download the CSV (“Download My Data” or the monthly usage export) from your utility’s website.',
  noUsage: 'This file has no kWh usage in it: choose the electricity usage export, not a gas or payment history.',
  tooLarge: 'This file is larger than 20 MB, so it was not read: export a shorter period (the last 12 months is enough).',
  empty: 'This file is empty, so nothing was imported.',
  failed: 'Atlas could not read this file, and nothing in the form was changed: try again, or type the figures.',
} as const;

/** The interval-data import's own sentences (the reader's, naming what is wrong in the file, come from the worker). */
export const INTERVAL_MESSAGES = {
  tooLarge: 'This file is larger than 40 MB, so it was not read: export a shorter period (the last 12 months is enough).',
  empty: 'This file is empty, so nothing was imported.',
  failed: 'Atlas could not read this file, and nothing was changed: try again, or export the data again.',
} as const;
