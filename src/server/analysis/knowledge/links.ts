/**
 * Link checks: what a careful person looks for before clicking. Each link gets the reasons it
 * is suspicious (shortener, raw IP, punycode, a brand's name on a domain the brand does not own,
 * risky TLD, free hosting, '@' tricks, many hyphens) or is recognised as a reputable source.
 */
import { parse as parseDomain } from 'tldts';
import { SEVERITY_RANK, type Severity } from '../../../shared';
import {
  FREE_HOSTING_DOMAINS,
  LOGIN_WORDS,
  REPUTABLE_DOMAINS,
  RISKY_TLDS,
  URL_SHORTENERS,
  isInstitutionalSuffix,
} from './lexicons';
import { MESSAGE_BRANDS, mainDomain, type Brand } from './brands';
import {
  THROWAWAY_NAME_POINTS,
  findLookalike,
  isOfficialDomain,
  randomLooking,
  throwawayNameShape,
} from './domain-reputation';
import { listNames, scamListHit } from './scam-lists';
import { brandIndex } from './brand-index';

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

/** Endings a made-up shop picks: cheap, or named for selling, so "<brand>-sale.shop" reads right. */
const SHOP_TLDS = new Set([
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
]);

// A login or verification page is normal on a bank's own site, not deep inside someone's blog.
const LOGIN_PATH =
  /(?:^|[/_.-])(?:log-?in|log-?on|sign-?in|signon|verify|verification|webscr|validate|validation|unlock|reactivate|password|billing|authenticat(?:e|ion)|auth|myaccount|account-?update|secure-?update)(?:[/_.?=-]|$)/i;
const CMS_PATH =
  /\/(?:wp-content|wp-includes|wp-admin|administrator|components|plugins|themes|\.well-known|cgi-bin|ckfinder|userfiles|uploads)\//i;
/**
 * Folders that only a site's software uses: a page for visitors there is out of place. Not
 * cgi-bin/, where sites of the 1990s and 2000s served their pages: must not fire on a 2002 blog's
 * "http://www.example-weblog.org/cgi-bin/foaf/index.cgi?user=anna".
 */
