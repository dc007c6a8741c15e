/**
 * Domain reputation without a list: the one look-alike detector (a brand's name, a look-alike
 * spelling or a typo of it on a domain the brand does not use) that link checks, shop checks and
 * the shop's own brand text all share, and the shape of a name that no list knows yet: brand or
 * selling words strung together, machine-made labels. Pure string work on the host name; no
 * registrar, age or network look-up.
 */
import { BRANDS, type Brand } from './brands';

export type LookalikeKind = 'homoglyph' | 'typo' | 'brand-in-name' | 'brand-in-subdomain';

export interface LookalikeMatch {
  brand: Brand;
  kind: LookalikeKind;
  /** The label (or subdomain label) that imitates the brand. */
  label: string;
  /** Selling or log-in words sit beside the brand's name ("nike-outlet-sale"). */
  sellingWords: boolean;
}

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
]);
/** Names too generic for a domain check ("the tax office" is not a domain anyone imitates). */
const NO_DOMAIN_CHECK = new Set(['techsupport', 'tax', 'police', 'customs']);

// Latin look-alikes from Cyrillic and Greek, the letters IDN homograph attacks use.
const SCRIPT_CONFUSABLES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  һ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  к: 'k',
  м: 'm',
  т: 't',
  в: 'b',
  н: 'h',
  ο: 'o',
  ν: 'v',
  κ: 'k',
  α: 'a',
  ε: 'e',
  ι: 'i',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};
// Digits and letter pairs that phishing domains swap in ("paypa1", "arnazon", "amaz0n").
const DIGIT_CONFUSABLES: ReadonlyArray<[RegExp, string]> = [
  [/0/g, 'o'],
  [/1/g, 'l'],
  [/3/g, 'e'],
  [/4/g, 'a'],
  [/5/g, 's'],
  [/7/g, 't'],
  [/8/g, 'b'],
  [/\$/g, 's'],
  [/rn/g, 'm'],
  [/vv/g, 'w'],
];

/** Words fake shops and phishing pages put beside a brand's name in their address. */
export const SELLING_WORDS = [
  'outlet',
  'outlets',
  'clearance',
  'sale',
  'sales',
  'official',
  'store',
  'stores',
  'shop',
  'shops',
  'shopping',
  'online',
  'discount',
  'discounts',
  'deal',
  'deals',
  'cheap',
  'factory',
  'mall',
  'market',
  'warehouse',
  'wholesale',
  'promo',
  'bargain',
  'bargains',
  'offer',
  'offers',
  'support',
  'help',
  'service',
  'login',
  'signin',
  'verify',
  'secure',
  'account',
  'refund',
  'club',
  'black',
  'friday',
  'id',
  'us',
  'uk',
  'usa',
  'eu',
  'au',
  'ca',
  'de',
  'online',
  'buy',
  'best',
  'new',
  'top',
  'shoes',
  'sneakers',
  'bags',
  'jackets',
  'boots',
  'watches',
  'jewelry',
  'fashion',
  'style',
  'wear',
  'code',
  'codes',
  'coupon',
  'coupons',
  'vip',
  'free',
  'gift',
  'gifts',
  'save',
  'off',
];
const SELLING_SET = new Set(SELLING_WORDS);

/** Does `rest` consist only of selling words ("outletsale", "store")? Memoised by position. */
export function onlySellingWords(rest: string): boolean {
  const ok = new Array<boolean>(rest.length + 1).fill(false);
  ok[rest.length] = true;
  for (let i = rest.length - 1; i >= 0; i--) {
    for (let len = 2; len <= 10 && i + len <= rest.length; len++) {
      if (ok[i + len] && SELLING_SET.has(rest.slice(i, i + len))) {
        ok[i] = true;
        break;
      }
    }
  }
  return ok[0]!;
}

