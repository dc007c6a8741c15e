/**
 * What the shipped knowledge says about a content (computed once, as part of the signals): the
 * publisher's reliability rating, its links grouped by domain with their ratings and scam-list
 * hits, a shop's domain age when it was read online, and an image's content credentials. Also the red flags and good signs that
 * follow from them, each in a plain sentence.
 */
import type { LinkGroup, PositiveSignal, RedFlag } from '../../../shared';
import type { Acquired } from '../types';
import { domainAgeFlag, domainAgeSignal, type DomainRegistration } from '../knowledge/domain-age';
import {
  DOMAIN_RATINGS_SOURCE,
  domainRating,
  type DomainRating,
} from '../knowledge/domain-ratings';
import { groupLinks } from '../knowledge/link-groups';
import {
  PERENNIAL_SOURCES_SOURCE,
  PERENNIAL_WORDS,
  perennialSource,
  type PerennialEntry,
} from '../knowledge/perennial-sources';
import { credentialFlags, credentialSignals } from './credential-findings';
import type { ContentCredentials } from '../types';

export interface KnowledgeSignals {
  /** The publisher's rating (articles and shops), or null when unrated or not a page. */
  publisher: (DomainRating & { host: string }) | null;
  /** How Wikipedia's Perennial Sources list judges the publisher, or null when it is not listed. */
  perennial: (PerennialEntry & { host: string }) | null;
  /** The content's links by domain, most linked first. */
  links: LinkGroup[];
  /** A shop's registration date, when it was read over RDAP. */
  registration: DomainRegistration | null;
  /** An uploaded image's content credentials (C2PA), when it carries any. */
  credentials: ContentCredentials | null;
}

export const LOW_RATED_FLAG_TYPE = 'low_rated_source';
/** Low-rated linked outlets named as red flags at most (the rest are in "Links in this content"). */
const MAX_LOW_RATED_LINK_FLAGS = 3;

export const RATED_HIGH_SENTENCE =
  'Independent ratings place this outlet among the most reliable news sources';
export const RATED_LOW_SENTENCE =
  'Independent ratings place this outlet among the least reliable news sources';
export const LINK_RATED_HIGH_SENTENCE =
  'Links to an outlet that independent ratings place among the most reliable news sources';
export const LINK_RATED_LOW_SENTENCE =
  'Links to an outlet that independent ratings place among the least reliable news sources';

const SOURCE_WORDS = `the ratings of news sites by journalists, fact-checkers and researchers combined in one score (${DOMAIN_RATINGS_SOURCE})`;

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

export function knowledgeSignals(acquired: Acquired): KnowledgeSignals {
  const host = hostOf(acquired.url) ?? acquired.domain;
  const rating = host ? domainRating(host) : null;
  const perennial = host ? perennialSource(host) : null;
  return {
    publisher: rating && host ? { ...rating, host } : null,
    perennial: perennial && host ? { ...perennial, host } : null,
    links: groupLinks(acquired.links, acquired.domain),
    registration: acquired.registration ?? null,
    credentials: acquired.image?.credentials ?? null,
  };
}

const outOf = (score: number) => `${score.toFixed(2)} on a scale from 0 to 1`;

/** Red flags: a low-rated publisher, links to low-rated outlets, a young shop domain. */
export const PERENNIAL_LOW_SENTENCE = 'Wikipedia’s editors consider this source unreliable';

/** What Wikipedia's list says, as a sentence with its source. */
const perennialSays = (p: PerennialEntry) =>
  `Wikipedia’s editors consider ${p.name} ${PERENNIAL_WORDS[p.status]} (${PERENNIAL_SOURCES_SOURCE})`;

const unreliable = (p: PerennialEntry | null) =>
  p?.status === 'generally_unreliable' || p?.status === 'deprecated';

export function knowledgeFlags(k: KnowledgeSignals): RedFlag[] {
  const out: RedFlag[] = [];
  if (k.publisher?.band === 'low') {
    // Where the two sources disagree, both are shown, each with its source.
    const other =
      k.perennial?.status === 'generally_reliable'
        ? ` The two sources disagree: ${perennialSays(k.perennial)}.`
        : '';
    out.push({
      indicator: RATED_LOW_SENTENCE,
      type: LOW_RATED_FLAG_TYPE,
      severity: 'medium',
      explanation: `${k.publisher.domain} is rated ${outOf(k.publisher.score)} by ${SOURCE_WORDS}.${other} Check what it reports against other outlets before you rely on it or share it.`,
      textExample: k.publisher.host,
    });
  } else if (k.perennial && unreliable(k.perennial)) {
    const high = k.publisher?.band === 'high';
    out.push({
      indicator: PERENNIAL_LOW_SENTENCE,
      type: LOW_RATED_FLAG_TYPE,
      // Rated among the most reliable by the other source: shown, but it does not move the band.
      severity: high ? 'low' : 'medium',
      explanation: `${perennialSays(k.perennial)}.${high && k.publisher ? ` The two sources disagree: ${k.publisher.domain} is rated ${outOf(k.publisher.score)} by ${SOURCE_WORDS}.` : ''} Check what it reports against other outlets before you rely on it or share it.`,
      textExample: k.perennial.host,
    });
  }
  for (const group of k.links
    .filter((g) => g.ratingBand === 'low')
    .slice(0, MAX_LOW_RATED_LINK_FLAGS)) {
    out.push({
      indicator: LINK_RATED_LOW_SENTENCE,
      type: LOW_RATED_FLAG_TYPE,
      severity: 'medium',
      explanation: `It links to ${group.domain}, rated ${outOf(group.rating!)} by ${SOURCE_WORDS}. A claim that rests on such a source needs checking elsewhere.`,
      textExample: group.domain,
    });
  }
  const age = k.registration ? domainAgeFlag(k.registration) : null;
  if (age) out.push(age);
  out.push(...credentialFlags(k.credentials));
  return out;
}

/** Good signs: a highly rated publisher, links to highly rated outlets, an established domain. */
export function knowledgePositiveSignals(k: KnowledgeSignals): PositiveSignal[] {
  const out: PositiveSignal[] = [];
  if (k.publisher?.band === 'high') {
    const other = unreliable(k.perennial)
      ? ` The two sources disagree: ${perennialSays(k.perennial!)}.`
      : '';
    out.push({
      indicator: RATED_HIGH_SENTENCE,
      explanation: `${k.publisher.domain} is rated ${outOf(k.publisher.score)} by ${SOURCE_WORDS}.${other}`,
      textExample: k.publisher.host,
    });
  } else if (k.perennial?.status === 'generally_reliable' && k.publisher?.band !== 'low') {
    out.push({
      indicator: 'Wikipedia’s editors consider this source generally reliable',
      explanation: `${perennialSays(k.perennial)}.`,
      textExample: k.perennial.host,
    });
  }
  const high = k.links.filter((g) => g.ratingBand === 'high' && g.scamLists.length === 0);
  if (high.length) {
    const named = high.slice(0, 3).map((g) => `${g.domain} (${g.rating!.toFixed(2)})`);
    out.push({
      indicator: LINK_RATED_HIGH_SENTENCE,
      explanation: `It links to ${named.join(', ')}, rated on a scale from 0 to 1 by ${SOURCE_WORDS}.`,
      textExample: high[0]!.domain,
    });
  }
  const age = k.registration ? domainAgeSignal(k.registration) : null;
  if (age) out.push(age);
  out.push(...credentialSignals(k.credentials));
  return out;
}
