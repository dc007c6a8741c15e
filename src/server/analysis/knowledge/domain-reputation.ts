/**
 * Domain reputation without a list: the one look-alike detector (a brand's name, a look-alike
 * spelling or a typo of it on a domain the brand does not use) that link checks, shop checks and
 * the shop's own brand text all share, and the shape of a name that no list knows yet: brand or
 * selling words strung together, machine-made labels. Pure string work on the host name; no
 * registrar, age or network look-up.
 * The letters and edit distance are in lookalike-letters.ts, the selling words in selling-words.ts
 * and the shape of an unknown name in name-shape.ts; all are re-exported here for the callers. The
 * brand list as the search reads it (tokens, typo budgets, an index by opening letters) is in
 * brand-index.ts.
 */
import { BRANDS, type Brand } from './brands';
import { type BrandEntry, NO_DOMAIN_CHECK, brandIndex, opening } from './brand-index';
import { glanceForms, withinEdits } from './lookalike-letters';
import { onlySellingWords, partsOf } from './selling-words';

export {
  editDistance,
  glanceForms,
  hasConfusableLetters,
  oneEditApart,
  withinEdits,
} from './lookalike-letters';
export {
  type NameShape,
  THROWAWAY_NAME_POINTS,
  labelEntropy,
  randomLooking,
  sellingWordCount,
  throwawayNameShape,
} from './name-shape';
export { SELLING_WORDS, onlySellingWords } from './selling-words';

export type LookalikeKind = 'homoglyph' | 'typo' | 'brand-in-name' | 'brand-in-subdomain';

export interface LookalikeMatch {
  brand: Brand;
  kind: LookalikeKind;
  /** The label (or subdomain label) that imitates the brand. */
  label: string;
  /** Selling or log-in words sit beside the brand's name ("nike-outlet-sale"). */
  sellingWords: boolean;
}

/**
 * What look-alike addresses put beside a brand's name besides selling words: a country or a US
 * state ("ezpass-ny", "paypaluk"), and the words of a bill or a delivery ("tollpay", "usps-track").
 * A region counts once, at either end: two-letter codes strung together spell too many words.
 */
const REGIONS = new Set(
  'us uk gb usa eu au nz ca ie de fr es it nl be at ch pt br mx ar in id my sg ph jp kr hk tw za ng ke ae pl se no dk fi al ak az co ct fl ga hi ia il ks ky la ma md me mi mn mo ms mt nc nd ne nh nj nm nv ny oh ok or pa ri sc sd tn tx ut va vt wa wi wv wy'.split(
    ' ',
  ),
);
const BILL_WORDS = new Set(
  'toll tolls pay payment payments billing bill notice alert alerts portal center centre update security verification verify web app mobile express track tracking delivery parcel post redelivery service services support help secure login online'.split(
    ' ',
  ),
);

/**
 * What a lure's address puts beside a shop's name as a part of its own ("costco-survey-reward",
 * "walmart-winners"): a prize, a survey or a reward to claim. A fan site or a reseller names a shop
 * brand beside its own words; a shop's own offers are on its own domain.
 */
const LURE_WORDS = new Set(
  'survey surveys reward rewards prize prizes winner winners claim claims giveaway giveaways voucher vouchers bonus'.split(
    ' ',
  ),
);

/** Selling and bill words strung together ("tollpay", "securelogin"), or nothing. */
function onlyWords(rest: string): boolean {
  if (rest === '' || onlySellingWords(rest)) return true;
  const ok = new Array<boolean>(rest.length + 1).fill(false);
  ok[rest.length] = true;
  for (let i = rest.length - 1; i >= 0; i--)
    for (let len = 3; len <= 12 && i + len <= rest.length; len++)
      if (
        ok[i + len] &&
        (BILL_WORDS.has(rest.slice(i, i + len)) || onlySellingWords(rest.slice(i, i + len)))
      ) {
        ok[i] = true;
        break;
      }
  return ok[0]!;
}

/**
 * Does `rest` beside a brand's name hold only such words? After a name of four letters or more, a
 * region may end it ("ezpassny", "paypal-uk"); before a name it would spell "ma" + "inpost".
 */
function onlyFlankWords(rest: string, after = false): boolean {
  if (onlyWords(rest)) return true;
  if (!after) return false;
  for (let len = 2; len <= 3 && len <= rest.length; len++)
    if (REGIONS.has(rest.slice(rest.length - len)) && onlyWords(rest.slice(0, rest.length - len)))
      return true;
  return false;
}

/**
 * Does the brand use this domain? Its token on any ending ("nike.co.uk") or a listed domain. Not
 * an authority's token on any ending: a government body's site is on its listed or public
 * domain (ssa.gov, not "www.SSA.com"; irs.gov, not irs.com).
 */