/** Edit distance where swapping two neighbouring letters counts as one edit ("samsnug"). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...new Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Is `a` one edit (substitution, insertion, deletion or swap of neighbours) away from `b`? */
export function oneEditApart(a: string, b: string): boolean {
  return a !== b && withinEdits(a, b, 1);
}

/** Letters from other alphabets that pass for Latin ones (Cyrillic "а" for "a"). */
export function hasConfusableLetters(word: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of ASCII, written by its ends.
  return /[^\x00-\x7f]/.test(word) && [...word].some((ch) => ch in SCRIPT_CONFUSABLES);
}

/** The ways a name can be read by someone glancing at it: l/i and 1/l swapped, 0 as o, rn as m. */
export function glanceForms(word: string): Set<string> {
  let base = [...word.toLowerCase()].map((ch) => SCRIPT_CONFUSABLES[ch] ?? ch).join('');
  for (const [re, to] of DIGIT_CONFUSABLES) base = base.replace(re, to);
  return new Set([
    base,
    base.replace(/l/g, 'i'),
    base.replace(/i/g, 'l'),
    word.toLowerCase().replace(/1/g, 'i'),
  ]);
}

/** Does the brand use this domain? Its token on any ending ("nike.co.uk") or a listed domain. */
export function isOfficialDomain(brand: Brand, domain: string | null, label: string): boolean {
  return (
    label.toLowerCase() === brand.token || (domain !== null && brand.official.includes(domain))
  );
}

/** Allowed typo distance: none for short names (too many real words are one letter away). */
function typoBudget(token: string): number {
  return token.length >= 9 ? 2 : token.length >= 6 ? 1 : 0;
}

function partsOf(label: string): string[] {
  return label
    .toLowerCase()
    .split(/[-_.]+/)
    .filter((p) => p.length >= 2);
}

/** A label read once: its parts, each part's glance forms, and the whole run together. */
interface LabelReading {
  parts: string[];
  partForms: string[][];
  letters: string[];
  letterForms: string[][];
  wholeForms: string[];
  multiPart: boolean;
}

function readLabel(label: string): LabelReading {
  const lower = label.toLowerCase();
  const parts = partsOf(lower);
  const whole = lower.replace(/[-_.]/g, '');
  const letters = parts.map((p) => p.replace(/\d+$/, ''));
  return {
    parts,
    partForms: parts.map((p) => [p, ...glanceForms(p)]),
    letters,
    letterForms: letters.map((l) => [...glanceForms(l)].filter((f) => f !== l)),
    wholeForms: [whole, ...glanceForms(whole)],
    multiPart: parts.length > 1,
  };
}

/** How one label relates to one brand, or null. */
function matchLabel(
  reading: LabelReading,
  brand: Brand,
): { kind: LookalikeKind; selling: boolean } | null {
  const token = brand.token.replace(/-/g, '');
  const { parts } = reading;
  const common = COMMON_WORD_BRANDS.has(token);
  const budget = common ? 0 : typoBudget(token);
  const sellingBeside = (i: number) =>
    parts.some((p, j) => j !== i && onlySellingWords(p.replace(/\d+/g, '')));
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    for (const form of reading.partForms[i]!) {
      const at = form.indexOf(token);
      if (at < 0) continue;
      const before = form.slice(0, at);
      const after = form.slice(at + token.length);
      // The token alone, or flanked only by selling words ("nikeoutlet", "officialnikestore").
      const flanked =
        (before === '' || onlySellingWords(before)) &&
        (after === '' || onlySellingWords(after.replace(/\d+$/, '')));
      const inside = !common && token.length >= 5 && form === part;
      if (!flanked && !inside) continue;
      const kind: LookalikeKind = form === part ? 'brand-in-name' : 'homoglyph';
      return { kind, selling: before.length + after.length > 0 || sellingBeside(i) };
    }
    const letters = reading.letters[i]!;
    if (budget > 0 && letters.length >= 4 && Math.abs(letters.length - token.length) <= budget) {
      if (withinEdits(letters, token, budget)) return { kind: 'typo', selling: sellingBeside(i) };
      if (reading.letterForms[i]!.some((f) => withinEdits(f, token, budget - 1))) {
        return { kind: 'homoglyph', selling: sellingBeside(i) };
      }
    }
  }
  // Run together without hyphens ("cheapadidasshoes"): long, distinctive names only.
  if (!common && token.length >= 5 && reading.multiPart) {
    const whole = reading.wholeForms[0]!;
    for (const form of reading.wholeForms) {
      if (form.includes(token))
        return { kind: form === whole ? 'brand-in-name' : 'homoglyph', selling: true };
    }
  }
  return null;
}

