// The installer directory's data, shared by /installers (every state) and each state's page
// (/solar-installers/{country}/{state}): guides grouped by state, and the installers those guides rank.
// Pure functions over the build's content, so a national-scale directory stays a few hundred links a page.

import { rankInstallers } from './installer-card';
import { statePath } from './slug';
import type { BusinessData, GuideData } from './types';

/** Guides one state page lists, and how many of them /installers shows before linking to it. */
export const GUIDES_SHOWN_PER_STATE = 24;
/** Guides named in an installer's "Listed in" cell before "and N more". */
export const LISTED_IN_SHOWN = 3;

export interface Region<G extends GuideData = GuideData> {
  /** `{country}-{state}`: the anchor of the state's section on /installers. */
  anchor: string;
  /** The state's own page. */
  path: string;
  state: string;
  country: string;
  params: { country: string; state: string };
  guides: G[];
}

/** Guides by country and state, keeping the order they come in (state, locality, title). */
export function regionsOf<G extends GuideData>(guides: readonly G[]): Region<G>[] {
  const regions = new Map<string, Region<G>>();
  for (const guide of guides) {
    const { country, state } = guide.params;
    const anchor = `${country}-${state}`;
    let region = regions.get(anchor);
    if (!region) {
      region = {
        anchor,
        path: statePath({ country, state }),
        state: guide.state,
        country: guide.country,
        params: { country, state },
        guides: [],
      };
      regions.set(anchor, region);
    }
    region.guides.push(guide);
  }
  return [...regions.values()];
}

export interface DirectoryInstaller {
  business: BusinessData;
  /** Every guide that ranks it, in guide order. */
  listedIn: GuideData[];
}

/**
 * The installers the guides rank, best first (score, then rating, then name), at most `limit`; and how many
 * installers each guide ranks, by guide path.
 */
export function rankDirectory(
  guides: readonly GuideData[],
  businesses: ReadonlyMap<string, BusinessData>,
  limit: number,
): { installers: DirectoryInstaller[]; counts: Map<string, number> } {
  const listedIn = new Map<string, GuideData[]>();
  const counts = new Map<string, number>();
  for (const guide of guides) {
    const ranked = rankInstallers(guide.links, businesses);
    counts.set(guide.path, ranked.length);
    for (const { business } of ranked) {
      const list = listedIn.get(business.cid);
      if (list) list.push(guide);
      else listedIn.set(business.cid, [guide]);
    }
  }
  const installers = [...listedIn.entries()]
    .map(([cid, list]) => ({ business: businesses.get(cid)!, listedIn: list }))
    .sort(
      (a, b) =>
        b.business.score - a.business.score ||
        (b.business.rating ?? 0) - (a.business.rating ?? 0) ||
        a.business.name.localeCompare(b.business.name),
    )
    .slice(0, limit);
  return { installers, counts };
}
