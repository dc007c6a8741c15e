/**
 * Whether each link of a message belongs to the sender it speaks as: a plain, structured fact the
 * judge can weigh and a finding can quote ("the link does not belong to E-ZPass"). The sender is
 * the brand the message names at its opening, the name it signs with ("E-ZPass:", "this is … from
 * …"), or the brand a link dresses as when the message names none. For a brand the knowledge lists
 * know, its own domains are known (every country's, its short links, its carriers' tracking
 * sites); for a name they do not know, only what can be told without them: the name sitting in
 * front of another site's domain ("ezpass-ny.tollpay-center.info") or on the site itself.
 * Hard evidence is a look-alike link used as the brand (its name in a subdomain of an unrelated
 * domain, a typo or a look-alike spelling of it) or a domain on a shipped scam list; a link to
 * some other site is only "not the sender's own", which genuine messages also do.
 */
import { parse as parseDomain } from 'tldts';
import { BRANDS, type Brand } from '../../knowledge/brands';
import {
  findLookalike,
  isOfficialDomain,
  type LookalikeKind,
} from '../../knowledge/domain-reputation';
import { PLATFORM_LINK_WRAPPERS, URL_SHORTENERS } from '../../knowledge/lexicons';
import type { LinkReport } from '../../knowledge/links';
import { scamListHit } from '../../knowledge/scam-lists';
import { partsOf } from '../../knowledge/selling-words';

export type SenderLinkRelation =
  | 'own'
  | 'lookalike'
  | 'elsewhere'
  | 'hidden'
  | 'listed'
  | 'unknown';

export interface SenderLink {
  /** The link as written in the message. */
  quote: string;
  url: string;
  /** Its registrable domain ("tollpay-center.info"); null for an IP address. */
  domain: string | null;
  /** Who the message speaks as, or the brand the link dresses as; null when neither is known. */
  sender: string | null;
  /**
   * own: the sender's own site; lookalike: the sender's name on a site it does not own (in front of
   * another domain, misspelt, or beside other words on an unknown name); elsewhere: another site;
   * hidden: a link shortener; listed: on a shipped scam list; unknown: no sender to judge it by.
   */
  relation: SenderLinkRelation;
  /** How a look-alike dresses as the sender. */
  disguise: LookalikeKind | null;
  /** The message sends the reader there (the link is where an ask points). */
  sendsYou: boolean;
  /** Hard evidence: a look-alike link used as a known brand or a named sender, or a listed domain. */
  hard: boolean;
  /** Plain words for the reader: "the link does not belong to E-ZPass". */
  says: string;
}

/**
 * Sites where organisations get a subdomain of their own for help desks, status pages and
 * tracking ("boots.narvar.com"): a sender's name there is not a disguise. Free web hosts, where
 * anyone makes a page, are not among them.
 */
const HOSTED_FOR_BRANDS = new Set([
  'zendesk.com',
  'freshdesk.com',
  'force.com',
  'site.com',
  'custhelp.com',
  'service-now.com',
  'okta.com',
  'narvar.com',
  'aftership.com',
  'statuspage.io',
  'atlassian.net',
  'myworkdayjobs.com',
  'greenhouse.io',
  'lever.co',
  'helpscoutdocs.com',
  'list-manage.com',
]);

/** A sender's name as letters only ("E-ZPass" -> "ezpass"), or null when too short to match. */
export function nameToken(name: string): string | null {
  const t = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/^the\s+/, '')
    .replace(/[^a-z0-9]/g, '');
  return t.length >= MIN_NAME && t.length <= 30 ? t : null;
}
/** The shortest name read ("PG&E", "UPS"); below SHORT_NAME only the site's whole name is it. */
const MIN_NAME = 3;
const SHORT_NAME = 4;

interface Judged {
  relation: SenderLinkRelation;
  disguise: LookalikeKind | null;
}

function judgeKnown(brand: Brand, report: LinkReport): Judged {
  const info = parseDomain(report.host);
  const label = info.domainWithoutSuffix ?? report.host;
  if (report.impersonates === brand) {
    const m = findLookalike({ domain: info.domain, label, subdomain: info.subdomain ?? '' }, [
      brand,
    ]);
    return { relation: 'lookalike', disguise: m?.kind ?? 'brand-in-name' };
  }
  const own =
    isOfficialDomain(brand, report.domain, label) ||
    (brand.kind === 'authority' && report.institutional);
  if (own) return { relation: 'own', disguise: null };
  return judgeOther(report);
}

function judgeOther(report: LinkReport): Judged {
  const d = report.domain ?? report.host;
  if (URL_SHORTENERS.has(d) || URL_SHORTENERS.has(report.host) || PLATFORM_LINK_WRAPPERS.has(d))
    return { relation: 'hidden', disguise: null };
  return { relation: 'elsewhere', disguise: null };
}

