/**
 * A shop's criteria, from what its page and address show (a signal: no findings needed; the
 * scorer and the report read it, score/shop.ts adds the offer's honesty). A product page is not an article: it has no author and cites no studies, and
 * nobody should expect it to. What tells an honest shop from a fake one is who runs it, on what
 * terms it sells, how it lets you pay, what its address says and whether its reviews look real.
 * So for a shop the source parts of the score come from these shop criteria (each a breakdown
 * row with its reasons).
 *
 * Everything a page shows about itself can be copied by a fake shop, and offline FactLens
 * cannot look the company up, so even a shop that shows everything stays below the top band:
 * the self-declared criteria top out around the 80s, which lands an honest unknown shop at B/C.
 */
import { UNASSESSED_PART, capitalise, countOf, type ScoreContribution } from '../../../shared';
import type { ShopSignals } from '../knowledge/shop-signals';
import { inspectLink } from '../knowledge/links';
import { readUnlistedDomain } from '../knowledge/unlisted-domain';
import { reviewPatterns } from './shop/shopping-findings';

/** Source quality of a shop: can the seller be trusted with a payment? (weights sum to 1) */
export const SHOP_SOURCE_WEIGHTS = {
  domainTrust: 0.4,
  paymentSafety: 0.4,
  reviewAuthenticity: 0.2,
} as const;
/** Transparency of a shop: does it say who it is and on what terms it sells? (sum to 1) */
export const SHOP_TRANSPARENCY_WEIGHTS = { businessIdentity: 0.55, shopPolicies: 0.45 } as const;
/** Most a page's own statements about itself can earn: FactLens cannot check them offline. */
export const SELF_DECLARED_MAX = 85;
/** An address FactLens knows nothing bad about; its age and reputation cannot be checked offline. */
const UNKNOWN_DOMAIN = 65;

/**
 * A shop counts as established (positive evidence) when its address, payment and self-description
 * all reach these: card or PayPal offered, a clean HTTPS domain, and who runs it on what terms.
 */
const ESTABLISHED = {
  domainTrust: 70,
  paymentSafety: 80,
  businessIdentity: 65,
  shopPolicies: 60,
} as const;

type Part = [number, string];

/** "a, b and c". */
function list(xs: Array<string | false | null | undefined>): string {
  const items = xs.filter((x): x is string => !!x);
  return items.length > 1
    ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
    : (items[0] ?? '');
}

function domainTrust(s: ShopSignals): Part {
  const d = s.domain;
  const name = d.registrableDomain ?? d.host;
  let score = UNKNOWN_DOMAIN + (d.https ? 10 : -20);
  const bad: string[] = d.https ? [] : ['no HTTPS'];
  const minus = (points: number, why: string) => {
    score -= points;
    bad.push(why);
  };
  if (d.ipHost) minus(35, 'a raw IP address');
  if (d.riskyTld) minus(25, `the risky .${d.riskyTld} ending`);
  if (d.freeHosting) minus(25, 'free hosting');
  if (d.punycode && !d.lookalike) minus(d.mixedScript ? 40 : 20, 'a punycode name');
  if (d.hyphens >= 2 || (d.digits && d.hyphens >= 1)) minus(10, 'a keyword-stuffed name');
  if (d.lookalike?.kind === 'brand-in-name')
    minus(40, `${d.lookalike.brand}'s name in an address ${d.lookalike.brand} does not use`);
  const ownFlag = d.ipHost || d.lookalike || d.riskyTld || d.freeHosting || d.punycode;
  if (!ownFlag && readUnlistedDomain(d.host).level === 'medium')
    minus(20, 'a name built like the names of reported scam shops');
  if (d.lookalike && d.lookalike.kind !== 'brand-in-name') {
    return [
      5,
      `${name} imitates ${d.lookalike.brand} (whose shop is at ${d.lookalike.officialDomain}).`,
    ];
  }
  const own = s.page.brandImitation;
  if (own)
    return [
      5,
      `The shop passes itself off as ${own.brand} ("${own.word}"), whose shop is at ${own.officialDomain}.`,
    ];
  // The link checks also know reported scam shops and disguised addresses.
  const link = d.ipHost ? null : inspectLink(`https://${d.host}/`);
  if (link?.severity === 'high')
    return [
      Math.min(score, 10),
      `${name}: ${link.reasons[0] ?? 'a look-alike or listed scam address'}.`,
    ];
  return [
    score,
    bad.length
      ? `${name} has ${list(bad)}.`
      : `${name} shows no look-alike, throwaway or risky-ending signs and uses HTTPS; its age and reputation cannot be checked offline.`,
  ];
}

