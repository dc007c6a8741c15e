/**
 * How check-worthy one sentence is and what kind of claim it makes: its features (figures with
 * identifiers and personal prices blanked out, names, cues) and, for English, its words, weighed
 * by the learned models (weights.ts); for a sentence worth keeping its kind, focus, citation and
 * quoted words. A sentence that is never a claim (a byline, the reader's own dealings, a request:
 * not-claims.ts) scores 0 whatever it contains. Split from index.ts, which picks the claims of a
 * whole text.
 */
import { citedStudyIn } from '../../signals/source-evidence';
import { attributedStudyIn } from '../../signals/attribution';
import { isEnglishWord } from '../../knowledge/english';
import { countRuns, firstMatch, type Span } from '../../knowledge/patterns';
import {
  CALENDAR_WORD,
  FIRST_PERSON,
  GREETING,
  IMPERATIVE,
  NUMBER,
  QUOTED_ABOUT,
  RESEARCH_WORD,
  SPEAKER,
  type SentenceCues,
  YEAR_ONLY,
} from './cues';
import { type HoaxMatch, type HoaxPattern, matchHoax } from './hoaxes';
import { capitalisedWords } from './capitalised';
import { identifierFree, isByline, isVoteTally } from './identifiers';
import { type ClaimKind, kindOf } from './kinds';
import { lexicalTokens, lexicalWords } from './lexical';
import { type NotClaim, neverAClaim, orARequest } from './not-claims';
import { AMOUNTS, type TagBudget, readFigures } from './transactions';
import type { ClaimFeatures } from './weights';
import { bothModels, worthinessOf } from './worthiness';

export type { ClaimKind } from './kinds';

/** Sentences scoring below this are not worth checking (greetings, questions, instructions). */
export const MIN_CHECK_WORTHINESS = 2;

export interface Scored {
  span: Span;
  worthiness: number;
  kind: ClaimKind;
  focus: string | null;
  hoax: HoaxMatch | null;
  citation: string | null;
  quoted: string | null;
}

/** What the models read of one sentence (for training and tests as well). */
export interface SentenceReading {
  x: ClaimFeatures;
  tokens: string[];
  notClaim: NotClaim | null;
}

/** Which model reads the sentences: both for English (words), the feature model otherwise. */
export type ClaimModel = 'words' | 'features';

/** Names counted among a sentence's first capitalised words: the score only asks for one, or three. */
const NAME_HITS_LOOKED_AT = 8;
const NAMES_NEEDED = 3;

function namesIn(s: string, institution: Span | null): number {
  // "The senator", "the city council": an office or institution counts as one name.
  let names = institution ? 1 : 0;
  for (const [start, end] of capitalisedWords(s, NAME_HITS_LOOKED_AT)) {
    if (names >= NAMES_NEEDED) break;
    const word = s.slice(start, end);
    if (word === 'I' || CALENDAR_WORD.test(word)) continue;
    // Every sentence opens on a capital: its first word is a name only when it is no English
    // word ("Napoleon was short", not "Drinking water...").
    if (start > 0 || !isEnglishWord(word)) names++;
  }
  return names;
}

/** What a code unit of the BMP is, once read: 0 not yet, else NOT_A_LETTER, LOWER or UPPER. */
const LETTER_KIND = new Uint8Array(0x10000);
const NOT_A_LETTER = 1;
const LOWER = 2;
const UPPER = 3;
const letterKind = (point: string): number =>
  /\p{Lu}/u.test(point) ? UPPER : /\p{L}/u.test(point) ? LOWER : NOT_A_LETTER;

/**
 * Whether most letters are capitals, counted in code units as `\p{L}` and `\p{Lu}` read them. One
 * pass without copies: plain ASCII by char codes, other text by each code point's class, kept
 * once read for the BMP.
 */
