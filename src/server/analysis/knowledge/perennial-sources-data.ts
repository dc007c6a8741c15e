/**
 * Wikipedia's Perennial Sources list (CC BY-SA 4.0): resources/knowledge/perennial-sources.json
 * (written by scripts/knowledge/perennial-sources.mjs from the list's wikitext; its version is the
 * revision read), read once at start by shipped-data.ts. Not generated yet: the list could not be
 * obtained where the file was last written (no network beyond the package registries, and no npm
 * or Debian package carries it), so it is empty and no rating from it is shown.
 * docs/data-and-licences.md says how to generate it.
 */
import { isNonEmptyString, listOf, readShippedData } from './shipped-data';

/** A domain, its status (a PerennialStatus) and the source's name as the list writes it. */
export type PerennialSourceEntry = readonly [domain: string, status: string, name: string];

const isEntry = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.length === 3 &&
  isNonEmptyString(value[0]) &&
  isNonEmptyString(value[1]) &&
  typeof value[2] === 'string';

const file = readShippedData<readonly PerennialSourceEntry[]>(
  'perennial-sources.json',
  listOf(isEntry, 'a domain, a status and a name'),
);

/** The list's revision id, '' until it is generated. */
export const PERENNIAL_SOURCES_REVISION = file.version;
export const PERENNIAL_SOURCES_DATA = file.data;
