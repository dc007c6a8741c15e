/**
 * Source reliability ratings (Lin et al. 2023, shipped in resources/knowledge/domain-ratings.json,
 * read by domain-ratings-data.ts): the rating of
 * the news outlet behind a host, and the band it falls in. A host is rated by its own entry or
 * its nearest parent's ("edition.cnn.com" -> "cnn.com"), never by a bare public suffix. Platforms
 * where anyone can publish are not rated: their rating describes the platform, not the poster.
 */
import { parse as parseDomain } from 'tldts';
import { HIGH_RATING, LOW_RATING } from '../../../shared/knowledge';
import { FREE_HOSTING_DOMAINS, PLATFORM_LINK_WRAPPERS, URL_SHORTENERS } from './lexicons';
import { DOMAIN_RATINGS, DOMAIN_RATINGS_SOURCE } from './domain-ratings-data';

export { DOMAIN_RATINGS_SOURCE };

/**
 * The bands, chosen from the distribution of the 11,519 ratings (see docs/data-and-licences.md).
 * The ratings have two modes: a lower one around 0.20-0.30 (about a fifth of the
 * domains, among them networks of look-alike local-news sites) and the main one around 0.55-0.70,
 * with a valley from 0.30 to 0.45. LOW_RATING is where the valley starts, so "among the least
 * reliable" is the lower mode (16% of rated domains); HIGH_RATING is where the main mode's upper
 * shoulder begins: the top 16% (wire services, public broadcasters, journals, health agencies).
 */
export { HIGH_RATING, LOW_RATING };

/** Video, social and blogging platforms: ratings exist for some, but anyone can post there. */
const OPEN_PLATFORMS = new Set([
  'youtube.com',
  'facebook.com',
  'rumble.com',
  'bitchute.com',
  'medium.com',
  'substack.com',
  'google.com',
  'reddit.com',
  'x.com',
  'twitter.com',
  'instagram.com',
  'tiktok.com',
  'tumblr.com',
  'change.org',
  'patreon.com',
  'linkedin.com',
  'odysee.com',
  'gab.com',
  'truthsocial.com',
]);

export type RatingBand = 'high' | 'middle' | 'low';

export interface DomainRating {
  /** The rated domain that covers the host (the host itself or a parent). */
  domain: string;
  /** 0 (lowest quality) to 1 (highest), two decimals. */
  score: number;
  band: RatingBand;
}

let ratings: ReadonlyMap<string, number> | null = null;

/** Domain -> rating (exported for `npm run bench knowledge`). */
export function buildRatingMap(): Map<string, number> {
  return new Map(DOMAIN_RATINGS);
}

/** Built on first use (about 11,500 entries). */
function ratingMap(): ReadonlyMap<string, number> {
  ratings ??= buildRatingMap();
  return ratings;
}

export function ratedDomainCount(): number {
  return ratingMap().size;
}

export function ratingBand(score: number): RatingBand {
  if (score >= HIGH_RATING) return 'high';
  if (score < LOW_RATING) return 'low';
  return 'middle';
}

/** The rating of the outlet behind this host, or null (unrated, a platform, an IP address). */
export function domainRating(host: string): DomainRating | null {
  let h = host.toLowerCase().replace(/\.$/, '');
  if (h.startsWith('www.')) h = h.slice(4);
  const info = parseDomain(h);
  const registrable = info.domain;
  if (!registrable || info.isIp) return null;
  if (
    OPEN_PLATFORMS.has(registrable) ||
    FREE_HOSTING_DOMAINS.has(registrable) ||
    FREE_HOSTING_DOMAINS.has(h)
  )
    return null;
  if (URL_SHORTENERS.has(registrable) || PLATFORM_LINK_WRAPPERS.has(registrable)) return null;
  const map = ratingMap();
  // From the host up to its registrable domain ("news.harvard.edu" is rated, "harvard.edu" too).
  for (;;) {
    const score = map.get(h);
    if (score !== undefined) return { domain: h, score, band: ratingBand(score) };
    if (h === registrable) return null;
    const dot = h.indexOf('.');
    if (dot < 0) return null;
    h = h.slice(dot + 1);
  }
}
