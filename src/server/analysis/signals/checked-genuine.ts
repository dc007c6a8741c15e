/**
 * A person's account of a contact they checked through a way of their own and found genuine: "I
 * called the pharmacy's number from their website and yep, it was them", "I checked my Amazon
 * orders page and the return status said 'Refund issued'", "I asked her to send a voice note …
 * it was definitely her", "please hang up and call the number on the back of your card … they had
 * the same case". What it tells of the message (a new number, a payment, a prize) is the contact
 * described, not asked of the reader: it reads as reporting, as a warning does (scam-warning.ts).
 * Not an account that goes on to a loss ("it was them, so I gave my card number … the money was
 * gone"), nor one checked through the message's own link or number.
 */
import { wordCount } from './judge/inputs';

/** Told in the first person. */
const TELLER = /(?<![\p{L}])(?:I|my|me|we|our)(?![\p{L}])/u;
/** A check through the teller's own way: the firm's own site, app, card, orders page, a question only the person can answer. */
const OWN_CHECK =
  /(?<![\p{L}])(?:(?:called|rang|phoned|checked|looked up|logged in(?:to)?|went (?:to|into)|opened)\b[^.!?\n]{0,60}?(?<!\w)(?:from|on|via|through|in|at|to)\s+(?:their|the|my|our|its)\s+(?:(?:own|official|real|court's|bank's|banking)\s+)?(?:website|site|app|orders?(?:\s+page)?|account|statement|card|number on the back|web ?page)|checked (?:my|our|their|the) (?:[\p{L}']+\s+)?(?:orders?|account|statement|app|banking)|number on the back of (?:my|your|the) card|(?:asked|got) (?:her|him|them) to (?:send|say|tell)|typed (?:that|the) address in myself)/iu;
/** The outcome: genuine. */
const GENUINE_OUTCOME =
  /(?<![\p{L}])(?:it was (?:really |definitely |actually |indeed )?(?:them|her|him|genuine|real|legit)|(?:seems|seemed|was|is|turned out (?:to be )?)\s+(?:legit(?:imate)?|genuine|real)|same (?:case|amount|settlement)|showed (?:up )?on my (?:credit card|card|statement|account)|(?:arrived|came) (?:last week|yesterday|today|the next day)|was recogni[sz]ed|real banks (?:will )?tell you)/iu;
/** A loss told after all. */
const LOSS =
  /(?<![\p{L}])(?:lost|scammed|stole|stolen|gone|never (?:heard|got|saw) (?:from|it|them|back)|fake|fraudster|scammer)(?![\p{L}])/iu;
/** Accounts are a few sentences to a few paragraphs. */
const MAX_WORDS = 400;

export function checkedAndGenuine(text: string): boolean {
  if (wordCount(text, MAX_WORDS + 1) > MAX_WORDS || !TELLER.test(text)) return false;
  const check = OWN_CHECK.exec(text);
  if (!check) return false;
  const after = text.slice(check.index);
  return GENUINE_OUTCOME.test(after) && !LOSS.test(after);
}
