/**
 * What a shop's reviews say: identical reviews, reviews posted at the same moment, only 5-star
 * ratings (or a genuine spread), and a stated count or schema.org product markup. The patterns
 * and their thresholds are shared with the shop assessment (signals/shop-assessment.ts), so both read the same.
 * Split from shopping-findings.ts, which turns all shop signals into findings.
 */
import type { PositiveSignal, RedFlag } from '../../../../shared';
import type { ShopSignals } from '../../knowledge/shop-signals';

/** Review-pattern thresholds. */
export const MIN_REVIEWS_FOR_PATTERNS = 3;
export const MIN_RATINGS_FOR_ALL_FIVE = 5;
const DUPLICATE_SHARE = 0.3;
const SAME_TIME_SHARE = 0.5;

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

export function reviewFlags(s: ShopSignals, flags: RedFlag[], positives: PositiveSignal[]): void {
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
