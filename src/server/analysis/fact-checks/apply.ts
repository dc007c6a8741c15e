/**
 * What a fact-check match does to the findings. A confident match sets the claim's status from
 * the normalised verdict (false -> false, mixed -> misleading, true -> verified; other ratings keep
 * the status), adds the fact-check as the claim's first source and says who rated it, when, and
 * what they checked (in place of the analyzer's reasoning when the rating is a verdict). A false rating also raises a high red flag (warning evidence on the scale,
 * like a known hoax), a mixed one a medium flag; a true one is positive evidence through the
 * verified status. A near match is listed as a related fact-check and changes nothing else.
 */
import type { Claim, ClaimStatus, FactCheck, RedFlag, Source } from '../../../shared';
import type { Findings } from '../analyzer';

export interface FactCheckMatch {
  factCheck: FactCheck;
  /** matchScore, 0-1. */
  score: number;
  /** At or above MATCH_THRESHOLD; otherwise a related fact-check. */
  confident: boolean;
  /** The score came from the meaning of the two claims (sentence embeddings), not their words. */
  byMeaning?: boolean;
}

/** Source types on a claim. */
export const FACT_CHECK_SOURCE_TYPE = 'fact-check';
export const RELATED_FACT_CHECK_SOURCE_TYPE = 'related fact-check';
/** Confidence a claim gets from a confident match (the fact-checker's, not ours). */
const MATCHED_CONFIDENCE = 90;
/** Said of a claim matched by its meaning rather than its words. */
export const REWORDED = 'The text words it differently, but it makes the same claim.';
/** Ratings longer than this are named by the verdict instead ("Rated False by ..."). */
const MAX_RATING_WORDS_CHARS = 40;

const STATUS: Record<FactCheck['verdict'], ClaimStatus | null> = {
  false: 'false',
  mixed: 'misleading',
  true: 'verified',
  other: null,
};
const VERDICT_WORD: Record<FactCheck['verdict'], string> = {
  false: 'False',
  mixed: 'Misleading',
  true: 'True',
  other: 'Unrated',
};

export function formatReviewDate(date: string | null): string | null {
  if (!date) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return null;
  return parsed.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function ratingWords(fc: FactCheck): string {
  const rating = fc.rating.replace(/[.!]+$/, '');
  return rating.length <= MAX_RATING_WORDS_CHARS ? rating : VERDICT_WORD[fc.verdict];
}

/** "Rated False by Check Desk on 6 April 2020", the sentence that opens the claim's analysis. */
export function ratedBy(fc: FactCheck): string {
  const on = formatReviewDate(fc.reviewDate);
  return `Rated ${ratingWords(fc)} by ${fc.publisherName}${on ? ` on ${on}` : ''}`;
}

function checkedWhat(fc: FactCheck): string {
  const who = fc.claimant ? ` (said by ${fc.claimant})` : '';
  return `What they checked: "${fc.claimReviewed}"${who}.`;
}

function sourceOf(fc: FactCheck, type: string): Source {
  return {
    url: fc.reviewUrl,
    title: `${fc.publisherName}: ${fc.claimReviewed}`,
    type,
    excerpt: fc.rating,
  };
}

function withMatch(claim: Claim, match: FactCheckMatch): Claim {
  const fc = match.factCheck;
  const others = claim.sources.filter((s) => s.url !== fc.reviewUrl);
  if (!match.confident) {
    return {
      ...claim,
      sources: [...others, sourceOf(fc, RELATED_FACT_CHECK_SOURCE_TYPE)],
      analysis:
        `${claim.analysis} A related fact-check: ${fc.publisherName} rated a similar claim, "${fc.claimReviewed}", as ${ratingWords(fc)}; it may not be the same claim, so read it before you rely on it.`.trim(),
    };
  }
  const status = STATUS[fc.verdict];
  // A verdict replaces the analyzer's reasoning (which, offline, says the claim was not checked);
  // a rating that is no verdict is added to it.
  const rest = status ? 'Read their fact-check for the evidence and the context.' : claim.analysis;
  const reworded = match.byMeaning ? `${REWORDED} ` : '';
  return {
    ...claim,
    status: status ?? claim.status,
    confidence: status ? Math.max(claim.confidence, MATCHED_CONFIDENCE) : claim.confidence,
    sources: [sourceOf(fc, FACT_CHECK_SOURCE_TYPE), ...others],
    analysis: `${ratedBy(fc)}. ${checkedWhat(fc)} ${reworded}${rest}`.trim(),
  };
}

function flagOf(claim: Claim, fc: FactCheck): RedFlag | null {
  if (fc.verdict !== 'false' && fc.verdict !== 'mixed') return null;
  const on = formatReviewDate(fc.reviewDate);
  const falseRating = fc.verdict === 'false';
  return {
    indicator: `Repeats a claim ${falseRating ? 'rated false' : 'rated misleading'} by ${fc.publisherName}`,
    type: falseRating ? 'fact_checked_false' : 'fact_checked_misleading',
    severity: falseRating ? 'high' : 'medium',
    explanation: `${fc.publisherName}${on ? ` on ${on}` : ''} rated "${fc.claimReviewed}" as ${ratingWords(fc)}. Read their fact-check for the evidence: ${fc.reviewUrl}`,
    textExample: claim.claim,
  };
}

/** The findings with each claim's match applied; `matches[i]` belongs to `findings.claims[i]`. */
export function applyFactChecks(
  findings: Findings,
  matches: ReadonlyArray<FactCheckMatch | null>,
): Findings {
  if (!matches.some(Boolean)) return findings;
  const flags: RedFlag[] = [];
  const claims = findings.claims.map((claim, i) => {
    const match = matches[i];
    if (!match) return claim;
    if (match.confident) {
      const flag = flagOf(claim, match.factCheck);
      if (flag && !flags.some((f) => f.explanation === flag.explanation)) flags.push(flag);
    }
    return withMatch(claim, match);
  });
  return { ...findings, claims, redFlags: [...findings.redFlags, ...flags] };
}
