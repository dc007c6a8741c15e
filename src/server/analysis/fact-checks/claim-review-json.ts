/**
 * schema.org ClaimReview in JSON-LD, as fact-checkers publish it: one object, an array, a
 * document with @graph, or a DataFeed whose dataFeedElement holds ClaimReviews (directly or as
 * DataFeedItem.item). The walk is bounded in depth and in nodes, so a hostile file costs little.
 */
import type { FactCheck } from '../../../shared';
import { ImportError, toFactCheck, type RawFactCheck } from './record';
import { verdictFromScale } from './verdict';

/** How deep containers (arrays, @graph, dataFeedElement, item) are followed. */
const MAX_DEPTH = 8;
/** Nodes visited at most, whatever the shape. */
const MAX_NODES = 1_000_000;
/**
 * Arrays and objects inside each other at most, anywhere in the file (a ClaimReview needs fewer
 * than ten): deeper files are refused before they are parsed, so no reader recurses that deep.
 */
export const MAX_JSON_DEPTH = 64;

/** How deep arrays and objects nest in JSON text (strings skipped), stopping past `limit`. */
export function jsonDepth(source: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

const isNode = (value: Json | undefined): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typesOf(node: Node): string[] {
  const type = node['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^(?:https?:\/\/)?schema\.org\//, ''));
}

function text(value: Json | undefined): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (isNode(value)) return text(value.name ?? value['@value']);
  return null;
}

function first(value: Json | undefined): Json | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function urlOf(value: Json | undefined): string | null {
  if (typeof value === 'string') return value;
  if (isNode(value)) return text(value.url ?? value['@id']);
  return null;
}

function siteOf(org: Json | undefined): string | null {
  const url = urlOf(first(org));
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

function ratingOf(review: Node): {
  rating: string | null;
  scale: ReturnType<typeof verdictFromScale> | null;
} {
  const rating = first(review.reviewRating);
  if (!isNode(rating)) return { rating: text(rating), scale: null };
  const words = text(rating.alternateName) ?? text(rating.name);
  const value = Number(text(rating.ratingValue));
  const best = Number(text(rating.bestRating));
  const worst = Number(text(rating.worstRating));
  const scale =
    Number.isFinite(value) && Number.isFinite(best) && Number.isFinite(worst)
      ? verdictFromScale(value, worst, best)
      : null;
  return {
    rating:
      words ??
      (Number.isFinite(value) && text(rating.ratingValue) !== null
        ? `${value}${Number.isFinite(best) ? ` of ${best}` : ''}`
        : null),
    scale,
  };
}

function appearancesOf(claim: Node | null): string[] {
  if (!claim) return [];
  const list = [claim.appearance, claim.firstAppearance].flatMap((v) =>
    Array.isArray(v) ? v : v === undefined ? [] : [v],
  );
  return list.map((item) => urlOf(item)).filter((u): u is string => u !== null);
}

function rawOf(review: Node): RawFactCheck {
  const item = first(review.itemReviewed);
  const claim = isNode(item) ? item : null;
  const author = first(review.author) ?? first(review.publisher);
  const { rating, scale } = ratingOf(review);
  const language = first(review.inLanguage);
  return {
    claimReviewed: text(review.claimReviewed) ?? (claim ? text(claim.text ?? claim.name) : null),
    rating,
    // Words win over a number: "Mostly False" on a 1-5 scale is read from its words.
    verdict: rating && !/^\d/.test(rating) ? null : scale,
    publisherName: text(author),
    publisherSite: siteOf(author),
    reviewUrl: urlOf(review.url ?? review['@id']),
    reviewDate: text(review.datePublished ?? review.dateCreated),
    language: isNode(language) ? text(language.alternateName ?? language.name) : text(language),
    claimant: claim ? text(first(claim.author)) : null,
    appearanceUrls: appearancesOf(claim),
  };
}

/** Every ClaimReview node, in document order. */
function collectReviews(root: Json): Node[] {
  const found: Node[] = [];
  let visited = 0;
  const visit = (value: Json | undefined, depth: number) => {
    if (value === undefined || depth > MAX_DEPTH || ++visited > MAX_NODES) return;
    if (Array.isArray(value)) {
      for (const entry of value) visit(entry, depth + 1);
      return;
    }
    if (!isNode(value)) return;
    if (typesOf(value).includes('ClaimReview')) {
      found.push(value);
      return;
    }
    for (const key of ['@graph', 'dataFeedElement', 'item', 'mainEntity'] as const)
      visit(value[key], depth + 1);
  };
  visit(root, 0);
  return found;
}

export function parseClaimReviewJson(source: string): FactCheck[] {
  if (jsonDepth(source) > MAX_JSON_DEPTH)
    throw new ImportError(
      `The file nests arrays or objects more than ${MAX_JSON_DEPTH} levels deep. ClaimReview JSON-LD needs far fewer; check that it is a fact-check feed.`,
    );
  let root: Json;
  try {
    root = JSON.parse(source) as Json;
  } catch (error) {
    const detail =
      error instanceof Error
        ? error.message.replace(/^Unexpected/, 'unexpected')
        : 'it could not be read';
    throw new ImportError(
      `The file is not valid JSON (${detail}). Check that it is a complete JSON-LD document.`,
    );
  }
  const reviews = collectReviews(root);
  if (!reviews.length) {
    throw new ImportError(
      'No ClaimReview was found. Expected schema.org ClaimReview objects: one, an array, a @graph, or a DataFeed with dataFeedElement.',
    );
  }
  return reviews.map((review, index) => {
    const url = urlOf(review.url);
    return toFactCheck(
      rawOf(review),
      `ClaimReview ${index + 1}${url ? ` (${url.slice(0, 100)})` : ''}`,
    );
  });
}
