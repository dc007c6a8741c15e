/**
 * Amounts of money that belong to the reader's own dealings, not to the public record: nobody
 * publishes statistics or annual reports on them, so they are no figure to trace.
 *   - A price or a bill, told by its pence or cents ("$6.99", "£249.99"), unless the sentence
 *     compares it ("petrol rose to £1.45 a litre" is a statistic).
 *   - An amount in a request aimed at the reader, told by grammar, not by a list of verbs: a
 *     clause that opens on a verb in its base form with no subject ("pick up three vouchers worth
 *     $50 each", "Kindly settle the balance of $12"), what the reader is asked to do ("I need you
 *     to buy four £100 gift cards"), or what the writer says they need from the reader ("I need 4
 *     cards of £100 each").
 * Requests are read with the part-of-speech tagger (knowledge/english.ts), on the sentences with
 * an amount only, at most MAX_TAGGED_SENTENCES a text.
 */
import { MAX_TAG_CHARS, partsOfSpeech, type Tagged } from '../../knowledge/english';

/** Sentences of one text read by the tagger; later ones are judged by their pence alone. */
export const MAX_TAGGED_SENTENCES = 48;

// Not ".00" (a round sum written out) and not a rate ("$3.50 a gallon", "£9.50 an hour").
const PENNIES =
  /[$£€¥₹]\s?\d{1,3}(?:,\d{3})*[.,](?!00)\d{2}(?!\d|[.,]\d|\s?(?:k|m|bn|million|billion|trillion)(?!\w)|\s(?:a|an|per|each|every)\s)/iu;
/** Every amount written with a currency sign, as the claim cues find them (blanked when personal). */
export const AMOUNTS =
  /[$£€¥₹]\s?\d[\d,.]{0,40}(?:\s?(?:k|m|bn|million|billion|trillion)(?!\w))?/giu;
const CURRENCY = /^[$£€¥₹]$/u;
/** Where a clause starts: the sentence's start, or after one of these (a dash only between spaces). */
const CLAUSE_BREAK = /^[,;:()]$/u;
const DASH = /^[–—-]$/u;
/** Words that may open a request before its verb ("please", "kindly", "now", "just"). */
const OPENERS = new Set(['ADV', 'INTJ']);

const RATE = /^\s(?:a|an|per|each|every)\s/i;

/**
 * A price or a bill: an amount to the penny or cent ("£49.99"), not a rounded total, and not a
 * rate ("$3.50 a gallon", a statistic) where the sentence quotes it.
 */
export function isPrice(amount: string, sentence: string): boolean {
  const a = amount.trim();
  if (!/^[$£€¥₹]\s?\d{1,3}(?:,\d{3})*[.,](?!00)\d{2}$/u.test(a)) return false;
  const at = sentence.indexOf(a);
  return at < 0 || !RATE.test(sentence.slice(at + a.length, at + a.length + 8));
}

/** A tagger budget shared by the sentences of one text. */
export interface TagBudget {
  left: number;
  /** Sentences already read in this text (a pasted page repeats its footer). */
  read: Map<string, Reading>;
}

export function newTagBudget(): TagBudget {
  return { left: MAX_TAGGED_SENTENCES, read: new Map() };
}

/** What the tagger tells about one sentence with a figure in it. */
export interface Reading {
  /** Its amounts are the reader's own dealings (a price, a bill, a payment asked of them). */
  readonly personal: boolean;
  /** It opens on an instruction to the reader ("Pay within 24 hours..."). */
  readonly instruction: boolean;
}

