/**
 * The source reliability ratings of Lin et al. 2023: resources/knowledge/domain-ratings.json
 * (written by scripts/knowledge/generate-knowledge.mjs from domain_pc1.csv; its header holds the
 * source, version, citation and reuse terms), read once at start by shipped-data.ts.
 */
import { isNonEmptyString, listOf, readShippedData } from './shipped-data';

/** A rated domain and its rating, 0 (lowest quality) to 1 (highest), two decimals. */
export type DomainRatingEntry = readonly [domain: string, score: number];

const isEntry = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.length === 2 &&
  isNonEmptyString(value[0]) &&
  typeof value[1] === 'number' &&
  value[1] >= 0 &&
  value[1] <= 1;

const file = readShippedData<readonly DomainRatingEntry[]>(
  'domain-ratings.json',
  listOf(isEntry, 'a domain and a rating from 0 to 1'),
);

export const DOMAIN_RATINGS_SOURCE = file.name;
/** Sorted by domain. */
export const DOMAIN_RATINGS = file.data;
