/**
 * What a shop's address says before the page is read: its registrable domain (tldts), a risky
 * ending, free hosting, hyphens and digits, punycode and letters from other scripts, and whether
 * it imitates a major brand (by look-alike letters, a one- or two-letter typo, or the brand's
 * name on a domain the brand does not own).
 */
import { domainToUnicode } from 'node:url';
import { parse as parseDomain } from 'tldts';
import { FREE_HOSTING_DOMAINS, RISKY_TLDS } from '../../knowledge/lexicons';
import { SHOP_BRANDS, type ShopBrand } from '../../knowledge/brands';
import type { BrandLookalike, ShopDomainSignals } from '../../knowledge/shop-signals';

/** Brand names that are also everyday words: only an exact label part counts for them. */
const COMMON_WORD_BRANDS = new Set(['target', 'apple', 'canon', 'converse', 'pandora', 'puma', 'zara', 'lego', 'etsy', 'temu', 'asos', 'sony']);

// Latin look-alikes from Cyrillic and Greek, the letters IDN homograph attacks use.
const SCRIPT_CONFUSABLES: Record<string, string> = {
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's', ԁ: 'd', һ: 'h', ԛ: 'q', ԝ: 'w', к: 'k', м: 'm', т: 't', в: 'b', н: 'h',
  ο: 'o', ν: 'v', κ: 'k', α: 'a', ε: 'e', ι: 'i', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
};
const DIGIT_CONFUSABLES: ReadonlyArray<[RegExp, string]> = [
  [/0/g, 'o'], [/1/g, 'l'], [/3/g, 'e'], [/4/g, 'a'], [/5/g, 's'], [/7/g, 't'], [/8/g, 'b'], [/\$/g, 's'], [/rn/g, 'm'], [/vv/g, 'w'],
];

/** Edit distance where swapping two neighbouring letters counts as one edit ("samsnug"). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The ways a label can be read by someone glancing at it: l/i and 1/l swapped, 0 as o, rn as m. */
function glanceForms(label: string): Set<string> {
  let base = [...label].map((ch) => SCRIPT_CONFUSABLES[ch] ?? ch).join('');
  for (const [re, to] of DIGIT_CONFUSABLES) base = base.replace(re, to);
  return new Set([base, base.replace(/l/g, 'i'), base.replace(/i/g, 'l'), label.replace(/1/g, 'i')]);
}

function isOfficial(brand: ShopBrand, domain: string | null, label: string): boolean {
  return label === brand.token || domain === brand.domain || (domain !== null && (brand.also ?? []).includes(domain));
}

/** Allowed typo distance: none for short names (too many real words are one letter away). */
function typoBudget(token: string): number {
  return token.length >= 9 ? 2 : token.length >= 6 ? 1 : 0;
}

export function findBrandLookalike(domain: string | null, domainLabel: string): BrandLookalike | null {
  const label = domainLabel.toLowerCase();
  const parts = label.split(/[-_.]+/).filter((p) => p.length >= 3);
  const whole = label.replace(/[-_.]/g, '');
  const candidates = [...new Set([...parts, whole])];
  for (const brand of SHOP_BRANDS) {
    if (isOfficial(brand, domain, label)) continue;
    const found = (kind: BrandLookalike['kind']): BrandLookalike => ({ brand: brand.name, officialDomain: brand.domain, kind, label: domainLabel });
    for (const part of candidates) {
      if (part === brand.token) return found('brand-in-name');
      const forms = glanceForms(part);
      if (forms.has(brand.token)) return found('homoglyph');
      // Everyday words one letter away from a brand ("targets") are not imitations.
      const budget = COMMON_WORD_BRANDS.has(brand.token) ? 0 : typoBudget(brand.token);
      if (budget > 0 && Math.abs(part.length - brand.token.length) <= budget && editDistance(part, brand.token) <= budget) return found('typo');
      if (budget > 0 && [...forms].some((f) => f !== part && editDistance(f, brand.token) <= budget - 1)) return found('homoglyph');
    }
    if (brand.token.length >= 5 && !COMMON_WORD_BRANDS.has(brand.token) && whole.includes(brand.token)) return found('brand-in-name');
  }
  return null;
}

export function shopDomainSignals(url: URL): ShopDomainSignals {
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  const info = parseDomain(host);
  const domain = info.domain;
  const label = info.domainWithoutSuffix ?? host;
  const punycode = host.split('.').some((l) => l.startsWith('xn--'));
  const unicodeHost = punycode ? domainToUnicode(host) || null : null;
  const unicodeLabel = punycode && unicodeHost ? (parseDomain(unicodeHost).domainWithoutSuffix ?? unicodeHost) : label;
  // Any character outside ASCII.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of ASCII, written by its ends.
  const mixedScript = /[^\x00-\x7f]/.test(unicodeLabel) && [...unicodeLabel].some((ch) => ch in SCRIPT_CONFUSABLES);
  const tld = info.publicSuffix?.split('.').pop() ?? '';
  const ipHost = info.isIp === true || (host.includes(':') && /^[0-9a-f:.]+$/i.test(host));
  return {
    host,
    registrableDomain: domain,
    https: url.protocol === 'https:',
    ipHost,
    riskyTld: !ipHost && RISKY_TLDS.has(tld) ? tld : null,
    freeHosting: (domain !== null && FREE_HOSTING_DOMAINS.has(domain)) || FREE_HOSTING_DOMAINS.has(host),
    hyphens: ipHost ? 0 : (label.match(/-/g) ?? []).length,
    digits: !ipHost && /\d/.test(label),
    punycode,
    unicodeHost,
    mixedScript,
    lookalike: ipHost ? null : findBrandLookalike(domain, unicodeLabel),
  };
}