function paymentSafety(s: ShopSignals): Part {
  const p = s.page.payments;
  const irreversible = list([
    p.crypto && 'crypto',
    p.giftCards && 'gift cards',
    p.wireTransfer && 'bank transfer',
  ]);
  if (irreversible && !p.buyerProtected)
    return [5, `Only irreversible payment (${irreversible}): money sent cannot be reclaimed.`];
  if (irreversible) return [45, `Card or PayPal offered, but it also asks for ${irreversible}.`];
  if (p.buyerProtected)
    return [SELF_DECLARED_MAX, 'Card or PayPal payment, which can be disputed if nothing arrives.'];
  return [
    50,
    'The page names no payment method; check at checkout that card or PayPal is offered.',
  ];
}

function reviewAuthenticity(s: ShopSignals): Part {
  const r = reviewPatterns(s);
  const statedCount = s.reviews.statedCount ?? s.schema.ratingCount;
  if (s.reviews.count === 0 && s.reviews.ratedCount === 0) {
    if (!statedCount)
      return [65, 'No reviews on the page to judge; look for reviews on other sites.'];
    const rating = s.reviews.statedRating ?? s.schema.ratingValue;
    // A count and an average are stated, but the texts cannot be judged here.
    return [
      75,
      `The page states ${countOf(statedCount, 'review')}${rating ? ` averaging ${rating} out of 5` : ''}; the texts are not on the page to judge, so compare with an independent review site.`,
    ];
  }
  const score =
    80 +
    (r.mixedRatings ? 10 : 0) -
    (r.identical ? 40 : 0) -
    (r.sameMoment ? 35 : 0) -
    (r.onlyFiveStar ? 15 : 0);
  const bad = list([
    r.identical && 'identical texts',
    r.sameMoment && 'posted at the same moment',
    r.onlyFiveStar && 'only 5 stars',
  ]);
  const reviews = capitalise(countOf(s.reviews.count, 'review'));
  return [
    score,
    bad
      ? `${reviews} on the page: ${bad}.`
      : `${reviews} on the page, no copy-paste or same-moment pattern${r.mixedRatings ? ', with a spread of ratings' : ''}.`,
  ];
}

function businessIdentity(s: ShopSignals): Part {
  const p = s.page;
  const contact = p.email ?? p.phone;
  const score =
    15 +
    (contact ? 30 : s.hasContactPage ? 20 : 0) +
    (p.address ? 25 : 0) +
    (p.companyRegistration ? 25 : 0);
  const has = list([
    contact ? 'contact details' : s.hasContactPage && 'a contact page',
    p.address && 'a street address',
    p.companyRegistration && 'a company registration',
  ]);
  const lacks = list([
    !contact && !s.hasContactPage && 'contact details',
    !p.address && 'a street address',
    !p.companyRegistration && 'a company registration',
  ]);
  return [
    Math.min(SELF_DECLARED_MAX, score),
    `${has ? `Gives ${has}` : 'Gives nothing about who runs it'}${lacks && has ? `; no ${lacks}` : ''}. As the page states them: check the company in the public register.`,
  ];
}

function shopPolicies(s: ShopSignals): Part {
  const p = s.page;
  const returns = p.noReturns ? 0 : p.returnsPolicy ? 45 : 15;
  const score = 15 + returns + (s.hasPrivacy ? 20 : 0) + (s.hasTerms ? 20 : 0);
  const returnsNote = p.noReturns
    ? 'refuses returns'
    : p.returnsPolicy
      ? 'states a returns policy'
      : 'says nothing about returns';
  const pages = list([s.hasPrivacy && 'privacy policy', s.hasTerms && 'terms of sale']);
  return [
    Math.min(SELF_DECLARED_MAX, score),
    `It ${returnsNote}; ${pages ? `links to a ${pages.replace(', ', ' and ')}` : 'links to no privacy policy or terms of sale'}.`,
  ];
}

