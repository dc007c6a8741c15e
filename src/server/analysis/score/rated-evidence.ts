/**
 * The positive evidence the shipped knowledge gives the scale (src/shared/scale.ts), in the words
 * the scorecard shows. Warnings travel as red flags (knowledgeFlags in ./index.ts).
 */
import { parse as parseDomain } from 'tldts';
import type { Signals } from '../signals';
import { YOUNG_DOMAIN_DAYS, establishedDomainWhat } from '../knowledge/domain-age';

export interface RatedEvidence {
  /** Words for a highly rated publisher, or null. */
  publisher: string | null;
  /** The publisher is rated among the least reliable (it then earns no "established outlet"). */
  publisherLow: boolean;
  /** Linked domains rated among the most reliable, not on a scam list. */
  links: string[];
  /** The registrable domain of a link, to count each source once. */
  linkDomain: (url: string) => string | null;
  linksWhat: (domains: readonly string[]) => string;
  /** Words for a shop domain registered more than a year ago, or null. */
  domainAge: string | null;
}

export function ratedEvidence(signals: Signals): RatedEvidence {
  const k = signals.knowledge;
  const publisher =
    k.publisher?.band === 'high'
      ? `independent ratings that place the outlet among the most reliable news sources (${k.publisher.domain})`
      : null;
  const reg = k.registration;
  return {
    publisher,
    publisherLow: k.publisher?.band === 'low',
    links: k.links
      .filter((g) => g.ratingBand === 'high' && g.scamLists.length === 0)
      .map((g) => g.domain),
    linkDomain: (url) => {
      try {
        return parseDomain(new URL(url).hostname).domain;
      } catch {
        return null;
      }
    },
    linksWhat: (domains) =>
      `${domains.slice(0, 3).join(', ')}: rated among the most reliable news sources`,
    domainAge: reg && reg.ageDays >= YOUNG_DOMAIN_DAYS ? establishedDomainWhat(reg) : null,
  };
}
