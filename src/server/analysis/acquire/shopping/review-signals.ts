/**
 * Customer reviews on a shop page and the patterns of fake ones: the same text posted several
 * times, many reviews posted at the same moment, and nothing but 5-star ratings. Reviews come
 * from schema.org Review data or from the page's review elements, whichever holds more (pages
 * often carry both for the same reviews, and counting both would invent duplicates).
 */
import { hasLdType, type LdNode } from '../article/structured-data';
import type { ShopReviewSignals } from '../../knowledge/shop-signals';
import { quoteAround } from './quote';

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
  const n =
    typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

/** Ratings on another scale (1-10, 1-100) are brought to 1-5. */
function toFivePoint(value: number | null, best: number | null): number | null {
  if (value === null) return null;
  const scale = best && best > 0 ? best : 5;
  return Math.round((value / scale) * 5 * 10) / 10;
}

function fromStructuredData(ld: readonly LdNode[]): Review[] {
  return ld
    .filter((n) => hasLdType(n, 'Review'))
    .slice(0, MAX_REVIEWS_READ)
    .map((n) => {
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
const DATE_TEXT =
  /\b(?:\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?|\d{1,2}\/\d{1,2}\/\d{2,4}|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{4})(?:\s+(?:at\s+)?\d{1,2}:\d{2}(?:\s*[AP]M)?)?/i;
/** "2 hours ago", "an hour ago", "yesterday": how review widgets show when a review was posted. */
const RELATIVE_TIME =
  /\b(?:(?:\d{1,3}|an?|one)\s+(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?)\s+ago|just\s+now|yesterday)\b/i;
/** A line of text that is a review: stars or a score out of 5, then some words. */
const STAR_LINE =
  /^\s*(?:[★☆]{3,5}|[1-5](?:\.\d)?\s*(?:\/\s*5|out\s+of\s+5|stars?))\s*[-–:|]?\s*(.{15,})$/;
/**
 * How many reviews the page says it has and their average: "Customer reviews (287)", "Reviews:
 * 287", "4.6 out of 5 (1,204 reviews)", "Based on 312 reviews", "Rated 4.4/5".
 */
const STATED_COUNT = [
  /\b(?:customer\s+|product\s+|verified\s+)?reviews?\s*[(:]\s*(\d{1,3}(?:[,. ]\d{3})*|\d+)\s*\)?/i,
  /\b(?:based\s+on|from|of)\s+(\d{1,3}(?:[,. ]\d{3})*|\d+)\s+(?:customer\s+|verified\s+)?(?:reviews|ratings)\b/i,
  /(?:^|[\s(])(\d{1,3}(?:[,. ]\d{3})*|\d+)\s+(?:customer\s+|verified\s+)?(?:reviews|ratings)\b/im,
];
const STATED_RATING =
  /\b(?:rated\s+|rating:?\s+|average:?\s+)?([1-5](?:[.,]\d{1,2})?)\s*(?:\/\s*5|out\s+of\s+5(?:\s+stars)?)\b/i;

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
  const text = el.textContent ?? '';
  return DATE_TEXT.exec(text)?.[0] ?? RELATIVE_TIME.exec(text)?.[0]?.toLowerCase() ?? null;
}

/** Reviews written as plain lines ("★★★★★ Best shoes ever! - Maria, 2 hours ago"). */
function fromText(text: string): Review[] {
  const reviews: Review[] = [];
  for (const line of text.split('\n')) {
    const m = STAR_LINE.exec(line);
    if (!m) continue;
    const stars = (line.match(/★/g) ?? []).length;
    const rating = stars > 0 ? stars : num(/([1-5](?:\.\d)?)/.exec(line)?.[1]);
    const time = DATE_TEXT.exec(line)?.[0] ?? RELATIVE_TIME.exec(line)?.[0]?.toLowerCase() ?? null;
    // The review's words without its byline ("- Maria, 2 hours ago").
    const body = m[1]!.replace(/\s[-–—]\s*[^-–—]{0,40}$/, '').trim();
    reviews.push({ text: body, rating, time });
    if (reviews.length >= MAX_REVIEWS_READ) break;
  }
  return reviews;
}

function parseCount(raw: string): number {
  return Number(raw.replace(/[,. ]/g, ''));
}

/** What the page states about its reviews in visible text (the count and the average). */
function stated(text: string): {
  count: number | null;
  rating: number | null;
  quote: string | null;
} {
  let count: number | null = null;
  let quote: string | null = null;
  for (const re of STATED_COUNT) {
    const m = re.exec(text);
    if (m && parseCount(m[1]!) > 0) {
      count = parseCount(m[1]!);
      quote = quoteAround(text, m.index, m.index + m[0].length);
      break;
    }
  }
  const r = STATED_RATING.exec(text);
  const rating = r ? Number(r[1]!.replace(',', '.')) : null;
  return {
    count,
    rating,
    quote: quote ?? (r ? quoteAround(text, r.index, r.index + r[0].length) : null),
  };
}

function textOf(el: Element): string {
  const body = el.querySelector(
    '[itemprop="reviewBody"], [class*="review-text" i], [class*="review-body" i], [class*="review-content" i], blockquote, p',
  );
  return (body?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const REVIEW_SELECTOR =
  '[itemprop="review"], [class~="review"], [class*="review-item" i], [class*="review-card" i], [class*="testimonial" i], [data-review]';

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

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function shopReviewSignals(
  doc: Document,
  ld: readonly LdNode[],
  text = '',
): ShopReviewSignals {
  const structured = fromStructuredData(ld);
  const page = fromPage(doc);
  const lines = fromText(text);
  const reviews = [structured, page, lines].reduce((a, b) => (b.length > a.length ? b : a));
  const said = stated(text);

  const texts = reviews.filter((r) => r.text.length >= MIN_DUPLICATE_CHARS);
  const byText = new Map<string, Review[]>();
  for (const r of texts)
    byText.set(normalised(r.text), [...(byText.get(normalised(r.text)) ?? []), r]);
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
    statedCount: said.count,
    statedRating: said.rating !== null && said.rating <= 5 ? said.rating : null,
    stated: said.quote,
  };
}
