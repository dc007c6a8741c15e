/**
 * What the anatomy of a message means for the reader: warning evidence when a pretext, an ask and
 * pressure or a channel that is not the sender's come together (medium; high when it speaks as a
 * brand it cannot be, or asks for money, codes or card details), each part quoted; and reassuring
 * anatomy (the ask stays in the sender's own channel and a protective sentence says what it will
 * never ask) as a sign a reader can see. Nothing here depends on which words were used: the parts
 * are read by read.ts from grammar and meaning.
 */
import type { PositiveSignal, RedFlag } from '../../../../shared';
import type { LinkReport } from '../../knowledge/links';
import type { LinkSpan } from '../../knowledge/link-finder';
import type { Brand } from '../../knowledge/lexicons';
import { distinctWordCount } from '../../knowledge/distinct-words';
import type { Span } from '../../knowledge/patterns';
import { type Anatomy, MONEY_ASKS, type PressureKind, openingBrand, readAnatomy } from './read';
import { senderByAddress } from './opening-brand';
import type { ReassuranceKind } from './scope';
import { OWN_ROUTE, paidAsBefore, type TextSeen, textSeen } from './pay-routes';
import { ANATOMY_MAX_CHARS } from './tokens';
import { type AskKind, LOAN_LABEL, NEW_NUMBER_LABEL, PARTNER_ONLY } from './parts';
import { asRetold, quotedAsWritten, withoutChannelLabel } from './retold';
import { PAYS_OUT } from './pin-to-receive';
import { BLIK_NAMED } from './other-words';

export { readAnatomy, type Anatomy } from './read';
export type { SenderLink, SenderLinkRelation } from './sender-links';
export type { ReassuranceKind } from './scope';
export { anatomyNlp } from './tokens';

export interface AnatomyFindings {
  anatomy: Anatomy;
  /** The scam-anatomy warning, or null. */
  flag: RedFlag | null;
  /** Reassuring anatomy (what it will never ask, no action needed, ignore it if not you), or null. */
  reassuring: PositiveSignal | null;
  /** The message asks the reader to act (a link, a number, a reply, a payment). */
  asks: boolean;
  /** The text retells a message its writer got ("I got a call from someone claiming …"). */
  retold: boolean;
}

/** Money sent to a phone number: mobile money and the apps that pay a number. */
const WALLET =
  /\b(?:momo|m-?pesa|mobile money|airtel money|tigo ?pesa|gcash|e-?wallet|pix|zelle)\b/i;
const CALL_BEFORE =
  /(?:call|ring|phone|llame|llamar|ligue|appelez|anrufen|rufen sie|bel|chiama|zadzwo\p{L}*|aray\p{L}*|hubungi|g[oọ]i)\s+(?:us\s+|on\s+|at\s+|to\s+)?[^\s]*\s*$/iu;
const MAX_QUOTE = 80;
/**
 * Through the sender's own channel (its short code, its website, a reply) a deadline or a "pay to
 * avoid" is how bills and promotions read; these still mark a scam there.
 */
const STRONG_PRESSURE: ReadonlySet<PressureKind> = new Set([
  'secrecy',
  'no_call',
  'too_good',
  'accusation',
  'exposure',
  'read_back',
]);
/** Pressures that do not turn up together with a pretext and an ask by chance in long mail. */
const CHANCE_PROOF: ReadonlySet<PressureKind> = new Set([
  'secrecy',
  'no_call',
  'accusation',
  'exposure',
  'read_back',
]);
/** The ask names the cards themselves (not "references or credentials", which WordNet files there). */
const GIFT_CARD_WORDS =
  /\b(?:gift|cards?|vouchers?|itunes|steam|google play|apple|amazon|ebay|vanilla|razer|prepaid)\b/i;
const quote = (s: Span) => {
  const t = s.text.replace(/\s+/g, ' ').trim();
  return `“${t.length > MAX_QUOTE ? `${t.slice(0, MAX_QUOTE - 1).trimEnd()}…` : t}”`;
};

/**
 * Past this many words (a long e-mail, a call transcript), a pretext, an ask and a deadline turn
 * up together by chance in ordinary business mail: measured on business e-mail, half of the false
 * alarms were such a medium finding alone. There the finding stays a note the reader sees, and
 * is a warning only when the way to act is foreign or it is high.
 */
