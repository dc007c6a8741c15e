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
import { partsOfSpeech, type Tagged } from '../../knowledge/english';

/** Sentences of one text read by the tagger; later ones are judged by their pence alone. */
export const MAX_TAGGED_SENTENCES = 48;

// Not ".00" (a round sum written out) and not a rate ("$3.50 a gallon", "£9.50 an hour").
const PENNIES =
  /[$£€¥₹]\s?\d{1,3}(?:,\d{3})*[.,](?!00)\d{2}(?!\d|[.,]\d|\s?(?:k|m|bn|million|billion|trillion)\b|\s(?:a|an|per|each|every)\s)/iu;
/** Every amount written with a currency sign, as the claim cues find them (blanked when personal). */
export const AMOUNTS = /[$£€¥₹]\s?\d[\d,.]{0,40}(?:\s?(?:k|m|bn|million|billion|trillion)\b)?/giu;
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
}

export function newTagBudget(): TagBudget {
  return { left: MAX_TAGGED_SENTENCES };
}

/** Whether the sentence's amounts are the reader's own dealings (a price, a bill, a request). */
export function isPersonalAmount(sentence: string, compares: boolean, budget: TagBudget): boolean {
  if (!compares && PENNIES.test(sentence)) return true;
  if (budget.left <= 0) return false;
  budget.left--;
  return amountInRequest(partsOfSpeech(sentence));
}

const isBaseVerb = (t: Tagged) => t.pos === 'VERB' && t.lemma === t.text.toLowerCase();
const lower = (t: Tagged | undefined) => t?.text.toLowerCase() ?? '';

/**
 * Whether an amount ("$" then a number) falls inside a clause that asks something of the reader.
 * A clause after a comma asks only when the writer is the one served ("I'm in a meeting, buy four
 * cards and send me the codes"): after a comma a bare verb is as often the verb of a subject said
 * earlier ("recipients who, by taking advantage of the laws, make over $10 thousand").
 */
export function amountInRequest(tokens: readonly Tagged[]): boolean {
  const forMe = tokens.some((t) => lower(t) === 'me');
  let clauseStart = true;
  let afterComma = false;
  let asking = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.pos === 'PUNCT' && (CLAUSE_BREAK.test(t.text) || (DASH.test(t.text) && t.spaced))) {
      clauseStart = true;
      afterComma = t.text === ',';
      asking = false;
      continue;
    }
    if (clauseStart) {
      // A clause's openers ("please", "kindly") are skipped; then a bare verb is an instruction.
      if (OPENERS.has(t.pos) && !isBaseVerb(t)) continue;
      clauseStart = false;
      if (isBaseVerb(t) && (!afterComma || forMe)) asking = true;
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
    if (asking && CURRENCY.test(t.text) && tokens[i + 1]?.pos === 'NUM') return true;
  }
  return false;
}
