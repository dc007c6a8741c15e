/**
 * Sentences that are never claims, whatever they contain: who wrote or photographed a piece and
 * when (bylines, credits, "Updated 3 hours ago"), a dateline on its own, and the reader's own
 * dealings (a code, a tracking or reference number, a card named by its last digits, an
 * appointment, a bill or a parcel of theirs), which only the organisation itself can confirm and no fact-checker or statistics body
 * can. A scam's pretext is left out by the caller, from the scam reading's quoted parts. Each
 * pattern is bounded, so a sentence is read in time linear in its length.
 */

import { namesLastDigits, namesOwnNumber } from '../../../privacy/numbers';
import { openingBrand } from '../../signals/anatomy/senders';

/** Why a sentence is not a claim, for tests and the evaluation's tables. */
export type NotClaim = 'byline' | 'credit' | 'dateline' | 'own-dealings' | 'request';

/** Longest line read as a byline or a credit: those are short. */
const MAX_BYLINE_CHARS = 140;

const CALENDAR =
  'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Today|Yesterday|Tomorrow|The|This|Then|Now|Next|Last|Law';
/** One word of a person's name: capitalised, or a particle ("van", "de", "al-"). */
const NAME_WORD = `(?!(?:${CALENDAR})(?![\\p{L}]))\\p{Lu}[\\p{L}.'’-]{0,30}`;
const NAME = `${NAME_WORD}(?:\\s+(?:(?:van|von|de|da|di|del|la|le|al|bin|ter)\\s+)?${NAME_WORD}){0,4}`;
/** Words that make the line a sentence about the world rather than a byline's note. */
const FINITE =
  /(?<![\p{L}])(?:is|are|was|were|has|have|had|will|would|said|says|told|did|does|can|could)(?![\p{L}])/iu;

