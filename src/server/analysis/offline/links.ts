/**
 * Link checks: what a careful person looks for before clicking. Each link gets the reasons it
 * is suspicious (shortener, raw IP, punycode, a brand's name on a domain the brand does not own,
 * risky TLD, free hosting, '@' tricks, many hyphens) or is recognised as a reputable source.
 */
import { parse as parseDomain } from 'tldts';
import type { Severity } from '../../../shared';
import {
  BRANDS,
  FREE_HOSTING_DOMAINS,
  LOGIN_WORDS,
  REPUTABLE_DOMAINS,
  RISKY_TLDS,
  URL_SHORTENERS,
  isInstitutionalSuffix,
  type Brand,
} from './lexicons';

/** Links beyond this are not inspected one by one (pages can carry hundreds). */
export const MAX_LINKS_CHECKED = 50;

export interface LinkReport {
  url: string;
  host: string;
  /** Registrable domain, e.g. "example.co.uk"; null for IP hosts. */
  domain: string | null;
  severity: Severity | null;
  reasons: string[];
  /** The brand the link pretends to be, if any. */
  impersonates: Brand | null;
  reputable: boolean;
  institutional: boolean;
}

// Digits and look-alike letter pairs that phishing domains swap in ("paypa1", "arnazon").
const HOMOGLYPHS: ReadonlyArray<[RegExp, string]> = [
  [/0/g, 'o'], [/1/g, 'l'], [/3/g, 'e'], [/4/g, 'a'], [/5/g, 's'], [/7/g, 't'], [/8/g, 'b'],
  [/\$/g, 's'], [/rn/g, 'm'], [/vv/g, 'w'],
];

function deLookalike(label: string): string {
  let out = label.toLowerCase();
  for (const [re, to] of HOMOGLYPHS) out = out.replace(re, to);
  return out;
}

const SEVERITY_RANK: Record<Severity, number> = { high: 3, medium: 2, low: 1 };

// A login or verification page is normal on a bank's own site, not deep inside someone's blog.
const LOGIN_PATH = /(?:^|[/_.-])(?:log-?in|log-?on|sign-?in|signon|verify|verification|webscr|validate|unlock|reactivate|password|billing)(?:[/_.?-]|$)/i;
const CMS_PATH = /\/(?:wp-content|wp-includes|wp-admin|administrator|components|plugins|themes)\//i;
// A second address inside the path ("/https/bank.com/...") is how phishing kits disguise themselves.
const HOST_IN_PATH = /\/https?(?:\/|:|%3a)|\/(?:[a-z0-9-]+\.){1,4}(?:com|net|org|co|br|uk|de)(?:\/|$)/i;
const BRAND_IN_PATH: ReadonlyArray<[Brand, RegExp]> = BRANDS.filter((b) => b.token.length >= 5).map((b) => [
  b,
  new RegExp(`(?<![a-z])${b.token}(?![a-z])`),
]);
const FORM_BUILDER = /^(?:docs\.google\.com\/forms|forms\.office\.com|[a-z0-9-]+\.sharepoint\.com\/:[a-z]:|[a-z0-9-]+-my\.sharepoint\.com)/i;

function raise(current: Severity | null, to: Severity): Severity {
  return current === null || SEVERITY_RANK[to] > SEVERITY_RANK[current] ? to : current;
}

function isOfficial(brand: Brand, domain: string, domainWithoutSuffix: string | null): boolean {
  return domainWithoutSuffix === brand.token || brand.official.includes(domain);
}

/** Does a domain label carry the brand's token? Short tokens must stand alone ("ups-track", not "groups"). */
function labelNamesBrand(label: string, brand: Brand): boolean {
  const plain = deLookalike(label);
  if (brand.token.length <= 4) return plain.split(/[-.\d_]+/).includes(brand.token);
  return plain.replace(/[-_]/g, '').includes(brand.token);
}

