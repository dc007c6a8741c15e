/**
 * A payment by BLIK asked as a favour to the one who writes ("Możesz mi opłacić BLIKiem 500 zł?",
 * "zapłać za mnie BLIKiem"): the reader is asked for a BLIK code, or to confirm one, and whoever
 * enters it is paid from the reader's account. Read after every other reading of asks (read.ts),
 * as a code asked for beside the payment; index.ts reads a BLIK code asked for as money no one
 * takes back. A shop's "zapłać BLIKiem" asks no favour of the reader.
 */
import { ASK_LABEL } from './ask-kinds';
import { MAX_CLASS_CHARS } from './class-reader';
import { BLIK_NAMED, MONEY, words } from './other-words';
import { type Anatomy, LOAN_LABEL, PARTNER_ONLY } from './parts';
import { payeeChange } from './payee-change';
import { identityCopies } from './identity-copies';
import { moneyAskedBack } from './money-back';
import { helpAsked } from './help-asked';
import { pricedActs } from './priced-acts';
import { codePassedOn } from './code-passed-on';
import { scopeAt } from './scope';
import type { Reading } from './tokens';

/** Polish "for me" as a favour is asked: "możesz mi opłacić", "zapłać za mnie", "dla mnie". */
const FAVOUR_PL = /(?<![\p{L}])(?:mi|mnie)(?![\p{L}])/iu;

export function blikFavourAsks(reading: Reading, anatomy: Anatomy): void {
  for (const a of [...anatomy.asks]) {
    const sentence = a.sentence === undefined ? undefined : reading.sentences[a.sentence];
    if (a.kind !== 'pay' || !sentence) continue;
    if (!BLIK_NAMED.test(sentence.text) || !FAVOUR_PL.test(sentence.text)) continue;
    if (anatomy.asks.some((x) => x.kind === 'secret' && x.sentence === a.sentence)) continue;
    const span = {
      text: reading.text.slice(a.span.start, sentence.end),
      start: a.span.start,
      end: sentence.end,
    };
    anatomy.asks.push({ kind: 'secret', label: ASK_LABEL.secret, span, sentence: a.sentence });
  }
}

/**
 * A partner addressed, as a lover's letter opens: "Mon amour", "Meu amor", "Canım", "Em yêu", "My
 * love". Someone so close who asks for a loan is the shape of a romance scam (index.ts). Read at
 * the opening only, and only beside a loan: "Hallo Schatz, kannst du mir 20 Euro überweisen?" is a
 * couple's errand.
 */
const PARTNER_REACH = 24;
const PARTNER = words(
  'mon amour|mon c(?:œ|oe)ur|ma ch[ée]rie|mon ch[ée]ri|mi amor|amor m[ií]o|amor|cari[ñn]o|mi vida|meu amor|amore mio|amore|tesoro|mein schatz|schatz|schatzi|liebling|mijn lief|lieverd|schat|schatje|kochanie|skarbie|can[ıi]m|a[şs]k[ıi]m|sevgilim|hayat[ıi]m|sayang|em y[êe]u|anh y[êe]u|my love|my darling|darling|sweetheart|babe',
);
/**
 * A promise to pay money back, said by one person to another ("I'll pay you back the minute I
 * land", "Je te rembourse dès que j'arrive", "Devolvo amanhã", "Morgen krijg je het terug",
 * "Wieczorem oddam z nawiązką", "gelince hepsini geri veririm", "nanti aku ganti"): first person
 * and the familiar "you" only, as a loan between people is put. A business's refund is put
 * otherwise ("we will refund you", "vous serez remboursé", "te lo devolvemos"), and a repayment
 * done ("I paid you back") promises nothing.
 */
