/**
 * Offers read from a whole message in the other languages, after the clause loop of
 * other-languages.ts: earnings held until the reader pays, and an investment pitch. Split from
 * other-languages.ts.
 */
import { type Anatomy, type PressureKind, PUT_MONEY_IN, WAY_TO_MAKE_MONEY } from './parts';
import {
  EARNINGS,
  GAIN_VERB,
  INVEST,
  INVEST_ORDER,
  MONEY,
  PERCENT,
  PROMISED_GAIN,
  RETURN_NOUN,
  SHORT_TIME,
  STAKE,
  WITHDRAW,
  words,
} from './other-words';
import { MAX_CLASS_CHARS } from './class-reader';
import type { Reading } from './tokens';

export interface Hit {
  text: string;
  start: number;
  end: number;
}

/** What the readings of a whole message below use of the clause loop's helpers. */
export interface Readers {
  /** The hits of a class of words in `s` (which starts at `from`), outside reassuring scopes. */
  find: (re: RegExp, s: string, from: number) => Hit[];
  /** The text between two offsets, as a span. */
  cut: (start: number, end: number) => Hit;
  /** Adds a pressure of this kind, unless one is there already. */
  press: (kind: PressureKind, label: string, from: number, to: number) => void;
}

/**
 * Earnings held until the reader pays: a payment asked in a sentence that speaks of taking money
 * out, in a message that names commissions or profit ("Para retirarlo debe pagar primero el
 * impuesto", "para sacar suas comissões … depositar R$ 300"). The task and investment scams' last
 * turn: what the reader is told they earned is the pretext, the payment a fee to release it.
 */
export function heldEarnings(
  reading: Reading,
  anatomy: Anatomy,
  { find, cut, press }: Readers,
): void {
  const pay = anatomy.asks.find((a) => a.kind === 'pay' && a.sentence !== undefined);
  const sentence = pay ? reading.sentences[pay.sentence!] : undefined;
  if (!sentence || anatomy.pretexts.some((p) => p.kind === 'affairs')) return;
  const out = find(WITHDRAW, sentence.text, sentence.start)[0];
  const earned = out && find(EARNINGS, reading.text, 0)[0];
  if (!out || !earned) return;
  anatomy.pretexts.push({
    kind: 'affairs',
    label: 'to be about money you earned that is held until you pay',
    span: cut(earned.start, earned.end),
  });
  press('fee', 'wants a fee before you get something', out.start, sentence.end);
}

/** A return this high, in per cent, said of an investment, is too good to be true. */
const HIGH_RETURN_PERCENT = 10;
/** A sum promised back this many times the one put in is too good to be true. */
const HIGH_MULTIPLE = 2;

/** The number an amount says ("2.000 €" 2000, "1,5 mln" 1.5, "R$ 300,00" 300), or 0. */
function amountOf(text: string): number {
  const digits = text.replace(/[^\d.,]/g, '');
  const whole = digits.replace(/[.,](?=\d{3}(?!\d))/g, '').replace(',', '.');
  const value = Number.parseFloat(whole);
  return Number.isFinite(value) ? value : 0;
}

/** How far after the minimum to join its amount may be ("El depósito mínimo es de 500 dólares"). */
const STAKE_REACH = 40;

/**
 * An investment pitch in the other languages, as investmentOffer (pretexts.ts) reads English: in a
 * message that speaks of investing, crypto or a fund (INVEST), the least it takes to join with its
 * amount ("El depósito mínimo es de 500 dólares") is an ask to pay, stated rather than ordered; a
 * gain the sender says they made, or a return, in per cent or money ("el mes pasado gané un 40 %")
 * is the pretext, a way to make money. A return of HIGH_RETURN_PERCENT or more that the sender
 * says they made, or that is promised over a short time ("30 % al mes"), is too good to be true.
 * A fund's advert of "rentabilidad del 12 % en 2024" with its minimum is no such promise: it stays
 * a pretext and an ask, which take pressure or a foreign way to act besides to make a warning.
 */
