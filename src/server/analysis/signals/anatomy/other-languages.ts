/**
 * The anatomy of a message in the other languages the red-flag rules read (Spanish, French,
 * German, Portuguese, Italian, Dutch, Indonesian), where the English tagger cannot tell a verb from
 * a noun: each part is read from meaning classes (other-words.ts) meeting in one clause, the way
 * read.ts reads English from WordNet classes. A fee with an amount and a way to pay is an ask to
 * pay ("des frais de 2,99 € sont à régler sur <lien>"); sending with a code, or with "it" after a
 * code was named, is an ask for the code ("¿me lo reenvías?"); needing money is an ask for it
 * ("necesito 9.000 dólares"); a relative addressed at the start, a mistake or a wrong number is
 * who it claims to be; "don't tell" with a relative or "anyone" is secrecy; urgency beside an ask
 * is a deadline. Words under a reassuring negation (scope.ts) count for nothing. A part the English
 * reading already found in the same sentence is not added twice.
 */
import {
  type Anatomy,
  type AskKind,
  KIN_ONLY,
  NEW_OR_BORROWED,
  type PressureKind,
  WRONG_NUMBER_LABEL,
  BY_MISTAKE,
} from './parts';
import { scopeAt } from './scope';
import { CLAUSE_NEGATORS, NEGATORS } from './scope-words';
import { markNewNumber } from './help-asked';
import {
  BILL,
  BORROWED_PHONE,
  CALL,
  CLICK,
  SCAN,
  CREDIT,
  NO_CALL,
  THIS_NUMBER,
  FEE,
  FOR_ME,
  KIN,
  MISTAKE,
  MONEY,
  RUPEES_PESOS,
  NEED,
  NEEDED,
  NOBODY,
  BANK_STAFF,
  BETWEEN_US,
  DISCRETION,
  NO_ONE_ALONE,
  PAID,
  PAY,
  PAYMENT,
  POINTS_BACK,
  RETURN,
  SECRET,
  SEND,
  STATE,
  TELL,
  URGENT,
  NEW_NUMBER,
  WRITE,
  APP_VERB,
  HERE,
  WRONG_NUMBER,
  KEEP_CONTACT,
  YOUR,
  THIS_ACCOUNT,
  POLITE,
  paidAtMerchant,
  IF_BEFORE,
  IF_OPENS,
  PERSONAL,
} from './other-words';
import { matchAllOf, testOf } from '../../../../shared/lookbehind-first';
import { ASK_LABEL } from './ask-kinds';
import { isLinkOrRemnant, MESSAGING } from './words';
import { notSentAway, paidAlready } from './class-reach';
import { forbidden } from './unlinked-asks';
import type { Reading } from './tokens';
import { type Hit, heldEarnings, investmentPitch } from './other-offers';
import { buttonLineAsks } from './button-lines';
import { bareAmountAfter, numberAfter, numberNear, numberToCall, paysBy } from './sends-and-calls';

/** How far from a fee its amount may be ("frais de 2,99 €", "una tasa de envío de 1,99 €"). */
const FEE_REACH = 40;
/** How far into the message a relative is addressed ("Abuela, soy yo"). */
const OPENING_REACH = 24;

/** A code named: what a genuine code's "share it with no one" keeps. */
const KEPT_CODE =
  /(?<![\p{L}])(?:c[óo]digo|code|kod(?:u|unu)?|pin|otp|senha|mot de passe|passwort|parola|şifre(?:nizi)?|has[łl]o|wachtwoord|tan)(?![\p{L}])/iu;
const NEGATOR = new RegExp(
  `(?<![\\p{L}])(?:${[...NEGATORS, ...CLAUSE_NEGATORS].join('|')}|n['’]\\p{L}+|\\p{L}+n['’]t)(?![\\p{L}])`,
  'iu',
);

/**
 * Any word of the classes that start a reading below, in one pattern: a clause with none of them
 * (most clauses of an English text) is passed over without searching it once per class.
 */