const REPAY_WORDS = [
  "(?:i['’]?ll|i will|i['’]?d|i can|gonna|going to|promise(?: to| i['’]?ll)?) (?:pay|give) (?:you|u|it|it all|everything|the money)(?: all)? back",
  "(?:i['’]?ll|i will|i can|i['’]?d|gonna|going to|promise(?: to| i['’]?ll)?) (?:repay|refund|reimburse) (?:you|u)",
  "(?:you['’]?ll|you will) (?:get|have) (?:it|it all|everything|the money|your money)(?: all)? back",
  'je (?:te|vous) (?:rembourse(?:rai)?|rends|rendrai)|je (?:te|vous) (?:le|la|les) (?:rends|rendrai|rembourse(?:rai)?)|je (?:le|la|les) (?:te|vous) (?:rends|rendrai)',
  'te lo devuelvo|se lo devuelvo|te lo devolver[ée]|te devuelvo|te lo regreso|te lo pagar[ée]|te (?:lo )?pago (?:ma[ñn]ana|en cuanto|cuando|el lunes|esta noche|luego|despu[ée]s)',
  'devolvo(?:-te|-lhe)?|te devolvo|(?:te|lhe) pago (?:amanh[ãa]|logo|quando|assim que|depois)|pago-te (?:amanh[ãa]|logo|quando|assim que|depois)',
  '(?:te li|te lo|te la|ti) (?:restituisco|restituir[òo]|rid[òo]|ridar[òo]|rimborso|rimborser[òo])|te li rendo|te lo rendo',
  '(?:bekommst|kriegst) (?:du )?(?:es|das|das geld|alles|dein geld)(?: \\p{L}+){0,2} zur[üu]ck|(?:zahle|gebe|[üu]berweise|schicke) (?:ich )?(?:dir|es|das|alles|das geld)(?: \\p{L}+){0,3} zur[üu]ck',
  '(?:krijg|krijgt) (?:je|jij) (?:het|alles|het geld|je geld)(?: \\p{L}+){0,2} terug|(?:betaal|geef|stort|maak) (?:ik )?(?:je|jou|het|alles)(?: \\p{L}+){0,3} terug',
  'oddam (?:ci|wam|jutro|wieczorem|zaraz|potem|z nawi[ąa]zk[ąa]|wszystko|kas[ęe]|pieni[ąa]dze)|(?:jutro|wieczorem|zaraz|potem|szybko) oddam|zwr[óo]c[ęe] (?:ci|wam|jutro|wieczorem|wszystko)',
  'geri (?:veririm|verece[ğg]im|[öo]derim|[öo]deyece[ğg]im)',
  '(?:nanti|besok|ntar|entar) (?:aku |saya |gue |gw )?(?:ganti|kembalikan|balikin)|(?:aku|saya|gue|gw) (?:ganti|kembalikan|balikin) (?:uangnya|ya|secepatnya|besok|nanti)|kuganti|kukembalikan',
  '(?:anh|em|con|mình|tôi|chị) (?:sẽ )?trả lại (?:em|anh|mẹ|bố|ba|bạn|chị|ngay|sau|liền|đủ)|sẽ trả lại (?:em|anh|mẹ|bố|ba|bạn|chị)',
];
const REPAY = words(REPAY_WORDS.join('|'));
/** The reader's own bank or account as the way to pay, in the languages the loan is read in. */
const OWN_BANK =
  /(?:from|through|via|in|with|using) your (?:own )?(?:bank(?:ing)? app|account|bank)|dall['’]app della tua banca|dalla tua (?:banca|app)|(?:desde|con) (?:la app de )?tu (?:banco|app|cuenta)|(?:pelo|pela|no|na) (?:app d[oa] )?(?:teu|seu|tua|sua) (?:banco|app|conta)|(?:depuis|avec) (?:l['’]appli(?:cation)? de )?(?:ta|votre) (?:banque|appli)|(?:über|mit) (?:deine[rn]?|ihre[rn]?) (?:bank(?:ing)?-?app|bank|konto)|via (?:je|jouw|uw) (?:bank(?:ing)?-?app|bank|rekening)/iu;

/** A question opened just before a promise to pay back: "¿Te lo devuelvo?", "¿se lo devuelvo?". */
const OFFERED_BACK = /¿[^?]*$/;
const OFFER_REACH = 30;

/** MONEY for a yes or no: not global, so it keeps no position between texts. */
const MONEY_ANYWHERE = new RegExp(MONEY.source, MONEY.flags.replace('g', ''));
const MONEY_ASKED = new Set(['pay', 'secret', 'voucher', 'crypto']);

/**
 * Money asked as a loan: a promise to pay it back, where money is named, asks the reader for that
 * money however the ask is put ("Kun jij €1.345 voorschieten?", "they need £2,800 clearance before
 * I can fly to you"). Not in a quote or under an "if". Where money was asked already ("Preciso de
 * 2.000€ para a taxa… e depois devolvo tudo"), the promise adds no ask, but a partner addressed
 * at the opening who presses for it is still who asks it.
 */
