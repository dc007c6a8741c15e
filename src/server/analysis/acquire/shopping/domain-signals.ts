/**
 * What a shop's address says before the page is read: its registrable domain (tldts), a risky
 * ending, free hosting, hyphens and digits, punycode and letters from other scripts, and whether
 * it imitates a major brand (by look-alike letters, a one- or two-letter typo, or the brand's
 * name on a domain the brand does not own).
 */
import { domainToUnicode } from 'node:url';
import { parse as parseDomain } from 'tldts';
import { FREE_HOSTING_DOMAINS, RISKY_TLDS } from '../../knowledge/lexicons';
import { mainDomain } from '../../knowledge/brands';
import { findLookalike, hasConfusableLetters } from '../../knowledge/domain-reputation';
import type { BrandLookalike, ShopDomainSignals } from '../../knowledge/shop-signals';

/** The brand a shop's address imitates, as the shop findings describe it (see domain-reputation). */
export function findBrandLookalike(
  domain: string | null,
  domainLabel: string,
  subdomain = '',
): BrandLookalike | null {
  const m = findLookalike({ domain, label: domainLabel, subdomain });
  if (!m) return null;
  const kind = m.kind === 'brand-in-subdomain' ? 'brand-in-name' : m.kind;
  return { brand: m.brand.name, officialDomain: mainDomain(m.brand), kind, label: m.label };
}

export function shopDomainSignals(url: URL): ShopDomainSignals {
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  const info = parseDomain(host);
  const domain = info.domain;
  const label = info.domainWithoutSuffix ?? host;
  const punycode = host.split('.').some((l) => l.startsWith('xn--'));
  const unicodeHost = punycode ? domainToUnicode(host) || null : null;
  const unicodeLabel =
    punycode && unicodeHost ? (parseDomain(unicodeHost).domainWithoutSuffix ?? unicodeHost) : label;
  const mixedScript = hasConfusableLetters(unicodeLabel);
  const tld = info.publicSuffix?.split('.').pop() ?? '';
  const ipHost = info.isIp === true || (host.includes(':') && /^[0-9a-f:.]+$/i.test(host));
  return {
    host,
    registrableDomain: domain,
    https: url.protocol === 'https:',
    ipHost,
    riskyTld: !ipHost && RISKY_TLDS.has(tld) ? tld : null,
    freeHosting:
      (domain !== null && FREE_HOSTING_DOMAINS.has(domain)) || FREE_HOSTING_DOMAINS.has(host),
    hyphens: ipHost ? 0 : (label.match(/-/g) ?? []).length,
    digits: !ipHost && /\d/.test(label),
    punycode,
    unicodeHost,
    mixedScript,
    lookalike: ipHost ? null : findBrandLookalike(domain, unicodeLabel, info.subdomain ?? ''),
  };
}
