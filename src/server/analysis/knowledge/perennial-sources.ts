/**
 * Wikipedia's Perennial Sources list ("Wikipedia:Reliable sources/Perennial sources", CC BY-SA
 * 4.0): how Wikipedia's editors judge sources they discuss again and again, as generally
 * reliable, no consensus, generally unreliable or deprecated, shipped beside the Lin et al.
 * ratings (domain-ratings.ts). The data file (resources/knowledge/perennial-sources.json, read by
 * perennial-sources-data.ts) is written by scripts/knowledge/perennial-sources.mjs from the list's
 * wikitext; nothing is downloaded at run time. Where the two disagree, the report shows both, each
 * with its source.
 */
import { parse as parseDomain } from 'tldts';
import { PERENNIAL_SOURCES_DATA, PERENNIAL_SOURCES_REVISION } from './perennial-sources-data';

export const PERENNIAL_STATUSES = [
  'generally_reliable',
  'no_consensus',
  'generally_unreliable',
  'deprecated',
] as const;
export type PerennialStatus = (typeof PERENNIAL_STATUSES)[number];

/** The list's own status codes ({{WP:RSPSTATUS|gr}}); "m" (it depends) and unknown codes are left out. */
const STATUS_CODES: Record<string, PerennialStatus> = {
  gr: 'generally_reliable',
  nc: 'no_consensus',
  gu: 'generally_unreliable',
  d: 'deprecated',
  // Blacklisted sources are also deprecated; the list shows them as a stronger form of it.
  b: 'deprecated',
};

/** How each status reads in a sentence ("Wikipedia's editors consider it …"). */
export const PERENNIAL_WORDS: Record<PerennialStatus, string> = {
  generally_reliable: 'generally reliable',
  no_consensus: 'a source without consensus on its reliability',
  generally_unreliable: 'generally unreliable',
  deprecated: 'deprecated (not to be used as a source)',
};

export const PERENNIAL_SOURCES_SOURCE = `Wikipedia's Perennial Sources list (Wikipedia contributors, "Wikipedia:Reliable sources/Perennial sources"${PERENNIAL_SOURCES_REVISION ? `, revision ${PERENNIAL_SOURCES_REVISION}` : ''}, CC BY-SA 4.0)`;

export interface PerennialEntry {
  domain: string;
  status: PerennialStatus;
  /** The source's name as the list writes it ("The Daily Example"). */
  name: string;
}

/**
 * Reads the list's wikitext: one table row per source ("|-" lines), its status from
 * {{WP:RSPSTATUS|code}}, its name from the first wiki link, its domains from {{WP:RSPUSES|…}}.
 * A row without a status the product uses, or without a domain, is skipped.
 */
export function parsePerennialWikitext(wikitext: string): PerennialEntry[] {
  const out = new Map<string, PerennialEntry>();
  for (const row of wikitext.split(/\n\|-/).slice(1)) {
    const code = /\{\{\s*WP:RSPSTATUS\s*\|\s*([a-z]+)/i.exec(row)?.[1]?.toLowerCase();
    const status = code ? STATUS_CODES[code] : undefined;
    if (!status) continue;
    const link = /\[\[([^\]|]+)(?:\|([^\]]+))?\]\]/.exec(row);
    const name = (link?.[2] ?? link?.[1] ?? '').replace(/\s+/g, ' ').trim();
    for (const uses of row.matchAll(/\{\{\s*WP:RSPUSES\s*\|([^}]*)\}\}/gi)) {
      for (const param of uses[1]!.split('|')) {
        const domain = normaliseDomain(param);
        if (domain && !out.has(domain)) out.set(domain, { domain, status, name: name || domain });
      }
    }
  }
  return [...out.values()].sort((a, b) => (a.domain < b.domain ? -1 : 1));
}

function normaliseDomain(raw: string): string | null {
  const value = raw.trim().toLowerCase();
  if (!value || value.includes('=') || !value.includes('.') || /\s/.test(value)) return null;
  return value
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/.*$/, '');
}

/** One line per domain, "domain,status,name" (the name may hold commas: it is the rest). */
export function encodePerennial(entries: readonly PerennialEntry[]): string {
  return entries.map((e) => `${e.domain},${e.status},${e.name.replace(/\n/g, ' ')}`).join('\n');
}

/** The entries as the data file holds them: [domain, status, name]. */
export function perennialRows(entries: readonly PerennialEntry[]): Array<[string, string, string]> {
  return entries.map((e) => [e.domain, e.status, e.name.replace(/\n/g, ' ')]);
}

/** Domain -> entry; rows without a domain or with a status the product does not use are left out. */
function indexRows(rows: Iterable<readonly string[]>): Map<string, PerennialEntry> {
  const map = new Map<string, PerennialEntry>();
  for (const [domain, status, ...name] of rows) {
    if (!domain || !PERENNIAL_STATUSES.includes(status as PerennialStatus)) continue;
    map.set(domain, { domain, status: status as PerennialStatus, name: name.join(',') });
  }
  return map;
}

const decode = (data: string) => indexRows(data.split('\n').map((line) => line.split(',')));
const shipped = () => indexRows(PERENNIAL_SOURCES_DATA);

let index: Map<string, PerennialEntry> | null = null;

/** Runs fn with another list (tests, and the generator's check of what it wrote). */
export function withPerennialSources<T>(data: string, fn: () => T): T {
  const saved = index;
  index = decode(data);
  try {
    return fn();
  } finally {
    index = saved;
  }
}

/** Entries in the shipped list (0 until the list is generated; see docs/data-and-licences.md). */
export function perennialSourceCount(): number {
  index ??= shipped();
  return index.size;
}

/** The list's entry for a host: the host itself, then its registrable domain. */
export function perennialSource(host: string): PerennialEntry | null {
  index ??= shipped();
  if (index.size === 0) return null;
  const lower = host.toLowerCase().replace(/^www\./, '');
  return index.get(lower) ?? index.get(parseDomain(lower).domain ?? lower) ?? null;
}