/** Longest word the bounded edit check handles; longer ones are compared exactly. */
const MAX_EDIT_WORD = 40;
const rows = [
  new Int32Array(MAX_EDIT_WORD + 1),
  new Int32Array(MAX_EDIT_WORD + 1),
  new Int32Array(MAX_EDIT_WORD + 1),
];

/** Is `a` at most `k` edits from `b` (neighbour swaps count as one)? No allocation per call. */
export function withinEdits(a: string, b: string, k: number): boolean {
  if (a === b) return true;
  if (k <= 0 || Math.abs(a.length - b.length) > k) return false;
  if (a.length > MAX_EDIT_WORD || b.length > MAX_EDIT_WORD) return false;
  let [prev2, prev, cur] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let best = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, prev2[j - 2]! + 1);
      cur[j] = best;
      if (best < rowMin) rowMin = best;
    }
    if (rowMin > k) return false;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[b.length]! <= k;
}

export interface HostParts {
  /** Registrable domain ("example.co.uk"), null for IP hosts. */
  domain: string | null;
  /** The registrable domain without its public suffix ("example"). */
  label: string;
  /** Labels in front of the registrable domain ("www.shop"), or "". */
  subdomain: string;
}

/**
 * The brand a host imitates, if any: its name, a look-alike spelling or a typo of it in the
 * domain's own label, or its name in front of someone else's domain. Brands on their own domains
 * are never matched. `brands` defaults to the whole list.
 */
export function findLookalike(
  host: HostParts,
  brands: readonly Brand[] = BRANDS,
): LookalikeMatch | null {
  const label = host.label.toLowerCase();
  const subLabels = host.subdomain
    .toLowerCase()
    .split('.')
    .filter((l) => l && l !== 'www');
  const reading = readLabel(label);
  const subReadings = subLabels.map((l) => [l, readLabel(l)] as const);
  for (const brand of brands) {
    if (NO_DOMAIN_CHECK.has(brand.token) || isOfficialDomain(brand, host.domain, label)) continue;
    const m = matchLabel(reading, brand);
    if (m) return { brand, kind: m.kind, label: host.label, sellingWords: m.selling };
  }
  for (const brand of brands) {
    if (NO_DOMAIN_CHECK.has(brand.token) || isOfficialDomain(brand, host.domain, label)) continue;
    const sub = subReadings.find(([, r]) => {
      const m = matchLabel(r, brand);
      return m !== null && m.kind !== 'typo';
    });
    if (sub) return { brand, kind: 'brand-in-subdomain', label: sub[0], sellingWords: false };
  }
  return null;
}

/** A brand from the list named with look-alike letters in ordinary text ("NlKE", "Amaz0n"). */
export function lookalikeWord(word: string, brands: readonly Brand[] = BRANDS): Brand | null {
  if (word.length < 4 || word.length > 20) return null;
  const lower = word.toLowerCase();
  for (const brand of brands) {
    if (NO_DOMAIN_CHECK.has(brand.token) || lower === brand.token) continue;
    // Mixed-case "NlKE" (lower-case l among capitals) is how the letter I is faked in text.
    // In capitals, an L for the I ("NLKE", "ADLDAS") does the same.
    const faked =
      (/[A-Z]/.test(word) &&
        /l/.test(word) &&
        word.replace(/l/g, 'I').toLowerCase() === brand.token) ||
      (word === word.toUpperCase() &&
        /L/.test(word) &&
        word.replace(/L/g, 'I').toLowerCase() === brand.token);
    if (faked) return brand;
    if (/[0-9$]/.test(word) && glanceForms(word).has(brand.token)) return brand;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The shape of a name no list knows yet.

const VOWELS = /[aeiouy]/;

/** Shannon entropy of the letters and digits of a label, in bits per character. */
export function labelEntropy(label: string): number {
  const chars = label.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!chars) return 0;
  const counts = new Map<string, number>();
  for (const ch of chars) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) h -= (n / chars.length) * Math.log2(n / chars.length);
  return h;
}