export function investmentPitch(
  reading: Reading,
  anatomy: Anatomy,
  { find, cut, press }: Readers,
): void {
  const { text } = reading;
  // Read in a message, as the class reader reads (MAX_CLASS_CHARS): searching a 25,000-character
  // article for the investing words alone took 1 ms.
  if (text.length > MAX_CLASS_CHARS || !find(INVEST, text, 0).length) return;
  for (const c of reading.clauses) {
    const s = text.slice(c.start, c.end);
    const money = find(MONEY, s, c.start);
    const stake = find(STAKE, s, c.start)[0] ?? find(INVEST_ORDER, s, c.start)[0];
    const amount =
      stake && money.find((m) => m.start >= stake.end && m.start - stake.end <= STAKE_REACH);
    if (stake && amount && !anatomy.asks.some((a) => a.kind === 'pay'))
      anatomy.asks.push({
        kind: 'pay',
        label: PUT_MONEY_IN,
        span: cut(stake.start, amount.end),
        sentence: c.sentence,
      });
    const made = find(GAIN_VERB, s, c.start)[0];
    const gain = made ?? find(RETURN_NOUN, s, c.start)[0] ?? find(PROMISED_GAIN, s, c.start)[0];
    if (!gain) continue;
    const percents = [...s.matchAll(PERCENT)].map((m) => ({
      value: Number((m[1] ?? m[2] ?? '0').replace(',', '.')),
      start: c.start + m.index,
      end: c.start + m.index + m[0].length,
    }));
    const said = [...percents, ...money].sort((a, b) => a.start - b.start)[0];
    if (!said) continue;
    const from = Math.min(gain.start, said.start);
    const to = Math.max(gain.end, said.end);
    if (!anatomy.pretexts.some((p) => p.kind === 'affairs'))
      anatomy.pretexts.push({
        kind: 'affairs',
        label: WAY_TO_MAKE_MONEY,
        span: cut(from, to),
      });
    // "Invierte 250 € y gana 2.000 €": a sum promised back that multiplies the one put in.
    const sums = money.map((m) => amountOf(m.text)).filter((v) => v > 0);
    const multiplied = sums.length >= 2 && Math.max(...sums) >= HIGH_MULTIPLE * Math.min(...sums);
    const high = percents.some((p) => p.value >= HIGH_RETURN_PERCENT) || multiplied;
    if (high && (made || find(SHORT_TIME, s, c.start).length))
      press('too_good', 'promises a high return', from, to);
  }
  // Invited into the group where the tips are shared ("Zum Beitritt: t.me/…", "Zal ik je
  // toevoegen?", "Katılmak için EVET yazın"): what the pitch asks, once it promised a high return
  // in a short time (a fund's "8% in 2024, subscribe" promises none).
  const pitched =
    anatomy.pretexts.some((p) => p.label === WAY_TO_MAKE_MONEY) &&
    anatomy.pressures.some((p) => p.kind === 'too_good');
  const join = pitched && !anatomy.asks.length ? find(JOIN_GROUP, text, 0)[0] : undefined;
  if (join) {
    const sentence = reading.sentences.findIndex(
      (x) => join.start >= x.start && join.start < x.end,
    );
    anatomy.asks.push({
      kind: 'messaging',
      label: 'to join a group on a messaging app',
      span: cut(join.start, join.end),
      ...(sentence >= 0 ? { sentence } : {}),
    });
  }
}

/**
 * Joining a group, or being added to one: "beitreten", "Zum Beitritt", "entrare nel gruppo",
 * "toevoegen", "katılmak", "ekleyelim", "únete", "entrar no grupo", "rejoindre", "dołącz", "gabung".
 */
const JOIN_GROUP = words(
  [
    'beitritt|beitreten|treten sie (?:\\p{L}+ ){0,3}bei|tritt (?:\\p{L}+ ){0,3}bei',
    'entrare nel gruppo|unirti|unisciti|iscriviti al gruppo',
    'toevoegen|lid worden|sluit je aan',
    'katıl(?:mak|ın|abilirsiniz)|katil(?:mak|in|abilirsiniz)? yaz\\p{L}*|ekleyelim|ekleyeyim|grub\\p{L}* (?:\\p{L}+ ){0,2}kabul edildiniz',
    'unirte|únete|unete|entrar al grupo|te agrego|te añado',
    'entrar no grupo|junte-se|te adiciono',
    'rejoindre|rejoignez|rejoins',
    'dołącz(?:yć)?|dodam cię',
    'bergabung|gabung',
  ].join('|'),
);