function isShouted(s: string): boolean {
  let letters = 0;
  let upper = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 0x7f) {
      const point = s.codePointAt(i)!;
      const width = point > 0xffff ? 2 : 1;
      let kind = width === 1 ? LETTER_KIND[c]! : letterKind(String.fromCodePoint(point));
      if (kind === 0) {
        kind = letterKind(s[i]!);
        LETTER_KIND[c] = kind;
      }
      if (kind !== NOT_A_LETTER) letters += width;
      if (kind === UPPER) upper += width;
      i += width - 1;
    } else if (c >= 0x41 && c <= 0x5a) {
      letters++;
      upper++;
    } else if (c >= 0x61 && c <= 0x7a) letters++;
  }
  return letters > 0 && upper / letters > 0.6;
}

/** A year before living memory of the news ("in 1889", "the 1960s"): a historical date. */
const PAST_YEAR = /(?<![\p{L}\p{N}])(?:1[0-8]\d\d|19[0-8]\d)s?(?![\p{N}])/u;
/** A figure with a unit of measurement. */
const MEASURE =
  /\d[\d,.]*\s?(?:(?:kilo|centi|milli)?met(?:re|er)s?|km|cm|mm|miles?|feet|ft|inches|(?:kilo)?grams?|kg|tonnes?|tons|litres?|liters?|gallons?|hectares?|acres|degrees|°[CF]?|mph|km\/h|light[- ]years?|years old)(?![\p{L}])/iu;

const HAS_DIGIT = /\d/;

/**
 * Whether QUOTED_ABOUT may match: it needs a space and then a quotation mark, which most
 * sentences lack (the pattern itself tries a capital at every position).
 */
const mayQuote = (s: string): boolean => s.includes(' "') || s.includes(' “');

/** A count of 100 or more: "1,245", "400,000", "206" (a year is never read as one). */
function isBig(n: string): boolean {
  return Number(n.replace(/,/g, '')) >= 100;
}

const NOTHING = (span: Span, hoax: HoaxMatch | null): Scored => ({
  span,
  worthiness: 0,
  kind: 'general',
  focus: null,
  hoax,
  citation: null,
  quoted: null,
});

/**
 * A sentence's check-worthiness, with its kind, focus and citation left to work out on demand:
 * a text's claims are ranked on worthiness alone and only the few kept are described.
 */
export interface RankedSentence {
  span: Span;
  worthiness: number;
  hoax: HoaxMatch | null;
  /**
   * Whether the sentence tells of the reader's own dealings (`notAClaim` gave 'own-dealings'),
   * or null where it was not asked (a byline, a hoax): the analyzer quotes the first such one.
   */
  ownDealings: boolean | null;
  scored(): Scored;
}

const unranked = (scored: Scored, notClaim: NotClaim | null | undefined): RankedSentence => ({
  span: scored.span,
  worthiness: scored.worthiness,
  hoax: scored.hoax,
  ownDealings: readOwnDealings(notClaim),
  scored: () => scored,
});

/** `notAClaim`'s answer (undefined: not asked) as RankedSentence.ownDealings. */
const readOwnDealings = (notClaim: NotClaim | null | undefined): boolean | null =>
  notClaim === undefined ? null : notClaim === 'own-dealings';

