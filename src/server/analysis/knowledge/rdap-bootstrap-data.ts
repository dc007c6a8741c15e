/**
 * The RDAP server of each top-level domain (IANA's RDAP bootstrap, as the whoisserver-world
 * package bundles it, ISC licence): resources/knowledge/rdap-bootstrap.json (written by
 * scripts/knowledge/generate-knowledge.mjs; its header says why the package is not a dependency and
 * reproduces the licence), read once at start by shipped-data.ts.
 */
import { isNonEmptyString, listOf, readShippedData } from './shipped-data';

/** An RDAP base URL (ending in "/") and the TLDs it serves. */
export type RdapBootstrapEntry = readonly [base: string, tlds: readonly string[]];

const isEntry = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.length === 2 &&
  typeof value[0] === 'string' &&
  value[0].startsWith('https://') &&
  Array.isArray(value[1]) &&
  value[1].every(isNonEmptyString);

export const RDAP_BOOTSTRAP = readShippedData<readonly RdapBootstrapEntry[]>(
  'rdap-bootstrap.json',
  listOf(isEntry, 'an https base URL and its top-level domains'),
).data;
