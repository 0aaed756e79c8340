import { readTariff, type StoredTariff, type TariffIssue } from './tariff';

/**
 * Reads a rate exported from the U.S. Utility Rate Database as JSON, as the homeowner picked the
 * file. The URDB API answers `{ "items": [rate, …] }`; a saved rate is the rate object itself. The
 * stored tariff is the rate as it came (URDB's own field names), so nothing is lost; the issues say
 * what Atlas could not use, each in one sentence.
 */
export function importUrdbJson(text: string): { readonly tariff: StoredTariff | null; readonly issues: readonly TariffIssue[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch (cause) {
    const detail = cause instanceof Error ? ` (${cause.message})` : '';
    return {
      tariff: null,
      issues: [
        {
          severity: 'error',
          field: 'file',
          message: `This file is not JSON${detail}: export the rate from the Utility Rate Database as JSON.`,
        },
      ],
    };
  }
  let rate: unknown = parsed;
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) && Array.isArray((parsed as { items?: unknown }).items)) {
    const items = (parsed as { items: unknown[] }).items;
    if (items.length !== 1) {
      return {
        tariff: null,
        issues: [
          {
            severity: 'error',
            field: 'items',
            message:
              items.length === 0
                ? 'The file holds no rate: search the Utility Rate Database again and export one rate.'
                : `The file holds ${items.length} rates: export only the one on your bill.`,
          },
        ],
      };
    }
    rate = items[0];
  } else if (Array.isArray(parsed)) {
    return {
      tariff: null,
      issues: [
        {
          severity: 'error',
          field: 'file',
          message: 'The file is a list, not one rate: export a single rate from the Utility Rate Database.',
        },
      ],
    };
  }
  const { issues } = readTariff(rate);
  // Kept as it came even with issues, so the form can show it and nothing typed or imported is lost.
  return { tariff: rate !== null && typeof rate === 'object' ? rate : null, issues };
}