export function rankSentence(
  span: Span,
  fullText: string,
  hoaxes: readonly HoaxPattern[],
  cues: SentenceCues,
  budget: TagBudget,
  model: ClaimModel,
  readings?: SentenceReading[],
): RankedSentence {
  const s = span.text;
  const hoax = hoaxes.length ? matchHoax(span, fullText, hoaxes) : null;
  // A review's byline ("- John, 2 hours ago") is no claim at all.
  if (isByline(s) && !hoax) {
    readings?.push({ x: featuresOf(s, s, cues, null, false), tokens: [], notClaim: 'byline' });
    return unranked(NOTHING(span, hoax), undefined);
  }
  // What makes a sentence no claim but a request is told without the tagger, which reads the
  // sentence only when first asked (transactions.ts): such a sentence is never tagged, and once
  // the text's tagger budget is spent (so reading its figures spends nothing) not even read.
  const never = hoax ? undefined : neverAClaim(s);
  const unread = never && !readings;
  if (unread && budget.left <= 0) return unranked(NOTHING(span, hoax), never);
  // Identifiers (phone, account, order and street numbers, versions, times of day, model
  // numbers, "COVID-19") and vote tallies are not figures anyone could check: they are read as
  // blanks.
  const tally = isVoteTally(s);
  let figures = identifierFree(s, tally);
  // A price, a bill or a payment asked of the reader is theirs, not the public record's: no
  // figure to trace to a statistics office or an annual report (transactions.ts).
  const reading = /\d/.test(figures)
    ? readFigures(s, cues.money !== null, cues.comparison !== null, budget)
    : null;
  if (unread) return unranked(NOTHING(span, hoax), never);
  if (reading?.personal) {
    // The quantities with it are the same dealing's ("buy 4 cards of £100 each").
    figures = figures.replace(AMOUNTS, (m) => ' '.repeat(m.length)).replace(/\d/g, ' ');
  }
  const instruction = !!reading?.instruction || firstMatch(IMPERATIVE, s) !== null;
  const notClaim = never === undefined ? undefined : orARequest(never, !!reading?.instruction);
  // What is never a claim scores 0 whatever its features: only training reads them.
  if (notClaim && !readings) return unranked(NOTHING(span, hoax), notClaim);
  const x = featuresOf(s, figures, cues, reading, tally);
  x.imperative = instruction ? 1 : 0;
  readings?.push({ x, tokens: lexicalTokens(figures), notClaim: notClaim ?? null });
  if (notClaim) return unranked(NOTHING(span, hoax), notClaim);
  const w = model === 'words' ? bothModels(x, lexicalWords(figures)) : worthinessOf(x);
  // A sentence that will not be kept needs no kind, focus or citation (most sentences).
  if (!hoax && w < MIN_CHECK_WORTHINESS)
    return unranked({ ...NOTHING(span, hoax), worthiness: w }, notClaim);
  let described: Scored | null = null;
  return {
    span,
    worthiness: roundedWorthiness(w, hoax),
    hoax,
    ownDealings: readOwnDealings(notClaim),
    scored: () => {
      described ??= describe(span, figures, cues, x, hoax, w);
      return described;
    },
  };
}

/** The worthiness a described sentence reports: a hoax's 10, else two decimals. */
const roundedWorthiness = (w: number, hoax: HoaxMatch | null): number =>
  hoax ? 10 : Math.round(w * 100) / 100;