const NOTHING: Reading = { personal: false, instruction: false };
/** The word a sentence opens on, after a sender's label ("E-ZPass:") and an opener ("Please"). */
const OPENING = /^(?:[^\s:]{1,30}:\s+)?(?:(?:please|pls|kindly|now|just|simply)\s+)?([\p{L}'’]+)/iu;
/**
 * Words no instruction opens on (articles, pronouns, prepositions, conjunctions, auxiliaries):
 * closed word classes, so most sentences of a report need no tagging.
 */
const NEVER_A_VERB = new Set(
  (
    'the a an this that these those it its he she they we i you your our their his her my there ' +
    'here to in on at of for by from with as but and or if when while after before since because ' +
    'although though so according during under over about than is are was were has have had will ' +
    'would can could should may might must do does did not no yes all some many most more one two'
  ).split(' '),
);

/** A verb helped or inflected: a sentence with one tells of the world, it does not instruct. */
const FINITE =
  /(?<!\w)(?:is|are|was|were|be|been|has|have|had|will|would|can|could|shall|should|may|might|must|does|did)(?!\w)|['’](?:s|re|ve|ll|d)(?!\w)|\p{L}{2}ed(?!\w)/iu;
/** The reader or the writer named: "you", "your", "me", "I need", "I want". */
const READER = /(?<!\w)(?:you|your|me)(?!\w)|(?<!\w)I (?:\p{L}+ )?(?:need|want)(?!\w)/iu;

/**
 * Reads a sentence with a figure in it. `money`: it has an amount with a currency sign;
 * `compares`: it compares figures. Only sentences that could be a request or a bill are tagged.
 */
export function readFigures(
  whole: string,
  money: boolean,
  compares: boolean,
  budget: TagBudget,
): Reading {
  // Only the sentence's start is read, as the tagger reads it: a sentence of 100,000 characters
  // costs what one of MAX_TAG_CHARS does.
  const sentence = whole.slice(0, MAX_TAG_CHARS);
  const known = budget.read.get(sentence);
  if (known) return known;
  const pennies = money && !compares && PENNIES.test(sentence);
  const opening = OPENING.exec(sentence);
  const word = opening?.[1]?.toLowerCase() ?? '';
  // What the tags would need, checked first so most sentences are never tagged: an instruction
  // opens on a word that can be a verb, with no other verb inflected or helped ("have
  // endorsed", "will be returned"); an amount is the reader's when the reader or the writer is
  // named, or in an instruction.
  const mayInstruct =
    opening !== null &&
    !NEVER_A_VERB.has(word) &&
    !FINITE.test(sentence.slice(opening.index + opening[0].length));
  const mayBeReaders = money && !pennies && (mayInstruct || READER.test(sentence));
  if (!(mayInstruct || mayBeReaders) || budget.left <= 0) {
    return pennies ? { personal: true, instruction: false } : NOTHING;
  }
  budget.left--;
  const reading = new TaggedReading(sentence, pennies, money);
  budget.read.set(sentence, reading);
  return reading;
}

/**
 * A reading from the tagger, which tags the sentence when first asked: the budget is spent at
 * once (later sentences see the same budget whatever is asked), but a sentence found to be no
 * claim on other grounds (the reader's own dealings) is never tagged.
 */
class TaggedReading implements Reading {
  #tokens: readonly Tagged[] | null = null;
  #personal: boolean | null = null;
  #instruction: boolean | null = null;
  constructor(
    private readonly sentence: string,
    private readonly pennies: boolean,
    private readonly money: boolean,
  ) {}
  get personal(): boolean {
    this.#personal ??= this.pennies || (this.money && amountIsReaders(this.#tagged()));
    return this.#personal;
  }
  get instruction(): boolean {
    this.#instruction ??= opensOnInstruction(this.#tagged());
    return this.#instruction;
  }
  #tagged(): readonly Tagged[] {
    this.#tokens ??= partsOfSpeech(this.sentence);
    return this.#tokens;
  }
}

/** Tokens from the clause's start past a sender's label ("E-ZPass:") and openers ("Please"). */
function firstWordAt(tokens: readonly Tagged[]): number {
  let i = 0;
  const colon = tokens.findIndex((t) => t.text === ':');
  if (colon > 0 && colon <= 4) i = colon + 1;
  while (i < tokens.length && OPENERS.has(tokens[i]!.pos) && !isBaseVerb(tokens[i]!)) i++;
  return i;
}

/**
 * "Pay within 24 hours to avoid disconnection": a bare verb opens the sentence and goes on (not
 * "Look, ..."), and no other verb is inflected: "Look at the 24 generals that have endorsed me"
 * or "Meet the man arrested for..." tell of the world under an imperative's cover.
 */
export function opensOnInstruction(tokens: readonly Tagged[]): boolean {
  const i = firstWordAt(tokens);
  const verb = tokens[i];
  if (verb === undefined || !isBaseVerb(verb) || tokens[i + 1]?.pos === 'PUNCT') return false;
  return !tokens.some((t, j) => j > i && (t.pos === 'AUX' || (t.pos === 'VERB' && !isBaseVerb(t))));
}

const isBaseVerb = (t: Tagged) => t.pos === 'VERB' && t.lemma === t.text.toLowerCase();
const lower = (t: Tagged | undefined) => t?.text.toLowerCase() ?? '';
/**
 * After "you": what the reader owes or holds, or what was done to them ("you owe", "you have an
 * unpaid toll", "you have been charged"); not what they did ("you've raised them by $1 trillion",
 * "you put $90 billion into..."), which is a claim about a deed.
 */
function owesOrHolds(tokens: readonly Tagged[], at: number): boolean {
  const verb = tokens[at];
  const next = tokens[at + 1];
  if (!verb) return false;
  if (verb.lemma === 'owe') return true;
  if (verb.lemma === 'have' || verb.lemma === 'be') {
    // "have an unpaid toll", "are due", "have been charged", "were billed".
    if (next?.pos !== 'VERB' && next?.pos !== 'AUX')
      return verb.lemma === 'have' || next?.pos === 'ADJ';
    return next.lemma === 'be' || verb.lemma === 'be';
  }
  return false;
}
const MODALS = new Set(['will', 'would', 'could', 'should', 'might', 'may', 'can', 'shall']);

/**
 * Whether an amount ("$" then a number) is the reader's own: inside a clause that asks something
 * of the reader, or told of the reader as the sentence's subject ("You owe the IRS $4,320", "Your
 * account was charged $400"; not "You see, he proposed...", not a forecast with "will").
 * A clause after a comma asks only when the writer is the one served ("I'm in a meeting, buy four
 * cards and send me the codes"): after a comma a bare verb is as often the verb of a subject said
 * earlier ("recipients who, by taking advantage of the laws, make over $10 thousand").
 */
export function amountIsReaders(tokens: readonly Tagged[]): boolean {
  const forMe = tokens.some((t) => lower(t) === 'me');
  const first = firstWordAt(tokens);
  const firstWord = lower(tokens[first]);
  let aboutReader =
    (firstWord === 'your' && tokens[first + 1]?.pos !== 'PUNCT') ||
    (firstWord === 'you' && owesOrHolds(tokens, first + 1));
  let clauseStart = true;
  let afterComma = false;
  let asking = false;
  let servesWriter = false;
  let amount = false;
  // A request made earlier in the sentence, and the clause now tells what "it" costs: "my account
  // needs you to upgrade to a business account first, it's $300".
  let askedBefore = false;
  let whatItCosts = false;
  for (let i = first; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.pos === 'PUNCT' && (CLAUSE_BREAK.test(t.text) || (DASH.test(t.text) && t.spaced))) {
      clauseStart = true;
      afterComma = t.text === ',';
      askedBefore ||= asking;
      asking = false;
      aboutReader = false;
      whatItCosts = false;
      continue;
    }
    if (
      aboutReader &&
      (MODALS.has(lower(t)) || (lower(t) === 'going' && lower(tokens[i + 1]) === 'to'))
    ) {
      aboutReader = false;
    }
    if (clauseStart) {
      // A clause's openers ("please", "kindly") are skipped; then a bare verb is an instruction.
      if (OPENERS.has(t.pos) && !isBaseVerb(t)) continue;
      clauseStart = false;
      whatItCosts =
        askedBefore && ['it', 'that', 'which'].includes(lower(t)) && tokens[i + 1]?.lemma === 'be';
      if (isBaseVerb(t) && (!afterComma || forMe)) {
        asking = true;
        // "The fee is only $25, send it to me by tonight": asked for the writer, the request
        // makes the sentence's every amount the dealing's (not "Look, we spent...": no object).
        if (forMe && tokens[i + 1]?.pos !== 'PUNCT') servesWriter = true;
      }
    }
    // "(I need) you to buy": the reader is asked to do the rest of the clause.
    if (lower(t) === 'you' && lower(tokens[i + 1]) === 'to' && tokens[i + 2]?.pos === 'VERB') {
      asking = true;
    }
    // "I need 4 cards": what the writer needs from the reader (not "I want to cut taxes": a plan).
    if (
      lower(t) === 'i' &&
      tokens[i + 1]?.pos === 'VERB' &&
      ['need', 'want'].includes(tokens[i + 1]!.lemma) &&
      lower(tokens[i + 2]) !== 'to'
    ) {
      asking = true;
    }
    if (CURRENCY.test(t.text) && tokens[i + 1]?.pos === 'NUM') {
      if (asking || aboutReader || whatItCosts) return true;
      amount = true;
    }
  }
  return amount && servesWriter;
}
