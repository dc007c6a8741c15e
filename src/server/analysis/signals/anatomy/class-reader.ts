/**
 * The anatomy of a message read from meaning classes, for the languages the tagger cannot read
 * and other-languages.ts has no classes for: Thai (thai-words.ts) and Vietnamese
 * (vietnamese-words.ts). An offer of easy money (a gambling site's free credit, a loan with no
 * checks, a grant, paid work from home, a prize, a promised return), a threat to the reader's
 * account or the law after them, or someone the reader knows is the pretext; tapping a link,
 * adding a chat contact, paying, giving one's details or a code is the ask; money for nothing is
 * pressure (too good to be true), as are urgency beside an ask, a threat and a fee with an amount.
 * A chat ID and a bank account written out are ways to act that are not the sender's. The decision
 * stays the anatomy's (index.ts): a pretext, an ask and pressure or a foreign way to act together.
 * Each language gives its words as patterns over a normalised copy of the text of the same length
 * (Thai with Latin look-alike letters read back, Vietnamese without its tone marks), so every
 * quote is cut from the text as written.
 */
import {
  type Anatomy,
  type AskKind,
  KIN_ONLY,
  NEW_OR_BORROWED,
  type PressureKind,
  BY_MISTAKE,
} from './parts';
import { ASK_LABEL, KEY_LABEL } from './ask-kinds';
import { adviceAfterDisowning } from './advice';
import { documentNumberAt, type Reading } from './tokens';
import {
  type DictionaryHits,
  forbidden,
  type Hit,
  hits,
  lastSentence,
  linkRemnants,
  neverBefore,
  NO_DICTIONARY,
  unlinkedAsk,
} from './unlinked-asks';
import {
  PAY_REACH,
  paidAlready,
  FEE_AMOUNT_BEFORE,
  besideEither,
  endsBefore,
  noticeAhead,
  SEND_REACH,
  PAYEE_REACH,
  DONE_REACH,
  NOT_DONE,
  NOT_DONE_REACH,
  MINE_REACH,
  NEGATION_REACH,
  ASK_REACH,
  POINT_REACH,
  THIRD_PARTY_REACH,
  OPENING_REACH,
  asksNothing,
  signedByHolder,
} from './class-reach';
import type { ClassWords } from './class-words';
import { threatOf } from './exposure';
export type { ClassWords } from './class-words';

