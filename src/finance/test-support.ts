/** Helpers shared by the finance tests (not part of the engine's API). */

/**
 * The paths of every non-finite number inside a value (objects, arrays); empty when all are
 * finite. Paths are built only for offenders, so scanning a 480-row timeline stays cheap.
 */
export function nonFiniteNumbers(value: unknown, path: () => string = () => '$'): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${path()} = ${value}`];
  if (value === null || typeof value !== 'object') return [];
  const found: string[] = [];
  if (Array.isArray(value)) {
    value.forEach((item, index) => found.push(...nonFiniteNumbers(item, () => `${path()}[${index}]`)));
  } else {
    for (const [key, item] of Object.entries(value)) found.push(...nonFiniteNumbers(item, () => `${path()}.${key}`));
  }
  return found;
}

/** Integer cents of a cent-precise dollar amount. */
export const cents = (dollars: number): number => Math.round(dollars * 100);

/** Sum of a column of cent-precise dollar amounts, in cents. */
export function sumCents<Row>(rows: readonly Row[], pick: (row: Row) => number): number {
  return rows.reduce((total, row) => total + cents(pick(row)), 0);
}
