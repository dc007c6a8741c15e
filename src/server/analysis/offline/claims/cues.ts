/**
 * The cues a sentence is scored on for check-worthiness: figures, money, dates, comparisons,
 * causal, health and absolute wording, attributions, studies, offers, events and purposes (run
 * once over the whole text, see `hitsBySentence`), and the per-sentence patterns for names,
 * speakers, quotes, instructions and greetings. Kept apart from the scoring (score-sentence.ts)
 * so the patterns read as one list.
 */
import { cue, cueCased, type Span } from '../../knowledge/patterns';

// "100%" is nearly always emphasis ("100% natural"), not a statistic.
// The explicit word-start lookbehind (the cue requires it anyway) keeps a search linear: without
// it a long run of digits is tried from every digit (100,000 digits took seconds).
const PERCENT = cue([
  '(?<![\\p{L}\\p{N}_])(?!100 ?%)\\d+(?:[.,]\\d+)?\\s?(?:%|percent|per cent|percentage points?)',
]);
// Amounts are at most 40 characters of digits and separators: unbounded, "0.0.0.0..." made every
// digit scan to the end of the text (quadratic, seconds for 60,000 characters).
// A count of millions ("84 million people", "7 million visitors") is a number, not money.
const MONEY = cue([
  '[$£€¥₹]\\s?\\d[\\d,.]{0,40}(?:\\s?(?:k|m|bn|million|billion|trillion))?',
  '\\d[\\d,.]{0,40}\\s?(?:million|billion|trillion|bn)?\\s?(?:dollars|pounds|euros|usd|gbp|eur|yen|rupees)',
]);
export const NUMBER = /(?<![\p{L}\d])\d(?:[\d,.]*\d)?(?![\p{L}\d])/u;
export const YEAR_ONLY = /^(?:1[89]|20)\d{2}$/;
const WORD_NUMBER = cue([
  'twice|doubled|tripled|halved|half of|a third of|a quarter of|one in (?:two|three|four|five|ten)|(?:two|three|four|five|ten) times|dozens|hundreds|thousands|millions|billions',
  // A count in words: "three restaurants", "forty people".
  '(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred) (?:\\p{L}+ )?\\p{L}+s',
]);
const DATE = cue([
  '(?:january|february|march|april|june|july|august|september|october|november|december)(?: \\d{1,2})?,? (?:19|20)\\d{2}|(?:19|20)\\d{2}|(?:last|this|next) (?:year|month|week)|yesterday|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)',
]);
const COMPARISON_WORDS =
  'more than|less than|fewer than|higher than|lower than|larger than|smaller than|faster than|slower than|better than|worse than|compared (?:with|to)';
// Any comparative: "wider than", "older than" (not "rather than", "other than"). Its word is
// bounded and starts a word, so a 100,000-letter word is not searched again from every letter.
const COMPARATIVE =
  '(?<![\\p{L}])(?!(?:rather|other|either|whether|never|ever|over|under|after|later|sooner)(?![\\p{L}]))\\p{L}{2,30}er than';
const MORE_THAN = 'more \\p{L}{1,30} than';
const CHANGE =
  'the (?:most|least|largest|biggest|highest|lowest|fastest|slowest|first|only|best|worst)|record|all-time|increased|decreased|rose|fell|dropped|surged|plunged|soared|grew|declined|jumped|slumped';
const DIRECTION = '(?:gone|went|goes|going) (?:up|down)|(?:up|down) from';
// The comparative opens on a letter class, which V8 tries at every position of a text: it is
// searched for only where "than" is (it took more time than all the other cues together).
const COMPARISON = cue([
  COMPARISON_WORDS,
  { phrase: COMPARATIVE, needs: ['than'] },
  MORE_THAN,
  CHANGE,
  DIRECTION,
]);

