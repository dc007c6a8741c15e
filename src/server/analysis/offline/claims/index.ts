/**
 * Claim extraction: score every sentence for check-worthiness (figures, money, dates, names,
 * comparisons, causal and absolute wording, attributions), keep the most check-worthy, and say
 * for each what evidence would settle it and where to look. Offline nothing is verified: a claim
 * is "uncertain" unless it repeats a known hoax shipped with the product (then "false").
 *
 * Selection is by worthiness (so a long text's key figures are never crowded out by earlier
 * filler), but the kept claims are returned in document order, because that is how the reader
 * meets them and how the methodology section quotes "the first claims".
 */
import { MAX_CLAIMS, type Claim } from '../../../../shared';
import { hoaxCandidates, matchHoax, type HoaxMatch, type HoaxPattern } from './hoaxes';
import { cue, cueCased, firstMatch, type Span } from '../../knowledge/patterns';
import { splitSentences } from '../../knowledge/sentences';
import { hitsBySentence } from '../../knowledge/sentence-hits';
import { citedStudyIn } from '../../signals/source-evidence';
import { attributedStudyIn } from '../../signals/attribution';
import { CLAIM_WEIGHTS, type ClaimFeatures } from './weights';
import {
  identifierFree,
  isByline,
  isVoteTally,
  repeats,
  stemsOf,
  withoutDateline,
} from './identifiers';
import { AMOUNTS, isPrice, newTagBudget, readFigures, type TagBudget } from './transactions';

/** Sentences scoring below this are not worth checking (greetings, questions, instructions). */
export const MIN_CHECK_WORTHINESS = 2;
/** Claim text longer than this is cut (the analysis still refers to the whole sentence). */
export const MAX_CLAIM_CHARS = 400;

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

