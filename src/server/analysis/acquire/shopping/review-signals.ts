/**
 * Customer reviews on a shop page and the patterns of fake ones: the same text posted several
 * times, many reviews posted at the same moment, and nothing but 5-star ratings. Reviews come
 * from schema.org Review data or from the page's review elements, whichever holds more (pages
 * often carry both for the same reviews, and counting both would invent duplicates).
 */
import { hasLdType, type LdNode } from '../article/structured-data';
import type { ShopReviewSignals } from '../../knowledge/shop-signals';

/** Reviews shorter than this ("Great!") repeat innocently. */
const MIN_DUPLICATE_CHARS = 15;
/** Bounds the work on pages with thousands of reviews. */
export const MAX_REVIEWS_READ = 200;

interface Review {
  text: string;
  rating: number | null;
  time: string | null;
}

const num = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

/** Ratings on another scale (1-10, 1-100) are brought to 1-5. */
function toFivePoint(value: number | null, best: number | null): number | null {
  if (value === null) return null;
  const scale = best && best > 0 ? best : 5;
  return Math.round((value / scale) * 5 * 10) / 10;
}

function fromStructuredData(ld: readonly LdNode[]): Review[] {
  return ld.filter((n) => hasLdType(n, 'Review')).slice(0, MAX_REVIEWS_READ).map((n) => {
    const rating = (n.reviewRating ?? {}) as LdNode;
    const body = n.reviewBody ?? n.description ?? n.name;
    return {
      text: typeof body === 'string' ? body.replace(/\s+/g, ' ').trim() : '',
      rating: toFivePoint(num(rating.ratingValue), num(rating.bestRating)),
      time: typeof n.datePublished === 'string' ? n.datePublished.trim() : null,
    };
  });
}

const STARS_OF = /(\d(?:\.\d)?)\s*(?:\/|out\s+of)\s*5\b/i;
const DATE_TEXT = /\b(?:\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?|\d{1,2}\/\d{1,2}\/\d{2,4}|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{4})(?:\s+(?:at\s+)?\d{1,2}:\d{2}(?:\s*[AP]M)?)?/i;

function ratingOf(el: Element): number | null {
  const prop = el.querySelector('[itemprop="ratingValue"]');
  const fromProp = num(prop?.getAttribute('content') ?? prop?.textContent);
  if (fromProp !== null) return fromProp;
  const data = el.closest('[data-rating]') ?? el.querySelector('[data-rating]');
  const fromData = num(data?.getAttribute('data-rating'));
  if (fromData !== null) return fromData;
  const text = el.textContent ?? '';
  const stars = (text.match(/★/g) ?? []).length;
  if (stars > 0 && stars <= 5) return stars;
  const aria = el.querySelector('[aria-label*="star" i], [title*="star" i]');
  const label = aria?.getAttribute('aria-label') ?? aria?.getAttribute('title') ?? '';
  return num(STARS_OF.exec(label)?.[1] ?? STARS_OF.exec(text)?.[1]);
}

function timeOf(el: Element): string | null {
  const t = el.querySelector('time[datetime], [itemprop="datePublished"]');
  const value = t?.getAttribute('datetime') ?? t?.getAttribute('content') ?? t?.textContent;
  if (value?.trim()) return value.trim();
  return DATE_TEXT.exec(el.textContent ?? '')?.[0] ?? null;
}

function textOf(el: Element): string {
  const body = el.querySelector('[itemprop="reviewBody"], [class*="review-text" i], [class*="review-body" i], [class*="review-content" i], blockquote, p');
  return (body?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const REVIEW_SELECTOR = '[itemprop="review"], [class~="review"], [class*="review-item" i], [class*="review-card" i], [class*="testimonial" i], [data-review]';

function fromPage(doc: Document): Review[] {
  const reviews: Review[] = [];
  for (const el of Array.from(doc.querySelectorAll(REVIEW_SELECTOR))) {
    // Only the innermost review containers: a list of reviews is not itself a review.
    if (el.querySelector(REVIEW_SELECTOR)) continue;
    reviews.push({ text: textOf(el), rating: ratingOf(el), time: timeOf(el) });
    if (reviews.length >= MAX_REVIEWS_READ) break;
  }
  return reviews;
}

function largestGroup(values: readonly string[]): [string, number] | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: [string, number] | null = null;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return best;
}

const normalised = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

export function shopReviewSignals(doc: Document, ld: readonly LdNode[]): ShopReviewSignals {
  const structured = fromStructuredData(ld);
  const page = fromPage(doc);
  const reviews = page.length > structured.length ? page : structured;

  const texts = reviews.filter((r) => r.text.length >= MIN_DUPLICATE_CHARS);
  const byText = new Map<string, Review[]>();
  for (const r of texts) byText.set(normalised(r.text), [...(byText.get(normalised(r.text)) ?? []), r]);
  const repeated = [...byText.values()].filter((group) => group.length > 1);
  const duplicateCount = repeated.reduce((n, group) => n + group.length, 0);
  const biggest = repeated.sort((a, b) => b.length - a.length)[0];

  const times = reviews.map((r) => r.time).filter((t): t is string => !!t);
  const sameTime = largestGroup(times);
  const rated = reviews.map((r) => r.rating).filter((r): r is number => r !== null);
  return {
    count: reviews.length,
    duplicateCount,
    duplicate: biggest?.[0]?.text ?? null,
    sameTimeCount: sameTime && sameTime[1] > 1 ? sameTime[1] : 0,
    sameTime: sameTime && sameTime[1] > 1 ? sameTime[0] : null,
    fiveStarCount: rated.filter((r) => r >= 5).length,
    ratedCount: rated.length,
  };
}
