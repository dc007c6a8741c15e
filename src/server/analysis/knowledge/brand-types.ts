/**
 * The shape of a brand in the one brand list (brands.ts): how it is written, what kind of
 * organisation it is, how its name is matched in text and in a domain, and the domains it really
 * uses. Kept apart so the data files (brands-organisations.ts, brands-retail.ts) and brands.ts
 * share it without importing one another.
 */

/** 'retail': a shop brand that fake shops dress up as; the text rules do not look for it in messages. */
export type BrandKind =
  | 'bank'
  | 'payment'
  | 'delivery'
  | 'tech'
  | 'shop'
  | 'authority'
  | 'retail'
  | 'charity';

export interface Brand {
  /** How the brand is written for people. */
  name: string;
  kind: BrandKind;
  /** Regex source matching the name in text (case-insensitive, whole words). */
  pattern: string;
  /** The brand as it appears inside a domain label, e.g. "paypal", "royalmail". */
  token: string;
  /** Registrable domains the brand really uses (its main shop first), beyond "<token>.<any suffix>". */
  official: readonly string[];
  /** Match the pattern case-sensitively (names that are also common words: "UPS", "Apple"). */
  cased?: boolean;
  /**
   * The registrable domains of the brand's member institutions, by their published naming rule
   * (Germany's regional savings banks: "sparkasse-koelnbonn.de"): theirs, not look-alikes.
   */
  members?: RegExp;
}

/** A brand the text rules look for in a message (every one but the shop brands has a pattern). */
export type MessageBrand = Brand & { kind: Exclude<BrandKind, 'retail'> };