// "100%" is nearly always emphasis ("100% natural"), not a statistic.
// The explicit word-start lookbehind (the cue requires it anyway) keeps a search linear: without
// it a long run of digits is tried from every digit (100,000 digits took seconds).
const PERCENT = cue([
  '(?<![\\p{L}\\p{N}_])(?!100 ?%)\\d+(?:[.,]\\d+)?\\s?(?:%|percent|per cent|percentage points?)',
]);
// Amounts are at most 40 characters of digits and separators: unbounded, "0.0.0.0..." made every
// digit scan to the end of the text (quadratic, seconds for 60,000 characters).
const MONEY = cue([
  '[$£€¥₹]\\s?\\d[\\d,.]{0,40}(?:\\s?(?:k|m|bn|million|billion|trillion))?',
  '\\d[\\d,.]{0,40}\\s?(?:million|billion|trillion|bn)?\\s?(?:dollars|pounds|euros|usd|gbp|eur|yen|rupees)',
  '\\d[\\d,.]{0,40}\\s?(?:million|billion|trillion|bn)',
]);
const NUMBER = /(?<![\p{L}\d])\d(?:[\d,.]*\d)?(?![\p{L}\d])/u;
const YEAR_ONLY = /^(?:1[89]|20)\d{2}$/;
const WORD_NUMBER = cue([
  'twice|doubled|tripled|halved|half of|a third of|a quarter of|one in (?:two|three|four|five|ten)|(?:two|three|four|five|ten) times|dozens|hundreds|thousands|millions|billions',
]);
const DATE = cue([
  '(?:january|february|march|april|june|july|august|september|october|november|december)(?: \\d{1,2})?,? (?:19|20)\\d{2}|(?:19|20)\\d{2}|(?:last|this|next) (?:year|month|week)|yesterday|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)',
]);
const COMPARISON = cue([
  'more than|less than|fewer than|higher than|lower than|larger than|smaller than|faster than|slower than|better than|worse than|compared (?:with|to)',
  'the (?:most|least|largest|biggest|highest|lowest|fastest|slowest|first|only|best|worst)|record|all-time|increased|decreased|rose|fell|dropped|surged|plunged|soared|grew|declined|jumped|slumped',
  '(?:gone|went|goes|going) (?:up|down)|(?:up|down) from',
]);
const CAUSAL = cue([
  'causes?|caused|causing|leads? to|led to|results? in|resulted in|because of|due to|linked to|responsible for|triggers?|triggered|contributes? to|(?:increases?|raises?|reduces?|lowers?|cuts?) the risk|makes? you',
]);
const HEALTH = cue([
  'cures?|cured|heals?|healed|treats?|treated|reverses?|reversed|prevents?|protects? against|remedy|remedies|detox|immune system|boosts? (?:your )?immunity|side effects?|vaccines?|supplements?',
]);
const ABSOLUTE = cue([
  'always|never|all|none|every|everyone|nobody|100 ?%|proven|guaranteed|definitely|no evidence',
]);
const ATTRIBUTION = cue([
  'according to|said|says|stated|told|reported|announced|claimed|confirmed|estimated|found that|data (?:show|shows|showed)|figures (?:show|showed|released)|(?:studies|research|experts|scientists|doctors) (?:show|shows|say|says|prove|proves|agree)',
]);
// A study, not any report: "the council minutes published on its website" is a document, not research.
const STUDY = cue([
  'study|studies|trial|research|researchers|survey|paper|meta-analysis|journal|published in|peer-reviewed',
]);
const OFFER = cue([
  "you(?:'ve| have)? (?:won|been selected)|(?:[1-9]\\d|100) ?% off|free (?:gift|prize|iphone|money)|claim (?:your|ur)|guaranteed|risk[- ]free|only \\d+ left",
]);
const OPINION = cue([
  "i think|i feel|i believe|i guess|in my opinion|imo|i love|i hate|i'm|i am|we think|personally",
]);
const IMPERATIVE = cue([
  "^(?:click|call|reply|text|visit|send|share|buy|order|tap|please|don't|do not|subscribe|follow|check|verify|confirm|enter|go|log ?in|sign up|join|watch|read|see|contact)",
]);
const GREETING = cue([
  '^(?:hi|hello|hey|dear|thanks|thank you|regards|best wishes|cheers|ok|okay|lol|yes|no)',
]);
// Capitalised words after the first word: names of people, places, organisations.
const CAPITALISED = cueCased(["\\p{Lu}[\\p{Ll}'’-]+|\\p{Lu}{2,6}"]);
/** Days and months are capitalised but name no one ("on Friday" is a date). */
const CALENDAR_WORD =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;
/** The reader's own account, card or order: only the organisation's own channels can tell. */
const YOUR_ACCOUNT = cue([
  'your (?:\\p{L}+ )?(?:account|card|order|parcel|package|delivery|payment|subscription|top-up|balance|booking|policy|bill|invoice|loan|mortgage|statement|refund)',
]);
/** Study words that mean research; "Journal" or "paper" alone may be a product or a newspaper. */
const RESEARCH_WORD = /stud|trial|research|survey|meta-analysis|peer-reviewed/i;
const SPEAKER = cueCased([
  "\\p{Lu}[\\p{Ll}'’-]+(?: (?:of |for |the )?\\p{Lu}[\\p{Ll}'’-]+){0,4}(?= (?:said|says|told|stated|announced|claimed|wrote))",
  "(?<=(?:said|says|told) )\\p{Lu}[\\p{Ll}'’-]+(?: \\p{Lu}[\\p{Ll}'’-]+){1,3}",
  "(?<=according to )(?:the )?\\p{Lu}[\\p{L}'’-]+(?: (?:of |for |the )?\\p{Lu}[\\p{L}'’-]+){0,4}",
]);