/**
 * The letters of a name's leading words, shorter than the whole name ("CVS Pharmacy" -> "cvs",
 * "Lakeside Family Medicine" -> "lakeside", "lakesidefamily"): what an organisation's site is
 * often called.
 */
export function leadingNames(name: string): string[] {
  const words = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/^the\s+/, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const lead = words.slice(0, i).join('');
    if (lead.length >= MIN_NAME) out.push(lead);
  }
  return out;
}

/** A name the lists do not know: in front of someone else's domain, on the site, or neither. */
function judgeNamed(token: string, report: LinkReport, leads: readonly string[] = []): Judged {
  const info = parseDomain(report.host);
  const label = (info.domainWithoutSuffix ?? '').toLowerCase();
  const labelLetters = label.replace(/[^a-z0-9]/g, '');
  // The site's whole name is the name's leading words ("CVS Pharmacy: … visit CVS.com"), and the
  // link checks found nothing wrong with it: the sender's own site.
  if (report.severity === null && leads.includes(labelLetters))
    return { relation: 'own', disguise: null };
  // A domain the brand list knows as that name's own ("oldnavy.gap.com" for "Old Navy:").
  const owner = officialOwner(report);
  if (owner && nameToken(owner.name) === token) return { relation: 'own', disguise: null };
  const subLabels = (info.subdomain ?? '').toLowerCase().split('.').filter(Boolean);
  // Three letters ("pge", "ups") are a word inside many names: only the site's whole name, or a
  // whole part of a subdomain's, is theirs.
  if (token.length < SHORT_NAME) {
    if (labelLetters === token) return { relation: 'own', disguise: null };
    if (
      subLabels.some((l) => partsOf(l).includes(token)) &&
      !HOSTED_FOR_BRANDS.has(report.domain ?? '')
    )
      return { relation: 'lookalike', disguise: 'brand-in-subdomain' };
    return judgeOther(report);
  }
  const inSub = subLabels.some(
    (l) => partsOf(l).includes(token) || l.replace(/[^a-z0-9]/g, '').startsWith(token),
  );
  if (labelLetters.includes(token)) {
    if (report.severity !== null) return { relation: 'lookalike', disguise: 'brand-in-name' };
    // The name alone is the site's name: its own. The name with other words on a name nobody
    // lists ("viettelpost-phi.vip") is not shown to be the sender's, nor proven a copy.
    return labelLetters === token
      ? { relation: 'own', disguise: null }
      : { relation: 'elsewhere', disguise: null };
  }
  if (inSub)
    // On a service companies use for help and tracking ("boots.narvar.com") the name is theirs.
    return HOSTED_FOR_BRANDS.has(report.domain ?? '')
      ? { relation: 'own', disguise: null }
      : { relation: 'lookalike', disguise: 'brand-in-subdomain' };
  return judgeOther(report);
}

/**
 * A message this short is a text, where a link shown is the link; in a longer pasted e-mail a link's
 * words are not where it goes, and a footer's or a merchant's real address says nothing.
 */
