/**
 * Shop signals (from acquisition) as findings: each warning sign becomes a red flag with a
 * severity and the quoted words of the page (or the address) that showed it, and each sign of an
 * accountable shop becomes a positive finding. Flag types reuse the analyzer's scam and pressure
 * groups (impersonation, payment_request, urgency, scarcity, too_good_to_be_true,
 * suspicious_link), so the scorer's scam ceiling applies to a shop as it does to a message.
 * Pure and deterministic: the same signals give the same findings.
 */
import type { PositiveSignal, RedFlag } from '../../../../shared';
import type { ShopSignals } from '../../knowledge/shop-signals';
import type { Acquired } from '../../types';
import { unlistedNameFlag } from '../sources/address-findings';

/** Discounts from these percentages are "too good to be true" (medium, then high). */
export const SUSPICIOUS_DISCOUNT_PERCENT = 50;
export const EXTREME_DISCOUNT_PERCENT = 70;
/** A copyright year older than this many years suggests an abandoned or copied template. */
export const STALE_COPYRIGHT_YEARS = 2;
/** Review-pattern thresholds. */
export const MIN_REVIEWS_FOR_PATTERNS = 3;
export const MIN_RATINGS_FOR_ALL_FIVE = 5;
const DUPLICATE_SHARE = 0.3;
const SAME_TIME_SHARE = 0.5;

export interface ShoppingFindings {
  redFlags: RedFlag[];
  positiveSignals: PositiveSignal[];
}

function domainFlags(s: ShopSignals, flags: RedFlag[]): void {
  const d = s.domain;
  const name = d.registrableDomain ?? d.host;
  const own = s.page.brandImitation;
  if (d.lookalike) {
    const l = d.lookalike;
    const how =
      l.kind === 'homoglyph'
        ? `spells ${l.brand}'s name with look-alike characters ("${l.label}")`
        : l.kind === 'typo'
          ? `is one or two letters away from ${l.brand}'s name ("${l.label}")`
          : `puts ${l.brand}'s name in an address ${l.brand} does not use`;
    // The page's own look-alike spelling of the same brand is the same sign: one flag, both told.
    const also = own && own.brand === l.brand ? ` The page calls itself "${own.word}" too.` : '';
    flags.push({
      indicator: `Shop address imitates ${l.brand}`,
      type: 'impersonation',
      severity: l.kind === 'brand-in-name' && !also ? 'medium' : 'high',
      explanation: `${name} ${how}.${also} ${l.brand}'s own shop is at ${l.officialDomain}; fake shops borrow famous names to sell counterfeits or take card details.`,
      textExample: d.unicodeHost ?? d.host,
    });
  } else if (own) {
    flags.push({
      indicator:
        own.kind === 'homoglyph'
          ? `Shop's name imitates ${own.brand}`
          : `Claims to be the official ${own.brand} shop`,
      type: 'impersonation',
      severity: 'high',
      explanation:
        own.kind === 'homoglyph'
          ? `The shop writes "${own.word}", ${own.brand}'s name with look-alike characters (such as a lower-case l for a capital I, or 0 for O), so it passes for ${own.brand} at a glance without using the name. ${own.brand}'s own shop is at ${own.officialDomain}.`
          : `The shop presents itself as ${own.brand}'s official shop, but ${name} is not a domain ${own.brand} uses; its own shop is at ${own.officialDomain}.`,
      textExample: own.quote,
    });
  }
  if (d.punycode && !d.lookalike) {
    flags.push({
      indicator: 'Address written in punycode',
      type: 'suspicious_link',
      severity: d.mixedScript ? 'high' : 'medium',
      explanation: `${d.host} is an internationalised name${d.unicodeHost ? ` shown as "${d.unicodeHost}"` : ''}${d.mixedScript ? ' that mixes in letters from other alphabets which look like Latin ones' : ''}; such names can pass for a familiar shop at a glance.`,
      textExample: d.host,
    });
  }
  if (d.ipHost) {
    flags.push({
      indicator: 'Shop reached by a raw IP address',
      type: 'suspicious_link',
      // Like plain HTTP, a weakness rather than evidence: small shops and test servers run on an
      // address. Domain trust drops; it takes other signs to grade a shop D or F.
      severity: 'low',
      explanation:
        'Real shops have a domain name; an address made of numbers hides who runs the site.',
      textExample: d.host,
    });
  }
  if (d.riskyTld) {
    flags.push({
      indicator: `Risky domain ending (.${d.riskyTld})`,
      type: 'suspicious_link',
      severity: 'medium',
      explanation: `The .${d.riskyTld} ending is cheap and over-represented among throwaway scam shops.`,
      textExample: name,
    });
  }
  if (d.freeHosting) {
    flags.push({
      indicator: 'Shop on free website hosting',
      type: 'suspicious_link',
      severity: 'medium',
      explanation: `${d.host} is on a free hosting service where anyone can set up a shop page in minutes.`,
      textExample: d.host,
    });
  }
  if (d.hyphens >= 2 || (d.digits && d.hyphens >= 1)) {
    flags.push({
      indicator: 'Keyword-stuffed shop address',
      type: 'suspicious_link',
      severity: 'low',
      explanation: `${name} strings words${d.digits ? ' and digits' : ''} together with hyphens, typical of short-lived shops registered in bulk.`,
      textExample: name,
    });
  }
  // A name no list knows, built like the names of reported scam shops. A look-alike, a risky
  // ending, free hosting or punycode is already its own flag, so the name does not count twice.
  const ownFlag = d.ipHost || d.lookalike || d.riskyTld || d.freeHosting || d.punycode;
  const unlisted = ownFlag ? null : unlistedNameFlag(d.host);
  if (unlisted) flags.push(unlisted);
  if (!d.https) {
    flags.push({
      indicator: 'No HTTPS',
      type: 'no_https',
      // A weakness, not evidence of a fake shop: small honest shops still run on plain HTTP. It
      // weighs within the band and lowers domain trust; it takes other signs to grade a shop D/F.
      severity: 'low',
      explanation:
        'The shop is served without encryption, so card and address details typed into it could be read on the way.',
      textExample: `http://${d.host}`,
    });
  }
}

