/**
 * The links of a content grouped by registrable domain (tldts), each with its reliability rating
 * and the shipped scam lists that name it: the report's "Links in this content".
 */
import { parse as parseDomain } from 'tldts';
import type { LinkGroup } from '../../../shared';
import { domainRating } from './domain-ratings';
import { scamListHit } from './scam-lists';

/** Links read for grouping at most (acquisition already caps them; this bounds the work here). */
export const MAX_LINKS_GROUPED = 500;
/** Domains listed at most, the most linked first. */
export const MAX_LINK_GROUPS = 30;

/** The grouping key of a link: its registrable domain, or the host itself (an IP, "localhost"). */
function domainOf(url: string): { key: string; host: string } | null {
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
  if (!host) return null;
  const info = parseDomain(host);
  return { key: (!info.isIp && info.domain) || host.replace(/^\[|\]$/g, ''), host };
}

/** Links grouped by domain; links to the publisher's own domain are left out. */
export function groupLinks(links: readonly string[], publisherDomain: string | null): LinkGroup[] {
  const groups = new Map<string, { count: number; hosts: Set<string> }>();
  for (const url of links.slice(0, MAX_LINKS_GROUPED)) {
    const d = domainOf(url);
    if (!d || d.key === publisherDomain) continue;
    const group = groups.get(d.key) ?? { count: 0, hosts: new Set<string>() };
    group.count++;
    group.hosts.add(d.host);
    groups.set(d.key, group);
  }
  const out: LinkGroup[] = [];
  for (const [domain, { count, hosts }] of groups) {
    // A rating or a listing of any host linked under the domain counts ("edition.cnn.com").
    const hostList = [...hosts, domain];
    const rating = hostList.map(domainRating).find((r) => r !== null) ?? null;
    const lists = new Set<string>();
    for (const host of hostList)
      for (const list of scamListHit(host)?.lists ?? []) lists.add(list.name);
    out.push({
      domain,
      count,
      rating: rating?.score ?? null,
      ratingBand: rating?.band ?? null,
      scamLists: [...lists],
    });
  }
  out.sort((a, b) => b.count - a.count || (a.domain < b.domain ? -1 : 1));
  return out.slice(0, MAX_LINK_GROUPS);
}