export const OWN_WAY_WORDS = 60;
/** A link straight to a document, an archive or a program. */
const FILE_LINK =
  /\.(?:docx?|xlsx?|pptx?|pdf|zip|rar|7z|exe|msi|apk|js|vbs|iso|img|html?)(?:[?#]|$)/i;
/** How far into a message a name written for a link's site is looked for. */
const NAME_SCAN_CHARS = 4000;
/**
 * A name written in the running text: capitalised words (one to three, joined by "of", "and" or
 * "the" at most: "Touch of Modern") after a word, not opening a
 * sentence ("Thanks for signing up for Duolingo", "your Spotify Premium"), and not a web address
 * itself ("Visit Secure-Login.com" names nothing).
 */
const WRITTEN_NAME =
  /(?<=[\p{Ll}\p{N},;] )\p{Lu}[\p{L}\p{N}&'-]*(?: (?:of |and |the |de |du )?\p{Lu}[\p{L}\p{N}&'-]*){0,2}(?![\p{L}\p{N}]|\.[\p{L}\p{N}])/gu;

/**
 * The name a message writes for a link's own site, when the lists know neither: the link's
 * registrable name is exactly a name the message writes ("Duolingo" and duolingo.com, "Spotify"
 * and spotify.com), on a site no link check finds suspicious. A name with other words on the site
 * ("spotify-billing.com") is not shown to be the sender's.
 */
export function siteNamedInText(report: LinkReport, text: string): string | null {
  // A file to download ("…/Monkey_7931.doc") is no page of the site's: any site can be made to hold one.
  if (report.severity !== null || FILE_LINK.test(report.url)) return null;
  const label = (parseDomain(report.host).domainWithoutSuffix ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  // Three letters are a word inside many names: only an initialism written with "&" ("PG&E" and
  // pge.com, "SDG&E" and sdge.com) names a site that short.
  if (label.length < 3) return null;
  for (const m of text.slice(0, NAME_SCAN_CHARS).matchAll(WRITTEN_NAME)) {
    const words = m[0].split(' ');
    for (let n = words.length; n >= 1; n--) {
      const name = words.slice(0, n).join(' ');
      if (label.length < 4 && !/^\p{Lu}+&\p{Lu}+$/u.test(name)) continue;
      // "The Atlantic" is theatlantic.com, as "Duolingo" is duolingo.com.
      const letters = name.toLowerCase().replace(/[^a-z0-9]/g, '');
      if (nameToken(name) === label || letters === label) return name;
    }
  }
  return null;
}

let byOfficialDomain: Map<string, Brand> | undefined;
/** The known brand whose listed domain a link is on ("target.com" is Target's), or null. */
function officialOwner(report: LinkReport): Brand | null {
  if (report.severity !== null || !report.domain) return null;
  byOfficialDomain ??= new Map(BRANDS.flatMap((b) => b.official.map((d) => [d, b] as const)));
  return byOfficialDomain.get(report.domain) ?? null;
}

function says(j: Judged, sender: string | null, domain: string | null, host: string): string {
  const site = j.relation === 'own' ? host : (domain ?? 'an address with no name');
  if (j.relation === 'listed') return `the link (${site}) is on a list of reported scam sites`;
  if (j.relation === 'hidden') return 'the link is shortened, so it hides where it really goes';
  if (!sender) return `the link goes to ${site}`;
  switch (j.relation) {
    case 'own':
      return `the link belongs to ${sender} (${site})`;
    case 'lookalike':
      return j.disguise === 'brand-in-subdomain'
        ? `the link does not belong to ${sender}: its name sits in front of another site (${site})`
        : `the link does not belong to ${sender}: ${site} imitates its name`;
    default:
      return `the link does not belong to ${sender}: it goes to ${site}`;
  }
}

/**
 * The fact for each link. `brand` is the known brand the message speaks as, `signed` the name it
 * signs with when the lists do not know it; `sendsYou` says which links an ask points to.
 */
export function senderLinks(
  links: ReadonlyArray<{ quote: string; report: LinkReport | undefined; sendsYou: boolean }>,
  brand: Brand | null,
  signed: string | null,
  text = '',
): SenderLink[] {
  const token = brand ? null : signed ? nameToken(signed) : null;
  const short = text.split(/\s+/, OWN_WAY_WORDS + 2).length <= OWN_WAY_WORDS;
  return links.map(({ quote, report, sendsYou }) => {
    const url = report?.url ?? quote;
    const domain = report?.domain ?? null;
    if (!report) {
      const j: Judged = { relation: 'unknown', disguise: null };
      return {
        quote,
        url,
        domain,
        sender: null,
        ...j,
        sendsYou,
        hard: false,
        says: says(j, null, null, quote),
      };
    }
    const dressedAs = report.impersonates ?? null;
    const as = brand ?? dressedAs;
    // Speaking as no one, a link to a known brand's own domain or to the site of a name the
    // message writes is that site's own: the message sends the reader to the real site.
    const named =
      as || token || !short ? null : (officialOwner(report)?.name ?? siteNamedInText(report, text));
    let sender = as?.name ?? (token ? signed : named);
    let j: Judged = as
      ? judgeKnown(as, report)
      : token
        ? judgeNamed(token, report, leadingNames(signed!))
        : named
          ? { relation: 'own', disguise: null }
          : judgeOther(report).relation === 'hidden'
            ? { relation: 'hidden', disguise: null }
            : { relation: 'unknown', disguise: null };
    // Known by its brand but signed with a longer name ("Assurance Maladie" for Ameli): that name
    // in front of another site is the same disguise.
    if (as && j.relation === 'elsewhere' && signed && nameToken(signed)) {
      const byName = judgeNamed(nameToken(signed)!, report);
      if (byName.relation === 'lookalike' && byName.disguise === 'brand-in-subdomain') {
        j = byName;
        sender = as.name;
      }
    }
    if (brand && dressedAs && dressedAs !== brand) {
      // Speaks as one brand and dresses its link as another: the link is a look-alike of that one.
      sender = dressedAs.name;
      j = judgeKnown(dressedAs, report);
    }
    if (scamListHit(report.host)) j = { relation: 'listed', disguise: j.disguise };
    const hard =
      j.relation === 'listed' ||
      (j.relation === 'lookalike' && (!!as || j.disguise === 'brand-in-subdomain'));
    return {
      quote,
      url,
      domain,
      sender,
      ...j,
      sendsYou,
      hard,
      says: says(j, sender, domain, report.host),
    };
  });
}