function pressureFlags(s: ShopSignals, flags: RedFlag[]): void {
  const p = s.page;
  if (
    p.maxDiscountPercent !== null &&
    p.maxDiscountPercent >= SUSPICIOUS_DISCOUNT_PERCENT &&
    p.discount
  ) {
    flags.push({
      indicator: `Discount of ${p.maxDiscountPercent}%`,
      type: 'too_good_to_be_true',
      severity: p.maxDiscountPercent >= EXTREME_DISCOUNT_PERCENT ? 'high' : 'medium',
      explanation: `Prices ${p.maxDiscountPercent}% below normal are what fake shops use to make people buy before they think; genuine clearance of new branded goods rarely goes that deep.`,
      textExample: p.discount,
    });
  }
  if (p.countdown) {
    flags.push({
      indicator: 'Countdown timer',
      type: 'urgency',
      severity: 'medium',
      explanation:
        'A ticking deadline is there to stop you comparing prices or checking the shop; on fake shops it often restarts on every visit.',
      textExample: p.countdown,
    });
  }
  if (p.scarcity) {
    flags.push({
      indicator: 'Scarcity pressure',
      type: 'scarcity',
      severity: 'medium',
      explanation: '"Only a few left" claims cannot be checked and are used to rush the decision.',
      textExample: p.scarcity,
    });
  }
  if (p.viewers) {
    flags.push({
      indicator: 'Others-are-buying pressure',
      type: 'scarcity',
      severity: 'low',
      explanation:
        'Counters of people viewing or buying are often invented by a script to create fear of missing out.',
      textExample: p.viewers,
    });
  }
}

function paymentFlags(s: ShopSignals, flags: RedFlag[], positives: PositiveSignal[]): void {
  const pay = s.page.payments;
  const irreversible = [
    pay.crypto && { label: 'cryptocurrency', quote: pay.crypto },
    pay.giftCards && { label: 'gift cards', quote: pay.giftCards },
    pay.wireTransfer && { label: 'bank or money transfer', quote: pay.wireTransfer },
  ].filter((x): x is { label: string; quote: string } => !!x);
  if (irreversible.length > 0) {
    const only = !pay.buyerProtected;
    flags.push({
      indicator: only
        ? `Only irreversible payment (${irreversible.map((i) => i.label).join(', ')})`
        : `Asks for irreversible payment (${irreversible.map((i) => i.label).join(', ')})`,
      type: 'payment_request',
      severity: only ? 'high' : 'medium',
      explanation: only
        ? 'The shop offers no card or PayPal payment, only methods whose money cannot be reclaimed if nothing arrives. Genuine shops let you pay with buyer protection.'
        : 'Money sent by crypto, gift card or transfer cannot be reclaimed if the goods never arrive; pay by card or PayPal if you buy at all.',
      textExample: irreversible[0]!.quote,
    });
  } else if (pay.buyerProtected) {
    positives.push({
      indicator: 'Payment with buyer protection',
      explanation:
        'The shop takes cards or PayPal, where a payment can be disputed if the goods do not arrive.',
      textExample: pay.buyerProtected,
    });
  }
}

