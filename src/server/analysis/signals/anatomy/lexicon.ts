/**
 * What a word means, for the anatomy reader: meaning classes derived from WordNet 3.1 by
 * scripts/knowledge/generate-meaning-lexicon.mjs (resources/model/meaning-lexicon.json), so a
 * request for "store vouchers" is read as a request for gift cards and "remit" as paying, without
 * a list of phrasings. Looked up by lemma (the tagger's base form), then by the word as written.
 */
import lexicon from '../../../../../resources/model/meaning-lexicon.json';

export type NounClass =
  | 'money'
  | 'secret'
  | 'card'
  | 'voucher'
  | 'link'
  | 'software'
  | 'kin'
  | 'superior'
  | 'parcel'
  | 'prize'
  | 'refund'
  | 'tax'
  | 'job'
  | 'loan'
  | 'investment'
  | 'authority'
  | 'legal'
  /** A contract the reader holds: a warranty, a policy, a subscription. */
  | 'contract';

export type VerbClass =
  | 'pay'
  | 'acquire'
  | 'send'
  | 'call'
  | 'reply'
  | 'visit'
  | 'disclose'
  | 'install'
  | 'claim';

interface Lexicon {
  nouns: Record<string, NounClass[]>;
  verbs: Record<string, VerbClass[]>;
  verbLemmas: string;
}

const lex = lexicon as unknown as Lexicon;
const NONE: readonly never[] = [];
let verbs: Set<string> | null = null;

/**
 * Words of the current era that WordNet 3.1 (2011) does not have, each placed in the class
 * WordNet gives its nearest older word: an app is an application, a one-time passcode a
 * password, a gift card a gift certificate, crypto money, a text (message) a message you send.
 */
const MODERN: Readonly<Record<string, readonly NounClass[]>> = {
  app: ['software'],
  apps: ['software'],
  otp: ['secret'],
  passcode: ['secret'],
  cvv: ['secret'],
  puk: ['secret'],
  iccid: ['secret'],
  'gift card': ['voucher'],
  giftcard: ['voucher'],
  crypto: ['money'],
  bitcoin: ['money'],
  btc: ['money'],
  usdt: ['money'],
  ethereum: ['money'],
  wallet: ['money'],
  iban: ['card'],
  kyc: ['card'],
  // Any business is a service: WordNet's postal and work senses read "your card services" as a
  // parcel and "our services" as a job.
  service: [],
  services: [],
  warranty: ['contract'],
  coverage: ['contract'],
  policy: ['contract'],
  insurance: ['contract'],
  subscription: ['contract'],
  membership: ['contract'],
};
const MODERN_VERBS: Readonly<Record<string, readonly VerbClass[]>> = {
  text: ['send', 'reply'],
  click: ['visit'],
  // To forward a text or a code is to send it on (WordNet 3.1 has only the post's sense).
  forward: ['send'],
  tap: ['visit'],
  login: ['visit'],
  whatsapp: ['call'],
  // To message or DM someone is to write to them ("Message me to start", "DM us").
  message: ['send', 'reply'],
  dm: ['send', 'reply'],
  // To book is to reserve ("book your next visit", "book now"): WordNet's sense of entering a
  // charge in a police register read it as giving one's details.
  book: [],
};

// Maps, not the parsed objects: a word such as "constructor" must not reach Object.prototype.
let nouns: Map<string, readonly NounClass[]> | null = null;
let verbMeanings: Map<string, readonly VerbClass[]> | null = null;

const nounMap = (): Map<string, readonly NounClass[]> =>
  (nouns ??= new Map([...Object.entries(lex.nouns), ...Object.entries(MODERN)]));

export function nounClasses(lemma: string): readonly NounClass[] {
  return nounMap().get(lemma.toLowerCase()) ?? NONE;
}

/** The first words of the names of more than one word ("gift" of "gift card"). */
let nameHeads: Set<string> | null = null;

/**
 * Can a name of more than one word start with `lower` (a lower-case word)? Asked before building a
 * pair of words to look up: most words open none, so most pairs need no lookup.
 */
export function opensName(lower: string): boolean {
  nameHeads ??= new Set(
    [...nounMap().keys()].filter((k) => k.includes(' ')).map((k) => k.slice(0, k.indexOf(' '))),
  );
  // A word with a space in it would put the name's first break inside itself: looked up as before.
  return nameHeads.has(lower) || lower.includes(' ');
}

/**
 * A verb WordNet lacks that is another done again ("recheck", "revalidate", "reverify", "resend",
 * "re-enter"): the act of its stem. Null for a word WordNet knows, or no such verb.
 */
function doneAgain(w: string): string | null {
  verbs ??= new Set(lex.verbLemmas.split(' '));
  if (verbs.has(w) || Object.hasOwn(MODERN_VERBS, w) || !w.startsWith('re')) return null;
  const stem = w.slice(w.startsWith('re-') ? 3 : 2);
  return stem.length >= 4 && (verbs.has(stem) || Object.hasOwn(MODERN_VERBS, stem)) ? stem : null;
}

export function verbClasses(lemma: string): readonly VerbClass[] {
  verbMeanings ??= new Map([...Object.entries(lex.verbs), ...Object.entries(MODERN_VERBS)]);
  const w = lemma.toLowerCase();
  return verbMeanings.get(doneAgain(w) ?? w) ?? NONE;
}

/**
 * Verbs WordNet lists that in a message are the little words of the other languages read here:
 * "par" (French "by": "expédié par Fnac.com"), "con" (Spanish and Italian "with"), "tot" (Dutch
 * "until"). No message orders the reader to par, con or tot.
 */
const OTHER_LANGUAGES_LITTLE_WORDS: ReadonlySet<string> = new Set(['par', 'con', 'tot']);

/** Can this word be a verb at all (WordNet's verb lemmas, and those done again)? */
export function canBeVerb(lemma: string): boolean {
  verbs ??= new Set(lex.verbLemmas.split(' '));
  const w = lemma.toLowerCase();
  if (OTHER_LANGUAGES_LITTLE_WORDS.has(w)) return false;
  return verbs.has(w) || Object.hasOwn(MODERN_VERBS, w) || doneAgain(w) !== null;
}