export const LONG_MESSAGE_WORDS = 100;

/**
 * Reassurances said apart from what the message asks and how it pushes: in a message with no
 * sentence breaks, a "not" in the one long sentence is no reassurance about its ask.
 */
function reassuredApart(a: Anatomy): Anatomy['reassurances'] {
  const inside = (x: { start: number }, r: { start: number; end: number }) =>
    x.start >= r.start && x.start < r.end;
  return a.reassurances.filter(
    (r) =>
      // "at no additional cost" is also how an offer too good to be true is worded.
      r.kind !== 'no_loss' &&
      !a.asks.some((x) => x.kind !== 'reply' && inside(x.span, r.span)) &&
      !a.pressures.some((p) => inside(p.span, r.span)),
  );
}

/** A payment named in an ask: "pay £18 through ParentPay", "a deposit of £20", "bezahlen Sie". */
const PAYMENT_ASKED =
  /\b(?:pay|paid|payment|payments|cost|costs|fee|fees|deposit|instalment|installment|contribution|bezahlen|zahlen|payer|réglez|pagar|pague|betalen|betaal|pagare|paga)\b/i;

/** Asks that do harm whichever channel they are answered in. */
const HARMFUL_ANYWHERE: ReadonlySet<AskKind> = new Set([
  'secret',
  'card',
  'voucher',
  'crypto',
  'details',
]);

/**
 * Every way to act the message gives is the operator's own service code ("Dial *544#"), and it
 * asks for nothing that harms wherever it is given (a code, a card, gift cards, crypto, details).
 */
export function operatorCodeOnly(a: Anatomy): boolean {
  return (
    a.channels.length > 0 &&
    a.channels.every((c) => c.kind === 'short_code' && c.own && !c.foreign) &&
    !a.asks.some((x) => HARMFUL_ANYWHERE.has(x.kind))
  );
}

/**
 * A transfer asked to be kept from everyone else, or by someone who says they cannot be called
 * ("I need you to process a wire transfer of EUR 48,750 today … please don't discuss it with anyone
 * else in finance", "je dois effectuer un virement … n'en parlez à personne"): the boss's
 * confidential payment, whoever signs it. A gift kept from one person ("don't tell Dad") is not
 * this, nor a friend who cannot talk asking for cash: the money must go as a transfer. A matter
 * said to be confidential ("je compte sur votre discrétion") is kept from everyone.
 */