function accountabilityFlags(s: ShopSignals, flags: RedFlag[], positives: PositiveSignal[]): void {
  const p = s.page;
  if (p.noReturns) {
    flags.push({
      indicator: 'No returns or refunds',
      type: 'no_returns_policy',
      severity: 'medium',
      explanation:
        'The shop says it takes nothing back. In many countries online buyers have a legal right to return goods; a shop that denies it is not one to trust with a payment.',
      textExample: p.noReturns,
    });
  } else if (p.returnsPolicy) {
    positives.push({
      indicator: 'Returns policy',
      explanation: 'The shop states how to return goods and get money back.',
      textExample: p.returnsPolicy,
    });
  } else {
    flags.push({
      indicator: 'No returns policy found',
      type: 'no_returns_policy',
      severity: 'medium',
      explanation:
        'The page says nothing about returns or refunds, so you may have no way to get your money back.',
      textExample: s.domain.host,
    });
  }

  const contact = p.email ?? p.phone;
  if (contact) {
    positives.push({
      indicator: 'Contact details',
      explanation: 'The shop gives an email address or phone number you can try before buying.',
      textExample: contact,
    });
  } else if (!s.hasContactPage) {
    flags.push({
      indicator: 'No contact details',
      type: 'no_contact_details',
      severity: 'medium',
      explanation:
        'No email address, phone number or contact page was found: if something goes wrong there is nobody to reach.',
      textExample: s.domain.host,
    });
  }

  if (p.address)
    positives.push({
      indicator: 'Physical address',
      explanation: 'The shop gives a street address, which can be looked up on a map.',
      textExample: p.address,
    });
  if (p.companyRegistration) {
    positives.push({
      indicator: 'Company registration',
      explanation:
        'The shop names a company or VAT registration that can be checked in the public register.',
      textExample: p.companyRegistration,
    });
  }
  if (!p.address && !p.companyRegistration) {
    flags.push({
      indicator: 'No address or company details',
      type: 'no_business_identity',
      severity: 'low',
      explanation:
        'Neither a street address nor a company registration is given, so there is no way to tell who runs the shop.',
      textExample: s.domain.host,
    });
  }

  if (s.hasPrivacy && s.hasTerms) {
    positives.push({
      indicator: 'Privacy and terms pages',
      explanation: 'The shop links to a privacy policy and terms of sale.',
    });
  } else {
    const missing = [!s.hasPrivacy && 'privacy policy', !s.hasTerms && 'terms of sale']
      .filter(Boolean)
      .join(' or ');
    flags.push({
      indicator: `No ${missing}`,
      type: 'missing_policies',
      severity: 'low',
      explanation: `No link to a ${missing} was found; legitimate shops are required to publish them in most countries.`,
      textExample: s.domain.host,
    });
  }

  if (
    p.copyrightYear !== null &&
    p.copyright &&
    p.currentYear - p.copyrightYear >= STALE_COPYRIGHT_YEARS
  ) {
    flags.push({
      indicator: `Copyright year ${p.copyrightYear}`,
      type: 'stale_copyright',
      severity: 'low',
      explanation: `The footer says ${p.copyrightYear}, ${p.currentYear - p.copyrightYear} years ago: fake shops are often built from old copied templates.`,
      textExample: p.copyright,
    });
  }
  if (s.domain.https)
    positives.push({
      indicator: 'HTTPS',
      explanation: 'Payment and address details are encrypted on the way to the shop.',
    });
}