const ANY_TRIGGER = (() => {
  const open = '(?<![\\p{L}\\p{N}])(?:';
  const close = ')(?![\\p{L}\\p{N}])';
  const inner = (re: RegExp) => {
    if (!re.source.startsWith(open) || !re.source.endsWith(close))
      throw new Error(`Not a class of words: ${re.source.slice(0, 40)}`);
    return re.source.slice(open.length, -close.length);
  };
  const classes = [
    PAY,
    SEND,
    CALL,
    NEED,
    NEEDED,
    CLICK,
    SCAN,
    FEE,
    TELL,
    MISTAKE,
    WRONG_NUMBER,
    NEW_NUMBER,
    KIN,
    YOUR,
    WRITE,
    HERE,
    CREDIT,
    BORROWED_PHONE,
    KEEP_CONTACT,
    FOR_ME,
    BETWEEN_US,
    DISCRETION,
    NO_ONE_ALONE,
  ];
  return new RegExp(`${open}${classes.map(inner).join('|')}${close}`, 'iu');
})();

/**
 * The writer as the one who sends: "Ik stuur zo een Tikkie", "stuur ik je", "ich schicke dir",
 * "je t'envoie", "te mando", "eu mando", "ti mando". In Dutch and German the order and the
 * writer's own verb are spelt alike; the pronoun tells them apart.
 */
const WRITER_BEFORE =
  /(?<![\p{L}])(?:ik|ich|je|j['’]|io|eu|yo|aku|saya|ja|ben)(?:\s+(?:je|jou|jullie|u|dir|ihnen|euch|te|t['’]|vous|ti|vi|lhe|le|les|kamu|ci|wam)|\s+(?:zo|straks|even|gleich|nachher|dann|morgen|tomorrow|later|ahora|luego|depois|dopo|ensuite))*\s*$/iu;
const WRITER_AFTER = /^\s*(?:ik|ich)(?![\p{L}])/iu;
function byWriter(text: string, verb: Hit): boolean {
  return (
    WRITER_BEFORE.test(text.slice(Math.max(0, verb.start - 30), verb.start)) ||
    WRITER_AFTER.test(text.slice(verb.end, verb.end + 6))
  );
}

/** "And" ending what comes before a verb: the verb is a second order joined to the first. */
const AND_BEFORE = /(?<![\p{L}])(?:e|y|et|und|en|i|ed|ve|dan|and)\s+$/iu;

/** Between "here" and the link it points at: a colon or a dash at most. */
const BEFORE_LINK = /^\s*[:：\-–—]?\s*$/;

/** SECRET for a yes or no: not global, so it keeps no position between texts. */
const SECRET_ANYWHERE = new RegExp(SECRET.source, SECRET.flags.replace('g', ''));

function hitsIn(re: RegExp, text: string, from: number): Hit[] {
  return matchAllOf(re, text).map((m) => ({
    text: m[0],
    start: from + m.index,
    end: from + m.index + m[0].length,
  }));
}

/** Words of courtesy anywhere in what precedes an order, to be set aside. */
const POLITE_ANY = new RegExp(POLITE.source, POLITE.flags);

