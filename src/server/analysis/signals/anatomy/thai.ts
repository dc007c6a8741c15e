/**
 * The anatomy of a Thai message, read from meaning classes (thai-words.ts) the way
 * other-languages.ts reads Spanish or Indonesian: an offer of easy money (a gambling site's free
 * credit, a loan with no checks, a grant, paid work from home, a prize, a promised return) or a
 * threat to the reader's account is the pretext; tapping a link, adding a chat contact, paying or
 * giving one's details is the ask; an offer of money for nothing is pressure (too good to be
 * true), as are urgency beside an ask and a threat to close an account. A chat ID to add is a way
 * to act that is not the sender's. The decision stays the anatomy's (index.ts): a pretext, an ask
 * and pressure or a foreign way to act together.
 *
 * Latin letters written in place of the Thai letters they look like ("เว็uตรง") are read as the
 * Thai letters, one for one, so every quote keeps its place in the text as written.
 */
import type { Anatomy, AskKind, PressureKind } from './parts';
import { ASK_LABEL } from './ask-kinds';
import type { Reading } from './tokens';
import {
  ACCOUNT_STATE,
  BANK_ACCOUNT,
  CHAT_ID,
  CLICK,
  DETAILS,
  DONE,
  FREE_MONEY,
  GAMBLING,
  GRANT,
  INVEST,
  JOB,
  LEGAL_THREAT,
  LOAN,
  LOOKALIKE_LATIN,
  MONEY,
  PAY,
  PRIZE,
  RETURNS,
  SEND_MONEY,
  SPELLED_ADDRESS,
  THAI_LETTER,
  URGENT,
  WINNINGS,
  WON,
} from './thai-words';

/** A text with fewer Thai letters than this is not read as Thai. */
const MIN_THAI_LETTERS = 8;
/** Only this much of a text is read as Thai (a message; a long page is not what this reads). */
const MAX_THAI_CHARS = 4000;
/** How far from a payment word its amount may be ("โอนให้ฉันก่อนสัก 50,000"). */
const PAY_REACH = 40;
/** How far before a bank account the word for sending money to it is read. */
const SEND_REACH = 60;
/** How far either side of a payment or an account's closing a report of it being done is read. */
const DONE_REACH = 80;

interface Hit {
  start: number;
  end: number;
}

/** Whether `text` has enough Thai letters to be read as Thai. */
export function isThai(text: string): boolean {
  let n = 0;
  const end = Math.min(text.length, MAX_THAI_CHARS);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x0e01 && c <= 0x0e4e && ++n >= MIN_THAI_LETTERS) return true;
  }
  return false;
}

/**
 * `text` with single Latin look-alike letters inside Thai words read as the Thai letters, same
 * length, and whether any was found.
 */
export function unmaskThai(text: string): { plain: string; masked: Hit[] } {
  const masked: Hit[] = [];
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    // "1OO", "5,ooo": the letter o for a zero inside a number.
    if ((ch === 'o' || ch === 'O') && /[\d,]/.test(out[out.length - 1] ?? '')) {
      out += '0';
      masked.push({ start: i, end: i + 1 });
      continue;
    }
    const swap = LOOKALIKE_LATIN[ch];
    if (swap) {
      const before = i > 0 && THAI_LETTER.test(text[i - 1]!);
      const after = i + 1 < text.length && THAI_LETTER.test(text[i + 1]!);
      const latinNext = i + 1 < text.length && /[A-Za-z]/.test(text[i + 1]!);
      const latinPrev = i > 0 && /[A-Za-z]/.test(text[i - 1]!);
      // Inside a Thai word: Thai on both sides, or Thai on one side and no Latin letter on the other.
      if ((before && after) || (before && !latinNext) || (after && !latinPrev && before)) {
        out += swap;
        masked.push({ start: i, end: i + 1 });
        continue;
      }
    }
    out += ch;
  }
  return { plain: out, masked };
}

function hits(re: RegExp, text: string): Hit[] {
  re.lastIndex = 0;
  const out: Hit[] = [];
  for (const m of text.matchAll(re)) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}

