/**
 * The Block List Project's scam list (github.com/blocklistproject/Lists, the Unlicense):
 * resources/knowledge/blocklistproject-scam.json (written by
 * scripts/knowledge/generate-knowledge.mjs from scam.txt; its header reproduces the licence), read
 * once at start by shipped-data.ts.
 */
import { isNonEmptyString, listOf, readShippedData } from './shipped-data';

const file = readShippedData<readonly string[]>(
  'blocklistproject-scam.json',
  listOf(isNonEmptyString, 'a domain'),
);

export const BLOCKLISTPROJECT_SCAM_LIST_SOURCE = file.name;
/** Lower-case domains, sorted. */
export const BLOCKLISTPROJECT_SCAM_LIST = file.data;
