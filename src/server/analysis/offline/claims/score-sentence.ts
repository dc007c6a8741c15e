/**
 * How check-worthy one sentence is and what kind of claim it makes: its features (figures with
 * identifiers and personal prices blanked out, names, cues), their weighted sum, and for a
 * sentence worth keeping its kind, focus, citation and quoted words. Split from index.ts, which
 * picks the claims of a whole text.
 */
import { citedStudyIn } from '../../signals/source-evidence';
import { attributedStudyIn } from '../../signals/attribution';
import { firstMatch, type Span } from '../../knowledge/patterns';
import {
  CALENDAR_WORD,
  CAPITALISED,
  FIRST_PERSON,
  GREETING,
  IMPERATIVE,
  NUMBER,
  QUOTED_ABOUT,
  RESEARCH_WORD,
  SPEAKER,
  type SentenceCues,
  YEAR_ONLY,
  YOUR_ACCOUNT,
} from './cues';
import { type HoaxMatch, type HoaxPattern, matchHoax } from './hoaxes';
import { identifierFree, isByline, isVoteTally } from './identifiers';
import { AMOUNTS, type TagBudget, readFigures } from './transactions';
import { CLAIM_WEIGHTS, type ClaimFeatures } from './weights';

/** Sentences scoring below this are not worth checking (greetings, questions, instructions). */
export const MIN_CHECK_WORTHINESS = 2;

export type ClaimKind =
  | 'hoax'
  | 'offer'
  | 'money'
  | 'statistic'
  | 'study'
  | 'quote'
  | 'causal'
  | 'health'
  | 'comparison'
  | 'event'
  | 'person'
  | 'account'
  | 'general';

export interface Scored {
  span: Span;
  worthiness: number;
  kind: ClaimKind;
  focus: string | null;
  hoax: HoaxMatch | null;
  citation: string | null;
  quoted: string | null;
}

/**
 * How check-worthy a sentence is: a weighted sum of what it contains, weights fitted to the
 * check-worthiness data by `node scripts/eval.mjs train-claims` (resources/model/claim-weights.json),
 * shifted so that MIN_CHECK_WORTHINESS is the threshold chosen there.
 */
export function worthinessOf(x: ClaimFeatures): number {
  // Spelled out rather than looped over names: a keyed read per feature cost more than the rest
  // of a sentence's scoring (tests check it equals the sum over CLAIM_FEATURES).
  return (
    W.percent * x.percent +
    W.money * x.money +
    W.number * x.number +
    W.wordNumber * x.wordNumber +
    W.date * x.date +
    W.name * x.name +
    W.names * x.names +
    W.comparison * x.comparison +
    W.causal * x.causal +
    W.health * x.health +
    W.absolute * x.absolute +
    W.attribution * x.attribution +
    W.study * x.study +
    W.offer * x.offer +
    W.event * x.event +
    W.namedEvent * x.namedEvent +
    W.purpose * x.purpose +
    W.tally * x.tally +
    W.quoted * x.quoted +
    W.question * x.question +
    W.imperative * x.imperative +
    W.greeting * x.greeting +
    W.opinion * x.opinion +
    W.firstPerson * x.firstPerson +
    W.future * x.future +
    W.short * x.short +
    W.long * x.long +
    CLAIM_WEIGHTS.bias
  );
}
const W = CLAIM_WEIGHTS.weights;

/** Names counted among a sentence's first capitalised words: the score only asks for one, or three. */
const NAME_HITS_LOOKED_AT = 8;
const NAMES_NEEDED = 3;

function namesIn(s: string): number {
  let names = 0;
  let seen = 0;
  CAPITALISED.lastIndex = 0;
  for (
    let m = CAPITALISED.exec(s);
    m !== null && seen < NAME_HITS_LOOKED_AT && names < NAMES_NEEDED;
    m = CAPITALISED.exec(s)
  ) {
    seen++;
    if (m.index > 0 && m[0] !== 'I' && !CALENDAR_WORD.test(m[0])) names++;
  }
  CAPITALISED.lastIndex = 0;
  return names;
}

/**
 * Whether most letters are capitals. Plain ASCII (most text) is counted with char codes; other
 * text with the Unicode letter classes.
 */
function isShouted(s: string): boolean {
  let letters = 0;
  let upper = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 0x7f) {
      const all = s.replace(/[^\p{L}]/gu, '');
      return all.length > 0 && all.replace(/[^\p{Lu}]/gu, '').length / all.length > 0.6;
    }
    if (c >= 0x41 && c <= 0x5a) {
      letters++;
      upper++;
    } else if (c >= 0x61 && c <= 0x7a) letters++;
  }
  return letters > 0 && upper / letters > 0.6;
}

