/**
 * The anatomy of a Vietnamese message (class-reader.ts with vietnamese-words.ts), read on a copy of
 * the text with its tone marks taken off, one letter for one, so "Tài khoản" and "Tai khoan" read
 * the same and every quote is cut from the text as written.
 */
import { MAX_CLASS_CHARS, readClasses, type ClassWords } from './class-reader';
import type { Anatomy } from './parts';
import type { Reading } from './tokens';
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
  GRANT,
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
  PRIZE,
  RETURNS,
  SECRET,
  SEND_MONEY,
  URGENT,
  WINNINGS,
  WON,
} from './vietnamese-words';

const VIETNAMESE: ClassWords = {
  offers: [
    [GAMBLING, 'to offer winnings from a betting site'],
    [FREE_MONEY, 'to offer free money or a gift'],
    [LOAN, 'to offer a loan on easy terms'],
    [GRANT, 'to offer a grant or aid payment'],
    [JOB, 'to offer easy paid work'],
    [INVEST, 'to offer a way to make money'],
    [PRIZE, 'that you have won a prize or a reward'],
  ],
  gamblingLabel: 'to offer winnings from a betting site',
  jobLabel: 'to offer easy paid work',
  account: ACCOUNT_STATE,
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
  urgent: URGENT,
  money: MONEY,
  free: FREE_MONEY,
  noChecks: NO_CHECKS,
  returns: RETURNS,
  won: WON,
  winnings: WINNINGS,
  fee: FEE,
};

const MARKS = /\p{M}/gu;

/**
 * `text` in lower case with its tone and vowel marks taken off ("đ" read as "d"), one code unit for
 * one, so offsets into it are offsets into `text`.
 */
export function foldVietnamese(text: string): string {
  let out = '';
  for (const ch of text) {
    if (ch === 'đ' || ch === 'Đ') {
      out += 'd';
      continue;
    }
    const base = ch.normalize('NFD').replace(MARKS, '').toLowerCase();
    out += base.length === ch.length ? base : ch;
  }
  return out;
}

/** Reads a message already known to be Vietnamese. */
export function readVietnamese(reading: Reading, anatomy: Anatomy): void {
  readClasses(reading, anatomy, foldVietnamese(reading.text.slice(0, MAX_CLASS_CHARS)), VIETNAMESE);
}
