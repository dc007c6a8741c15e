/**
 * Fake-shop names that no list knows yet: a small logistic model over the shape of a host name,
 * its character 3- to 5-grams, its ending and named signs (brand and selling words strung
 * together, words of goods fake sellers offer, random-looking or keyboard-walk labels, endings
 * that throwaway registrations favour, hyphens and digits, a brand's name on an ending the brand
 * does not use). The flag it raises names the signs a person can check in the name. Trained and
 * measured leave-one-source-out by scripts/eval/train-domains.ts (`node scripts/eval.mjs
 * train-domains`), which writes the weights in resources/knowledge/unlisted-domain-weights.json
 * (read by unlisted-domain-weights.ts). Pure string work on the name: no list, no network.
 */
import { parse as parseDomain } from 'tldts';
import { FREE_HOSTING_DOMAINS, RISKY_TLDS } from './lexicons';
import { findLookalike, labelEntropy, randomLooking, sellingWordCount } from './domain-reputation';
import { UNLISTED_DOMAIN_WEIGHTS } from './unlisted-domain-weights';

/** Endings named for selling, which a made-up shop picks so "<brand>-sale.shop" reads right. */
const SELLING_TLDS = new Set([
  'shop',
  'store',
  'sale',
  'deals',
  'boutique',
  'fashion',
  'shoes',
  'clothing',
  'bargains',
  'discount',
  'market',
  'promo',
  'online',
  'site',
  'shopping',
  'buzz',
  'club',
  'vip',
]);
/** The endings from before the new generic ones of 2013 onwards. */
const LEGACY_TLDS = new Set(['com', 'net', 'org', 'edu', 'gov', 'mil', 'int', 'info', 'biz']);

/**
 * Words of goods and services that fake shops and advance-fee sellers name themselves after
 * (pets, guns, medicine, replicas, loans), beyond the selling words of domain-reputation.ts.
 */
const GOODS_WORDS = [
  'puppies',
  'puppy',
  'kittens',
  'kitten',
  'pets',
  'breeder',
  'breeders',
  'kennel',
  'kennels',
  'parrots',
  'firearms',
  'guns',
  'gun',
  'ammo',
  'ammunition',
  'arms',
  'armory',
  'pharmacy',
  'pharma',
  'pills',
  'meds',
  'rx',
  'replica',
  'replicas',
  'jerseys',
  'loan',
  'loans',
  'forsale',
  'express',
  'logistics',
  'delivery',
  'courier',
  'shipping',
  'crypto',
  'coin',
  'trade',
  'trading',
  'invest',
  'capital',
  'bank',
  'wallet',
];
/** Words news outlets and institutions are named with: an outlet's name, not a shop's. */
const MEDIA_WORDS = [
  'news',
  'times',
  'daily',
  'herald',
  'tribune',
  'gazette',
  'journal',
  'post',
  'press',
  'radio',
  'report',
  'review',
  'magazine',
  'mag',
  'media',
  'chronicle',
  'observer',
  'courier',
  'sentinel',
  'today',
  'weekly',
  'tv',
  'fm',
];
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890'];

/** Buckets of the hashed features (2^16); the weights file holds one int8 weight per bucket. */
export const UNLISTED_DOMAIN_BITS = 16;
const BUCKETS = 1 << UNLISTED_DOMAIN_BITS;
/** Character n-grams of the label read, from MIN_GRAM to MAX_GRAM letters. */
const MIN_GRAM = 3;
const MAX_GRAM = 5;

export interface UnlistedDomainModel {
  /** int8 weights, one per bucket, as base64; each is multiplied by `scale`. */
  weights: string;
  scale: number;
  bias: number;
  /** From this probability a name with a strong sign reads like a throwaway shop's: a medium flag. */
  threshold: number;
}

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const wordsIn = (label: string, words: readonly string[]) => words.filter((w) => label.includes(w));

