/**
 * Smears: the text itself asserts that a person or group is a liar, a criminal, corrupt or
 * worthless ("he is a fraud", "crooked Smith", "traitors to the country", "no integrity"),
 * instead of showing what they did. News reports the same accusations with a source ("police
 * said", "was charged with", "alleged"), so a sentence that attributes the accusation is
 * reporting, not a smear, and the cue only counts in a text that is already emotive.
 */
import { groupedCue } from './cue';
import { allMatches, type Span } from '../../knowledge/patterns';

/** Nouns and adjectives of accusation and contempt aimed at a person. */
const VICE =
  '(?:liars?|frauds?|crooks?|criminals?|traitors?|racists?|sexists?|bigots?|rapists?|pedophiles?|paedophiles?|perverts?|predators?|hypocrites?|cheats?|cheaters?|thie(?:f|ves)|con ?m[ae]n|murderers?|terrorists?|disgrace|embarrassment|failures?|joke|puppets?|sociopaths?|psychopaths?|narcissists?|cowards?|communists?|fascists?|nazis?|incompetent|corrupt|crooked|dishonest|evil|stupid|dumb|senile|traitorous|treasonous|racist|sexist|useless|worthless|unfit|a danger|a threat|a liability|a national disgrace|a laughing ?stock|clowns?|morons?|idiots?|fools?|losers?|disgusting|pathetic|delusional|out of touch|unhinged|deranged|irresponsible|weak|ugly|insane|mentally (?:ill|sick|unfit))';

/**
 * A vice asserted with a copula ("X is a fraud", "they are all liars", "he's a total disgrace").
 * Looking for the copula and vice first and the target word after is much cheaper than a
 * pattern that opens with "any word": that would be tried at every word of a long text.
 */
const COPULA = '(?:is|are|was|were|has always been|will always be)';
const COPULA_VICE = `${COPULA}(?: all| just| nothing but| nothing more than| still| such)?(?: a| an| the)?(?: \\p{L}+){0,2} ${VICE}`;
/** The same after a contraction ("he's a liar", "they're crooks"), which has no word boundary before it. */
const CONTRACTED_VICE = new RegExp(
  `['’](?:s|re)(?: all| just| nothing but| nothing more than| still| such)?(?: a| an| the)?(?: \\p{L}+){0,2} ${VICE}(?![\\p{L}\\p{N}_])`,
  'giu',
);
/** Crimes asserted of a person or party ("Jones lied", "they rigged"). */
const CRIME =
  '(?:lied|cheated|cheats|stole|rigged|bribed|blackmailed|betrayed|sold out|covered up|molested|defrauded|conspired)';