export function inspectLink(url: string): LinkReport | null {
  let parsedUrl: URL;
  try {
    parsedUrl = new URL(url);
  } catch {
    return null;
  }
  const host = parsedUrl.hostname.toLowerCase();
  const info = parseDomain(host);
  const report: LinkReport = {
    url,
    host,
    domain: info.domain,
    severity: null,
    reasons: [],
    impersonates: null,
    reputable: false,
    institutional: false,
  };
  const flag = (severity: Severity, reason: string) => {
    report.severity = raise(report.severity, severity);
    report.reasons.push(reason);
  };

  if (parsedUrl.username || parsedUrl.password || /^[^/]*\/\/[^/]*@/.test(url)) {
    flag('high', "it contains '@', so the part before it is ignored and the real destination is hidden after it");
  }
  if (info.isIp || /^\[?[0-9a-f:]+\]?$/.test(host) || /^\d+$/.test(host)) {
    flag('high', 'it points to a raw IP address instead of a named website');
    return report;
  }
  if (host.split('.').some((l) => l.startsWith('xn--'))) {
    flag('high', 'it uses punycode (xn--), which can display foreign letters that look like a familiar brand');
  }
  const domain = info.domain ?? host;
  const label = info.domainWithoutSuffix ?? host;
  const subdomain = info.subdomain ?? '';

  if (REPUTABLE_DOMAINS.has(domain)) report.reputable = true;
  if (isInstitutionalSuffix(info.publicSuffix, info.domain)) report.institutional = true;

  if (URL_SHORTENERS.has(domain) || URL_SHORTENERS.has(host)) {
    flag('medium', `${host} is a link shortener, which hides where the link really goes`);
  }
  for (const brand of BRANDS) {
    if (isOfficial(brand, domain, label)) continue;
    if (labelNamesBrand(label, brand)) {
      const lookalike = deLookalike(label) !== label.toLowerCase() && !label.includes(brand.token);
      flag(
        'high',
        lookalike
          ? `${domain} imitates ${brand.name}'s name with look-alike characters but is not ${brand.name}'s domain`
          : `${domain} uses ${brand.name}'s name but is not a domain ${brand.name} uses`,
      );
      report.impersonates = brand;
      break;
    }
    if (subdomain && subdomain.split('.').some((l) => labelNamesBrand(l, brand))) {
      flag('high', `${brand.name}'s name sits in front of another site's domain (${domain}), a common disguise`);
      report.impersonates = brand;
      break;
    }
  }
  const tld = info.publicSuffix?.split('.').pop() ?? '';
  if (RISKY_TLDS.has(tld)) flag('medium', `the .${tld} ending is cheap and often used for throwaway scam sites`);
  if (FREE_HOSTING_DOMAINS.has(domain) || FREE_HOSTING_DOMAINS.has(host)) {
    flag('medium', `it is hosted on ${domain}, where anyone can put up a page for free`);
  }
  const path = `${parsedUrl.pathname}${parsedUrl.search}`;
  if (!report.impersonates && path.length > 1) {
    const pathLower = path.toLowerCase();
    // Only as a whole word, and only with a login page or as a folder of its own: news slugs
    // such as "/apple-watch-review" name brands innocently.
    const inPath = BRAND_IN_PATH.find(([b, re]) => re.test(pathLower) && !isOfficial(b, domain, label))?.[0];
    const ownFolder = inPath && pathLower.split(/[/?&=]/).some((seg) => seg === inPath.token || seg.startsWith(`${inPath.token}.`));
    if (inPath && (LOGIN_PATH.test(path) || CMS_PATH.test(path) || ownFolder)) {
      flag('high', `it puts ${inPath.name}'s name in the path of ${domain}, a site that is not ${inPath.name}'s`);
      report.impersonates = inPath;
    }
  }
  if (!report.reputable && !report.institutional && LOGIN_PATH.test(path) && CMS_PATH.test(path)) {
    flag('high', 'it leads to a login page buried in a website\'s plugin or theme folders, a sign of a hacked site hosting phishing');
  } else if (!report.reputable && !report.institutional && LOGIN_PATH.test(path) && /\.(?:php|aspx?|html?)(?:[?#]|$)/i.test(parsedUrl.pathname)) {
    flag('medium', `it opens a login or verification page on ${domain}`);
  }
  if (HOST_IN_PATH.test(parsedUrl.pathname)) flag('medium', 'another web address is hidden inside the path, to make the link look like it goes there');
  if (FORM_BUILDER.test(`${host}${parsedUrl.pathname}`)) {
    flag('medium', 'it opens a form that anyone can create, so it can collect whatever you type in');
  }
  const hyphens = (host.match(/-/g) ?? []).length;
  if (hyphens >= 3) flag('medium', `the address has ${hyphens} hyphens, typical of throwaway look-alike domains`);
  if (host.split('.').length >= 5) flag('low', 'the address has an unusually deep chain of subdomains');
  if (!report.reputable && !report.institutional && report.severity !== null && LOGIN_WORDS.test(host)) {
    flag('medium', 'its name is dressed up with words like "secure", "login" or "verify"');
  }
  return report;
}

export function inspectLinks(links: readonly string[]): LinkReport[] {
  const out: LinkReport[] = [];
  for (const url of links.slice(0, MAX_LINKS_CHECKED)) {
    const report = inspectLink(url);
    if (report) out.push(report);
  }
  return out;
}