// Something that happened: a past act by someone ("voted", "was put there", "has banned").
const EVENT = cue([
  'voted|vetoed|passed|signed|ruled|banned|arrested|charged|convicted|sentenced|killed|died|elected|appointed|fired|resigned|launched|invaded|attacked|approved|rejected|blocked|removed|installed|placed|posted|put (?:up|there|in place)|discovered|ordered|funded|sold|bought|paid|spent|cut|raised|closed|opened|shut down|cancell?ed|hired|laid off|sued|indicted|pledged|promised|admitted|denied|refused|destroyed|deleted|was (?:built|found|seen|caught|filmed|photographed|put|placed)|were (?:found|seen|caught|filmed|dumped|thrown|destroyed|deleted|shredded)',
]);
// A promise or a plan, not something that can be checked yet.
const FUTURE = cue([
  "will|won't|would|going to|gonna|should|must|need to|plan to|want to|let's|let us|(?:i|we|you|they|he|she|it|that)['’]ll",
]);
// What an act was for: "put there to make voters throw their ballots away".
const PURPOSE = cue([
  '(?:there|designed|meant|intended|placed|put|used) (?:in order )?to (?:make|stop|prevent|trick|force|get|keep)|in order to|so that',
]);
// A sentence about oneself or the reader ("I", "we", "you"), not about someone else.
const FIRST_PERSON = /^(?:i|we|my|our|you|your)(?![\p{L}\p{N}_])/iu;
// A third person's words in quotation marks right after their name: 'B "has pledged..."'.
const QUOTED_ABOUT =
  /(\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+){0,3})[:,]? ["“]([^"“”\n]{12,300})["”]/u;

/** The cue regexes a sentence is scored on, run once over the whole text (see `hitsBySentence`). */
export const SENTENCE_CUES = {
  percent: PERCENT,
  money: MONEY,
  wordNumber: WORD_NUMBER,
  date: DATE,
  comparison: COMPARISON,
  causal: CAUSAL,
  health: HEALTH,
  absolute: ABSOLUTE,
  attribution: ATTRIBUTION,
  study: STUDY,
  offer: OFFER,
  opinion: OPINION,
  future: FUTURE,
  event: EVENT,
  purpose: PURPOSE,
} as const;
type CueName = keyof typeof SENTENCE_CUES;
type SentenceCues = Record<CueName, Span | null>;

interface Scored {
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

function scoreSentence(
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

const FACT_CHECKERS =
  'a fact-checking site (such as Full Fact, PolitiFact, Snopes or AFP Fact Check)';

function explain(c: Scored): string {
  const lead = 'Not checked against outside sources (offline analysis).';
  const named = c.focus ? ` (${c.focus})` : '';
  switch (c.kind) {
    case 'hoax':
      return `Matches the known false claim "${c.hoax!.hoax.label}", which ships with FactLens's list of debunked stories and scam scripts. ${c.hoax!.hoax.rebuttal} Search ${FACT_CHECKERS} for the claim to read the full debunk.`;
    case 'offer':
      return `${lead} This is an offer or prize claim: check it on the company's own website or app, typed in by hand rather than through a link in the message, and search the offer's wording together with "scam".`;
    case 'money':
      if (c.focus && isPrice(c.focus, c.span.text)) {
        return `${lead} This is a price${named}: check it where it is charged, on the seller's own website or app typed in by hand, and compare what other shops charge for the same thing.`;
      }
      return `${lead} To settle the amount${named}, find the primary document: the company's annual report or regulatory filing, the official budget or public-spending data, or the court or regulator's decision. Check the currency, the year and whether it is a total or a yearly figure.`;
    case 'statistic':
      return `${lead} To settle this figure${named}, trace it to where it was first published: for national data the official statistics office (e.g. ONS, BLS, Eurostat, INE), for a company its own annual report, for a survey the pollster's published tables. Check the period, the place and what the number is a share of.`;
    case 'study':
      return `${lead} Find the study itself${named}, not a summary of it: its title, journal and year. Check what it actually measured, how many people it included, whether it was in humans or only in cells or animals, and who funded it (PubMed or Google Scholar find most papers).`;
    case 'quote':
      if (c.quoted && c.focus) {
        return `${lead} The words in quotation marks are put in ${c.focus}'s mouth by someone else: a quote to check, not a source. Look for the original recording or a full transcript, or ${c.focus}'s own statements on their official website or account, and check the words and their context.`;
      }
      return `${lead} Check that${named || ' the person quoted'} really said this, and in this context: look for the original recording or a full transcript, the statement on their official website or account, or a wire-service report (Reuters, AP, AFP) quoting it.`;
    case 'causal':
      return `${lead} A cause-and-effect claim needs controlled evidence, not just two things that happen together. Look for a systematic review or the position of the relevant authority (for health the WHO or the national health agency; for the economy the central bank or statistics office).`;
    case 'health':
      return `${lead} A health claim needs clinical evidence: look for the study itself and for randomised controlled trials or a systematic review (PubMed and the Cochrane Library find them), and check what health agencies such as the WHO, NHS, CDC, FDA or EMA say. Testimonials and "thousands cured" are not evidence.`;
    case 'comparison':
      return `${lead} A comparison or record depends on what is compared and over which period: check the underlying figures at the original source and whether like is compared with like.`;
    case 'event':
      return `${lead} Check this event against the official record or at least two independent, established news organisations reporting it; ${FACT_CHECKERS} may already have checked it.`;
    case 'account':
      return `${lead} This is about your own account, card or order: check it in the organisation's own app or website, typed in by hand, or by calling the number on your card or statement, never through the links or numbers in the message.`;
    case 'person':
      return `${lead} This is a claim about a named person or organisation: check what they say themselves on their official website or accounts, and whether independent, established news organisations report the same.`;
    case 'general':
      return `${lead} Look for the same claim in independent, named sources; ${FACT_CHECKERS} may already have checked it.`;
  }
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
