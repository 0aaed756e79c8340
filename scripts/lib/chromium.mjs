// Finds the Chromium the browser tests drive. Playwright cannot download its own browser on these
// machines, so a missing Chromium is an error with the fix, never a silent skip.

import { existsSync } from 'node:fs';

const candidates = [process.env.ATLAS_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      'no Chromium found for the browser tests: install it with `apt-get install -y chromium` (or set ATLAS_CHROMIUM to a Chromium binary) and run again.',
    );
  }
  return found;
}
