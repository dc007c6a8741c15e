/**
 * Claim extraction: score every sentence for check-worthiness (the learned word model for
 * English, the feature model for other languages: weights.ts), keep the most check-worthy, and
 * say for each what kind of claim it is and what evidence would settle it (advice.ts). Offline
 * nothing is verified: a claim is "uncertain" unless it repeats a known hoax shipped with the
 * product (then "false"). Never claims: bylines, datelines, the reader's own dealings, requests
 * (not-claims.ts) and the parts of a message that the scam reading quotes as its pretext.
 *
 * Selection is by worthiness (so a long text's key figures are never crowded out by earlier
 * filler), but the kept claims are returned in document order, because that is how the reader
 * meets them and how the methodology section quotes "the first claims".
 */
import { type Claim, MAX_CLAIMS } from '../../../../shared';
import { firstMatch, type Span } from '../../knowledge/patterns';
import { splitSentences } from '../../knowledge/sentences';
import { hitsBySentence } from '../../knowledge/sentence-hits';
import { adviceFor } from './advice';
import { type CueName, SENTENCE_CUES, type SentenceCues } from './cues';
import { hoaxCandidates, type HoaxMatch } from './hoaxes';
import { repeats, stemsOf, withoutDateline } from './identifiers';
import {
  type ClaimKind,
  type ClaimModel,
  MIN_CHECK_WORTHINESS,
  type RankedSentence,
  type Scored,
  type SentenceReading,
  describeSentence,
  rankSentence,
} from './score-sentence';
import { notAClaim } from './not-claims';
import { newTagBudget } from './transactions';

export { SENTENCE_CUES } from './cues';
export {
  type ClaimKind,
  type ClaimModel,
  MIN_CHECK_WORTHINESS,
  type SentenceReading,
} from './score-sentence';
export { wordWorthinessOf, worthinessOf } from './worthiness';

/** Claim text longer than this is cut (the analysis still refers to the whole sentence). */
export const MAX_CLAIM_CHARS = 400;
/** A message up to this long that opens on the reader's own dealing is a notice about it. */
export const NOTICE_MAX_CHARS = 700;

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

export interface ExtractOptions {
  /** The text's language (ISO 639-1, "und" unknown): English and unknown read with the word model. */
  language?: string;
  /**
   * Spans the scam reading quotes as a message's pretext, ask, pressure and way to act: the
   * sentences holding them are the scam's story, not claims to check.
   */
  scamParts?: readonly Span[];
}

/** The model that reads a text in this language. */
export function modelFor(language: string | undefined): ClaimModel {
  return !language || language === 'en' || language === 'und' ? 'words' : 'features';
}

/** What the models read of one piece of text taken as a single sentence (training and tests). */
export function claimReadingOf(text: string): SentenceReading {
  const span = { text, start: 0, end: text.length };
  const out: SentenceReading[] = [];
  rankSentence(span, text, [], cuesOf(text), newTagBudget(), 'words', out);
  return out[0]!;
}

function cuesOf(text: string): SentenceCues {
  const cues = {} as SentenceCues;
  for (const name of Object.keys(SENTENCE_CUES) as CueName[])
    cues[name] = firstMatch(SENTENCE_CUES[name], text);
  return cues;
}

