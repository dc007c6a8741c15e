/**
 * The anatomy of an Indonesian or Malay message (class-reader.ts with indonesian-words.ts), read in
 * lower case, so every quote is cut from the text as written.
 */
import { MAX_CLASS_CHARS, readClasses, type ClassWords } from './class-reader';
import {
  ACCOUNT_STATE,
  BANK_ACCOUNT,
  CHAT_ID,
  CLICK,
  DETAILS,
  DONE,
  FEE,
  FREE_MONEY,
  GAMBLING,
  INVEST,
  JOB,
  LEGAL_THREAT,
  LOAN,
  MISTAKE,
  MONEY,
  NEGATED,
  NO_CHECKS,
  PAY,
  PERSON,
  PERSON_CLAIM,
  PHONE,
  PRIZE,
  RETURNS,
  SECRET,
  SEND_MONEY,
  URGENT,
  WON,
} from './indonesian-words';
import type { Anatomy } from './parts';
import type { Reading } from './tokens';
import { foldVietnamese } from './vietnamese';

const INDONESIAN: ClassWords = {
  offers: [
    [GAMBLING, 'to offer winnings from a betting site'],
    [FREE_MONEY, 'to offer free money or credit'],
    [LOAN, 'to offer a loan on easy terms'],
    [JOB, 'to offer easy paid work'],
    [INVEST, 'to offer a way to make money'],
    [PRIZE, 'that you have won a prize'],
  ],
  gamblingLabel: 'to offer winnings from a betting site',
  jobLabel: 'to offer easy paid work',
  account: ACCOUNT_STATE,
  accountLabel: 'to be about your account, card or a payment being blocked or due',
  law: LEGAL_THREAT,
  person: PERSON,
  personClaim: PERSON_CLAIM,
  mistake: MISTAKE,
  click: CLICK,
  pay: PAY,
  details: DETAILS,
  secret: SECRET,
  negated: NEGATED,
  done: DONE,
  sendMoney: SEND_MONEY,
  bankAccount: BANK_ACCOUNT,
  chatId: CHAT_ID,
  phone: PHONE,
  urgent: URGENT,
  money: MONEY,
  free: FREE_MONEY,
  noChecks: NO_CHECKS,
  returns: RETURNS,
  won: WON,
  winnings: GAMBLING,
  fee: FEE,
};

/** Reads a message already known to be Indonesian or Malay. */
export function readIndonesian(reading: Reading, anatomy: Anatomy): void {
  readClasses(reading, anatomy, foldVietnamese(reading.text.slice(0, MAX_CLASS_CHARS)), INDONESIAN);
}
