/**
 * The shipped scam-domain lists and one lookup over both: scamblocklist (MIT, read by
 * scam-domain-list.ts) and the Block List Project's scam list (public domain, read by
 * blocklistproject-scam-list.ts), both in resources/knowledge. A host is listed when it, or a
 * parent domain of it, is on a list ("shop.fake-store.com" is caught by "fake-store.com"), never
 * by a bare public suffix. Each hit names the list it came from, so a flag can say which one.
 */
import { SCAM_DOMAIN_LIST, SCAM_DOMAIN_LIST_SOURCE } from './scam-domain-list';
import {
  BLOCKLISTPROJECT_SCAM_LIST,
  BLOCKLISTPROJECT_SCAM_LIST_SOURCE,
} from './blocklistproject-scam-list';

export interface ScamList {
  id: 'scamblocklist' | 'blocklistproject';
  /** How a sentence names it, e.g. "scamblocklist by durablenapkin (MIT licence)". */
  name: string;
}

export const SCAM_LISTS: readonly ScamList[] = [
  { id: 'scamblocklist', name: SCAM_DOMAIN_LIST_SOURCE },
  { id: 'blocklistproject', name: BLOCKLISTPROJECT_SCAM_LIST_SOURCE },
];

export interface ScamListHit {
  /** The listed domain that covers the host. */
  domain: string;
  /** Every shipped list that names it, in SCAM_LISTS order. */
  lists: ScamList[];
}

const DATA: Record<ScamList['id'], readonly string[]> = {
  scamblocklist: SCAM_DOMAIN_LIST,
  blocklistproject: BLOCKLISTPROJECT_SCAM_LIST,
};

/**
 * Domain -> bit mask of the lists naming it. Built once, on the first link checked: most analyses
 * carry no links, so the lists cost nothing until one does (`npm run bench knowledge` measures it).
 */
let index: ReadonlyMap<string, number> | null = null;

/** Domain -> bit mask of the lists naming it (exported for `npm run bench knowledge`). */
export function buildScamListIndex(
  only: ReadonlySet<ScamList['id']> | null = null,
): Map<string, number> {
  const map = new Map<string, number>();
  SCAM_LISTS.forEach((list, i) => {
    if (only && !only.has(list.id)) return;
    for (const line of DATA[list.id]) {
      if (line.length > 0) map.set(line, (map.get(line) ?? 0) | (1 << i));
    }
  });
  return map;
}

function listIndex(): ReadonlyMap<string, number> {
  index ??= buildScamListIndex();
  return index;
}

/** Domains on at least one list. */
export function scamListSize(): number {
  return listIndex().size;
}

/** The listed domain that covers this host and the lists naming it, or null. */
export function scamListHit(host: string): ScamListHit | null {
  const map = listIndex();
  let h = host.toLowerCase().replace(/\.$/, '');
  if (h.startsWith('www.')) h = h.slice(4);
  // Walk up while at least two labels remain ("a.b.example.com" -> "b.example.com" -> "example.com").
  for (;;) {
    const mask = map.get(h);
    if (mask !== undefined)
      return { domain: h, lists: SCAM_LISTS.filter((_, i) => mask & (1 << i)) };
    const dot = h.indexOf('.');
    if (dot < 0 || h.indexOf('.', dot + 1) < 0) return null;
    h = h.slice(dot + 1);
  }
}

/** "scamblocklist by durablenapkin (MIT licence)" or "… and the Block List Project scam list (…)". */
export function listNames(hit: ScamListHit): string {
  return hit.lists.map((l) => l.name).join(' and ');
}

/**
 * Runs `fn` as if only the given lists shipped, then restores them. For measurement only: the eval
 * scores the Block List Project's domains with the other list alone, to see how well the analyzer
 * catches scam domains no list it knows names (`npm run eval`, "unlisted-domains").
 */
export function withOnlyScamLists<T>(ids: ReadonlyArray<ScamList['id']>, fn: () => T): T {
  const saved = index;
  index = buildScamListIndex(new Set(ids));
  try {
    return fn();
  } finally {
    index = saved;
  }
}
