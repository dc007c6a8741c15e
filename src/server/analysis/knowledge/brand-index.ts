/**
 * The brand list as the look-alike search reads it, worked out once per list rather than once
 * per link: each brand's token without hyphens, whether it is an everyday word, its typo budget,
 * and an index that finds the brands a label may name (domain-reputation.ts matches them).
 */
import { BRANDS, type Brand } from './brands';

/** Brand names that are also everyday words: only a label part of their own counts for them. */
const COMMON_WORD_BRANDS = new Set([
  'target',
  'apple',
  'canon',
  'converse',
  'pandora',
  'puma',
  'zara',
  'lego',
  'etsy',
  'temu',
  'asos',
  'sony',
  'chase',
  'visa',
  'halifax',
  'norton',
  'police',
  'customs',
  'tax',
  'santander',
  'correos',
  'ameli',
  'linkt',
  'bpost',
  'anpost',
  'inpost',
  'nzpost',
  'nationwide',
  'medicare',
  'starlingbank',
]);

/** Names too generic for a domain check ("the tax office" is not a domain anyone imitates). */
export const NO_DOMAIN_CHECK = new Set(['techsupport', 'tax', 'police', 'customs']);

/**
 * Allowed typo distance: none for short names (too many real words are one letter away). A name
 * ending in "bank" is told apart by what comes before it, and that is what is measured: "ghbank"
 * (Thailand's housing bank) is one letter from "gtbank", "tpbank" from "vpbank".
 */
function typoBudget(token: string): number {
  const telling = token.replace(/bank$/, '').length;
  return telling >= 9 ? 2 : telling >= 6 ? 1 : 0;
}

/** A brand as the label matcher reads it: worked out once per brand list, not once per link. */
export interface BrandEntry {
  brand: Brand;
  /** Its place in the list: matches are tried in list order. */
  index: number;
  /** The token without hyphens, as labels are compared with it. */
  token: string;
  common: boolean;
  /** Allowed typo distance. */
  budget: number;
  /** False for a name too generic for a domain check (NO_DOMAIN_CHECK). */
  checked: boolean;
}

/**
 * A brand list read once for the look-alike search. matchLabel finds a brand only where its token
 * stands inside one of a label's forms (a part's or the whole run's), or where a part's letters
 * are within the brand's typo budget in length: the index finds those brands directly, by the
 * token's first two letters and by its length, so the hundreds of others are never tried.
 */
export interface BrandIndex {
  /** Every brand of the list, in its order. */
  entries: BrandEntry[];
  /** The brands checked for a domain, by the first two code units of their token. */
  byOpening: Map<number, BrandEntry[]>;
  /** The brands allowed a typo, by their token's length. */
  typoByLength: Map<number, BrandEntry[]>;
  maxBudget: number;
  /** Each brand's token as written, and every domain the brands use (see isOfficialDomain). */
  tokens: Set<string>;
  officials: Set<string>;
}

/** The two code units of `s` from `at` as one number: the key the index files tokens under. */
export const opening = (s: string, at: number) => s.charCodeAt(at) * 0x10000 + s.charCodeAt(at + 1);
const pushTo = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

function indexBrands(brands: readonly Brand[]): BrandIndex {
  const index: BrandIndex = {
    entries: [],
    byOpening: new Map(),
    typoByLength: new Map(),
    maxBudget: 0,
    tokens: new Set(brands.map((b) => b.token)),
    officials: new Set(brands.flatMap((b) => b.official)),
  };
  brands.forEach((brand, i) => {
    const token = brand.token.replace(/-/g, '');
    const common = COMMON_WORD_BRANDS.has(token);
    const budget = common ? 0 : typoBudget(token);
    const entry = {
      brand,
      index: i,
      token,
      common,
      budget,
      checked: !NO_DOMAIN_CHECK.has(brand.token),
    };
    index.entries.push(entry);
    if (!entry.checked) return;
    pushTo(index.byOpening, opening(token, 0), entry);
    if (entry.budget === 0) return;
    pushTo(index.typoByLength, token.length, entry);
    index.maxBudget = Math.max(index.maxBudget, entry.budget);
  });
  return index;
}

const brandIndexes = new WeakMap<readonly Brand[], BrandIndex>();
export function brandIndex(brands: readonly Brand[]): BrandIndex {
  const known = brandIndexes.get(brands);
  if (known) return known;
  const index = indexBrands(brands);
  brandIndexes.set(brands, index);
  return index;
}

/** Every brand of the list as the label matcher reads it, in list order (for the tests). */
export const brandEntries = (brands: readonly Brand[] = BRANDS): readonly BrandEntry[] =>
  brandIndex(brands).entries;
