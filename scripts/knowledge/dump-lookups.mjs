// node scripts/knowledge/dump-lookups.mjs <out.json> [data-dir] [whoisserver-world-dir]
// Every lookup of the shipped knowledge through the server's public functions, written to one JSON
// file: run it on two checkouts (before and after a change to how the data is stored or read) and
// compare the files with `cmp`. The hosts come from the sources (../shared/data and an unpacked
// whoisserver-world package, as generate-knowledge.mjs reads them), never from the data files, so
// the same script runs on both. Each domain is also asked as www., a subdomain, upper case, with a
// trailing dot and two labels deeper. Used when the data moved out of the code (every lookup was
// identical); src/server/analysis/knowledge/shipped-lookups.test.ts keeps a sample of it.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runnerImport } from 'vite';

const [out, dataArg, whoisArg] = process.argv.slice(2);
if (!out) {
  console.error('Usage: node scripts/knowledge/dump-lookups.mjs <out.json> [data-dir] [whois-dir]');
  process.exit(1);
}
const data = resolve(dataArg ?? '../shared/data');
const load = async (path) =>
  (await runnerImport(resolve(path), { configFile: false, logLevel: 'error' })).module;
const K = 'src/server/analysis/knowledge';
const ratings = await load(`${K}/domain-ratings.ts`);
const lists = await load(`${K}/scam-lists.ts`);
const scamDomains = await load(`${K}/scam-domains.ts`);
const unlisted = await load(`${K}/unlisted-domain.ts`);
const perennial = await load(`${K}/perennial-sources.ts`);
const rdap = await load('src/server/analysis/acquire/net/rdap.ts');

const lines = (path) => readFileSync(join(data, path), 'utf8').split(/\r?\n/);
const rated = lines('domain-quality/domain_pc1.csv')
  .slice(1)
  .filter(Boolean)
  .map((l) => l.split(',')[0].toLowerCase());
const mit = lines('scam-domains/durablenapkin.csv')
  .slice(1)
  .map((l) => l.trim().toLowerCase())
  .filter(Boolean);
const block = lines('scam-domains/blocklistproject-scam.txt')
  .map((l) => l.trim().toLowerCase())
  .filter((l) => l && !l.startsWith('#'));
const tlds = whoisArg
  ? readdirSync(join(whoisArg, 'tlds')).map(
      (f) => JSON.parse(readFileSync(join(whoisArg, 'tlds', f), 'utf8')).tld,
    )
  : [];
const spellings = (d) => [d, `www.${d}`, `news.${d}`, d.toUpperCase(), `${d}.`, `a.b.${d}`];
const result = {
  counts: [
    ratings.ratedDomainCount(),
    lists.scamListSize(),
    scamDomains.scamDomainCount(),
    perennial.perennialSourceCount(),
  ],
  names: [ratings.DOMAIN_RATINGS_SOURCE, lists.SCAM_LISTS, perennial.PERENNIAL_SOURCES_SOURCE],
  ratingMap: [...ratings.buildRatingMap()].sort(),
  scamIndex: [...lists.buildScamListIndex()].sort(),
  ratings: [...rated, ...mit.slice(0, 500)].flatMap((d) =>
    spellings(d).map((h) => [h, ratings.domainRating(h)]),
  ),
  scams: [...mit, ...block, ...rated.slice(0, 2000)].flatMap((d) =>
    spellings(d).map((h) => [h, lists.scamListHit(h), scamDomains.listedScamDomain(h)]),
  ),
  onlyMit: lists.withOnlyScamLists(['scamblocklist'], () =>
    block.map((d) => [d, lists.scamListHit(d)]),
  ),
  pageFlags: [...mit.slice(0, 300), ...block.slice(0, 300)].map((d) =>
    scamDomains.listedPageFlag(`https://shop.${d}/item?x=1`),
  ),
  rdap: [...tlds, 'nosuchtld', 'COM', 'xn--p1ai'].flatMap((t) => [
    rdap.rdapServerFor(`example.${t}`),
    rdap.rdapServerFor(`a.b.example.${t}`),
  ]),
  unlisted: [...new Set([...mit, ...block, ...rated])].map((h) => [
    h,
    unlisted.readUnlistedDomain(h),
  ]),
  perennial: ['bbc.co.uk', 'www.nytimes.com', 'infowars.com'].map(perennial.perennialSource),
};
writeFileSync(out, JSON.stringify(result));
console.log(`Wrote ${out}.`);