function keyboardWalk(label: string): boolean {
  for (const row of KEYBOARD_ROWS)
    for (let i = 0; i + 4 <= row.length; i++) {
      const run = row.slice(i, i + 4);
      if (label.includes(run) || label.includes([...run].reverse().join(''))) return true;
    }
  return false;
}

/** A host name read once: its label, ending, and the signs a person can be told. */
interface NameReading {
  label: string;
  tld: string;
  subdomains: number;
  /** Named signs: [feature key, words for the reader, value]. */
  signs: Array<[string, string, number]>;
}

function readName(host: string): NameReading {
  const lower = host.toLowerCase().replace(/^www\d?\./, '');
  const info = parseDomain(lower);
  const label = (info.domainWithoutSuffix ?? lower).toLowerCase();
  const tld = info.publicSuffix?.split('.').pop() ?? '';
  const letters = label.replace(/[^a-z0-9]/g, '');
  const lookalike = info.domain
    ? findLookalike({ domain: info.domain, label, subdomain: info.subdomain ?? '' })
    : null;
  const brandInName = lookalike !== null && lookalike.kind !== 'brand-in-subdomain';
  const subdomains = (info.subdomain ?? '').split('.').filter((l) => l && l !== 'www').length;
  const goods = wordsIn(label, GOODS_WORDS);
  const signs: Array<[string, string, number]> = [];
  const sign = (on: boolean, key: string, words: string, value = 1) => {
    if (on) signs.push([key, words, value]);
  };
  const selling = sellingWordCount(label);
  sign(selling > 0, 'selling_words', 'selling words in the name', Math.min(3, selling) / 3);
  sign(goods.length > 0, 'goods_words', `words of goods fake sellers offer ("${goods[0]}")`);
  sign(wordsIn(label, MEDIA_WORDS).length > 0, 'media_words', 'the words of a news outlet');
  sign(
    label.includes('-'),
    'hyphens',
    'hyphens',
    Math.min(3, (label.match(/-/g) ?? []).length) / 3,
  );
  sign(/\d/.test(label), 'digits', 'digits');
  sign(letters.length >= 14, 'long_label', 'an unusually long name');
  sign(brandInName, 'brand_in_name', `${lookalike?.brand.name ?? 'a brand'}'s name`);
  sign(brandInName && tld !== 'com', 'brand_tld_mismatch', `a brand's name on a .${tld} ending`);
  sign(randomLooking(label), 'random_looking', 'a machine-made look');
  sign(keyboardWalk(letters), 'keyboard_walk', 'keys typed in a row');
  sign(letters.length >= 6 && labelEntropy(letters) >= 3.5, 'entropy', 'a jumble of letters');
  sign(RISKY_TLDS.has(tld), 'risky_tld', `the cheap .${tld} ending`);
  sign(SELLING_TLDS.has(tld), 'selling_tld', `the .${tld} ending, named for selling`);
  sign(tld.length > 2 && !LEGACY_TLDS.has(tld), 'new_gtld', `the newer .${tld} ending`);
  sign(subdomains > 0, 'subdomains', 'a chain of subdomains', Math.min(3, subdomains) / 3);
  sign(
    (info.domain !== null && FREE_HOSTING_DOMAINS.has(info.domain)) ||
      FREE_HOSTING_DOMAINS.has(lower),
    'free_hosting',
    'free website hosting',
  );
  sign(
    /(?:^|\.)[a-z0-9-]+\.(?:com|net|org|co|gov|info)-[a-z0-9]/.test(lower),
    'disguised_suffix',
    'a familiar address followed by another domain',
  );
  return { label, tld, subdomains, signs };
}

/**
 * The hashed features of a host name: character n-grams of its label (with ^ and $ at its ends),
 * its ending, and the named signs; as bucket indices and values (unit length).
 */
