/**
 * Figures of the shipped knowledge that the Methodology page states and the server applies
 * (src/server/analysis/knowledge): the rating bands, the rated domain count, the domain-age limits.
 * Pure data: no node:*, no DOM.
 */

/** Ratings (Lin et al. 2023, 0-1) below this place an outlet among the least reliable. */
export const LOW_RATING = 0.3;
/** Ratings at or above this place an outlet among the most reliable. */
export const HIGH_RATING = 0.75;
/**
 * Domains in the shipped ratings (resources/knowledge/domain-ratings.json; a test keeps the two
 * equal).
 */
export const RATED_DOMAINS = '11,519';
/** A shop domain younger than this (in days) is a high warning sign; under a year, a medium one. */
export const NEW_DOMAIN_DAYS = 90;
export const YOUNG_DOMAIN_DAYS = 365;
/**
 * Domains in the shipped Wikipedia Perennial Sources list
 * (resources/knowledge/perennial-sources.json; written by scripts/knowledge/perennial-sources.mjs,
 * and a test keeps the two equal). 0: not yet generated.
 */
export const PERENNIAL_DOMAINS: number = 0;