export function readThai(reading: Reading, anatomy: Anatomy): void {
  const full = reading.text;
  if (!isThai(full)) return;
  const { plain } = unmaskThai(full.slice(0, MAX_THAI_CHARS));
  const cut = (h: Hit) => ({ text: full.slice(h.start, h.end), start: h.start, end: h.end });
  const sentenceAt = (at: number): number | undefined => {
    const i = reading.sentences.findIndex((s) => at >= s.start && at < s.end);
    return i >= 0 ? i : undefined;
  };
  const first = (re: RegExp) => hits(re, plain)[0];
  // "The account was closed and the balance transferred" reports what was done: no ask, no threat.
  const done = (h: Hit) =>
    hits(DONE, plain.slice(Math.max(0, h.start - DONE_REACH), h.end + DONE_REACH)).length > 0;

  // The pretext: an offer of easy money, or the reader's account in trouble.
  const offers: Array<[RegExp, string]> = [
    [GAMBLING, 'to offer winnings from a gambling site'],
    [FREE_MONEY, 'to offer free money or credit'],
    [LOAN, 'to offer a loan on easy terms'],
    [GRANT, 'to offer a grant or aid payment'],
    [JOB, 'to offer easy paid work'],
    [INVEST, 'to offer a way to make money'],
    [PRIZE, 'that you have won a prize or a right'],
  ];
  let offer: { hit: Hit; label: string } | null = null;
  for (const [re, label] of offers) {
    const h = first(re);
    if (h && (!offer || h.start < offer.hit.start)) offer = { hit: h, label };
  }
  const account = hits(ACCOUNT_STATE, plain).find((h) => !done(h));
  const law = first(LEGAL_THREAT);
  if (!anatomy.pretexts.some((p) => p.kind === 'affairs')) {
    if (offer) anatomy.pretexts.push({ kind: 'affairs', label: offer.label, span: cut(offer.hit) });
    else if (account)
      anatomy.pretexts.push({
        kind: 'affairs',
        label: 'to be about your account or your data being at risk',
        span: cut(account),
      });
    else if (law)
      anatomy.pretexts.push({
        kind: 'affairs',
        label: 'to be about a crime you are said to be part of',
        span: cut(law),
      });
  }

  // The asks: a link to tap, a chat contact, money, details.
  const ask = (kind: AskKind, h: Hit, label = ASK_LABEL[kind]) => {
    const sentence = sentenceAt(h.start);
    if (anatomy.asks.some((a) => a.kind === kind)) return;
    anatomy.asks.push({
      kind,
      label,
      span: cut(h),
      ...(sentence === undefined ? {} : { sentence }),
    });
  };
  const spelled = hits(SPELLED_ADDRESS, plain).filter(
    (a) => !reading.links.some((l) => a.start < l.end && a.end > l.start),
  );
  const links: Hit[] = [...reading.links.filter((l) => l.start < MAX_THAI_CHARS), ...spelled];
  const chats = hits(CHAT_ID, plain).filter(
    (c) => !links.some((l) => c.start < l.end && c.end > l.start),
  );
  // A link to tap counts as the ask where the message offers easy money or threatens the account:
  // a promotion that names a brand and says "click" is how shops and carriers write.
  const click = first(CLICK);
  const pretext = offer ?? account ?? law;
  if (pretext && click && (links.length || chats.length)) ask('link', click);
  else if (offer && links.length) ask('link', links[0]!, 'to open a link');
  if (chats.length) ask('messaging', chats[0]!);
  const money = hits(MONEY, plain);
  for (const pay of hits(PAY, plain)) {
    if (
      !done(pay) &&
      money.some((m) => Math.abs(m.start - pay.end) <= PAY_REACH || m.end === pay.start)
    ) {
      ask('pay', pay);
      break;
    }
  }
  // A bank account written out to send money to is a way to pay that is not the sender's.
  const bank = hits(BANK_ACCOUNT, plain).find(
    (h) =>
      !done(h) &&
      hits(SEND_MONEY, plain.slice(Math.max(0, h.start - SEND_REACH), h.end)).length > 0,
  );
  if (bank) ask('pay', bank, 'to send money to a bank account');
  const details = first(DETAILS);
  if (details && (links.length || chats.length)) ask('details', details);

  // A chat ID to add is a way to act that is not the sender's.
  for (const c of chats) {
    if (anatomy.channels.some((x) => x.span.start === c.start)) continue;
    const sentence = sentenceAt(c.start);
    anatomy.channels.push({
      kind: 'messaging',
      label: 'a chat contact to add',
      span: cut(c),
      own: false,
      foreign: true,
      ...(sentence === undefined ? {} : { sentence }),
    });
  }

  const foreignWay = (kind: 'link' | 'number', label: string, h: Hit) => {
    if (anatomy.channels.some((x) => x.span.start === h.start)) return;
    const sentence = sentenceAt(h.start);
    anatomy.channels.push({
      kind,
      label,
      span: cut(h),
      own: false,
      foreign: true,
      ...(sentence === undefined ? {} : { sentence }),
    });
  };
  for (const a of spelled) foreignWay('link', 'a web address spelled out to slip past filters', a);
  if (bank) foreignWay('number', "a bank account that is not the sender's", bank);

  // Pressure: money for nothing, urgency beside an ask, a threat to the account.
  const press = (kind: PressureKind, label: string, h: Hit) => {
    if (!anatomy.pressures.some((p) => p.kind === kind))
      anatomy.pressures.push({ kind, label, span: cut(h) });
  };
  const free = first(FREE_MONEY);
  const noChecks = hits(LOAN, plain).find((h) =>
    /อนุมัติ|ไม่ต้อง|ติด|เช็ค/u.test(plain.slice(h.start, h.end)),
  );
  const gambling = offer?.label === 'to offer winnings from a gambling site';
  // A gambling site's advert is itself the promise of winnings; its words of easy money are quoted
  // where it has them.
  const winnings = gambling ? (first(WINNINGS) ?? offer?.hit) : undefined;
  // A promised return, high pay for easy work, or a prize won are offers too good to be true.
  const returns = first(RETURNS);
  const pay = offer?.label === 'to offer easy paid work' && money.length ? offer.hit : undefined;
  const won = first(WON);
  if (free) press('too_good', 'promises money for nothing', free);
  else if (winnings) press('too_good', 'promises easy winnings', winnings);
  else if (noChecks) press('too_good', 'promises a loan with no checks', noChecks);
  else if (returns) press('too_good', 'promises a high return', returns);
  else if (pay) press('too_good', 'promises high pay for easy work', pay);
  else if (won) press('too_good', 'says you have won', won);
  const urgent = first(URGENT);
  if (urgent && anatomy.asks.length) press('deadline', 'rushes you with a deadline', urgent);
  if (account) press('threat', 'threatens your account or your data', account);
  else if (law) press('threat', 'threatens you with the law', law);
}
