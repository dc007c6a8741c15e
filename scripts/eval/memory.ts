/**
 * npm run eval:memory -- [--data ../shared/data]
 *
 * A scam memory by words (memory-lib.ts), built and measured: every scam
 * of ../shared/data's message sets and of the corpora whose family is known (FAMILY_OF below), the
 * set-aside sources and the corpora's test parts left out, kept as its hashed words and word pairs.
 * Measured leave-one-source-out: each labelled scam is read against the memory without its own
 * source, and the family named is compared with its label; the corpora's test parts are read
 * against the whole memory and reported apart. Printed: how often a family is named (coverage)
 * and how often it is the right one (precision), by several vote thresholds, and per source and
 * family at the middle one. It prints figures, never a message. Not shipped: bench/EVAL.md.
 */
import {
  type Family,
  FAMILIES,
  type FamilyReading,
  type ScamMemory,
  memoryFeatures,
  nearestFamily,
} from './memory-lib';
import { printTable } from '../../bench/lib';
import { dataDirFromArgs } from './common';
import { loadJudgeRows, type JudgeRow } from './judge-data';

/** How many neighbours vote, from what similarity, and the share a family needs (the middle ones). */
export const MEMORY_K = 5;
export const MEMORY_MIN_SIMILARITY = 0.3;
export const MEMORY_MIN_SHARE = 0.6;

/**
 * The families of the sets' and corpora's labels (the part after "scam: ", "smishing: ") in the
 * memory's words; labels not here (a generic "scam", "other", "covid") are not remembered.
 */
const FAMILY_OF: Readonly<Record<string, Family>> = {
  toll: 'toll',
  'parcel-fee': 'parcel',
  'delivery-reschedule': 'parcel',
  delivery: 'parcel',
  parcel: 'parcel',
  'bank-lock': 'bank',
  'account-lock': 'bank',
  bank: 'bank',
  'bank-impersonation': 'bank',
  kyc: 'bank',
  account: 'bank',
  'account alert': 'bank',
  'account-verify': 'bank',
  'credit/debit card': 'bank',
  'payment-app-alert': 'bank',
  'family-emergency': 'family',
  grandparent: 'family',
  'new-number': 'family',
  job: 'job',
  'job-offer': 'job',
  investment: 'investment',
  crypto: 'investment',
  prize: 'prize',
  'prize-lottery': 'prize',
  'tax-refund': 'refund',
  'tax refund': 'refund',
  refund: 'refund',
  'tax-gov': 'government',
  'tax-callback': 'government',
  'gov-impersonation': 'government',
  'tech-support': 'tech',
  loan: 'loan',
  'loan-callback': 'loan',
  'student-loan': 'loan',
  utility: 'utility',
  'otp-forwarding': 'code',
  'subscription-renewal': 'subscription',
  'mailbox-quota': 'mailbox',
  'password-expiry': 'mailbox',
  'shared-document': 'mailbox',
  'invoice-payment': 'invoice',
  'ceo-gift-card': 'invoice',
  'payroll-hr': 'invoice',
  'wrong-number': 'stranger',
  health: 'health',
  'health-insurance': 'health',
};

const familyOf = (r: JudgeRow) =>
  r.label === 1 ? (FAMILY_OF[r.family.replace(/^[^:]*:\s*/, '')] ?? null) : null;

const started = performance.now();
const rows = loadJudgeRows(dataDirFromArgs(process.argv));
const families: readonly string[] = FAMILIES;
const labelled = rows.flatMap((r) => {
  const family = familyOf(r);
  return family
    ? [{ row: r, family: families.indexOf(family), features: memoryFeatures(r.text) }]
    : [];
});
const trainable = labelled.filter((x) => !x.row.neverTrain);
console.error(
  `${labelled.length} scams of known family, ${trainable.length} trainable (${((performance.now() - started) / 1000).toFixed(0)} s).`,
);

function memoryOf(k: number, minSimilarity: number, minShare: number): ScamMemory {
  const vocabulary = new Set<number>();
  for (const x of trainable) for (const f of x.features) vocabulary.add(f);
  return {
    families,
    entries: trainable.map((x) => ({ family: x.family, features: x.features })),
    vocabulary,
    k,
    minSimilarity,
    minShare,
  };
}

/** Each labelled row's reading: trainable rows without their source, the others by everything. */
function readAll(memory: ScamMemory): Array<FamilyReading | null> {
  return labelled.map((x) =>
    nearestFamily(
      memory,
      x.features,
      x.row.neverTrain ? undefined : (i) => trainable[i]!.row.source === x.row.source,
    ),
  );
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '–');
function summary(name: string, idx: number[], readings: Array<FamilyReading | null>) {
  const named = idx.filter((i) => readings[i]);
  const right = named.filter((i) => readings[i]!.family === families[labelled[i]!.family]);
  return {
    rows: name,
    scams: idx.length,
    'family named': pct(named.length, idx.length),
    'right when named': pct(right.length, named.length),
  };
}

const held = labelled.flatMap((x, i) => (x.row.neverTrain ? [] : [i]));
const test = labelled.flatMap((x, i) => (x.row.neverTrain ? [i] : []));
console.log(
  '\nOut of source, by vote thresholds (k neighbours, least similarity, least share of the vote):\n',
);
const grid: Array<Record<string, string | number>> = [];
for (const minSimilarity of [0.15, 0.2, 0.25, 0.3])
  for (const minShare of [0.5, 0.6, 0.8]) {
    const readings = readAll(memoryOf(MEMORY_K, minSimilarity, minShare));
    grid.push({
      k: MEMORY_K,
      'least similarity': minSimilarity,
      'least share': minShare,
      ...summary('out of source', held, readings),
    });
  }
printTable(grid);

const shipped = readAll(memoryOf(MEMORY_K, MEMORY_MIN_SIMILARITY, MEMORY_MIN_SHARE));
console.log(
  `\nAt k ${MEMORY_K}, similarity ${MEMORY_MIN_SIMILARITY} and share ${MEMORY_MIN_SHARE}, per source (out of source) and for the corpora's test parts:\n`,
);
const bySource = new Map<string, number[]>();
for (const i of held) {
  const s = labelled[i]!.row.source;
  (bySource.get(s) ?? bySource.set(s, []).get(s)!).push(i);
}
printTable([
  ...[...bySource].map(([s, idx]) => summary(s, idx, shipped)),
  summary('all trainable (out of source)', held, shipped),
  summary("corpora's test parts and set-aside (whole memory)", test, shipped),
]);
console.log('\nPer family (out of source):\n');
printTable(
  families.map((f, k) =>
    summary(
      f,
      held.filter((i) => labelled[i]!.family === k),
      shipped,
    ),
  ),
);

console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