/** Machine-made names ("47n78xprrvp1", "5wzgtq8dpk", "xkqjvbzt") that no person would choose. */
export function randomLooking(label: string): boolean {
  const lower = label.toLowerCase();
  if (lower.length < 8 || lower.includes('-')) return false;
  const switches = (lower.match(/[a-z](?=\d)|\d(?=[a-z])/g) ?? []).length;
  if (switches >= 3 || /[bcdfghjklmnpqrstvwxz]{6}/.test(lower)) return true;
  const letters = lower.replace(/\d/g, '');
  const vowelShare =
    [...letters].filter((c) => VOWELS.test(c)).length / Math.max(1, letters.length);
  return lower.length >= 10 && labelEntropy(lower) >= 3.3 && vowelShare < 0.2;
}

/** Selling words a label is built from, found by splitting it into known words ("cheapshoesoutlet"). */
export function sellingWordCount(label: string): number {
  let n = 0;
  for (const part of partsOf(label)) {
    const letters = part.replace(/\d+/g, '');
    if (!letters) continue;
    if (onlySellingWords(letters)) n += Math.max(1, countWords(letters));
    else n += SELLING_WORDS.filter((w) => w.length >= 4 && letters.includes(w)).length > 0 ? 1 : 0;
  }
  return n;
}

function countWords(s: string): number {
  // Greedy count of selling words in a string known to consist of them.
  let n = 0;
  for (let i = 0; i < s.length; ) {
    let step = 0;
    for (let len = 10; len >= 2; len--)
      if (SELLING_SET.has(s.slice(i, i + len)) && onlySellingWords(s.slice(i + len))) {
        step = len;
        break;
      }
    if (!step) return n;
    n++;
    i += step;
  }
  return n;
}

/** The signs of a bulk-registered name, counted by throwawayNameShape. */
export interface NameShape {
  /** Points for each throwaway-name sign (see throwawayNamePoints). */
  points: number;
  /** The signs, in words for the reason a link check gives. */
  signs: string[];
}

/** From this many points a name reads like a throwaway shop's (tuned on the MIT scam list). */
export const THROWAWAY_NAME_POINTS = 3;
/** A label this long is rarely a brand someone chose to be remembered by. */
const LONG_LABEL = 14;

/**
 * How much a registrable name looks like the names scam shops register in bulk, from signs that
 * hold across lists and registrars: selling words strung together ("cheap-shoes-outlet"), hyphens,
 * digits, a long label, a machine-made label, a cheap ending. Tuned on the MIT list (durablenapkin)
 * against benign URL hosts; measured on the `unlisted-domains` eval set, which it never saw.
 */
export function throwawayNameShape(label: string, riskyEnding: boolean): NameShape {
  const lower = label.toLowerCase();
  const signs: string[] = [];
  if (sellingWordCount(lower) >= 1) signs.push('selling words in the name');
  if (lower.includes('-')) signs.push('hyphens');
  if (/\d/.test(lower)) signs.push('digits');
  if (lower.replace(/-/g, '').length >= LONG_LABEL) signs.push('an unusually long name');
  if (randomLooking(lower)) signs.push('a machine-made look');
  if (riskyEnding) signs.push('a cheap ending');
  return { points: signs.length, signs };
}