const CAUSAL = cue([
  'causes?|caused|causing|leads? to|led to|results? in|resulted in|because of|due to|linked to|responsible for|triggers?|triggered|contributes? to|(?:increases?|raises?|reduces?|lowers?|cuts?|doubles?|halves?) the (?:risk|chance|odds)|makes? (?:you|people|children|kids)',
  // An effect one thing has on another, in the present: "X shrinks tumours", "Y lowers IQ".
  'shrinks?|flushes|boosts?|weakens?|strengthens?|damages?|lowers?|improves?|worsens?|kills? (?:germs|bacteria|viruses|cells)',
]);
// What a health claim is about as well as what it promises: an illness, the body, a medicine or
// a food taken as one ("lemon water flushes toxins out of your liver").
const HEALTH = cue([
  'cures?|cured|heals?|healed|treats?|treated|reverses?|reversed|prevents?|protects? against|remedy|remedies|detox|immune system|boosts? (?:your )?immunity|side effects?|vaccines?|vaccinated|vaccination|supplements?',
  "flu|influenza|common cold|colds|cancers?|tumou?rs?|diabetes|dementia|alzheimer'?s|autism|asthma|obesity|arthritis|infections?|viruses|virus|bacteria|antibiotics?|chemotherapy|cholesterol|blood (?:pressure|sugar)|heart (?:disease|attacks?)|strokes?|allerg(?:y|ies)|migraines?|insomnia|syndrome|disorders?|symptoms|diseases?|illness(?:es)?|toxins|calories|metabolism|fertility|pregnan(?:t|cy)|medicines?|medication|drugs|doses?|vitamins?|nutrients|protein|fasting|iq",
  // The body a health claim promises to change.
  'liver|kidneys?|lungs?|brain|heart|bones|joints|knuckles|muscles?|skin|teeth|gums|gut|bowels?|stomach|belly fat|body fat|weight loss|lose weight|eyesight|immunity|hormones?|sperm|blood',
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
export const IMPERATIVE = cue([
  "^(?:click|call|reply|text|visit|send|share|buy|order|tap|please|don't|do not|subscribe|follow|check|verify|confirm|enter|go|log ?in|sign up|join|watch|read|see|contact)",
]);
export const GREETING = cue([
  '^(?:hi|hello|hey|dear|thanks|thank you|regards|best wishes|cheers|ok|okay|lol|yes|no)',
]);
// Capitalised words after the first word: names of people, places, organisations. Read by
// capitalised.ts in one pass; this pattern is what it must find (capitalised.test.ts).
export const CAPITALISED = cueCased(["\\p{Lu}[\\p{Ll}'’-]+|\\p{Lu}{2,6}"]);
/**
 * Offices and institutions named by what they are ("the senator", "the city council", "the
 * central bank"): as checkable as a name.
 */
export const INSTITUTION = cue([
  'the (?:\\p{L}+ )?(?:government|council|ministry|minister|department|court|judge|police|army|military|navy|central bank|bank|company|firm|club|hospital|school|university|parliament|congress|senate|senator|president|prime minister|chancellor|mayor|governor|king|queen|prince|official|officials|agency|regulator|union|party|commission|committee|board|authority|authorities|prosecutors?|spokes(?:man|woman|person)|chief executive|ceo|chairman|coach|manager|bishop|church|charity|embassy|inspectors?|researchers|scientists|doctors|nurses|teachers|workers|farmers|rebels|protesters|troops|soldiers)',
]);

/** Days and months are capitalised but name no one ("on Friday" is a date). */
export const CALENDAR_WORD =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;
/** The reader's own account, card or order: only the organisation's own channels can tell. */
export const YOUR_ACCOUNT = cue([
  'your (?:\\p{L}+ )?(?:account|card|order|parcel|package|delivery|payment|subscription|top-up|balance|booking|policy|bill|invoice|loan|mortgage|statement|refund)',
]);
/** Study words that mean research; "Journal" or "paper" alone may be a product or a newspaper. */
export const RESEARCH_WORD = /stud|trial|research|survey|meta-analysis|peer-reviewed/i;
export const SPEAKER = cueCased([
  "\\p{Lu}[\\p{Ll}'’-]+(?: (?:of |for |the )?\\p{Lu}[\\p{Ll}'’-]+){0,4}(?= (?:said|says|told|stated|announced|claimed|wrote))",
  "(?<=(?:said|says|told) )\\p{Lu}[\\p{Ll}'’-]+(?: \\p{Lu}[\\p{Ll}'’-]+){1,3}",
  "(?<=according to )(?:the )?\\p{Lu}[\\p{L}'’-]+(?: (?:of |for |the )?\\p{Lu}[\\p{L}'’-]+){0,4}",
]);

// Something that happened: a past act by someone ("voted", "was put there", "has banned").
const EVENT = cue([
  'voted|vetoed|passed|signed|ruled|banned|arrested|charged|convicted|sentenced|killed|died|elected|appointed|fired|sacked|dismissed|ousted|expelled|suspended|deported|evacuated|rescued|injured|wounded|derailed|crashed|collapsed|exploded|erupted|flooded|struck|seized|took control|set fire to|set alight|burned down|stormed|captured|fined|blocked|resigned|launched|invaded|attacked|approved|rejected|blocked|removed|installed|placed|posted|put (?:up|there|in place)|discovered|ordered|funded|sold|bought|paid|spent|cut|raised|closed|opened|shut down|cancell?ed|hired|laid off|sued|indicted|pledged|promised|admitted|denied|refused|destroyed|deleted|was (?:built|found|seen|caught|filmed|photographed|put|placed)|were (?:found|seen|caught|filmed|dumped|thrown|destroyed|deleted|shredded)',
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
export const FIRST_PERSON = /^(?:i|we|my|our|you|your)(?![\p{L}\p{N}_])/iu;
// A third person's words in quotation marks right after their name: 'B "has pledged..."'.
export const QUOTED_ABOUT =
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
  // Not a feature of its own: an office or institution counts as one name (score-sentence.ts).
  institution: INSTITUTION,
} as const;
export type CueName = keyof typeof SENTENCE_CUES;
export type SentenceCues = Record<CueName, Span | null>;
