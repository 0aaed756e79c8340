/**
 * The months' full names, January first, for messages that name a month ("Give March's use"). A plain
 * module with no imports, so a store or an island can take it without the formatting helpers' decimals.
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