/** Only this much of a text is read (a message; a long page is not what this reads). */
export const MAX_CLASS_CHARS = 4000;
/** Reads `plain` (the normalised text, same length as the reading's) with `w` into `anatomy`. */
export function readClasses(
  reading: Reading,
  anatomy: Anatomy,
  plain: string,
  w: ClassWords,
  dictionary: DictionaryHits = NO_DICTIONARY,
): void {
  const full = reading.text;
  const cut = (h: Hit) => ({ text: full.slice(h.start, h.end), start: h.start, end: h.end });
  const sentenceAt = (at: number): number | undefined => {
    const i = reading.sentences.findIndex((s) => at >= s.start && at < s.end);
    return i >= 0 ? i : undefined;
  };
  const sentenceOf = (h: Hit) => {
    const s = reading.sentences[sentenceAt(h.start) ?? -1];
    return s ? plain.slice(s.start, s.end) : '';
  };
  const first = (re: RegExp) => hits(re, plain)[0];
  // A table's hits with the dictionary's, in the order of the text.
  const both = (re: RegExp, more: readonly Hit[]) =>
    more.length ? [...hits(re, plain), ...more].sort((a, b) => a.start - b.start) : hits(re, plain);
  // "The account was closed and the balance transferred" reports what was done: no ask, no threat.
  // Not a report that it was not done ("não foi concluída"): "your transfer failed, pay" asks.
  const done = (h: Hit) => {
    const from = Math.max(0, h.start - DONE_REACH);
    const around = plain.slice(from, h.end + DONE_REACH);
    return hits(w.done, around).some(
      (d) => !NOT_DONE.test(around.slice(Math.max(0, d.start - NOT_DONE_REACH), d.start)),
    );
  };
  // The pretext: an offer of easy money, or the reader's account in trouble.
  let offer: { hit: Hit; label: string } | null = null;
  for (const [re, label] of w.offers) {
    const h = first(re);
    if (h && (!offer || h.start < offer.hit.start)) offer = { hit: h, label };
  }
  // Done at the reader's own request ("as requested, we have cancelled your subscription"),
  // said anywhere in the message: the account's state is no pretext and no threat.
  const requested = !!w.requested && hits(w.requested, plain).length > 0;
  // What to do if it was not the reader, through the reader's own ways (advice.ts).
  const adviceAt = adviceAfterDisowning(reading);
  const advised = (h: Hit) => adviceAt(h.start);
  const writers = (h: Hit) =>
    !!w.mine && hits(w.mine, plain.slice(Math.max(0, h.start - MINE_REACH), h.end)).length > 0;
  // A payment to disown ("realizada … si no fuiste tú") is the pretext of a link to cancel it,
  // however done it is said to be; with a number to call, the bank's own alerts read the same.
  const disowned = (h: Hit) => !!w.disown && hits(w.disown, plain.slice(h.start, h.end)).length > 0;
  const account = requested
    ? undefined
    : both(w.account, dictionary.account).find(
        (h) => (disowned(h) ? reading.links.length > 0 : !done(h)) && !advised(h) && !writers(h),
      );
  const law = first(w.law);
  const deal = w.deal ? first(w.deal) : undefined;
  // Someone the reader knows, addressed at the start or claimed, or a mistake: the person pretext.
  const kin =
    (w.person ? hits(w.person, plain).find((h) => h.start < OPENING_REACH) : undefined) ??
    (w.personClaim ? first(w.personClaim) : undefined);
  const slip = w.mistake ? first(w.mistake) : undefined;
  // A new number or someone else's phone is what the claim rests on: it replaces a relative only
  // addressed ("Mama, …" read by other-languages.ts).
  const fresh = w.newNumber ? first(w.newNumber) : undefined;
  const addressedOnly = anatomy.pretexts.findIndex(
    (p) => p.kind === 'person' && p.label === KIN_ONLY,
  );
  if (fresh && !slip && addressedOnly >= 0) anatomy.pretexts.splice(addressedOnly, 1);
  if (!anatomy.pretexts.some((p) => p.kind === 'person') && (kin || slip || fresh))
    anatomy.pretexts.push({
      kind: 'person',
      label: slip ? BY_MISTAKE : fresh ? NEW_OR_BORROWED : KIN_ONLY,
      span: cut((slip ?? fresh ?? kin)!),
    });
  if (!anatomy.pretexts.some((p) => p.kind === 'affairs')) {
    if (offer) anatomy.pretexts.push({ kind: 'affairs', label: offer.label, span: cut(offer.hit) });
    else if (account)
      anatomy.pretexts.push({
        kind: 'affairs',
        label: w.accountLabel ?? 'to be about your account or your data being at risk',
        span: cut(account),
      });
    else if (law)
      anatomy.pretexts.push({
        kind: 'affairs',
        label: 'to be about a crime you are said to be part of',
        span: cut(law),
      });
    else if (deal)
      anatomy.pretexts.push({
        kind: 'affairs',
        label: 'to be about a sale or a payment of yours',
        span: cut(deal),
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
  const spelled = (w.spelled ? hits(w.spelled, plain) : []).filter(
    (a) => !reading.links.some((l) => a.start < l.end && a.end > l.start),
  );
  const read = [...reading.links.filter((l) => l.start < MAX_CLASS_CHARS), ...spelled];
  const links: Hit[] = [...read, ...linkRemnants(plain.slice(0, MAX_CLASS_CHARS), read)];
  const chats = hits(w.chatId, plain).filter(
    (c) => !links.some((l) => c.start < l.end && c.end > l.start),
  );
  // A link to tap counts as the ask where the message offers easy money or threatens the account:
  // a promotion that names a brand and says "click" is how shops and carriers write.
  const overlaps = (a: Hit, list: readonly Hit[]) =>
    list.some((b) => a.start < b.end && a.end > b.start);
  const phones = w.phone
    ? hits(w.phone, plain).filter(
        (p) => !overlaps(p, links) && !overlaps(p, chats) && !documentNumberAt(plain, p.start),
      )
    : [];
  // In its sentence only ("… CCCD không khớp. Xác minh … tại" negates the match, not the ask), or
  // a "never" anywhere before it there ("không bao giờ yêu cầu Quý khách cung cấp mật khẩu").
  const negatedAt = (h: Hit) => {
    const before = lastSentence(plain.slice(Math.max(0, h.start - NEGATION_REACH), h.start));
    return (!!w.negated && hits(w.negated, before).length > 0) || neverBefore(plain, w.never, h);
  };
  const clicks = both(w.click, dictionary.click).filter((h) => !asksNothing(plain, h));
  const click = clicks[0];
  const pointed = clicks.find((c) =>
    links.some((l) => l.start >= c.end && l.start - c.end <= POINT_REACH),
  );
  const pretext = offer ?? account ?? law ?? deal;
  const keypad = w.keypad ? first(w.keypad) : null;
  // The word to act ("klik", "hub") quoted with the link or number it points at, when that follows.
  const through = (h: Hit, ways: readonly Hit[]): Hit => {
    const way = ways.find((x) => x.start >= h.end && x.start - h.end <= ASK_REACH);
    return way ? { start: h.start, end: way.end } : h;
  };
  // Or the reader's affairs read before ("O seu pacote foi retido"): with a link, it asks too.
  const affairs = anatomy.pretexts.some((p) => p.kind === 'affairs');
  if ((pretext || affairs) && click && (links.length || chats.length))
    ask('link', through(click, [...links, ...chats]));
  else if (pretext && click && phones.length) ask('call', through(click, phones));
  else if (pretext && keypad) ask('call', keypad, KEY_LABEL);
  // A message that shows no link at all (unlinked-asks.ts).
  else if (pretext && !links.length && !chats.length && w.pointer) {
    const pointers = both(w.pointer, dictionary.pointer);
    const objects = both(w.details, dictionary.held);
    const unlinked = unlinkedAsk(plain, clicks, pointers, objects, w.negated);
    if (unlinked?.kind === 'link') ask('link', unlinked.hit, 'to open a link or button');
    else if (unlinked) ask('details', unlinked.hit);
  } else if (offer && links.length) ask('link', links[0]!, 'to open a link');
  // No pretext read, a word to act right before a link still asks ("Xác minh … tại: <link>").
  else if (w.pointedLinks && !pretext && pointed && !negatedAt(pointed))
    ask('link', through(pointed, links));
  // Someone else's number given beside the pretext ("soal kontrakan, harap ke Bpk Chandra, No:
  // 0823…") is where the reader is sent, whatever the verb: an ask to call.
  const thirdParties = w.thirdParty ? hits(w.thirdParty, plain) : [];
  const handedTo = (p: Hit) => thirdParties.find((t) => endsBefore(t, p, THIRD_PARTY_REACH));
  const elsewhere = pretext ? phones.find(handedTo) : undefined;
  if (elsewhere && !anatomy.asks.some((a) => a.kind === 'call' || a.kind === 'link'))
    ask('call', { start: handedTo(elsewhere)!.start, end: elsewhere.end });
  // Replying is the way to act only where no other is given ("berminat hub: 021…").
  const replyOnly = offer && w.interest && !links.length && !chats.length && !phones.length;
  if (replyOnly && first(w.interest!)) ask('reply', first(w.interest!)!);
  const invite = !chats.length && pretext && w.chatInvite ? first(w.chatInvite) : undefined;
  if (chats.length || invite) ask('messaging', chats[0] ?? invite!);
  const money = hits(w.money, plain);
  // Where the money or credit goes, pointed at: "isiin pulsa ke nomor ini" names no amount.
  const payTo = w.payTo ? hits(w.payTo, plain) : [];
  for (const pay of hits(w.pay, plain)) {
    if (
      !done(pay) &&
      !paidAlready(plain, pay) &&
      !forbidden(plain, pay) &&
      (money.some(
        (m) =>
          Math.abs(m.start - pay.end) <= PAY_REACH ||
          // The amount said first: "cần gấp 5 triệu để đóng viện phí cho mẹ, em chuyển giúp".
          endsBefore(m, pay, PAY_REACH),
      ) ||
        payTo.some((t) => besideEither(pay, t, PAY_REACH)))
    ) {
      ask('pay', pay);
      break;
    }
  }
  // Help asked with a payment, in a message that names an amount ("Kun je me helpen met een
  // betaling? … Het is 1.480 euro voor de huur"): the amount is the money asked; so is a loan.
  const helpPay = w.payHelp && money.length ? first(w.payHelp) : undefined;
  const lent = helpPay ?? (w.lend ? hits(w.lend, plain).find((h) => !done(h)) : undefined);
  if (lent) ask('pay', lent);
  // A bank account written out to send money to is a way to pay that is not the sender's.
  const bank = hits(w.bankAccount, plain).find(
    (h) =>
      !done(h) &&
      !signedByHolder(full, h.start) &&
      (hits(w.sendMoney, plain.slice(Math.max(0, h.start - SEND_REACH), h.end)).length > 0 ||
        (!!w.payee &&
          hits(w.payee, plain.slice(Math.max(0, h.start - PAYEE_REACH), h.end + PAYEE_REACH))
            .length > 0)),
  );
  if (bank) ask('pay', bank, 'to send money to a bank account');
  // A code asked for, unless a negation before it makes it advice ("never give this code").
  const secret = w.secret ? hits(w.secret, plain).find((h) => !negatedAt(h)) : undefined;
  if (secret) ask('secret', secret);
  const details = first(w.details);
  const linkedOrForWork = links.length || chats.length || offer?.label === w.jobLabel;
  if (details && !negatedAt(details) && linkedOrForWork) ask('details', details);
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
  for (const p of phones) {
    // "Call my husband on 0812…": someone else's number, not the sender's, however it was read.
    if (handedTo(p)) {
      const label = "someone else's number to call instead of the sender";
      const read = anatomy.channels.find((x) => x.span.start === p.start);
      if (read) Object.assign(read, { kind: 'number', label, own: false, foreign: true });
      else foreignWay('number', label, p);
      continue;
    }
    if (anatomy.channels.some((x) => x.span.start === p.start)) continue;
    const sentence = sentenceAt(p.start);
    anatomy.channels.push({
      kind: 'number',
      label: 'a phone number',
      span: cut(p),
      own: false,
      foreign: false,
      ...(sentence === undefined ? {} : { sentence }),
    });
  }
  if (bank) foreignWay('number', "a bank account that is not the sender's", bank);
  // A number beside a top-up or a transfer reported done, in a message that asks nothing ("Isi
  // ulang pulsa Rp 50.000 ke 0812… berhasil"), is the receipt's other party, not a way to act;
  // one the reader is told to call ("em caso de dúvida, ligue 4004 0104") still is.
  const toCall = (p: Hit) => clicks.some((c) => endsBefore(c, p, ASK_REACH));
  if (!anatomy.asks.length)
    for (const p of phones.filter((x) => done(x) && !toCall(x))) {
      const i = anatomy.channels.findIndex(
        (x) => x.kind === 'number' && !x.own && !x.foreign && x.span.start === p.start,
      );
      if (i >= 0) anatomy.channels.splice(i, 1);
    }
  // Pressure: money for nothing, urgency beside an ask, a threat to the account.
  const press = (kind: PressureKind, label: string, h: Hit) => {
    if (!anatomy.pressures.some((p) => p.kind === kind))
      anatomy.pressures.push({ kind, label, span: cut(h) });
  };
  const free = hits(w.free, plain).find((h) => !done(h)); // A refund reported paid is no bait.
  const noChecks = first(w.noChecks);
  const gambling = offer?.label === w.gamblingLabel;
  // A gambling site's advert is itself the promise of winnings, quoted by its words where it has them.
  const winnings = gambling ? (first(w.winnings) ?? offer?.hit) : undefined;
  // A promised return, high pay for easy work, or a prize won are offers too good to be true.
  const returns = first(w.returns);
  const pay = offer?.label === w.jobLabel && money.length ? offer.hit : undefined;
  const won = first(w.won);
  if (free) press('too_good', w.freeLabel ?? 'promises money for nothing', free);
  else if (winnings) press('too_good', 'promises easy winnings', winnings);
  else if (noChecks && !pay) press('too_good', 'promises a loan with no checks', noChecks);
  else if (returns) press('too_good', 'promises a high return', returns);
  else if (pay) press('too_good', 'promises high pay for easy work', pay);
  else if (won) press('too_good', 'says you have won', won);
  // A charge reported ("hemos detectado un cargo de 120 EUR") or disowned ("si no lo reconoces"): no fee.
  const fee = w.fee
    ? both(w.fee, dictionary.fee).find(
        (f) =>
          !(account && f.start >= account.start && f.end <= account.end) &&
          !(w.disown && hits(w.disown, sentenceOf(f)).length) &&
          // A receipt's line ("Frais : 0,00 €", "Custo da operação: R$ 0,10") in a transfer
          // reported done, or a spending reported made ("642,50 TL harcama yapılmıştır"), states
          // what was charged; it asks for nothing.
          !done(f) &&
          money.some(
            (m) =>
              (m.start >= f.start && m.start - f.end <= PAY_REACH) ||
              // The amount written just before it: "€ 2,95 administratiekosten".
              endsBefore(m, f, FEE_AMOUNT_BEFORE),
          ),
      )
    : undefined;
  if (fee) press('fee', 'wants a fee before you get something', fee);
  const askedIn = new Set(anatomy.asks.map((a) => a.sentence));
  // Not the time the writer will call ("ich ruf dich heute Abend an"), nor notice given ahead.
  const callingBack = (h: Hit) => !!w.callBack && hits(w.callBack, sentenceOf(h)).length > 0;
  const urgent =
    both(w.urgent, dictionary.urgent).find((h) => !callingBack(h) && !noticeAhead(plain, h)) ??
    (w.urgentBesideAsk
      ? hits(w.urgentBesideAsk, plain).find((h) => askedIn.has(sentenceAt(h.start)))
      : undefined);
  // A relative's "it's due today" (from one the reader knows, claiming no more) is the bill's date.
  const kinOnly =
    anatomy.pretexts.length > 0 && anatomy.pretexts.every((p) => p.label === KIN_ONLY);
  const billDue = (h: Hit) => !!w.due && kinOnly && hits(w.due, sentenceOf(h)).length > 0;
  if (urgent && anatomy.asks.length && !billDue(urgent))
    press('deadline', 'rushes you with a deadline', urgent);
  // "Don't call, I'll call you": whoever it is cannot be checked by calling back.
  const noCall = w.noCall ? first(w.noCall) : undefined;
  if (noCall && anatomy.asks.length)
    press('no_call', 'says not to call them, so you cannot check by calling', noCall);
  // A blocked account, card or password is a loss threatened (a parcel held is not); blackmail too.
  const threat = requested
    ? undefined
    : w.threat
      ? (hits(w.threat, plain).find((h) => !advised(h) && !writers(h)) ??
        dictionary.account.find((h) => !done(h) && !advised(h) && !writers(h)))
      : account;
  if (threat) press(...threatOf(plain.slice(threat.start, threat.end)), threat);
  else if (law) press('accusation', 'threatens you with the law', law);
}
