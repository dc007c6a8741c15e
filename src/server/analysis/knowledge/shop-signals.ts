/**
 * What acquisition learns about a shop, for shoppingFindings() to turn into red flags and
 * positive findings. Every page signal keeps the exact text of the page that showed it (a
 * "quote"), so each finding can show the reader where it came from.
 */

export interface BrandLookalike {
  brand: string;
  /** The brand's real domain, for the explanation. */
  officialDomain: string;
  /** How the shop's address relates to the brand. */
  kind: 'homoglyph' | 'typo' | 'brand-in-name';
  /** The label of the shop's domain that imitates the brand. */
  label: string;
}

export interface ShopDomainSignals {
  host: string;
  /** Registrable domain (tldts), e.g. "example.co.uk"; null for IP hosts and single names. */
  registrableDomain: string | null;
  https: boolean;
  ipHost: boolean;
  /** The risky top-level domain, e.g. "xyz"; null when the ending is common. */
  riskyTld: string | null;
  freeHosting: boolean;
  hyphens: number;
  /** Digits in the name (not the ending), e.g. "shop24-deals". */
  digits: boolean;
  punycode: boolean;
  /** The Unicode form of a punycode host, as a browser might show it. */
  unicodeHost: string | null;
  /** Letters from other scripts that look like Latin ones (Cyrillic "а" for "a"). */
  mixedScript: boolean;
  lookalike: BrandLookalike | null;
}

/** The shop's own words present it as a brand it is not ("NlKE Official Store"). */
export interface ShopBrandImitation {
  brand: string;
  officialDomain: string;
  /** The word that imitates or names the brand, as written. */
  word: string;
  /** The line it was found in. */
  quote: string;
  kind: 'homoglyph' | 'official-claim';
}

export interface ShopPaymentSignals {
  /** Payment methods that cannot be reversed or disputed. */
  crypto: string | null;
  giftCards: string | null;
  wireTransfer: string | null;
  /** Cards, PayPal and similar methods with buyer protection. */
  buyerProtected: string | null;
}

export interface ShopPageSignals {
  maxDiscountPercent: number | null;
  discount: string | null;
  countdown: string | null;
  scarcity: string | null;
  viewers: string | null;
  payments: ShopPaymentSignals;
  returnsPolicy: string | null;
  noReturns: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  companyRegistration: string | null;
  copyrightYear: number | null;
  copyright: string | null;
  /** The year the page was read in, to judge the copyright year against. */
  currentYear: number;
  brandImitation: ShopBrandImitation | null;
}

export interface ShopReviewSignals {
  count: number;
  /** Reviews whose text appears more than once. */
  duplicateCount: number;
  duplicate: string | null;
  /** The largest group of reviews posted at the same moment. */
  sameTimeCount: number;
  sameTime: string | null;
  fiveStarCount: number;
  ratedCount: number;
  /** The number of reviews the page states ("Customer reviews (287)", "4.6 from 1,204 reviews"). */
  statedCount: number | null;
  /** The average rating the page states, on a 1-5 scale. */
  statedRating: number | null;
  /** The words that stated them. */
  stated: string | null;
}

export interface ShopSchemaSignals {
  product: boolean;
  offer: boolean;
  /** From schema.org AggregateRating. */
  ratingValue: number | null;
  ratingCount: number | null;
  price: string | null;
}

export interface ShopSignals {
  domain: ShopDomainSignals;
  page: ShopPageSignals;
  reviews: ShopReviewSignals;
  schema: ShopSchemaSignals;
  hasPrivacy: boolean;
  hasTerms: boolean;
  hasContactPage: boolean;
  /**
   * The page could not be opened: only the address was read, so the page signals are empty
   * because nothing was read, not because the shop lacks them.
   */
  addressOnly?: true;
}