/** "By Sarah Jones", "By Sarah Jones and Tom Lee, Health Correspondents | 12 March 2024". */
const BY_NAME = new RegExp(
  `^\\s*(?:[-–—•·|]\\s*)?(?:[Bb]y|[Vv]on|[Pp]ar|[Pp]or|[Dd]i|[Dd]oor|[Aa]v|[Aa]f)\\s+${NAME}(?:\\s*(?:,|and|&|y|et|und|e|en)\\s*${NAME}){0,3}\\s*(?:$|[,|·•–—-]\\s*)`,
  'u',
);
/** Credits and page furniture: photo and reporting credits, publication stamps, copyright. */
const CREDIT =
  /^\s*[([]?\s*(?:(?:photo(?:graph)?s?|image|picture|video|illustration|graphic|source|credit|caption)\s*(?:by)?\s*[:©]|(?:additional\s+)?reporting by|(?:written|edited|compiled|produced|posted|published|updated|reviewed|last updated|first published|editing by|writing by)(?!\w)(?:\s+(?:by|on|at))?\s|©|\(c\)\s|copyright(?!\w)|all rights reserved)/iu;
/** A wire dateline with nothing after it: "LONDON, March 3 (Reuters) -". */
const DATELINE_ONLY =
  /^\s*\p{Lu}[\p{Lu} .'’-]{1,40}(?:,[^()\n]{1,40})?\s*\((?:Reuters|AP|AFP|Bloomberg|dpa|PA Media|UPI|Xinhua|ANSA|EFE)\)\s*[-–—]?\s*$/u;

/** The reader's own affairs: "your parcel", "your verification code", "your appointment". */
const YOUR_THING =
  /(?<![\p{L}])your\s+(?:[\p{L}\p{N}-]+\s+){0,2}(?:account|a\/c|acct|card|order|parcel|package|shipment|delivery|payment|subscription|top-up|balance|booking|reservation|appointment|prescription|policy|bill|invoice|loan|mortgage|statement|refund|code|pin|passcode|password|otp|tracking|reference|ticket|claim|application|request|test results?|results|consignment|item|purchase|transaction|membership|plan|number|id|registration|renewal|tickets?|driver|ride)(?![\p{L}])/iu;
/**
 * The reader told what they owe, were charged, have won, paid, received or sold: "You owe the IRS
 * $4,320", "Venmo: You paid Jamie Lee $45.00", "You received £50.00 from Tom".
 */
const YOU_MONEY =
  /^\s*(?:[\p{L}-]{1,30}:\s+)?you(?:'ve| have| had| are| were|'re)?\s+(?:been\s+|just\s+)?(?:owe|owes|charged|debited|credited|billed|fined|won|selected|approved|eligible|entitled|due|paid|received|sent|sold|bought|transferred|withdrew|deposited|spent|topped up|redeemed|earned|used)(?![\p{L}])/iu;
/**
 * A notice that opens on its sender's name, a bank, a carrier or a service the anatomy knows
 * ("HDFC Bank:", "Revolut:", "Techcombank:"), and tells of money or of a masked account: an
 * organisation writing to one customer about their dealings ("Result: $139 billion ..." is not).
 */
const SENDER_LABEL = /^\s*[\p{Lu}\p{N}][\p{L}\p{N}&.'’ -]{0,30}:\s/u;
const MONEY_OR_MASKED =
  /[$£€¥₹₫₩₦₱₺฿]|R\$|(?<![\p{L}])(?:Rs\.?|INR|USD|EUR|GBP|VND|IDR|THB|BRL|MXN|PHP|NGN|KES|UGX|ZAR|PLN|TRY|CHF)(?![\p{L}])|[*xX•]{2,}\d{2,4}(?!\d)|\d{2,6}[*xX•]{2,}\d{2,4}(?!\d)/u;
/** A code or tracking number: letters and at least five digits in one token, or a long run of digits. */
const CODE_TOKEN =
  /(?<![\p{L}\p{N}])(?=[A-Z\d-]{0,33}[A-Z])(?=[A-Z\d-]{0,29}\d{5})[A-Z\d-]{8,34}(?![\p{L}\p{N}])|(?<![\d.,$£€¥₹])\d{9,}(?![\d.,])/u;
/** A time of day: "09:14", "9.15am", "10:30 pm". */
const TIME_OF_DAY =
  /(?<![\d.:])\d{1,2}:\d{2}(?![\d:])|(?<![\d.])\d{1,2}(?:[.:]\d{2})?\s?[ap]\.?m\.?(?![\p{L}])/iu;
/** Words of a scheduled visit or delivery. */
const SCHEDULE =
  /(?<![\p{L}])(?:appointment|booking|reservation|check-?in|consultation|session|visit|delivery|collection|pick-?up|expects? you|see you|your slot|arrive|arrival)(?![\p{L}])/iu;
/** The reader addressed: "you", "your". */
const READER = /(?<![\p{L}])(?:you|your)(?![\p{L}])/iu;

/** Is the sentence who wrote or photographed a piece, and when, rather than a statement? */
export function isCredit(sentence: string): boolean {
  if (sentence.length > MAX_BYLINE_CHARS) return false;
  if (CREDIT.test(sentence)) return true;
  const by = BY_NAME.exec(sentence);
  // What follows the name is a title, an outlet or a date: never a verb.
  return by !== null && !FINITE.test(sentence.slice(by[0].length));
}

/**
 * Why a sentence is not a claim, or null when it may be one. `instruction`: the sentence opens on
 * an instruction to the reader (transactions.ts reads that from its grammar).
 */
/**
 * What each pattern cannot match without, found by V8 at once: most sentences lack them, and the
 * patterns themselves try every position of the sentence.
 */
const DATELINE_NEEDS = '(';
const SENDER_LABEL_NEEDS = ':';
const YOU_NEEDS = /you/i;
const CODE_TOKEN_NEEDS = /\d{5}/;
const TIME_NEEDS = /\d/;
const LAST_DIGITS_NEEDS = /\d{4}/;
const OWN_NUMBER_NEEDS = /\d{3}/;

export function notAClaim(sentence: string, instruction: boolean): NotClaim | null {
  return orARequest(neverAClaim(sentence), instruction);
}

/** `notAClaim` from `neverAClaim`'s answer: else a sentence opening on an instruction is a request. */
export const orARequest = (never: NotClaim | null, instruction: boolean): NotClaim | null =>
  never ?? (instruction ? 'request' : null);

/** Why a sentence is not a claim whatever its grammar says (`notAClaim` but for a request). */
export function neverAClaim(sentence: string): NotClaim | null {
  if (sentence.includes(DATELINE_NEEDS) && DATELINE_ONLY.test(sentence)) return 'dateline';
  if (isCredit(sentence)) return CREDIT.test(sentence) ? 'credit' : 'byline';
  const you = YOU_NEEDS.test(sentence);
  if (you && (YOUR_THING.test(sentence) || YOU_MONEY.test(sentence))) return 'own-dealings';
  const label = sentence.includes(SENDER_LABEL_NEEDS) ? SENDER_LABEL.exec(sentence) : null;
  if (label && MONEY_OR_MASKED.test(sentence) && openingBrand(label[0]) !== null)
    return 'own-dealings';
  if (CODE_TOKEN_NEEDS.test(sentence) && CODE_TOKEN.test(sentence)) return 'own-dealings';
  // "A $742.18 transaction at BESTBUY.COM was approved on card ending 4417": one reader's card.
  if (LAST_DIGITS_NEEDS.test(sentence) && namesLastDigits(sentence)) return 'own-dealings';
  // A card, an account or a reference number the masker hides as someone's.
  if (OWN_NUMBER_NEEDS.test(sentence) && namesOwnNumber(sentence)) return 'own-dealings';
  if (
    TIME_NEEDS.test(sentence) &&
    TIME_OF_DAY.test(sentence) &&
    (SCHEDULE.test(sentence) || (you && READER.test(sentence)))
  )
    return 'own-dealings';
  return null;
}