const HUSHED_FROM_ALL =
  /(?<![\p{L}])(?:anyone|anybody|no ?one|nobody|colleagues?|finance|accounts|accounting|team|staff|others|personne|nadie|ninguém|nessuno|niemand|collègues|compañeros|colegas|kollegen|collega's|buchhaltung|comptabilit\p{L}*|contabilidad|contabilidade|discr[eé]\p{L}*|confiden\p{L}*|vertraulich\p{L}*|vertrouwelijk\p{L}*|riservat\p{L}*|sigil\p{L}*)(?![\p{L}])/iu;
const TRANSFER =
  /(?<![\p{L}])(?:wire|transfer|überweisung|virement|transferencia|transferência|bonifico|overboeking|overmaken)/iu;
const hushedTransfer = (a: Anatomy): boolean =>
  a.asks.some((x) => MONEY_ASKS.has(x.kind) && TRANSFER.test(x.span.text)) &&
  a.pressures.some(
    (p) => (p.kind === 'secrecy' && HUSHED_FROM_ALL.test(p.span.text)) || p.kind === 'no_call',
  );

function flagOf(a: Anatomy, words: number, seen: TextSeen): RedFlag | null {
  // A message that says it gives no link (and gives none), with no number, chat or address to act
  // through and no money asked, or none to an account it writes out ("you may have to pay a
  // penalty"): it sends the reader only where they already sign in.
  if (
    a.reassurances.some((r) => r.kind === 'no_link') &&
    a.channels.every((c) => c.own) &&
    (seen.noPayee || !a.asks.some((x) => MONEY_ASKS.has(x.kind)))
  )
    return null;
  // Someone who writes as a person the reader knows is the pretext, even when a brand is named.
  const pretext = a.pretexts.find((p) => p.kind === 'person') ?? a.pretexts[0];
  const ask = [...a.asks].sort(
    (x, y) => Number(MONEY_ASKS.has(y.kind)) - Number(MONEY_ASKS.has(x.kind)),
  )[0];
  // A firm that asks to be paid to a phone number ("Pay by MoMo to 0552 310 447 (DHL Clearing
  // Agent)", "Send it by M-Pesa to 0712 …") is paid in someone's own wallet: no carrier, bank or
  // office takes money so.
  const wallet =
    a.pretexts.some((p) => p.kind === 'org') && a.asks.some((x) => MONEY_ASKS.has(x.kind))
      ? a.channels.find(
          (c) =>
            c.kind === 'number' &&
            !c.own &&
            a.asks.some(
              (x) =>
                (x.kind === 'pay' || WALLET.test(x.span.text)) &&
                x.span.start <= c.span.start &&
                c.span.end <= x.span.end &&
                // "Pay online at <site> or call 0800 …": a line to call, not a wallet paid into.
                !CALL_BEFORE.test(x.span.text.slice(0, c.span.start - x.span.start)),
            ),
        )
      : undefined;
  const foreign = a.channels.find((c) => c.foreign) ?? wallet;
  // Every way to act is the operator's own service code ("Get a loan … Dial *165*5# NOW"): what is
  // bought, borrowed or claimed there is settled by the operator on its own network, and money for
  // anyone else needs a number, a link or a chat of theirs (a dial code that carries a number is
  // read as one: dial-codes.ts). A code, card or gift card asked for is the harm wherever it goes,
  // and a crime laid at the reader's door, a plea for secrecy or a code read back stay warnings.
  if (operatorCodeOnly(a) && !a.pressures.some((p) => CHANCE_PROOF.has(p.kind))) return null;
  // A deadline on an offer answered through the sender's own channel (its short code, its site, a
  // reply) is how promotions read; a deadline counts when the way to act is not the sender's.
  // A call that puts the reader through to someone by a key is not answered in its own channel.
  const handedOver = a.channels.some((c) => c.kind === 'keypad' && !c.own);
  const ownWay = a.channels.some((c) => c.own) && !foreign && !handedOver;
  // A crime laid at the reader's door, then a plea for secrecy, is what the finding quotes first:
  // no chance meeting in a long letter explains either ("Please don't mention this to your children").
  const pressure =
    a.pressures.find((p) => p.kind === 'accusation' || p.kind === 'exposure') ??
    a.pressures.find((p) => CHANCE_PROOF.has(p.kind)) ??
    a.pressures.find((p) => !ownWay || STRONG_PRESSURE.has(p.kind));
  const moneyAsk = !!ask && MONEY_ASKS.has(ask.kind);
  // Money asked for through a way to pay that is not the sender's is the trick whoever it claims
  // to be ("pay the deposit via <a link that is not the marketplace's>").
  // A code asked of the reader by someone who claims to know them or to have erred ("I sent my
  // code to your number by mistake, send it back"), or money asked after a claimed mistake: the
  // pretext is the push, as a deadline is elsewhere.
  // So is money asked by someone who says they write from a new number ("Hi mum, my phone
  // broke, this is my new number … can you pay a bill for me?"), or by one who calls the reader
  // their love and promises to pay it back ("Mon amour, la douane me demande 1 200 € … je te
  // rembourse"): a romance scam's shape. Not "Amor, fiz o Pix de R$ 150", money only named.
  // And a code, PIN or password asked to be given on a call to a number the message gives ("call
  // our security team at (844) … and have your access code ready"): no bank asks for one by phone.
  const pleaded =
    !!ask &&
    !!pretext &&
    ((pretext.kind === 'person' &&
      (ask.kind === 'secret' ||
        (moneyAsk && /by mistake|wrong number|new number|new bank account/.test(pretext.label)) ||
        (pretext.label === PARTNER_ONLY && a.asks.some((x) => x.label === LOAN_LABEL)))) ||
      (ask.kind === 'secret' && a.channels.some((c) => c.kind === 'number' && !c.own)));
  // A code asked to be given by phone ("cung cap so CCCD va ma OTP qua so 0869 …"): no bank,
  // operator or office takes one so, whoever the message claims to be.
  const codeByPhone =
    ask?.kind === 'secret' && a.channels.some((c) => c.kind === 'number' && !c.own);
  // Gift cards as the way to pay: no genuine organisation or person takes them.
  // So is a BLIK code asked for: entered by whoever asks, it pays them from the reader's account.
  // And a PIN, a card's details or a cash machine said to bring money in (pin-to-receive.ts):
  // each only ever pays out.
  const paysOut = a.asks.find((x) => PAYS_OUT.has(x.label));
  const blik = a.asks.some((x) => x.kind === 'secret' && BLIK_NAMED.test(x.span.text)) || !!paysOut;
  const payNoOneTakes = (ask?.kind === 'voucher' && GIFT_CARD_WORDS.test(ask.span.text)) || blik;
  const means = paysOut
    ? PAYS_OUT.get(paysOut.label)!
    : blik
      ? 'a BLIK code, which pays whoever enters it'
      : 'gift cards, which no genuine organisation takes';
  // A code read back (read-back.ts) needs no claim of who it is from.
  const readBack = a.pressures.some((p) => p.kind === 'read_back');
  // A crime laid at the reader's door ("a warrant against your name … press 1") is its own
  // pretext: no genuine sender opens by accusing the reader, whoever it claims to be. Nor by
  // threatening to send a recording of them to everyone they know (exposure.ts).
  const accused = pressure?.kind === 'accusation' || pressure?.kind === 'exposure';
  if (
    !ask ||
    !(pressure || foreign || pleaded || payNoOneTakes || codeByPhone) ||
    !(
      pretext ||
      codeByPhone ||
      accused ||
      readBack ||
      blik ||
      (moneyAsk && (foreign || payNoOneTakes)) ||
      (moneyAsk && hushedTransfer(a))
    )
  )
    return null;
  // Someone on a new number who asks only to be answered there ("my new number is …, text me!")
  // writes as friends do: only what they ask next tells the two apart (not enough to judge).
  if (
    !pressure &&
    a.asks.every((x) => x.kind === 'reply') &&
    a.channels.every((c) => !c.foreign || c.label === NEW_NUMBER_LABEL)
  )
    return null;
  // A genuine alert, code or notice: it says what it will never ask, that nothing is needed or to
  // ignore it if you did not ask for it, keeps you in its own channel and asks for nothing of value.
  // A scam that copies the sentence still sends you elsewhere or asks for money.
  if (reassuredApart(a).length && !foreign && !moneyAsk) return null;
  // A look-alike of the sender's address used as the way to act is hard evidence.
  // A long text's chance meeting of pretext, ask and deadline is no arrest threat, no plea for
  // secrecy and no key press that hands the reader to someone: those stay a warning at any length.
  // Nor is a payment asked by a date in a long letter that sends the reader nowhere foreign (a
  // school trip "by Friday", an invoice's due date): only hard evidence makes that one high.
  const byChance = !foreign && !handedOver && !(pressure && CHANCE_PROOF.has(pressure.kind));
  const longChance = words > LONG_MESSAGE_WORDS && byChance;
  // A payment through the reader's own account or office, in a message of any length that gives
  // no link, number or bank details of its own to pay at, sends the reader nowhere either.
  const ownRoute =
    byChance &&
    (a.asks.some((x) => MONEY_ASKS.has(x.kind) && OWN_ROUTE.test(x.span.text)) ||
      seen.knownPayee) &&
    a.asks.every((x) => !MONEY_ASKS.has(x.kind) || x.kind === 'pay' || x.kind === 'card') &&
    a.channels.every((c) => c.kind === 'app' && c.own);
  const dueDate =
    (((longChance && !!ask && PAYMENT_ASKED.test(ask.span.text)) || ownRoute) &&
      (!pressure ||
        pressure.kind === 'deadline' ||
        (pressure.kind === 'fee' && a.channels.length === 0))) ||
    (byChance && paidAsBefore(a, pressure, seen));
  const high =
    (moneyAsk && !dueDate) ||
    blik ||
    a.impersonates !== null ||
    a.senderLinks.some((l) => l.hard && l.sendsYou);
  const severity = high ? 'high' : longChance || dueDate ? 'low' : 'medium';
  const asks = `asks you ${ask.label} (${quote(ask.span)})`;
  const parts = [
    // "It claims …, asks you …", or with no claim read, "It asks you …" (no comma after "It").
    pretext ? `It claims ${pretext.label} (${quote(pretext.span)})` : `It ${asks}`,
    pretext ? asks : '',
    pressure ? `${pressure.label} (${quote(pressure.span)})` : '',
    foreign ? `and sends you to ${foreign.label} (${quote(foreign.span)})` : '',
    payNoOneTakes && !foreign ? `and wants ${means}` : '',
  ].filter(Boolean);
  return {
    indicator: 'Has the shape of a scam: who it claims to be, what it asks and how it pushes you',
    type: 'scam_anatomy',
    severity,
    explanation: `${parts.join(', ')}. Genuine organisations and people you know do not combine these: check by contacting them through their official app, website or a number you already have, never through the message.`,
    textExample: ask.span.text,
    anatomy: [
      ...(pretext
        ? [{ part: 'pretext' as const, label: `Claims ${pretext.label}`, quote: pretext.span.text }]
        : []),
      { part: 'ask', label: `Asks you ${ask.label}`, quote: ask.span.text },
      ...(pressure
        ? [{ part: 'pressure' as const, label: capital(pressure.label), quote: pressure.span.text }]
        : []),
      ...(foreign
        ? [
            {
              part: 'channel' as const,
              label: `Sends you to ${foreign.label}`,
              quote: foreign.span.text,
            },
          ]
        : []),
      ...(payNoOneTakes && !foreign
        ? [
            {
              part: 'channel' as const,
              label: `Wants ${means}`,
              quote: ask.span.text,
            },
          ]
        : []),
    ],
  };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** How each reassurance is shown as a good sign, most telling first. */
const REASSURING_SIGN: ReadonlyArray<[ReassuranceKind, string]> = [
  ['never_asks', 'Says what the sender will never ask for'],
  ['do_not_share', 'Warns you not to share a code or password'],
  ['ignore_if_not_you', 'Tells you to ignore it if it is not for you'],
  ['no_action', 'Says no action is needed'],
  ['no_loss', 'Says nothing will be charged or lost'],
  ['no_link', 'Gives no link and sends you to the site yourself'],
];

function reassuringOf(a: Anatomy): PositiveSignal | null {
  const apart = reassuredApart(a);
  const sign = REASSURING_SIGN.find(([k]) => apart.some((r) => r.kind === k));
  if (!sign || a.channels.some((c) => c.foreign)) return null;
  const said = apart.find((r) => r.kind === sign[0])!;
  // Money asked for, a link that is not the sender's own, or a number printed in the message (not
  // one you already have) to call: the reassurance may be copied to lend the ask weight.
  const links = a.channels.filter((c) => c.kind === 'link');
  if (
    a.asks.some(
      (x) =>
        MONEY_ASKS.has(x.kind) ||
        (x.kind === 'link' && (links.length === 0 || links.some((c) => !c.own))) ||
        (x.kind === 'call' && a.channels.some((c) => c.kind === 'number')),
    )
  )
    return null;
  const own = a.channels.find((c) => c.own);
  return {
    indicator: own ? `${sign[1]}, and keeps you in the sender’s own channel` : sign[1],
    explanation: `${own ? `The way it asks you to respond is ${own.label} (${quote(own.span)}), and it` : 'It'} ${said.label} (${quote(said.span)}), as genuine alerts, codes and notices do. It could still be copied, so if in doubt use the organisation’s app or the number on your card.`,
    textExample: said.span.text,
  };
}

export function anatomyFindings(
  text: string,
  sentences: readonly Span[],
  textLinks: readonly LinkSpan[],
  links: readonly LinkReport[],
  brand: Brand | null = openingBrand(text) ?? senderByAddress(text),
): AnatomyFindings {
  // A message retold by the one who got it is read as the message it retells, and one pasted under
  // the label of its app without the label (retold.ts).
  const retold = asRetold(text, true);
  const read = withoutChannelLabel(retold);
  const anatomy =
    read === text
      ? readAnatomy(text, sentences, textLinks, links, brand)
      : quotedAsWritten(readAnatomy(read, sentences, textLinks, links, brand), text);
  return {
    anatomy,
    flag: flagOf(
      anatomy,
      distinctWordCount(text, LONG_MESSAGE_WORDS + 2),
      textSeen(text.slice(0, ANATOMY_MAX_CHARS)),
    ),
    reassuring: reassuringOf(anatomy),
    asks: anatomy.asks.length > 0 || anatomy.channels.some((c) => c.kind !== 'short_code'),
    retold: retold !== text,
  };
}
