// node scripts/knowledge/perennial-sources.mjs <wikitext-file> <revision-id>   (or --empty)
// Writes resources/knowledge/perennial-sources.json (and its row in manifest.json) from the
// wikitext of "Wikipedia:Reliable sources/Perennial sources" (CC BY-SA 4.0), saved beforehand,
// e.g. from
// https://en.wikipedia.org/w/index.php?title=Wikipedia:Reliable_sources/Perennial_sources&action=raw
// (the revision id is on the page's history). Reads each row's status ({{WP:RSPSTATUS|gr}}: gr,
// nc, gu, d, b), name (its first wiki link) and domains ({{WP:RSPUSES|…}}) with the parser the
// server ships (perennial-sources.ts), through Vite's module runner as the eval scripts do.
// `--empty` writes the empty list the repository ships until someone generates it.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runnerImport } from 'vite';
import { CC_BY_SA_4 } from './licences.mjs';

/** The data file's header; with no wikitext (`--empty`), the empty list the repository ships. */
function perennialHeader(revision, count) {
  return {
    name: "Wikipedia's Perennial Sources list",
    about: revision
      ? `How Wikipedia's editors judge ${count} domains of sources they discuss again and again: one [domain, status, name] a line. Changes: only the rows' status, name and domains are kept; statuses are written as words.`
      : 'NOT YET GENERATED: the list could not be obtained where this file was last written (no network beyond the package registries, and no npm or Debian package carries it), so it is empty and no rating from it is shown. The README ("Data and licences") says how to generate it.',
    source: 'the wikitext of "Wikipedia:Reliable sources/Perennial sources"',
    version: revision,
    generatedBy: 'node scripts/knowledge/perennial-sources.mjs',
    licence: CC_BY_SA_4.split('\n'),
  };
}

const writeFile = async (revision, rows) => {
  const { module: writer } = await runnerImport(
    resolve('scripts/knowledge/write-shipped-data.ts'),
    {
      configFile: false,
      logLevel: 'error',
    },
  );
  return writer.writeShippedData(
    'perennial-sources.json',
    perennialHeader(revision, rows.length),
    rows,
  ).path;
};

/** The count the Methodology page states (src/shared/knowledge.ts). */
function setSharedCount(count) {
  const shared = resolve('src/shared/knowledge.ts');
  writeFileSync(
    shared,
    readFileSync(shared, 'utf8').replace(
      /export const PERENNIAL_DOMAINS: number = \d+;/,
      `export const PERENNIAL_DOMAINS: number = ${count};`,
    ),
  );
}

const [input, revision] = process.argv.slice(2);
if (input === '--empty') {
  console.log(`Wrote ${await writeFile('', [])}: the empty list, not generated yet.`);
  setSharedCount(0);
  process.exit(0);
}
if (!input || !revision || !/^\d+$/.test(revision)) {
  console.error(
    'Usage: node scripts/knowledge/perennial-sources.mjs <wikitext-file> <revision-id> (or --empty)',
  );
  process.exit(1);
}
const { module: rsp } = await runnerImport(
  resolve('src/server/analysis/knowledge/perennial-sources.ts'),
  { configFile: false, logLevel: 'error' },
);
const entries = rsp.parsePerennialWikitext(readFileSync(resolve(input), 'utf8'));
if (entries.length === 0) {
  console.error(`${input}: no rows with a status and a domain; is it the list's wikitext?`);
  process.exit(1);
}
const out = await writeFile(revision, rsp.perennialRows(entries));
setSharedCount(entries.length);
const counts = new Map();
for (const e of entries) counts.set(e.status, (counts.get(e.status) ?? 0) + 1);
console.log(
  `Wrote ${out}: ${entries.length} domains (${[...counts].map(([s, n]) => `${n} ${s}`).join(', ')}).`,
);