export function isOfficialDomain(brand: Brand, domain: string | null, label: string): boolean {
  return (
    (label.toLowerCase() === brand.token && brand.kind !== 'authority') ||
    (domain !== null && (brand.official.includes(domain) || !!brand.members?.test(domain)))
  );
}

/** A label read once: its parts, each part's glance forms, and the whole run together. */
export interface LabelReading {
  parts: string[];
  partForms: string[][];
  letters: string[];
  letterForms: string[][];
  wholeForms: string[];
  multiPart: boolean;
}

export function readLabel(label: string): LabelReading {
  const lower = label.toLowerCase();
  const parts = partsOf(lower);
  const whole = lower.replace(/[-_.]/g, '');
  const letters = parts.map((p) => p.replace(/\d+$/, ''));
  const partForms = parts.map((p) => [p, ...glanceForms(p)]);
  return {
    parts,
    partForms,
    letters,
    // A part with no digits at its end is its letters: its forms are read once.
    letterForms: letters.map((l, i) =>
      (l === parts[i] ? partForms[i]!.slice(1) : [...glanceForms(l)]).filter((f) => f !== l),
    ),
    wholeForms: [whole, ...glanceForms(whole)],
    multiPart: parts.length > 1,
  };
}

/** How one label relates to one brand, or null. */
export function matchLabel(
  reading: LabelReading,
  entry: BrandEntry,
): { kind: LookalikeKind; selling: boolean } | null {
  const { token, common, budget } = entry;
  const { parts } = reading;
  const sellingBeside = (i: number) =>
    parts.some((p, j) => {
      if (j === i) return false;
      const word = p.replace(/\d+/g, '');
      return onlySellingWords(word) || LURE_WORDS.has(word);
    });
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    for (const form of reading.partForms[i]!) {
      const at = form.indexOf(token);
      if (at < 0) continue;
      const before = form.slice(0, at);
      const after = form.slice(at + token.length);
      // The token alone, or flanked only by selling words ("nikeoutlet", "officialnikestore").
      // A short name ("kbc", "ing") only beside words: "kbc14" is a name of its own.
      // A short name ("ing", "bca") only at a part's start: "billing" holds no ING.
      if (token.length <= 3 && before !== '') continue;
      // "my" before a name of four letters or more: "myevri-rebook", "mychase-verify".
      const flanked =
        (onlyFlankWords(before) || (before === 'my' && token.length >= 4)) &&
        onlyFlankWords(token.length <= 3 ? after : after.replace(/\d+$/, ''), token.length >= 4);
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

/**
 * The brands matchLabel may match in any of these readings, in list order: a superset of those
 * it does match (brands it never checks for a domain left out).
 */
export function labelCandidates(
  readings: readonly LabelReading[],
  brands: readonly Brand[] = BRANDS,
): BrandEntry[] {
  const index = brandIndex(brands);
  const found = new Uint8Array(index.entries.length);
  const markTokensIn = (form: string) => {
    for (let at = 0; at + 1 < form.length; at++)
      for (const entry of index.byOpening.get(opening(form, at)) ?? [])
        if (form.startsWith(entry.token, at)) found[entry.index] = 1;
  };
  for (const reading of readings) {
    for (const forms of reading.partForms) forms.forEach(markTokensIn);
    reading.wholeForms.forEach(markTokensIn);
    for (const { length } of reading.letters) {
      if (length < 4) continue;
      for (let len = length - index.maxBudget; len <= length + index.maxBudget; len++)
        for (const entry of index.typoByLength.get(len) ?? [])
          if (Math.abs(length - len) <= entry.budget) found[entry.index] = 1;
    }
  }
  return index.entries.filter((entry) => found[entry.index] === 1);
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
  // One known organisation's own domain is never a look-alike of another's name: correos.es is
  // Spain's post, one letter from Brazil's Correios.
  const domain = host.domain;
  const { tokens, officials } = brandIndex(brands);
  if (domain !== null && officials.has(domain)) return null;
  const reading = readLabel(label);
  for (const entry of labelCandidates([reading], brands)) {
    if (isOfficialDomain(entry.brand, host.domain, label)) continue;
    const m = matchLabel(reading, entry);
    if (m) return { brand: entry.brand, kind: m.kind, label: host.label, sellingWords: m.selling };
  }
  // A brand's name in front of another known organisation's own domain is a partnership
  // ("att.yahoo.com"), not a disguise.
  if (tokens.has(label) || (domain !== null && officials.has(domain))) return null;
  const subReadings = subLabels.map((l) => [l, readLabel(l)] as const);
  for (const entry of labelCandidates(
    subReadings.map(([, r]) => r),
    brands,
  )) {
    if (isOfficialDomain(entry.brand, host.domain, label)) continue;
    const sub = subReadings.find(([, r]) => {
      const m = matchLabel(r, entry);
      return m !== null && m.kind !== 'typo';
    });
    if (sub)
      return { brand: entry.brand, kind: 'brand-in-subdomain', label: sub[0], sellingWords: false };
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