const CRIME_VERB = `${CRIME}(?= |$|[.!,])`;
/** The word just before a position, and where it starts. */
const WORD_BEFORE = /([\p{L}]+)(?:['’]\p{L}*)?\s*$/u;

/** An epithet glued to a name: "crooked Smith", "lyin' Jones" (the name is checked to be capitalised). */
const EPITHET_WORD =
  "(?:crooked|lyin'?|lying|corrupt|sleazy|shady|phony|sleepy|creepy|shifty|crazy)";
const EPITHET = `${EPITHET_WORD} (?:old )?\\p{L}+`;

/** Smears that need no target word: they name the vice and its bearer together. */
const FIXED = [
  '(?:party|group|organi[sz]ation|gang|bunch) of (?:crime|criminals|crooks|evil|hate|liars|thieves|traitors|terrorists)|traitors? to (?:america|the country|our country|the nation|\\p{L}+)|wanted for (?:treason|murder|crimes)|(?:should|must|needs? to|ought to) be (?:arrested|jailed|locked up|impeached|in (?:jail|prison)|tried for treason|prosecuted)|tried for treason|(?:hates?|hating) (?:america|americans|our country|(?:their|his|her) own country|this country|freedom|the poor|women|the police)',
  'no (?:honou?r|integrity|morals|principles|decency|shame|honesty|ethics|scruples|conscience)(?:\\s*(?:,|and|\\n)\\s*no \\p{L}+)*|(?:enriching|lining) (?:his|her|their) (?:own )?(?:pockets|friends)|(?:puppet|lapdog|pawn) of|in the pocket of|on the payroll of|bought and paid for|did nothing for (?:them|us|you|the people)|(?:rigged|stole|stolen) (?:the |an |this )?election|(?:part|the root) of the problem|derangement syndrome',
  // Harm laid at someone's door as a charge: "got thousands killed", "ran the city into the ground".
  '(?:got|gets|getting) (?:[\\d,.+]+ |thousands of |millions of |hundreds of )?(?:\\p{L}+ )?(?:killed|murdered)|(?:endangered|sacrificed|betrayed|abandoned|screwed up|ruined) (?:the lives of |an entire |the whole |our |the )?(?:\\p{L}+ )?(?:lives|people|citizens|americans|country|nation|state|city|economy|veterans|families)|(?:ran|runs|run|running|driven|drove) (?:\\p{L}+ ){0,2}into the ground|(?:mentally|morally|criminally) (?:sick|ill|unfit|bankrupt|insane|deranged)|(?:hit|hits|hitting) (?:a new )?rock bottom|(?:an? |total |complete |utter )?(?:disgrace|embarrassment) to (?:the|our|this|his|her|their|\\p{L}+)|endangered (?:the )?lives',
];

/**
 * One pass over the text for every kind of cue (fixed forms first, so "rigged the election" is
 * found whole); each hit is then sorted into its kind by the anchored patterns below.
 */
const SMEAR_CUES = groupedCue([...FIXED, COPULA_VICE, CRIME_VERB, EPITHET]);
const IS_EPITHET = new RegExp(`^${EPITHET}$`, 'iu');
const IS_TARGETED = new RegExp(`^(?:${COPULA_VICE}|${CRIME})$`, 'iu');

/** Pronouns and group words that can be the target of a smear. */
const TARGET_WORDS = new Set([
  'he',
  'she',
  'they',
  'democrats',
  'republicans',
  'liberals',
  'conservatives',
  'leftists',
  'politicians',
  'media',
  'government',
  'president',
  'party',
  'voters',
  'supporters',
]);
/** Capitalised words that open sentences but name nobody. */
const NOT_NAMES = new Set([
  'this',
  'that',
  'it',
  'what',
  'which',
  'there',
  'here',
  'who',
  'you',
  'i',
  'we',
  'in',
  'at',
  'to',
  'my',
  'the',
  'a',
  'an',
  'and',
  'or',
  'of',
  'on',
  'for',
  'with',
  'is',
  'all',
  'life',
  'politics',
  'everything',
  'nothing',
  'something',
]);

const CAPITALISED = /^\p{Lu}/u;

/** The target word is a pronoun or group word, or a capitalised word that is not a function word. */
function namesSomeone(word: string): boolean {
  const lower = word.toLowerCase();
  return TARGET_WORDS.has(lower) || (CAPITALISED.test(word) && !NOT_NAMES.has(lower));
}

/** Hits whose preceding word names someone, widened to start at that word. */
function withTarget(text: string, hits: Span[]): Span[] {
  const out: Span[] = [];
  for (const h of hits) {
    const before = WORD_BEFORE.exec(text.slice(Math.max(0, h.start - 40), h.start));
    if (!before || !namesSomeone(before[1]!)) continue;
    const start = h.start - before[0].length;
    out.push({ text: text.slice(start, h.end), start, end: h.end });
  }
  return out;
}

function lastWord(s: string): string {
  return /[\p{L}']+$/u.exec(s)?.[0] ?? '';
}

/** Sentences that attribute an accusation to a source or a legal process are reporting it. */
const ATTRIBUTION = groupedCue([
  'said|says|according to|alleged(?:ly)?|allegations?|accused|accuses|charged|convicted|indicted|court|judge|jury|trial|prosecutors?|police|investigators?|denied|denies|claim(?:s|ed)|reported(?:ly)?|told reporters|lawsuit|pleaded|sentenced|testified|found guilty|officials|called|calls|calling|rumou?rs?',
]);

const SENTENCE_END = /[.!?\n]/;

/** The sentence around a span: from after the previous sentence end to the next one. */
function sentenceAround(text: string, s: Span): string {
  let from = s.start;
  while (from > 0 && !SENTENCE_END.test(text[from - 1]!)) from--;
  let to = s.end;
  while (to < text.length && !SENTENCE_END.test(text[to]!)) to++;
  return text.slice(from, to);
}

/** Smear spans of an emotive text; none in a calm one (see the module comment). */
export function smearHits(text: string, emotive: boolean, cap: number): Span[] {
  if (!emotive) return [];
  const hits: Span[] = withTarget(text, allMatches(CONTRACTED_VICE, text, cap));
  for (const h of allMatches(SMEAR_CUES, text, cap)) {
    if (IS_EPITHET.test(h.text)) {
      const name = lastWord(h.text);
      if (namesSomeone(name) && !TARGET_WORDS.has(name.toLowerCase())) hits.push(h);
    } else if (IS_TARGETED.test(h.text)) hits.push(...withTarget(text, [h]));
    else hits.push(h);
  }
  return hits
    .filter((s) => allMatches(ATTRIBUTION, sentenceAround(text, s), 1).length === 0)
    .sort((a, b) => a.start - b.start);
}

export const SMEARS = {
  technique: 'smears',
  label: 'Smears',
  explanation:
    'Attacks the reputation of a person or group (liar, crook, traitor) instead of showing what they actually did.',
  medium: 2,
  high: 4,
} as const;