export function scoreSentence(
  span: Span,
  fullText: string,
  hoaxes: readonly HoaxPattern[],
  cues: SentenceCues,
  budget: TagBudget,
  features?: ClaimFeatures[],
): Scored {
  const s = span.text;
  const hoax = hoaxes.length ? matchHoax(span, fullText, hoaxes) : null;
  // Identifiers (phone, account, order and street numbers, versions, times of day, model
  // numbers, "COVID-19") and vote tallies are not figures anyone could check: they are read as
  // blanks. A review's byline ("- John, 2 hours ago") is no claim at all.
  if (isByline(s))
    return {
      span,
      worthiness: 0,
      kind: 'general',
      focus: null,
      hoax,
      citation: null,
      quoted: null,
    };
  const tally = isVoteTally(s);
  let figures = identifierFree(s, tally);
  // A price, a bill or a payment asked of the reader is theirs, not the public record's: no
  // figure to trace to a statistics office or an annual report (transactions.ts).
  const reading = /\d/.test(figures)
    ? readFigures(s, cues.money !== null, cues.comparison !== null, budget)
    : null;
  if (reading?.personal) {
    // The quantities with it are the same dealing's ("buy 4 cards of £100 each").
    figures = figures.replace(AMOUNTS, (m) => ' '.repeat(m.length)).replace(/\d/g, ' ');
  }
  const percent = cues.percent && figures.includes(cues.percent.text) ? cues.percent : null;
  const money = cues.money && figures.includes(cues.money.text.trim()) ? cues.money : null;
  const numberMatch = NUMBER.exec(figures);
  const hasNumber = numberMatch !== null && !YEAR_ONLY.test(numberMatch[0]);
  const study = cues.study !== null;
  const attributed = cues.attribution !== null;
  const causal = cues.causal !== null;
  const health = cues.health !== null;
  const comparison = cues.comparison !== null;
  const dated = cues.date !== null;
  const offer = cues.offer !== null;
  const event = cues.event !== null || tally;
  const quotedAbout = s.includes('"') || s.includes('“') ? QUOTED_ABOUT.exec(s) : null;
  // In a sentence typed in capitals every word looks like a name; count none there.
  const shouted = isShouted(s);
  const names = shouted ? 0 : namesIn(s);
  const words = s.split(/\s+/).length;

  const firstPerson = FIRST_PERSON.test(s);
  const x: ClaimFeatures = {
    percent: percent ? 1 : 0,
    money: money ? 1 : 0,
    number: hasNumber && !percent && !money ? 1 : 0,
    wordNumber: cues.wordNumber ? 1 : 0,
    date: dated ? 1 : 0,
    name: names >= 1 ? 1 : 0,
    names: names >= 3 ? 1 : 0,
    comparison: comparison ? 1 : 0,
    causal: causal ? 1 : 0,
    health: health ? 1 : 0,
    absolute: cues.absolute ? 1 : 0,
    attribution: attributed ? 1 : 0,
    study: study ? 1 : 0,
    offer: offer ? 1 : 0,
    // Something that happened, in the third person: checkable even with no number in it.
    event: event && !cues.opinion && !firstPerson ? 1 : 0,
    namedEvent: event && !cues.opinion && !firstPerson && names >= 1 ? 1 : 0,
    purpose: cues.purpose && event ? 1 : 0,
    tally: tally ? 1 : 0,
    quoted: quotedAbout ? 1 : 0,
    question: /\?\s*["'”’)]*$/u.test(s) ? 1 : 0,
    imperative: reading?.instruction || firstMatch(IMPERATIVE, s) ? 1 : 0,
    greeting: firstMatch(GREETING, s) ? 1 : 0,
    opinion: cues.opinion ? 1 : 0,
    firstPerson: firstPerson ? 1 : 0,
    future: cues.future ? 1 : 0,
    short: words < 5 ? 1 : 0,
    long: words > 80 ? 1 : 0,
  };
  if (features) features.push(x);
  const w = worthinessOf(x);
  // A sentence that will not be kept needs no kind, focus or citation (most sentences).
  if (!hoax && w < MIN_CHECK_WORTHINESS) {
    return {
      span,
      worthiness: w,
      kind: 'general',
      focus: null,
      hoax,
      citation: null,
      quoted: null,
    };
  }

  let kind: ClaimKind = 'general';
  let focus: string | null = null;
  // Only a quote or a study needs the speaker; finding one is the slowest test, so it waits.
  let speakerSearched = false;
  let speakerHit: Span | null = null;
  const speakerOf = (): Span | null => {
    if (!speakerSearched) {
      speakerSearched = true;
      speakerHit = firstMatch(SPEAKER, s);
    }
    return speakerHit;
  };
  if (hoax) kind = 'hoax';
  else if (offer) kind = 'offer';
  else if (firstMatch(YOUR_ACCOUNT, s)) kind = 'account';
  else if (
    study &&
    (attributed || percent || hasNumber) &&
    (RESEARCH_WORD.test(cues.study!.text) || citedStudyIn(s))
  )
    kind = 'study';
  else if (health) kind = 'health';
  else if (money) kind = 'money';
  else if (percent || hasNumber) kind = 'statistic';
  else if (quotedAbout || (attributed && speakerOf())) kind = 'quote';
  else if (causal) kind = 'causal';
  else if (comparison) kind = 'comparison';
  else if (dated || event) kind = 'event';
  else if (names >= 1) kind = 'person';
  if (kind === 'money') focus = money!.text.trim().replace(/[.,]+$/, '');
  else if (kind === 'statistic') focus = percent?.text ?? numberMatch?.[0] ?? null;
  const citation = study ? citedStudyIn(s) : null;
  if (kind === 'study') focus = citation ?? attributedStudyIn(s) ?? speakerOf()?.text ?? null;
  // A quote about a third person is a claim about that person: they are whom to check.
  else if (kind === 'quote') focus = quotedAbout?.[1] ?? speakerOf()?.text ?? null;
  else if (kind === 'hoax') focus = hoax!.hoax.label;
  const worthiness = hoax ? 10 : Math.round(w * 100) / 100;
  return {
    span,
    worthiness,
    kind,
    focus,
    hoax,
    citation,
    quoted: quotedAbout?.[2]?.trim() ?? null,
  };
}
