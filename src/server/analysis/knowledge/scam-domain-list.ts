/**
 * scamblocklist (github.com/durablenapkin/scamblocklist, MIT licence), scam and fake-shop domains:
 * resources/knowledge/scamblocklist.json (written by scripts/knowledge/generate-knowledge.mjs from
 * durablenapkin.csv; its header reproduces the licence), read once at start by shipped-data.ts.
 */
import { isNonEmptyString, listOf, readShippedData } from './shipped-data';

const file = readShippedData<readonly string[]>(
  'scamblocklist.json',
  listOf(isNonEmptyString, 'a domain'),
);

export const SCAM_DOMAIN_LIST_SOURCE = file.name;
/** Lower-case domains, sorted. */
export const SCAM_DOMAIN_LIST = file.data;