export interface ReviewPatterns {
  /** Enough reviews repeat the same words to look written by the shop. */
  identical: boolean;
  /** Enough reviews carry the same date and time. */
  sameMoment: boolean;
  /** Enough rated reviews, and every one gives 5 stars. */
  onlyFiveStar: boolean;
  /** Enough rated reviews, and not all 5 stars, as genuine reviews rarely are. */
  mixedRatings: boolean;
}

/** The review patterns the flags and the shop score share, so both read the same thresholds. */
export function reviewPatterns(s: ShopSignals): ReviewPatterns {
  const r = s.reviews;
  const enough = r.count >= MIN_REVIEWS_FOR_PATTERNS;
  const rated = r.ratedCount >= MIN_RATINGS_FOR_ALL_FIVE;
  return {
    identical:
      enough &&
      !!r.duplicate &&
      r.duplicateCount >= 2 &&
      r.duplicateCount / r.count >= DUPLICATE_SHARE,
    sameMoment:
      enough &&
      !!r.sameTime &&
      r.sameTimeCount >= MIN_REVIEWS_FOR_PATTERNS &&
      r.sameTimeCount / r.count >= SAME_TIME_SHARE,
    onlyFiveStar: rated && r.fiveStarCount === r.ratedCount,
    mixedRatings: rated && r.fiveStarCount < r.ratedCount,
  };
}

function reviewFlags(s: ShopSignals, flags: RedFlag[], positives: PositiveSignal[]): void {
  const r = s.reviews;
  const patterns = reviewPatterns(s);
  if (patterns.identical && r.duplicate) {
    flags.push({
      indicator: 'Identical reviews',
      type: 'fake_reviews',
      severity: 'medium',
      explanation: `${r.duplicateCount} of ${r.count} reviews repeat the same words, a sign they were written by the shop, not by customers.`,
      textExample: r.duplicate,
    });
  }
  if (patterns.sameMoment && r.sameTime) {
    flags.push({
      indicator: 'Reviews posted at the same moment',
      type: 'fake_reviews',
      severity: 'medium',
      explanation: `${r.sameTimeCount} of ${r.count} reviews carry the same date and time, which real customers buying at different times would not produce.`,
      textExample: r.sameTime,
    });
  }
  if (patterns.onlyFiveStar) {
    flags.push({
      indicator: 'Only 5-star reviews',
      type: 'fake_reviews',
      severity: 'low',
      explanation: `All ${r.ratedCount} rated reviews give 5 stars; genuine products collect a spread of ratings.`,
      textExample: `${r.fiveStarCount} of ${r.ratedCount} reviews: 5 stars`,
    });
  } else if (patterns.mixedRatings) {
    positives.push({
      indicator: 'Mixed ratings',
      explanation: `The ${r.ratedCount} rated reviews are not all 5 stars, as genuine reviews rarely are.`,
    });
  }
  const statedCount = r.statedCount ?? s.schema.ratingCount;
  if (r.count === 0 && statedCount) {
    const rating = r.statedRating ?? s.schema.ratingValue;
    positives.push({
      indicator: 'Review count and rating stated',
      explanation: `The page states ${statedCount.toLocaleString('en-US')} reviews${rating ? ` averaging ${rating} out of 5` : ''}; the reviews themselves are not on the page, so check them on an independent review site.`,
      ...(r.stated ? { textExample: r.stated } : {}),
    });
  }
  if (s.schema.product && s.schema.offer) {
    positives.push({
      indicator: 'Product and price described (schema.org)',
      explanation: `The page declares the product and its offer${s.schema.price ? ` (${s.schema.price})` : ''} in standard markup, as established shop systems do.`,
      ...(s.schema.price ? { textExample: s.schema.price } : {}),
    });
  }
}

export function shoppingFindings(acquired: Acquired): ShoppingFindings {
  const s = acquired.shop;
  if (!s) return { redFlags: [], positiveSignals: [] };
  const redFlags: RedFlag[] = [];
  const positiveSignals: PositiveSignal[] = [];
  domainFlags(s, redFlags);
  // Only the address was read: the page's payment, policies and reviews are unknown, not missing.
  if (s.addressOnly) return { redFlags, positiveSignals };
  pressureFlags(s, redFlags);
  paymentFlags(s, redFlags, positiveSignals);
  accountabilityFlags(s, redFlags, positiveSignals);
  reviewFlags(s, redFlags, positiveSignals);
  return { redFlags, positiveSignals };
}
