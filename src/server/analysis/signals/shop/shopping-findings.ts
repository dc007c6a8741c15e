/**
 * Shop signals (from acquisition) as findings: each warning sign becomes a red flag with a
 * severity and the quoted words of the page (or the address) that showed it, and each sign of an
 * accountable shop becomes a positive finding. Flag types reuse the analyzer's scam and pressure
 * groups (impersonation, payment_request, urgency, scarcity, too_good_to_be_true,
 * suspicious_link), so the scorer's scam ceiling applies to a shop as it does to a message.
 * Pure and deterministic: the same signals give the same findings.
 * The address flags are in shop-domain-flags.ts and the review flags in shop-reviews.ts.
 */
import type { PositiveSignal, RedFlag } from '../../../../shared';
import type { ShopSignals } from '../../knowledge/shop-signals';
import type { Acquired } from '../../types';
import { domainFlags } from './shop-domain-flags';
import { reviewFlags } from './shop-reviews';

export {
  MIN_RATINGS_FOR_ALL_FIVE,
  MIN_REVIEWS_FOR_PATTERNS,
  type ReviewPatterns,
  reviewPatterns,
} from './shop-reviews';

/** Discounts from these percentages are "too good to be true" (medium, then high). */
export const SUSPICIOUS_DISCOUNT_PERCENT = 50;
export const EXTREME_DISCOUNT_PERCENT = 70;
/** A copyright year older than this many years suggests an abandoned or copied template. */
export const STALE_COPYRIGHT_YEARS = 2;

export interface ShoppingFindings {
  redFlags: RedFlag[];
  positiveSignals: PositiveSignal[];
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