const SYSTEM_PATH = /\/(?:wp-content|wp-includes|wp-admin|\.well-known|ckfinder|userfiles)\//i;
const PAGE_FILE = /\.(?:php\d?|aspx?|html?|jsp|cgi)(?:[?#/]|$)/i;
// A second address inside the path ("/https/bank.com/...") is how phishing kits disguise themselves.
const HOST_IN_PATH =
  /\/https?(?:\/|:|%3a)|\/(?:[a-z0-9-]+\.){1,4}(?:com|net|org|co|br|uk|de)(?:\/|$)/i;
const BRAND_IN_PATH: ReadonlyArray<[Brand, RegExp]> = MESSAGE_BRANDS.filter(
  (b) => b.token.length >= 5,
).map((b) => [b, new RegExp(`(?<![a-z])${b.token}(?![a-z])`)]);
/**
 * A form anyone can build. Not a file shared from someone's SharePoint or OneDrive
 * ("contoso.sharepoint.com/:x:/s/…"): that is Microsoft's own address, and a colleague's genuine
 * share looks the same (it was read as a form anyone can create); what the message around it asks
 * is what tells the two apart.
 */
const FORM_BUILDER = /^(?:docs\.google\.com\/forms|forms\.office\.com|forms\.gle)/i;

// "booking.com-id123.info", "rodovias.com.br-pagamento.net": a familiar address (with a country's
// ending, too) followed by a hyphen, so the real domain comes later.
const DISGUISED_SUFFIX = /(?:^|\.)[a-z0-9-]+\.(?:com|net|org|co|gov|info)(?:\.[a-z]{2})?-[a-z0-9]/;
/**
 * A government's "gov" worn as a word of the address ("podatki-gov-pl.info", "irs-gov.help",
 * "dichvucong-gov.vn.cc", "gov-uk.tax-refund.com"): only governments can register under gov.pl,
 * gov.vn or gov.uk, so a gov elsewhere is a disguise. Not inside a word ("govdelivery.com").
 */
const GOVERNMENT_WORN = /(?:^|[.-])(?:gov|gouv|gob|govt)(?:[.-]|$)/;

function raise(current: Severity | null, to: Severity): Severity {
  return current === null || SEVERITY_RANK[to] > SEVERITY_RANK[current] ? to : current;
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
    flag(
      'high',
      "it contains '@', so the part before it is ignored and the real destination is hidden after it",
    );
  }
  if (info.isIp || /^\[?[0-9a-f:]+\]?$/.test(host) || /^\d+$/.test(host)) {
    flag('high', 'it points to a raw IP address instead of a named website');
    return report;
  }
  if (host.split('.').some((l) => l.startsWith('xn--'))) {
    flag(
      'high',
      'it uses punycode (xn--), which can display foreign letters that look like a familiar brand',
    );
  }
  const domain = info.domain ?? host;
  const label = info.domainWithoutSuffix ?? host;
  const subdomain = info.subdomain ?? '';

  const listed = scamListHit(host);
  if (listed) {
    flag(
      'high',
      `${listed.domain} is on a list of reported scam and fake-shop sites FactLens ships (${listNames(listed)})`,
    );
  }
  if (DISGUISED_SUFFIX.test(host)) {
    flag('high', `the address starts like a familiar site but the real domain is ${domain}`);
  }
  if (REPUTABLE_DOMAINS.has(domain)) report.reputable = true;
  if (isInstitutionalSuffix(info.publicSuffix, info.domain)) report.institutional = true;
  else if (GOVERNMENT_WORN.test(host) && !DISGUISED_SUFFIX.test(host))
    flag('high', `it wears a government's "gov" but ${domain} is not a government's domain`);

  // Low on its own: health desks and newsrooms post shortened links all day. The red-flag rules
  // raise it when the same text also asks for something, threatens or impersonates.
  if (URL_SHORTENERS.has(domain) || URL_SHORTENERS.has(host)) {
    flag('low', `${host} is a link shortener, which hides where the link really goes`);
  }
  const tld = info.publicSuffix?.split('.').pop() ?? '';
  const lookalike = findLookalike({ domain: info.domain, label, subdomain });
  if (lookalike) {
    const { brand, kind } = lookalike;
    if (kind === 'brand-in-subdomain') {
      flag(
        'high',
        `${brand.name}'s name sits in front of another site's domain (${domain}), a common disguise`,
      );
      report.impersonates = brand;
    } else if (kind === 'typo') {
      flag(
        'high',
        `${domain} is one letter away from ${brand.name}'s name, a typical look-alike domain`,
      );
      report.impersonates = brand;
    } else if (kind === 'homoglyph') {
      flag(
        'high',
        `${domain} imitates ${brand.name}'s name with look-alike characters but is not ${brand.name}'s domain`,
      );
      report.impersonates = brand;
    } else if (brand.kind !== 'retail') {
      flag('high', `${domain} uses ${brand.name}'s name but is not a domain ${brand.name} uses`);
      report.impersonates = brand;
    } else if (lookalike.sellingWords) {
      // Fan sites and resellers also name shop brands: only with selling words beside the name.
      const shopEnding = SHOP_TLDS.has(tld) || RISKY_TLDS.has(tld);
      flag(
        shopEnding ? 'high' : 'medium',
        `${domain} puts ${brand.name}'s name beside selling words${shopEnding ? ` on a .${tld} address` : ''}, but ${brand.name}'s own site is ${mainDomain(brand)}`,
      );
      report.impersonates = brand;
    }
  }
  // A shortener's own ending (app.link, page.link) is the service's, not a throwaway site's.
  const shortened = URL_SHORTENERS.has(domain) || URL_SHORTENERS.has(host);
  // A brand's own published domain (instagram.com, shope.ee) vouches for its pages, its sign-in
  // paths and its ending: looked up in the brand index's sets, not by a scan of the list.
  const brands = brandIndex(MESSAGE_BRANDS);
  const brandOwned =
    brands.officials.has(domain) || (info.publicSuffix === 'com' && brands.tokens.has(label));
  if (RISKY_TLDS.has(tld) && !shortened && !brandOwned)
    flag('medium', `the .${tld} ending is cheap and often used for throwaway scam sites`);
  if (FREE_HOSTING_DOMAINS.has(domain) || FREE_HOSTING_DOMAINS.has(host)) {
    flag('medium', `it is hosted on ${domain}, where anyone can put up a page for free`);
  }
  const path = `${parsedUrl.pathname}${parsedUrl.search}`;
  if (!report.impersonates && path.length > 1) {
    const pathLower = path.toLowerCase();
    // Only as a whole word, and only with a login page or as a folder of its own: news slugs
    // such as "/apple-watch-review" name brands innocently.
    const inPath = BRAND_IN_PATH.find(
      ([b, re]) => re.test(pathLower) && !isOfficialDomain(b, domain, label),
    )?.[0];
    const ownFolder =
      inPath &&
      pathLower
        .split(/[/?&=]/)
        .some((seg) => seg === inPath.token || seg.startsWith(`${inPath.token}.`));
    // Not on a listed bank's own site: "pnc.com/zelle" is the bank's page about Zelle (looked up
    // only where a brand's name was found in a path).
    const banks =
      !!inPath &&
      MESSAGE_BRANDS.some(
        (b) => b.kind === 'bank' && b !== inPath && isOfficialDomain(b, domain, label),
      );
    if (inPath && !banks && (LOGIN_PATH.test(path) || CMS_PATH.test(path) || ownFolder)) {
      flag(
        'high',
        `it puts ${inPath.name}'s name in the path of ${domain}, a site that is not ${inPath.name}'s`,
      );
      report.impersonates = inPath;
    }
  }
  const unvouched = !report.reputable && !report.institutional && !brandOwned;
  if (unvouched && LOGIN_PATH.test(path) && CMS_PATH.test(path)) {
    flag(
      'high',
      "it leads to a login page buried in a website's plugin or theme folders, a sign of a hacked site hosting phishing",
    );
  } else if (unvouched && LOGIN_PATH.test(path) && PAGE_FILE.test(parsedUrl.pathname)) {
    flag('medium', `it opens a login or verification page on ${domain}`);
  } else if (
    unvouched &&
    SYSTEM_PATH.test(path) &&
    (PAGE_FILE.test(parsedUrl.pathname) || parsedUrl.pathname.endsWith('/'))
  ) {
    // Sites serve pictures and scripts from these folders, never pages for visitors.
    flag(
      'medium',
      "it opens a page hidden in a website's system folders, where hacked sites keep phishing pages",
    );
  } else if (unvouched && LOGIN_PATH.test(path.replace(/^\/[^/?#]*/, ''))) {
    // Deeper than the site's own top-level sign-in page ("/login" is normal; "/x/y/signin/" is not).
    flag('low', `it leads to a sign-in or verification address on ${domain}`);
  }
  if (HOST_IN_PATH.test(parsedUrl.pathname))
    flag(
      'medium',
      'another web address is hidden inside the path, to make the link look like it goes there',
    );
  if (FORM_BUILDER.test(`${host}${parsedUrl.pathname}`)) {
    flag(
      'medium',
      'it opens a form that anyone can create, so it can collect whatever you type in',
    );
  }
  if (!report.reputable && !report.institutional && randomLooking(label)) {
    flag('low', `${domain} is a random-looking name, typical of throwaway sites`);
  }
  if (!report.reputable && !report.institutional && !report.impersonates && !listed) {
    const shape = throwawayNameShape(label, RISKY_TLDS.has(tld));
    if (shape.points >= THROWAWAY_NAME_POINTS) {
      // Low only: the name alone is never proof of a scam ("caravans-sale.com" is a dealer).
      flag(
        'low',
        `${domain} is built like the names scam shops register in bulk (${shape.signs.join(', ')})`,
      );
    }
  }
  const hyphens = (host.match(/-/g) ?? []).length;
  if (hyphens >= 3)
    flag('medium', `the address has ${hyphens} hyphens, typical of throwaway look-alike domains`);
  if (host.split('.').length >= 5)
    flag('low', 'the address has an unusually deep chain of subdomains');
  // Dressed up where the owner chose the words: the registered name ("paypal-secure-login.com"),
  // or a subdomain of several words or levels ("secure-login.", "verify.account."). One plain word
  // in front of a site's own name ("accounts.bahn.de", "login.example.org") is how sites name
  // their sign-in hosts.
  const dressedSubdomain = /[-.]/.test(subdomain);
  if (
    !report.reputable &&
    !report.institutional &&
    report.severity !== null &&
    (LOGIN_WORDS.test(label) || (dressedSubdomain && LOGIN_WORDS.test(subdomain)))
  ) {
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
