import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The engine runs unchanged in the browser, on the server and in tests: no UI, store, SDK,
// network or DOM dependency may creep in (a lint rule says the same; this fails the unit run).
const here = import.meta.dirname;
const sources = readdirSync(here).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.bench.ts') && name !== 'test-support.ts',
);

describe('src/finance stays a pure engine', () => {
  it.each(sources)('%s imports only decimal.js and its siblings', (name) => {
    const text = readFileSync(join(here, name), 'utf8');
    const imports = [...text.matchAll(/from\s+'([^']+)'/g)].map((match) => match[1]);
    for (const source of imports) expect(source === 'decimal.js' || source?.startsWith('./')).toBe(true);
    expect(text).not.toMatch(/\b(window|document|localStorage|fetch|XMLHttpRequest|Date\.now|Math\.random)\b/);
    expect(text).not.toMatch(/Decimal\.set\(/);
  });
});