export function loanAsks(reading: Reading, anatomy: Anatomy, moneyNamed: boolean): void {
  // Read in a message, as the class reader reads (MAX_CLASS_CHARS); the promise first, then the
  // money (a search for an amount over a long run of digits takes time in the square of it).
  const { text } = reading;
  if (text.length > MAX_CLASS_CHARS) return;
  const asked = anatomy.asks.some((a) => MONEY_ASKED.has(a.kind));
  REPAY.lastIndex = 0;
  for (let m = REPAY.exec(text); m; m = REPAY.exec(text)) {
    if (scopeAt(reading.scope, m.index) !== null) continue;
    // Asked, not promised: "¿Te lo devuelvo?" offers to return money the writer received.
    if (OFFERED_BACK.test(text.slice(Math.max(0, m.index - OFFER_REACH), m.index))) continue;
    if (!asked && !moneyNamed && !MONEY_ANYWHERE.test(text)) return;
    const sentence = reading.sentences.findIndex((s) => m!.index >= s.start && m!.index < s.end);
    const end = m.index + m[0].length;
    // A payment asked with the promise is that loan ("Kun je het voorschieten? … Zaterdag krijg je
    // het terug").
    const paid = anatomy.asks.find((a) => a.kind === 'pay' && a.label === ASK_LABEL.pay);
    if (paid) paid.label = LOAN_LABEL;
    else if (!asked)
      anatomy.asks.push({
        kind: 'pay',
        label: LOAN_LABEL,
        span: { text: m[0], start: m.index, end },
        ...(sentence >= 0 ? { sentence } : {}),
      });
    // Who asks the loan, when the message opens on a partner addressed ("Mon amour, …"); where
    // the money was asked already, only beside pressure other than time (a fee, secrecy, a
    // threat): "Hallo Schatz, kannst du mir schnell 20 Euro überweisen? Ich gebe es dir heute
    // Abend zurück" is an errand.
    if (asked && anatomy.pressures.every((p) => p.kind === 'deadline')) return;
    // A bill paid from the reader's own bank ("mi paghi tu il bollettino dall'app della tua
    // banca?") goes to the bill, not to the one who writes.
    if (OWN_BANK.test(text)) return;
    PARTNER.lastIndex = 0;
    const partner = PARTNER.exec(reading.text);
    if (
      partner &&
      partner.index < PARTNER_REACH &&
      !anatomy.pretexts.some((p) => p.kind === 'person')
    )
      anatomy.pretexts.push({
        kind: 'person',
        label: PARTNER_ONLY,
        span: { text: partner[0], start: partner.index, end: partner.index + partner[0].length },
      });
    return;
  }
}

/**
 * The favours asked of the reader: a BLIK payment made for the writer, a loan, payments sent to
 * the writer's new bank account (payee-change.ts), a copy of an identity document
 * (identity-copies.ts), money said sent by mistake asked back (money-back.ts).
 */
const SECRET_ASKS: ReadonlySet<string> = new Set(['secret', 'card', 'details']);

export function favourAsks(reading: Reading, anatomy: Anatomy, moneyNamed: boolean): void {
  blikFavourAsks(reading, anatomy);
  loanAsks(reading, anatomy, moneyNamed);
  payeeChange(reading, anatomy);
  identityCopies(reading, anatomy);
  moneyAskedBack(reading, anatomy);
  helpAsked(reading, anatomy);
  pricedActs(reading, anatomy);
  codePassedOn(reading, anatomy);
  // A sentence that says the sender never asks for a secret ("Bank Mandiri tidak pernah meminta
  // PIN, password, atau kode OTP") asks for none, whichever language's reading quoted it. Only the
  // secret itself: a text with no full stops is one "sentence", and its link is still an ask.
  const never = reading.scope.reassurances.filter((r) => r.kind === 'never_asks');
  anatomy.asks = anatomy.asks.filter(
    (a) =>
      !SECRET_ASKS.has(a.kind) ||
      !never.some((r) => a.span.start >= r.span.start && a.span.end <= r.span.end),
  );
}