/** The kind of a claim written by someone else (a model) and what would settle it. */
export function describeClaim(text: string): { kind: ClaimKind; advice: string } {
  const scored = describeSentence(
    { text, start: 0, end: text.length },
    cuesOf(text),
    newTagBudget(),
  );
  return { kind: scored.kind, advice: adviceFor(scored) };
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
      analysis: adviceFor(c),
      sources: [],
      kind: c.kind,
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

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** A cue's first hit in each sentence, as `firstMatch(SENTENCE_CUES[name], sentence.text)` gives it. */
export function cueHits(
  name: CueName,
  text: string,
  sentences: readonly Span[],
): Array<Span | null> {
  return hitsBySentence(SENTENCE_CUES[name], text, sentences);
}

/** Each cue's first hit in every sentence of a text. */
type CueHits = Record<CueName, Array<Span | null>>;

/**
 * Each cue's first hit in every sentence, and where sentence `i`'s hits are kept (`at[i]`). A
 * sentence's hits depend on its text alone (`cueHits` gives what `firstMatch` gives whatever
 * surrounds it), so a text that repeats sentences (a pasted page's footer, a thread's quoted
 * message) is searched once per different sentence: the different ones, one a line, make a
 * shorter text whose hits every copy shares. Unless it is much shorter, the text itself is
 * searched: its index of words is built once for every reader of the text (word-index.ts), where
 * a text made here would need its own.
 */
function sentenceCueHits(
  text: string,
  sentences: readonly Span[],
): { hits: CueHits; at: number[] } {
  const first = new Map<string, number>();
  let differentChars = 0;
  const at = sentences.map((s) => {
    const k = first.get(s.text);
    if (k !== undefined) return k;
    first.set(s.text, first.size);
    differentChars += s.text.length;
    return first.size - 1;
  });
  let searched = text;
  let different = sentences;
  if (differentChars * 2 <= text.length) {
    searched = [...first.keys()].join('\n');
    let start = 0;
    different = [...first.keys()].map((t) => {
      const span = { text: t, start, end: start + t.length };
      start = span.end + 1;
      return span;
    });
  }
  const hits = {} as CueHits;
  for (const name of Object.keys(SENTENCE_CUES) as CueName[])
    hits[name] = cueHits(name, searched, different);
  return { hits, at: different === sentences ? sentences.map((_, i) => i) : at };
}

/**
 * The cues of sentence `i`, spelled out: one object literal gives every sentence's cues one
 * shape at once, where storing them by name in a loop cost a keyed store per cue and sentence.
 * The type checker keeps the list whole.
 */
function cuesAt(hits: CueHits, i: number): SentenceCues {
  return {
    percent: hits.percent[i] ?? null,
    money: hits.money[i] ?? null,
    wordNumber: hits.wordNumber[i] ?? null,
    date: hits.date[i] ?? null,
    comparison: hits.comparison[i] ?? null,
    causal: hits.causal[i] ?? null,
    health: hits.health[i] ?? null,
    absolute: hits.absolute[i] ?? null,
    attribution: hits.attribution[i] ?? null,
    study: hits.study[i] ?? null,
    offer: hits.offer[i] ?? null,
    opinion: hits.opinion[i] ?? null,
    future: hits.future[i] ?? null,
    event: hits.event[i] ?? null,
    purpose: hits.purpose[i] ?? null,
    institution: hits.institution[i] ?? null,
  };
}

export function extractClaims(
  text: string,
  sentences: Span[] = splitSentences(text),
  options: ExtractOptions = {},
): ExtractedClaim[] {
  return readClaims(text, sentences, options).claims;
}

/** A text's claims, and its first sentence that tells of the reader's own dealings. */
export interface ClaimsReading {
  claims: ExtractedClaim[];
  /** The first sentence `notAClaim` reads as the reader's own dealings, or null. */
  ownDealing: Span | null;
}

/**
 * `extractClaims`, with the first sentence of the reader's own dealings found on the way: ranking
 * asks `notAClaim` of nearly every sentence already.
 */
export function readClaims(
  text: string,
  sentences: Span[],
  options: ExtractOptions = {},
): ClaimsReading {
  const hoaxes = hoaxCandidates(text);
  const { hits, at } = sentenceCueHits(text, sentences);
  const budget = newTagBudget();
  const model = modelFor(options.language);
  const scam = options.scamParts ?? [];
  // A short notice that opens on the reader's own dealing ("IRS: Your 2025 federal tax return has
  // been accepted. Refunds are usually issued within 21 days.") tells of that dealing throughout:
  // its details are the reader's to check with the sender, not claims about the world.
  const notice =
    text.length <= NOTICE_MAX_CHARS &&
    sentences.length > 0 &&
    notAClaim(sentences[0]!.text, false) === 'own-dealings';
  const scored: RankedSentence[] = [];
  // Texts whose fate is settled by their words alone: a sentence with one of them again (a pasted
  // page repeats its footer, a thread its quoted message) is not ranked. It would read the same
  // (cues, worthiness, hoax, and the tagger's reading, which the budget keeps by text): too low
  // as before, or else passing and sorted after its earlier copy, so the loop choosing claims
  // drops it whatever became of that copy (kept: the same text again; a repeat of a kept claim:
  // the same stems; past MAX_CLAIMS). Only the scam parts depend on where a sentence is, so a
  // text dropped for them is not settled.
  const settled = new Set<string>();
  // A settled text's earlier copy was asked too, and was no dealing (else the search had ended).
  let ownDealing: Span | null = null;
  for (let i = 0; i < sentences.length; i++) {
    const sentence = sentences[i]!;
    if (settled.has(sentence.text)) continue;
    const s = rankSentence(sentence, text, hoaxes, cuesAt(hits, at[i]!), budget, model);
    if (
      ownDealing === null &&
      (s.ownDealings ?? notAClaim(sentence.text, false) === 'own-dealings')
    )
      ownDealing = sentence;
    if (s.hoax === null && (notice || s.worthiness < MIN_CHECK_WORTHINESS)) {
      settled.add(sentence.text);
      continue;
    }
    if (s.hoax === null && scam.some((p) => overlaps(p, s.span))) continue;
    scored.push(s);
    settled.add(sentence.text);
  }
  const ranked = scored.sort((a, b) => b.worthiness - a.worthiness || a.span.start - b.span.start);
  // A headline repeated by the first sentence (or a dateline line by the lead) is one claim,
  // not two: each candidate is compared with the claims already kept (at most MAX_CLAIMS).
  const kept: RankedSentence[] = [];
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
  // Only the claims kept are described (kind, focus, citation): most sentences never need it.
  const claims = kept.sort((a, b) => a.span.start - b.span.start).map((c) => toClaim(c.scored()));
  return { claims, ownDealing };
}
