// Comparing what Directus reports with what directus/ declares. Only the keys a definition names are
// compared, with JSON-equal semantics (key order ignored), so values Directus fills in by itself are not
// reported as drift.

/** A stable JSON text for any value: object keys sorted, undefined treated as null. */
export function canonical(value) {
  return JSON.stringify(sortKeys(value ?? null));
}

function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => value[key] !== undefined)
        .map((key) => [key, sortKeys(value[key])]),
    );
  }
  return value;
}

/** True when both values have the same canonical JSON. */
export function same(a, b) {
  return canonical(a) === canonical(b);
}

/**
 * The keys of `wanted` whose values differ in `actual`, as `key: actual -> wanted` lines.
 * @param {Record<string, unknown>} wanted
 * @param {Record<string, unknown> | null | undefined} actual
 * @param {(key: string, value: unknown) => unknown} [normalize] maps both sides before comparing
 */
export function differingKeys(wanted, actual, normalize = (_key, value) => value) {
  const out = [];
  for (const [key, value] of Object.entries(wanted)) {
    const have = normalize(key, actual?.[key]);
    const want = normalize(key, value);
    if (!same(have, want)) out.push(`${key}: ${canonical(have)} -> ${canonical(want)}`);
  }
  return out;
}
