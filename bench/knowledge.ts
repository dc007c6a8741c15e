/**
 * npm run bench knowledge: what the shipped knowledge costs. The scam lists (both, one index) and
 * the domain ratings are built once, on the first link or publisher checked: the median time of
 * that build, the heap it keeps, and the median time of one lookup. For comparison, the same
 * scam lists as one sorted array searched by bisection (the other layout considered). First, the
 * shipped data files as this process read them at start (resources/knowledge: size, SHA-256,
 * JSON and shape checks), with the time each took.
 */
import { buildRatingMap, domainRating } from '../src/server/analysis/knowledge/domain-ratings';
import { buildScamListIndex, scamListHit } from '../src/server/analysis/knowledge/scam-lists';
import { BLOCKLISTPROJECT_SCAM_LIST } from '../src/server/analysis/knowledge/blocklistproject-scam-list';
import { SCAM_DOMAIN_LIST } from '../src/server/analysis/knowledge/scam-domain-list';
import { shippedDataReads } from '../src/server/analysis/knowledge/shipped-data';
import '../src/server/analysis/knowledge/unlisted-domain';
import '../src/server/analysis/knowledge/perennial-sources';
import '../src/server/analysis/acquire/net/rdap';
import { addSummary, measure, printTable } from './lib';

const HOSTS = [
  'www.reuters.com',
  'edition.cnn.com',
  'a.b.c.example.co.uk',
  'shop.10xuniswap.xyz',
  '0-google.com',
  'news.harvard.edu',
  'random-unlisted-site.net',
  'www.infowars.com',
];

function heapKeptMb(build: () => unknown): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const kept = build();
  gc?.();
  const after = process.memoryUsage().heapUsed;
  void kept;
  return Math.max(0, (after - before) / (1024 * 1024));
}

function sortedArray(): string[] {
  return [...SCAM_DOMAIN_LIST, ...BLOCKLISTPROJECT_SCAM_LIST].sort();
}
function bisect(list: readonly string[], key: string): boolean {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = list[mid]!;
    if (v === key) return true;
    if (v < key) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

const reads = shippedDataReads();
console.log('Shipped data files, read and checked once at start (resources/knowledge):');
printTable(
  reads.map((r) => ({
    file: r.file,
    version: r.version.slice(0, 40),
    entries: r.entries,
    KB: r.bytes / 1024,
    'read and check ms': r.ms,
  })),
);
const readMs = reads.reduce((a, r) => a + r.ms, 0);
addSummary({
  bench: 'knowledge',
  measure: `read and check the ${reads.length} shipped data files (once, at start)`,
  figure: `${readMs.toFixed(1)} ms for ${(reads.reduce((a, r) => a + r.bytes, 0) / 1024).toFixed(0)} KB`,
  goal: '',
  verdict: '',
});

const rows: Array<Record<string, string | number>> = [];
const scamBuild = await measure(buildScamListIndex, { runs: 15, warmup: 2 });
const ratingBuild = await measure(buildRatingMap, { runs: 15, warmup: 2 });
const arrayBuild = await measure(sortedArray, { runs: 15, warmup: 2 });
const array = sortedArray();
const scamLookup = await measure(
  () =>
    HOSTS.forEach((h) => {
      scamListHit(h);
    }),
  { runs: 200, warmup: 20 },
);
const ratingLookup = await measure(
  () =>
    HOSTS.forEach((h) => {
      domainRating(h);
    }),
  { runs: 200, warmup: 20 },
);
const arrayLookup = await measure(
  () =>
    HOSTS.forEach((h) => {
      bisect(array, h);
    }),
  { runs: 200, warmup: 20 },
);
const per = (ms: number) => (ms * 1000) / HOSTS.length;
rows.push(
  {
    structure: 'scam lists: one Map (shipped)',
    entries: buildScamListIndex().size,
    'build median ms': scamBuild.medianMs,
    'heap kept MB': heapKeptMb(buildScamListIndex),
    'lookup median µs': per(scamLookup.medianMs),
  },
  {
    structure: 'scam lists: sorted array + bisection',
    entries: array.length,
    'build median ms': arrayBuild.medianMs,
    'heap kept MB': heapKeptMb(sortedArray),
    'lookup median µs': per(arrayLookup.medianMs),
  },
  {
    structure: 'domain ratings: one Map (shipped)',
    entries: buildRatingMap().size,
    'build median ms': ratingBuild.medianMs,
    'heap kept MB': heapKeptMb(buildRatingMap),
    'lookup median µs': per(ratingLookup.medianMs),
  },
);
printTable(rows);
console.log(
  'Lookups: the median over 8 hosts, per host (a host walks up to its registrable domain). Heap figures are rough without --expose-gc.',
);
addSummary({
  bench: 'knowledge',
  measure: 'build both scam lists (once per process)',
  figure: `${scamBuild.medianMs.toFixed(1)} ms`,
  goal: '',
  verdict: '',
});
addSummary({
  bench: 'knowledge',
  measure: 'build the domain ratings (once per process)',
  figure: `${ratingBuild.medianMs.toFixed(1)} ms`,
  goal: '',
  verdict: '',
});
