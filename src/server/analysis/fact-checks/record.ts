/**
 * One fact-check as an importer read it, checked and trimmed into the contract's FactCheck. Every
 * refusal is an ImportError whose message names where (line or item) and what is wrong, in words
 * a newsroom editor can act on.
 */
import {
  MAX_FACT_CHECK_APPEARANCES,
  MAX_FACT_CHECK_CLAIM_CHARS,
  MAX_FACT_CHECK_FIELD_CHARS,
  type FactCheck,
  type FactCheckVerdict,
} from '../../../shared';
import { verdictOfRating } from './verdict';

export class ImportError extends Error {
  override name = 'ImportError';
}

export interface RawFactCheck {
  claimReviewed: string | null;
  rating: string | null;
  /** A verdict given by the source; read from the rating when absent. */
  verdict?: FactCheckVerdict | null;
  publisherName: string | null;
  publisherSite: string | null;
  reviewUrl: string | null;
  reviewDate: string | null;
  language: string | null;
  claimant: string | null;
  appearanceUrls: string[];
}

const clean = (value: string | null | undefined): string | null => {
  const text = value?.replace(/\s+/g, ' ').trim() ?? '';
  return text ? text : null;
};

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const space = head.lastIndexOf(' ');
  return (space > max * 0.6 ? head.slice(0, space) : head).trimEnd();
}

/** An absolute http(s) URL, or null. */
export function httpUrl(value: string | null): string | null {
  if (!value || value.length > MAX_FACT_CHECK_FIELD_CHARS) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** YYYY-MM-DD from an ISO date or date-time; undefined when it is not one (2024-02-31 is not). */
function isoDay(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value);
  if (!match) return undefined;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day ? undefined : day;
}

/**
 * Control characters other than line breaks and tabs (NUL, escape, C1 controls): no published
 * fact-check holds them, and stored they would reach the reader's screen.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this pattern finds.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/;

function refuseControls(raw: RawFactCheck, where: string): void {
  const fields: Array<[string, string | null | undefined]> = [
    ['the claim', raw.claimReviewed],
    ['the rating', raw.rating],
    ["the publisher's name", raw.publisherName],
    ["the publisher's site", raw.publisherSite],
    ['the review URL', raw.reviewUrl],
    ['the review date', raw.reviewDate],
    ['the language', raw.language],
    ['the claimant', raw.claimant],
    ...raw.appearanceUrls.map((u): [string, string] => ['an appearance URL', u]),
  ];
  const bad = fields.find(([, value]) => value && CONTROL_CHARACTER.test(value));
  if (bad)
    throw new ImportError(
      `${where}: ${bad[0]} holds a control character (such as a NUL byte). Remove it and import again.`,
    );
}

export function toFactCheck(raw: RawFactCheck, where: string): FactCheck {
  refuseControls(raw, where);
  const claimReviewed = clean(raw.claimReviewed);
  if (!claimReviewed)
    throw new ImportError(
      `${where}: the claim it reviewed is missing. Every fact-check needs the claim's text.`,
    );
  const rating = clean(raw.rating);
  if (!rating)
    throw new ImportError(
      `${where}: the rating is missing. Give the fact-checker's rating, e.g. "False".`,
    );
  const reviewUrlText = clean(raw.reviewUrl);
  if (!reviewUrlText)
    throw new ImportError(
      `${where}: the review URL is missing. Give the address of the published fact-check.`,
    );
  const reviewUrl = httpUrl(reviewUrlText);
  if (!reviewUrl)
    throw new ImportError(
      `${where}: the review URL "${cut(reviewUrlText, 80)}" is not a web address starting with http:// or https://.`,
    );
  const publisherName = clean(raw.publisherName);
  if (!publisherName)
    throw new ImportError(
      `${where}: the publisher's name is missing. Name the fact-checker, e.g. "PolitiFact".`,
    );
  const dateText = clean(raw.reviewDate);
  const reviewDate = dateText ? isoDay(dateText) : null;
  if (reviewDate === undefined)
    throw new ImportError(
      `${where}: the review date "${cut(dateText!, 40)}" is not a date. Write it as YYYY-MM-DD.`,
    );
  const language = clean(raw.language)?.toLowerCase().split(/[-_]/)[0] ?? null;
  const field = (value: string | null) => (value ? cut(value, MAX_FACT_CHECK_FIELD_CHARS) : null);
  const appearances = [
    ...new Set(
      raw.appearanceUrls.map((u) => httpUrl(clean(u))).filter((u): u is string => u !== null),
    ),
  ];
  return {
    claimReviewed: cut(claimReviewed, MAX_FACT_CHECK_CLAIM_CHARS),
    rating: cut(rating, MAX_FACT_CHECK_FIELD_CHARS),
    verdict: raw.verdict ?? verdictOfRating(rating),
    publisherName: cut(publisherName, MAX_FACT_CHECK_FIELD_CHARS),
    publisherSite: field(clean(raw.publisherSite)),
    reviewUrl,
    reviewDate,
    language: language && /^[a-z]{2,3}$/.test(language) ? language : null,
    claimant: field(clean(raw.claimant)),
    appearanceUrls: appearances.slice(0, MAX_FACT_CHECK_APPEARANCES),
  };
}