export function readOtherLanguages(reading: Reading, anatomy: Anatomy): void {
  const { text } = reading;
  const unscoped = (h: Hit) => scopeAt(reading.scope, h.start) === null;
  const find = (re: RegExp, s: string, from: number) => hitsIn(re, s, from).filter(unscoped);
  // Whether a code is named anywhere: asked only when a clause sends something, and answered by
  // the first match rather than by listing every one in the text.
  let secretNamedKnown: boolean | undefined;
  const secretNamed = () => (secretNamedKnown ??= testOf(SECRET_ANYWHERE, text));
  const asked = (kind: AskKind, sentence: number) =>
    anatomy.asks.some((a) => a.sentence === sentence && a.kind === kind);
  const ask = (kind: AskKind, from: Hit, to: number, sentence: number, label = ASK_LABEL[kind]) => {
    if (asked(kind, sentence) || (kind === 'pay' && asked('secret', sentence))) return;
    anatomy.asks.push({ kind, label, span: cut(from.start, to), sentence });
  };
  const press = (kind: PressureKind, label: string, from: number, to: number) => {
    if (!anatomy.pressures.some((p) => p.kind === kind))
      anatomy.pressures.push({ kind, label, span: cut(from, to) });
  };
  const cut = (start: number, end: number) => ({ text: text.slice(start, end), start, end });
  let moneyKnown: boolean | undefined;
  // Money named anywhere, for a plea to send it back: rupees and pesos too.
  const moneyAnywhere = () =>
    (moneyKnown ??= find(MONEY, text, 0).length > 0 || RUPEES_PESOS.test(text));
  // Whether a sentence reports a payment at a merchant: asked once per sentence, by its clauses.
  const merchantSentences = new Map<number, boolean>();
  const atMerchant = (si: number, sentence: string) => {
    const known = merchantSentences.get(si);
    if (known !== undefined) return known;
    const at = paidAtMerchant(sentence);
    merchantSentences.set(si, at);
    return at;
  };
  for (const c of reading.clauses) {
    const s = text.slice(c.start, c.end);
    if (!ANY_TRIGGER.test(s)) continue;
    const sentence = reading.sentences[c.sentence];
    const inSentence = (re: RegExp) =>
      sentence ? find(re, sentence.text, sentence.start).length > 0 : false;
    const money = find(MONEY, s, c.start);
    // A link, or what is left of one ("Siga http //203.0.113.9/reembolso").
    const link = c.tokens.some(isLinkOrRemnant);
    // A payment the clause reports done ("Pembayaran Rp 125.000 … berhasil"), or one its sentence
    // reports at a merchant ("pagamento … presso CONAD"), asks for nothing.
    const pays = find(PAY, s, c.start);
    const reportedDone = find(PAID, s, c.start).length > 0;
    const paid =
      pays.length > 0 && (reportedDone || (!!sentence && atMerchant(c.sentence, sentence.text)));
    // An order to pay (the verb opens the clause: "Pague hoje …", "Ureguluj ją …") may have its
    // link in the sentence's next clause, after a colon; "you received a transfer" is no order.
    // So after "and" joining it to another order ("Evite o corte e pague agora pelo Pix: <link>").
    const orderWithLink = (pay: Hit) =>
      !!sentence &&
      (!/\p{L}/u.test(text.slice(c.start, pay.start).replace(POLITE_ANY, '')) ||
        AND_BEFORE.test(text.slice(c.start, pay.start))) &&
      reading.links.some((l) => l.start >= pay.end && l.end <= sentence.end);
    // "Manda um Pix pra essa chave", "przelej na to konto": where the money goes, not how much.
    for (const pay of paid ? [] : pays)
      if (
        // "A $1 transfer fee applies", "Forma de pagamento: Pix": a payment named, no order
        // (forbidden() reads it, other-words.ts namedNotOrdered); "tu as déjà payé".
        !paidAlready(text, pay) &&
        !forbidden(text, pay) &&
        !notSentAway(text, pay) &&
        (money.length ||
          link ||
          inSentence(THIS_ACCOUNT) ||
          inSentence(MONEY) ||
          inSentence(FEE) ||
          inSentence(BILL) ||
          orderWithLink(pay))
      )
        ask('pay', pay, c.end, c.sentence);
    // "Kannst du eine Zahlung für mich machen?": a payment made for the one who writes.
    const forMe = find(FOR_ME, s, c.start).length > 0;
    const payment = forMe && !paid && !reportedDone && (pays[0] ?? find(PAYMENT, s, c.start)[0]);
    if (payment) ask('pay', payment, c.end, c.sentence);
    const sends = find(SEND, s, c.start);
    for (const send of sends)
      if (
        !byWriter(text, send) &&
        !forbidden(text, send) &&
        (find(SECRET, s, c.start).length ||
          (secretNamed() &&
            (find(POINTS_BACK, s, c.start).length || find(RETURN, s, c.start).length)))
      )
        ask('secret', send, c.end, c.sentence);
    // "Envoyez 50.000 FCFA au 699 255 331", "SVP renvoyez sur le 695 318 118" after money said to
    // be sent by mistake, "llame al 612 345 678": money sent, or a call made, on the message's
    // order (the verb opens its clause, after words of courtesy at most) or to a number it gives.
    for (const send of sends) {
      if (byWriter(text, send) || paidAlready(text, send)) continue;
      const numbered = numberAfter(c, send, text) || numberNear(c, send, text, sentence);
      const opens = !/\p{L}/u.test(text.slice(c.start, send.start).replace(POLITE_ANY, ''));
      const paid = paysBy(s, send, money, numbered, moneyAnywhere);
      if ((opens || numbered) && (paid || (numbered && bareAmountAfter(text, send))))
        ask('pay', send, c.end, c.sentence);
    }
    for (const call of find(CALL, s, c.start))
      if (!byWriter(text, call) && numberToCall(c, call, text, sentence))
        ask('call', call, c.end, c.sentence);
    // "Recárgame saldo a este número": credit to a number pointed at, however much.
    for (const credit of find(CREDIT, s, c.start)) {
      const to = find(THIS_NUMBER, s, c.start).find((t) => t.start >= credit.end);
      if (to && to.start - credit.end <= FEE_REACH) ask('pay', credit, to.end, c.sentence);
    }
    // "Preciso que me trates de uma transferência", "ich benötige … bei einer Überweisung".
    for (const need of find(NEED, s, c.start))
      if (
        money.some((m) => m.start > need.start) ||
        find(PAYMENT, s, c.start).some((p) => p.start > need.start)
      )
        ask('pay', need, c.end, c.sentence);
    // The verb after the amount ("Acil 4.000 TL lazım"): quoted from the amount.
    for (const need of find(NEEDED, s, c.start)) {
      const amount = money.find((m) => m.end <= need.start);
      if (amount) ask('pay', amount, need.end, c.sentence);
    }
    // "Não clique", "Scannen Sie den QR-Code nicht": forbidden, not asked (not "si no hace clic").
    const forbids = NEGATOR.test(s) && !IF_BEFORE.test(s);
    for (const click of find(CLICK, s, c.start))
      if (link && !forbids && !forbidden(text, click)) ask('link', click, c.end, c.sentence);
    // A QR code to scan is a link, written out or not.
    for (const scan of find(SCAN, s, c.start))
      if (/\bQR\b/i.test(s) && !forbids) ask('link', scan, c.end, c.sentence);
    for (const here of find(HERE, s, c.start)) {
      // The link may stand in the next clause, after the colon.
      const to = reading.links.find((l) => l.start >= here.end);
      if (!to || !BEFORE_LINK.test(text.slice(here.end, to.start))) continue;
      // From up to three words before "here" (the verb, whatever it is) to the link.
      const before = [...text.slice(c.start, here.start).matchAll(/\S+\s+/g)].slice(-3)[0];
      const from = before ? c.start + before.index : here.start;
      ask('link', { text: '', start: from, end: here.end }, to.end, c.sentence);
    }
    // "Schreib mir auf WhatsApp", "écris-moi sur Telegram": a move to a messaging app.
    const app =
      c.tokens.some((t) => MESSAGING.test(t.lower)) || find(APP_VERB, s, c.start).length > 0;
    for (const write of app ? find(WRITE, s, c.start) : [])
      ask('messaging', write, c.end, c.sentence);
    for (const fee of find(FEE, s, c.start)) {
      const amount = money.find((m) => m.start >= fee.end && m.start - fee.end <= FEE_REACH);
      if (amount) press('fee', 'wants a fee before you get something', fee.start, amount.end);
    }
    // "onder ons houden", "Vielen Dank für Ihre Diskretion": kept quiet between the two.
    const between = find(BETWEEN_US, s, c.start)[0] ?? find(DISCRETION, s, c.start)[0];
    if (between) press('secrecy', 'asks you to keep it secret', between.start, c.end);
    if (
      (NEGATOR.test(s) || find(NO_ONE_ALONE, s, c.start).length) &&
      find(TELL, s, c.start).length
    ) {
      const kept = [...find(KIN, s, c.start), ...find(NOBODY, s, c.start)];
      // Kept from the bank's staff too; a code kept from anyone is a genuine code's warning.
      if (!kept.length) kept.push(...find(BANK_STAFF, s, c.start));
      if (kept.length && !KEPT_CODE.test(s))
        press('secrecy', 'asks you to keep it secret', c.start, c.end);
    }
    const person = anatomy.pretexts.some((p) => p.kind === 'person');
    // A mistake of the writer's or the reader's ("te mandé por error"), not a disclaimer's "si vous
    // avez reçu ce message par erreur" nor "un courrier capturé par erreur".
    const mistake =
      IF_OPENS.test(s) || !PERSONAL.test(s) ? undefined : find(MISTAKE, s, c.start)[0];
    const wrong = find(WRONG_NUMBER, s, c.start)[0];
    // "Este es mi número nuevo": someone the reader knows, said to write from a new number.
    const fresh = find(NEW_NUMBER, s, c.start)[0];
    // "Te escribo desde el móvil de un amigo": a number the reader cannot check either.
    const borrowed = fresh ? undefined : find(BORROWED_PHONE, s, c.start)[0];
    // A relative addressed first ("Hoi mam, dit is mijn nieuwe nummer"): the new number is what
    // the claim rests on.
    // So is the mistake after "Habari dada, nimekutumia … kwa makosa".
    const kinFirst = anatomy.pretexts.findIndex((p) => p.kind === 'person' && p.label === KIN_ONLY);
    if ((fresh || borrowed || mistake || wrong) && kinFirst >= 0)
      anatomy.pretexts.splice(kinFirst, 1);
    // The new or borrowed number is one the reader cannot check, as in English (read.ts).
    if (fresh || borrowed) markNewNumber(anatomy, (fresh ?? borrowed)!);
    if (
      !anatomy.pretexts.some((p) => p.kind === 'person') &&
      (mistake || wrong || fresh || borrowed)
    )
      anatomy.pretexts.push({
        kind: 'person',
        label: wrong
          ? WRONG_NUMBER_LABEL
          : mistake
            ? BY_MISTAKE
            : fresh
              ? 'to be someone you know writing from a new number'
              : NEW_OR_BORROWED,
        span: cut(c.start, c.end),
      });
    // "¿Puedo guardar tu número?" after a wrong number or a mistake: a stranger's ask to keep in
    // touch, as "may I save your number" is in English.
    const keep = find(KEEP_CONTACT, s, c.start)[0];
    if (
      keep &&
      anatomy.pretexts.some(
        (p) => p.kind === 'person' && (p.label === WRONG_NUMBER_LABEL || p.label === BY_MISTAKE),
      )
    )
      ask('contact', keep, c.end, c.sentence);
    const kin = find(KIN, s, c.start)[0];
    if (!person && kin && kin.start < OPENING_REACH && c.sentence === 0)
      anatomy.pretexts.push({ kind: 'person', label: KIN_ONLY, span: kin });
    const yours = find(YOUR, s, c.start)[0];
    const state = yours && find(STATE, s, c.start).find((x) => x.start > yours.end);
    if (yours && state && !anatomy.pretexts.some((p) => p.kind === 'affairs'))
      anatomy.pretexts.push({
        kind: 'affairs',
        label: 'to be about something of yours that is expiring, blocked or held',
        span: cut(yours.start, state.end),
      });
  }
  heldEarnings(reading, anatomy, { find, cut, press });
  investmentPitch(reading, anatomy, { find, cut, press });
  // "No me llames, te escribo yo": whoever it is cannot be checked by calling. A negation by nature,
  // so read whatever scope it is in.
  buttonLineAsks(reading, anatomy);
  const noCall = anatomy.asks.length ? hitsIn(NO_CALL, text, 0)[0] : undefined;
  if (noCall)
    press(
      'no_call',
      'says not to call them, so you cannot check by calling',
      noCall.start,
      noCall.end,
    );
  // Urgency beside an ask, in any language: a deadline.
  for (const a of anatomy.asks) {
    const sentence = a.sentence === undefined ? undefined : reading.sentences[a.sentence];
    const urgent = sentence ? find(URGENT, sentence.text, sentence.start)[0] : undefined;
    if (urgent) press('deadline', 'rushes you with a deadline', urgent.start, urgent.end);
  }
}
