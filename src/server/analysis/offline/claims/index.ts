/**
 * Claim extraction: score every sentence for check-worthiness (figures, money, dates, names,
 * comparisons, causal and absolute wording, attributions), keep the most check-worthy, and say
 * for each what evidence would settle it and where to look. Offline nothing is verified: a claim
 * is "uncertain" unless it repeats a known hoax shipped with the product (then "false").
 *
 * Selection is by worthiness (so a long text's key figures are never crowded out by earlier
 * filler), but the kept claims are returned in document order, because that is how the reader
 * meets them and how the methodology section quotes "the first claims".
 *
 * The cues are in cues.ts, the scoring of one sentence in score-sentence.ts and what the reader is
 * told in explain.ts; this file picks and orders the claims of a whole text.
 */
import { type Claim, MAX_CLAIMS } from '../../../../shared';
import { firstMatch, type Span } from '../../knowledge/patterns';
import { splitSentences } from '../../knowledge/sentences';
import { hitsBySentence } from '../../knowledge/sentence-hits';
import { type CueName, SENTENCE_CUES, type SentenceCues } from './cues';
import { explain } from './explain';
import { hoaxCandidates, type HoaxMatch } from './hoaxes';
import { repeats, stemsOf, withoutDateline } from './identifiers';
import { type ClaimKind, MIN_CHECK_WORTHINESS, type Scored, scoreSentence } from './score-sentence';
import { newTagBudget } from './transactions';
import type { ClaimFeatures } from './weights';

export { SENTENCE_CUES } from './cues';
export { type ClaimKind, MIN_CHECK_WORTHINESS, worthinessOf } from './score-sentence';

/** Claim text longer than this is cut (the analysis still refers to the whole sentence). */
export const MAX_CLAIM_CHARS = 400;

export interface ExtractedClaim {
  claim: Claim;
  kind: ClaimKind;
  worthiness: number;
  span: Span;
  hoax: HoaxMatch | null;
  /** The figure, name or study the analysis refers to, for critical questions. */
  focus: string | null;
  /** The study, journal or link the sentence cites (something a reader could open), or null. */
  citation: string | null;
  /** Words in quotation marks put in a third person's mouth ('B "has pledged..."'), or null. */
  quoted: string | null;
}

/** The features of one piece of text taken as a single sentence (for training and tests). */
export function claimFeaturesOf(text: string): ClaimFeatures {
  const span = { text, start: 0, end: text.length };
  const cues = {} as SentenceCues;
  for (const name of Object.keys(SENTENCE_CUES) as CueName[])
    cues[name] = firstMatch(SENTENCE_CUES[name], text);
  const out: ClaimFeatures[] = [];
  scoreSentence(span, text, [], cues, newTagBudget(), out);
  return out[0]!;
}

function toClaim(scored: Scored): ExtractedClaim {
  // "LONDON (Reuters) - British inflation fell..." is claimed from "British": the dateline is
  // the report's, not the claim's.
  const c = { ...scored, span: withoutDateline(scored.span) };
  const text =
    c.span.text.length > MAX_CLAIM_CHARS
      ? `${c.span.text.slice(0, MAX_CLAIM_CHARS - 1).trimEnd()}…`
      : c.span.text;
  const confidence = c.hoax
    ? c.hoax.hoax.confidence
    : Math.max(0, Math.min(90, Math.round(40 + c.worthiness * 8)));
  return {
    claim: {
      claim: text,
      status: c.hoax ? 'false' : 'uncertain',
      confidence,
      analysis: explain(c),
      sources: [],
    },
    kind: c.kind,
    worthiness: c.worthiness,
    span: c.span,
    hoax: c.hoax,
    focus: c.focus,
    citation: c.citation,
    quoted: c.quoted,
  };
}

export function extractClaims(
  text: string,
  sentences: Span[] = splitSentences(text),
): ExtractedClaim[] {
  const hoaxes = hoaxCandidates(text);
  const names = Object.keys(SENTENCE_CUES) as CueName[];
  const hits = names.map((name) => hitsBySentence(SENTENCE_CUES[name], text, sentences));
  const cuesOf = (i: number): SentenceCues => {
    const cues = {} as SentenceCues;
    names.forEach((name, n) => {
      cues[name] = hits[n]![i] ?? null;
    });
    return cues;
  };
  const budget = newTagBudget();
  const scored = sentences
    .map((s, i) => scoreSentence(s, text, hoaxes, cuesOf(i), budget))
    .filter((s) => s.hoax !== null || s.worthiness >= MIN_CHECK_WORTHINESS);
  const ranked = scored
    .slice()
    .sort((a, b) => b.worthiness - a.worthiness || a.span.start - b.span.start);
  // A headline repeated by the first sentence (or a dateline line by the lead) is one claim,
  // not two: each candidate is compared with the claims already kept (at most MAX_CLAIMS).
  const kept: Scored[] = [];
  const keptStems: Array<Set<string>> = [];
  const keptTexts = new Set<string>();
  for (const c of ranked) {
    if (kept.length >= MAX_CLAIMS) break;
    // The same sentence again (a pasted page repeats its footer) needs no stems to be seen.
    if (keptTexts.has(c.span.text)) continue;
    const stems = stemsOf(c.span.text);
    if (keptStems.some((k) => repeats(k, stems))) continue;
    kept.push(c);
    keptStems.push(stems);
    keptTexts.add(c.span.text);
  }
  return kept.sort((a, b) => a.span.start - b.span.start).map(toClaim);
}