/** The features of a sentence: figures read from `figures` (identifiers blanked), cues from `s`. */
function featuresOf(
  s: string,
  figures: string,
  cues: SentenceCues,
  reading: { instruction: boolean } | null,
  tally: boolean,
): ClaimFeatures {
  const percent = cues.percent && figures.includes(cues.percent.text) ? 1 : 0;
  const money = cues.money && figures.includes(cues.money.text.trim()) ? 1 : 0;
  // Every figure is written with a digit: a sentence without one (most) is not searched for them.
  const digits = HAS_DIGIT.test(figures);
  const numberMatch = digits ? NUMBER.exec(figures) : null;
  const hasNumber = numberMatch !== null && !YEAR_ONLY.test(numberMatch[0]);
  const event = cues.event !== null || tally;
  const quotedAbout = mayQuote(s) ? QUOTED_ABOUT.test(s) : false;
  // In a sentence typed in capitals every word looks like a name; count none there.
  const names = isShouted(s) ? 0 : namesIn(s, cues.institution);
  // As many as `s.split(/\s+/)` gives, without making them.
  const words = countRuns(s).spaceRuns + 1;
  const firstPerson = FIRST_PERSON.test(s);
  const happened = event && !cues.opinion && !firstPerson;
  return {
    percent,
    money,
    number: hasNumber && !percent && !money ? 1 : 0,
    bigNumber: hasNumber && isBig(numberMatch![0]) ? 1 : 0,
    wordNumber: cues.wordNumber ? 1 : 0,
    date: cues.date ? 1 : 0,
    pastYear: digits && PAST_YEAR.test(figures) ? 1 : 0,
    measure: digits && MEASURE.test(figures) ? 1 : 0,
    name: names >= 1 ? 1 : 0,
    names: names >= 3 ? 1 : 0,
    comparison: cues.comparison ? 1 : 0,
    causal: cues.causal ? 1 : 0,
    health: cues.health ? 1 : 0,
    absolute: cues.absolute ? 1 : 0,
    attribution: cues.attribution ? 1 : 0,
    study: cues.study ? 1 : 0,
    offer: cues.offer ? 1 : 0,
    // Something that happened, in the third person: checkable even with no number in it.
    event: happened ? 1 : 0,
    namedEvent: happened && names >= 1 ? 1 : 0,
    purpose: cues.purpose && event ? 1 : 0,
    tally: tally ? 1 : 0,
    quoted: quotedAbout ? 1 : 0,
    question: /\?\s*["'”’)]*$/u.test(s) ? 1 : 0,
    imperative: reading?.instruction ? 1 : 0,
    greeting: firstMatch(GREETING, s) ? 1 : 0,
    opinion: cues.opinion ? 1 : 0,
    firstPerson: firstPerson ? 1 : 0,
    future: cues.future ? 1 : 0,
    short: words < 5 ? 1 : 0,
    long: words > 80 ? 1 : 0,
  };
}

/**
 * Kind, focus, citation and quoted words of a sentence, however check-worthy (a model's claim, a
 * headline): what the advice for it is built from.
 */
export function describeSentence(span: Span, cues: SentenceCues, budget: TagBudget): Scored {
  const s = span.text;
  const tally = isVoteTally(s);
  let figures = identifierFree(s, tally);
  const reading = /\d/.test(figures)
    ? readFigures(s, cues.money !== null, cues.comparison !== null, budget)
    : null;
  if (reading?.personal)
    figures = figures.replace(AMOUNTS, (m) => ' '.repeat(m.length)).replace(/\d/g, ' ');
  return describe(span, figures, cues, featuresOf(s, figures, cues, reading, tally), null, 0);
}

/** Kind, focus, citation and quoted words of a sentence worth keeping. */
function describe(
  span: Span,
  figures: string,
  cues: SentenceCues,
  x: ClaimFeatures,
  hoax: HoaxMatch | null,
  w: number,
): Scored {
  const s = span.text;
  const percent = x.percent ? cues.percent : null;
  const money = x.money ? cues.money : null;
  const numberMatch = NUMBER.exec(figures);
  const quotedAbout = mayQuote(s) ? QUOTED_ABOUT.exec(s) : null;
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
  const study =
    cues.study !== null &&
    (x.attribution === 1 || x.percent === 1 || x.number === 1) &&
    (RESEARCH_WORD.test(cues.study.text) || citedStudyIn(s) !== null);
  const kind = kindOf(s, {
    hoax: hoax !== null,
    percent: percent !== null,
    study,
    health: x.health === 1,
    money: money !== null,
    figure: percent !== null || x.number === 1 || x.wordNumber === 1,
    quoted: quotedAbout !== null,
    speaker: speakerOf,
    attributed: x.attribution === 1,
    causal: x.causal === 1,
    comparison: x.comparison === 1,
    event: x.event === 1,
    dated: x.date === 1 || x.pastYear === 1,
    names: x.name + x.names,
    researchCited: study,
  });
  let focus: string | null = null;
  if (kind === 'money') focus = money!.text.trim().replace(/[.,]+$/, '');
  else if (kind === 'statistic')
    focus = percent?.text ?? (x.number ? numberMatch?.[0] : cues.wordNumber?.text) ?? null;
  const citation = cues.study ? citedStudyIn(s) : null;
  if (kind === 'study') focus = citation ?? attributedStudyIn(s) ?? speakerOf()?.text ?? null;
  // A quote about a third person is a claim about that person: they are whom to check.
  else if (kind === 'quote') focus = quotedAbout?.[1] ?? speakerOf()?.text ?? null;
  else if (kind === 'hoax') focus = hoax!.hoax.label;
  return {
    span,
    worthiness: roundedWorthiness(w, hoax),
    kind,
    focus,
    hoax,
    citation,
    quoted: quotedAbout?.[2]?.trim() ?? null,
  };
}