export interface ShopAssessment {
  sourceQuality: number;
  transparency: number;
  /** False when the page could not be opened: only domain trust was assessed. */
  pageRead: boolean;
  /** Established: every criterion reaches ESTABLISHED. Positive evidence for the scale. */
  standing: 'established' | 'unknown';
  /** The criteria rows, each nested under source_quality or transparency. */
  rows: ScoreContribution[];
}

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/** Said for every criterion of a shop whose page could not be opened. */
const NOT_OPENED: Part = [
  UNASSESSED_PART,
  'Not assessed: the page could not be opened, so only its address was checked.',
];

/** The shop criteria, from what the page and its address show (no findings needed). */
export function assessShop(s: ShopSignals): ShopAssessment {
  if (s.addressOnly) return assessAddressOnly(s);
  const source = {
    domainTrust: domainTrust(s),
    paymentSafety: paymentSafety(s),
    reviewAuthenticity: reviewAuthenticity(s),
  };
  const open = { businessIdentity: businessIdentity(s), shopPolicies: shopPolicies(s) };
  const weighted = <K extends string>(parts: Record<K, Part>, weights: Record<K, number>) =>
    clamp((Object.keys(parts) as K[]).reduce((sum, k) => sum + weights[k] * clamp(parts[k][0]), 0));
  const established =
    source.domainTrust[0] >= ESTABLISHED.domainTrust &&
    source.paymentSafety[0] >= ESTABLISHED.paymentSafety &&
    open.businessIdentity[0] >= ESTABLISHED.businessIdentity &&
    open.shopPolicies[0] >= ESTABLISHED.shopPolicies;
  return {
    sourceQuality: weighted(source, SHOP_SOURCE_WEIGHTS),
    transparency: weighted(open, SHOP_TRANSPARENCY_WEIGHTS),
    pageRead: true,
    standing: established ? 'established' : 'unknown',
    rows: shopRows(source, open),
  };
}

/** Only the address was read: domain trust is the whole of source quality; the rest is unknown. */
function assessAddressOnly(s: ShopSignals): ShopAssessment {
  const source = {
    domainTrust: domainTrust(s),
    paymentSafety: NOT_OPENED,
    reviewAuthenticity: NOT_OPENED,
  };
  return {
    sourceQuality: clamp(source.domainTrust[0]),
    transparency: UNASSESSED_PART,
    pageRead: false,
    standing: 'unknown',
    rows: shopRows(source, { businessIdentity: NOT_OPENED, shopPolicies: NOT_OPENED }),
  };
}

function shopRows(
  source: Record<keyof typeof SHOP_SOURCE_WEIGHTS, Part>,
  open: Record<keyof typeof SHOP_TRANSPARENCY_WEIGHTS, Part>,
): ScoreContribution[] {
  const row = (
    component: string,
    parent: string,
    label: string,
    weight: number,
    [score, note]: Part,
  ): ScoreContribution => ({ component, parent, label, weight, score: clamp(score), note });
  return [
    row(
      'domain_trust',
      'source_quality',
      'Domain trust',
      SHOP_SOURCE_WEIGHTS.domainTrust,
      source.domainTrust,
    ),
    row(
      'payment_safety',
      'source_quality',
      'Payment safety',
      SHOP_SOURCE_WEIGHTS.paymentSafety,
      source.paymentSafety,
    ),
    row(
      'review_authenticity',
      'source_quality',
      'Review authenticity',
      SHOP_SOURCE_WEIGHTS.reviewAuthenticity,
      source.reviewAuthenticity,
    ),
    row(
      'business_identity',
      'transparency',
      'Business identity',
      SHOP_TRANSPARENCY_WEIGHTS.businessIdentity,
      open.businessIdentity,
    ),
    row(
      'shop_policies',
      'transparency',
      'Returns, privacy and terms',
      SHOP_TRANSPARENCY_WEIGHTS.shopPolicies,
      open.shopPolicies,
    ),
  ];
}