export function unlistedDomainFeatures(
  host: string,
  r: NameReading = readName(host),
): { indices: number[]; values: number[] } {
  const counts = new Map<number, number>();
  const add = (key: string, value = 1) => {
    const i = fnv1a(key) % BUCKETS;
    counts.set(i, (counts.get(i) ?? 0) + value);
  };
  const s = `^${r.label}$`;
  for (let n = MIN_GRAM; n <= MAX_GRAM; n++)
    for (let i = 0; i + n <= s.length; i++) add(`g${s.slice(i, i + n)}`);
  add(`tld:${r.tld}`);
  add(`len:${Math.min(7, r.label.length >> 2)}`);
  for (const [key, , value] of r.signs) add(`sign:${key}`, value);
  const norm = Math.sqrt([...counts.values()].reduce((a, v) => a + v * v, 0)) || 1;
  return { indices: [...counts.keys()], values: [...counts.values()].map((v) => v / norm) };
}

export interface UnlistedDomainReading {
  /** 0-1: how much the name looks like the names of reported scam shops. */
  probability: number;
  /** 'medium' at or above the shipped threshold with a strong sign, else null. */
  level: 'medium' | null;
  /** The named signs in the name that weigh towards it, in words (at most 3). */
  signs: string[];
}

let current: UnlistedDomainModel = UNLISTED_DOMAIN_WEIGHTS;
const decoded = new WeakMap<UnlistedDomainModel, Int8Array>();

function weightsOf(model: UnlistedDomainModel): Int8Array {
  let w = decoded.get(model);
  if (!w) {
    const bytes = Buffer.from(model.weights, 'base64');
    w = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
    decoded.set(model, w);
  }
  return w;
}

/** Runs fn with another model (the evaluation measures each row with one that never saw it). */
export function withUnlistedDomainModel<T>(model: UnlistedDomainModel, fn: () => T): T {
  const saved = current;
  current = model;
  try {
    return fn();
  } finally {
    current = saved;
  }
}

/** The log-odds of a host name under a model. */
export function unlistedDomainLogit(
  features: { indices: number[]; values: number[] },
  model: UnlistedDomainModel = current,
): number {
  const w = weightsOf(model);
  let z = model.bias;
  for (let i = 0; i < features.indices.length; i++)
    z += (w[features.indices[i]!] ?? 0) * model.scale * features.values[i]!;
  return z;
}

/**
 * Signs an honest shop's name rarely shows. A medium flag needs the model to be sure and one of
 * these: selling words, one hyphen or a .shop ending alone are how honest shops are named too
 * ("the-bike-shop.co.uk"), so they only ever make a low sign; an ordinary name that is merely
 * unlike a news outlet's ("duckduckgo.com") shows none.
 */
const STRONG_SIGNS = new Set([
  'goods_words',
  'digits',
  'brand_in_name',
  'random_looking',
  'keyboard_walk',
  'risky_tld',
  'disguised_suffix',
  'many_hyphens',
]);
/** Whether a name shows a sign that can make the medium flag (see STRONG_SIGNS). */
export function hasStrongSign(host: string): boolean {
  return readName(host).signs.some(([key]) => STRONG_SIGNS.has(key));
}

/** Signs worth naming to a person in the flag (each also weighs towards a scam name). */
const SHOP_SIGNS = new Set([...STRONG_SIGNS, 'selling_words', 'hyphens', 'selling_tld']);

/** How much a host name looks like a throwaway shop's, with the signs behind it. */
export function readUnlistedDomain(
  host: string,
  model: UnlistedDomainModel = current,
): UnlistedDomainReading {
  const reading = readName(host);
  const probability =
    1 / (1 + Math.exp(-unlistedDomainLogit(unlistedDomainFeatures(host, reading), model)));
  const w = weightsOf(model);
  const signs = reading.signs;
  const named = signs.filter(
    ([key]) => SHOP_SIGNS.has(key) && (w[fnv1a(`sign:${key}`) % BUCKETS] ?? 0) > 0,
  );
  const strong = signs.some(([key]) => STRONG_SIGNS.has(key));
  const level = probability >= model.threshold && strong ? 'medium' : null;
  return { probability, level, signs: named.slice(0, 3).map(([, words]) => words) };
}
