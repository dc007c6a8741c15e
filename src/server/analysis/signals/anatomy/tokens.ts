/**
 * A message read as clauses of tagged words, for the anatomy reader: wink-nlp's English model
 * (part of speech, lemma, negation, dates and amounts) over the text with every link, e-mail
 * address and phone number first replaced by a placeholder word of the same length, so the
 * tagger reads "Pay now at ezpass-tolls.vip" as a verb, an adverb and one noun and every offset
 * still points into the original text.
 *
 * Cost is bounded: only the sentences that could carry a request or a claim about the reader
 * (they speak to "you", give an order, hold a link, a number, an amount or a question, or open a
 * message) are tagged, at most ANATOMY_MAX_CHARS of them.
 */
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { MAX_TAGGED_CHARS } from '../../knowledge/english';
import { type LinkSpan, linksWithin } from '../../knowledge/link-finder';
import { EMAIL_ADDRESS, type Span } from '../../knowledge/patterns';
import { type ScopeReading, readScopes } from './scope';
import { TaggedOnce, tagSentence, type Wink } from './tagged-once';
import { scopedTest } from './scoped';

/** At most this many characters of a text are tagged (about four screens of a message). */
export const ANATOMY_MAX_CHARS = 4_000;
/** The opening sentences are always read: they say who the message claims to be from. */
const OPENING_SENTENCES = 2;

export type TokenKind = 'word' | 'number' | 'punct' | 'link' | 'email' | 'phone' | 'code';

export interface Token {
  /** As written in the original text. */
  text: string;
  lower: string;
  lemma: string;
  /** Universal part of speech from the tagger (VERB, NOUN, PROPN, AUX, PRON, …). */
  pos: string;
  kind: TokenKind;
  /** wink-nlp's entity type covering the token (DATE, DURATION, MONEY, …), or ''. */
  entity: string;
  start: number;
  end: number;
  /**
   * The token lies in a reassuring scope (scope.ts): after a negator of asking, sharing, needing or
   * a loss ("will never ask for your PIN"), or inside a condition that disowns the reader's own act
   * ("if you didn't request a reset"). What is read there is not an ask, a claim or pressure.
   */
  scoped: boolean;
}

export interface Clause {
  tokens: Token[];
  /** Index of its sentence among those read. */
  sentence: number;
  /** The sentence ends with a question mark. */
  question: boolean;
  /** The sentence holds a negation (not, never, no, n't). */
  negated: boolean;
  start: number;
  end: number;
}

export interface Reading {
  text: string;
  clauses: Clause[];
  /** Sentences read, in order (for quoting a whole sentence). */
  sentences: Span[];
  links: Array<Span & { url: string }>;
  /** Negation and condition scope over the whole text, read once. */
  scope: ScopeReading;
}

let nlp: Wink | null = null;
let read = 0;

/**
 * The English model with the steps the reader uses (entities and parts of speech, with lemmas),
 * loaded on first use (about 0.1 s): its sentences, negation and sentiment are not read (negation
 * is scope.ts's), and neither step feeds the two kept. wink-nlp keeps every new word it meets, so,
 * as knowledge/english.ts does, the instance is rebuilt after MAX_TAGGED_CHARS characters of
 * untrusted text.
 */
const ANATOMY_PIPE = ['ner', 'pos'];
export function anatomyNlp(chars = 0): Wink {
  if (nlp === null || read > MAX_TAGGED_CHARS) {
    nlp = winkNLP(model, ANATOMY_PIPE);
    read = 0;
  }
  read += chars;
  return nlp;
}

const EMAIL = new RegExp(EMAIL_ADDRESS, 'gu');
/**
 * Phone numbers: a "+" or a digit, then 6 to 16 more digits with spaces, dots, dashes or brackets
 * between them (North American numbers with or without their leading "1": "1-800-555-0128",
 * "1 (302) 555-0147"), Indian mobiles in two groups of five ("98765 43210"), or a run of masked
 * digits ("07XXXXXXXX"); ending in pairs, as France and Poland write them ("01 84 88 22 10",
 * "22 555 12 34"). Digits only: a date or an amount with a currency sign is not a number to call.
 */
const PHONE =
  /(?<![\p{L}\p{N}$£€₹₦.,/#:-])(?:\+\d[\d\s().-]{6,17}\d|1(?:[\s.-]?\(\d{3}\)|[\s.-]\d{3})[\s.-]?\d{3}[\s.-]\d{4}|\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}|[6-9]\d{4}[\s-]\d{5}|0\d{2,4}[\s.-]?\d{3,4}[\s.-]?\d{3,4}|0\d(?:[\s.]\d{2}){4}|\d{2,3} \d{2,3} \d{2} \d{2}|1?8[0-9]{2}[\s.-]?\d{3}[\s.-]?\d{4}|0\d{9,10}|0?\d{1,3}X{6,}|X{8,})(?![\p{L}\p{N}%/-])/gu;
/** Words before a number that make it an order, a reference or an account, not a line to call. */
const NOT_A_LINE =
  /(?:order|ref|reference|id|no|number|invoice|meter|account|a\/c|acct|contract|deal|ticket|case|tracking|trans|transaction|pin|code|#)[\s.:#]*$/i;
/** The same in the other languages: a bill's, an invoice's or an order's number ("bolletta n. …"). */
const NOT_A_LINE_ELSEWHERE: RegExp =
  /(?<![\p{L}\p{N}])(?:factuur|fattura|bolletta|bollettino|rechnung|facture|factura|fatura|faktur[ayę]|faktury|rachunek|kenmerk|betalingskenmerk|referencia|refer[êe]ncia|riferimento|pratica|dossier|contrato|contratto|contrat|vertrag|pedido|commande|ordine|bestelling|zam[óo]wieni[ae]|polizza|p[óo]liza|ap[óo]lice|tagihan|pesanan)(?:\s+(?:n[º°o.]?|nr|num)\.?)?[\s.:#°º]*$/iu;
/** Does what precedes `start` name a bill's or an order's number, not in English ("bolletta n.")? */
export const documentNumberAt = (text: string, start: number): boolean =>
  NOT_A_LINE_ELSEWHERE.test(text.slice(Math.max(0, start - 24), start));
const BROKEN_LINK =
  /(?<!\w)https?\s?:?\s?\/\/\s?((?:[a-z0-9-]{1,63}\.){1,6}[a-z]{2,24}(?:\/[^\s]*)?)/giu;
/** A USSD or short-code instruction ("*185*1#"): the operator's own channel. */
const USSD = /\*\d{2,4}(?:\*\d{1,4}){0,4}#/g;

/**
 * What every match of each pattern above holds, tested first: most sentences hold no "@", no digit
 * and no "http", and the patterns are costly to try at every position (an address is tried over
 * up to 64 characters before its "@"). The gate for the link pattern has its flags, so it folds
 * case as that pattern does.
 */
const MAY_HOLD_LINK = /http/iu;
/** A number to call has at least this many digits (or masking X's, "07XXXXXXXX"). */
const MIN_PHONE_DIGITS = 7;
/** The digits and X's of a stretch: one with fewer than a phone's has no phone in it. */
function phoneDigits(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 0x30 && c <= 0x39) || c === 0x58) n++;
  }
  return n;
}

const SECOND_PERSON = /(?<![\p{L}])(?:you|your|yours|u|ur|yr|ya)(?![\p{L}])/iu;
/**
 * The reader addressed in the languages read from word lists ("Sie", "Ihre", "vous", "você",
 * "usted", "uw", "lei", "siz", "pan", "anda", "bạn"): in a long mail in those languages, what the
 * message asks is said in these sentences, as it is in English ones with "you". So is what the
 * writer needs ("preciso", "ich benötige"), the discretion asked ("com a máxima discrição") and a
 * transfer named ("é necessário fazer uma transferência").
 */
const WORTH_READING_ELSEWHERE =
  /(?<![\p{L}])(?:sie|ihnen|ihr|ihre[nmrs]?|du|dich|dir|dein\p{L}*|vous|votre|vos|tu|toi|ton|ta|tes|usted|ustedes|vosotros|você|voce|vocês|seu|sua|seus|suas|lei|suo|tuo|tua|ti|uw|jij|jouw|je|siz|sizin|sen|senin|pan|pani|państwo|anda|kamu|bạn|preciso|precisamos|necesito|necesitamos|brauche|benötige|besoin|bisogno|nodig|potrzebuję|potrzebuje|lazım|ihtiyacım|discrição|discreción|discrétion|diskretion|discrezione|vertraulich\p{L}*|confidencial|confidentiel\p{L}*|riservat\p{L}*|vertrouwelijk|transferência|transferencia|virement|überweisung|anzahlung|bonifico|overboeking|overschrijving|przelew|havale)(?![\p{L}])/iu;
const HAS_DIGIT_OR_SIGN = /[\d$£€₹₦?]|X{3,}/u;
/**
 * A sentence that asks without saying "you": an order opened by a verb of acting, perhaps after
 * "please" or "kindly" ("Kindly CLICK HERE to update security and storage quota of mail box.",
 * "Verify now to keep email account active.", "Please don't mention it to anyone in accounts."),
 * one that points at a button ("click here"), or a writer who says they cannot be called ("I'm in
 * meetings and can't take calls"). Phishing mail writes so; a test of "you" alone skipped the very
 * sentence that asked or pushed.
 */
const ORDERS =
  /^[^\p{L}]*(?:(?:please|pls|kindly)\s+)?(?:click|tap|press|verify|confirm|update|validate|log\s?in|sign\s?in|download|open|visit|follow|call|reply|pay|send|submit|activate|upgrade|view|complete|fill|access|contact|register|claim|redeem|enter|provide|re-?confirm|reactivate|restore|unlock|secure|tell|mention|discuss|(?:do not|don't|dont|never) \p{L}+)(?![\p{L}])/iu;
/** The same anywhere in a sentence, without look-behind (tried at every position). */
const ORDERS_WITHIN =
  /(?:click|tap)\s*here|(?:can(?:no|['’])t|unable to) (?:talk|speak|take (?:any )?calls?|answer (?:the |my )?phone)/i;

/**
 * Replaces each span with a same-length placeholder word; returns the kinds by start offset and
 * the masked text of any stretch (only the chosen sentences are ever read, so the whole text is
 * never copied).
 */
function mask(
  text: string,
  sentences: readonly Span[],
  textLinks: readonly LinkSpan[],
): {
  masked: (start: number, end: number) => string;
  kinds: Map<number, { kind: TokenKind; end: number }>;
  links: Reading['links'];
} {
  const kinds = new Map<number, { kind: TokenKind; end: number }>();
  const taken: Array<[number, number]> = [];
  const free = (s: number, e: number) => !taken.some(([a, b]) => s < b && e > a);
  const put = (s: number, e: number, kind: TokenKind) => {
    if (!free(s, e)) return;
    taken.push([s, e]);
    kinds.set(s, { kind, end: e });
  };
  const links: Reading['links'] = [];
  for (const sentence of sentences) {
    const inside = sentence.text;
    if (inside.includes('@'))
      for (const m of inside.matchAll(EMAIL))
        put(sentence.start + m.index, sentence.start + m.index + m[0].length, 'email');
    for (const l of linksWithin(text, textLinks, sentence)) {
      if (!free(l.start, l.end)) continue;
      put(l.start, l.end, 'link');
      links.push({ text: l.text, start: l.start, end: l.end, url: l.url });
    }
    // "http //host/path": a link whose colon was lost in copying or screenshot reading.
    for (const m of MAY_HOLD_LINK.test(inside) ? inside.matchAll(BROKEN_LINK) : []) {
      const s = sentence.start + m.index;
      if (!free(s, s + m[0].length)) continue;
      put(s, s + m[0].length, 'link');
      links.push({ text: m[0], start: s, end: s + m[0].length, url: `http://${m[1]}` });
    }
    if (inside.includes('*'))
      for (const m of inside.matchAll(USSD))
        put(sentence.start + m.index, sentence.start + m.index + m[0].length, 'code');
    for (const m of phoneDigits(inside) >= MIN_PHONE_DIGITS ? inside.matchAll(PHONE) : []) {
      const digits = phoneDigits(m[0]);
      const before = inside.slice(Math.max(0, m.index - 16), m.index);
      // Part of a longer run of digit groups: a tracking or card number ("9400 1000 0000 1500 …").
      const inRun =
        /\d[\s.-]$/.test(before) || /^[\s.-]\d/.test(inside.slice(m.index + m[0].length));
      const document = NOT_A_LINE.test(before) || documentNumberAt(inside, m.index);
      if (digits >= MIN_PHONE_DIGITS && !document && !inRun)
        put(sentence.start + m.index, sentence.start + m.index + m[0].length, 'phone');
    }
  }
  // A placeholder must read as one word: no spaces inside it.
  const masked = (start: number, end: number) => {
    let out = '';
    let at = start;
    for (const [a, b] of [...taken].sort((x, y) => x[0] - y[0])) {
      if (b <= start || a >= end) continue;
      const from = Math.max(a, start);
      const to = Math.min(b, end);
      out += text.slice(at, from) + 'x'.repeat(to - from);
      at = to;
    }
    // A curly apostrophe reads as a straight one ("don’t", "I’m"): same length, same offsets.
    return (out + text.slice(at, end)).replaceAll('’', "'");
  };
  return { masked, kinds, links };
}

/**
 * A message this short that never says the English "you" is read whole: the test of the sentences
 * worth reading below knows that word, and a longer sentence in another language ("Necesito que
 * me ayudes a pagar una factura hoy, luego te explico.") was never read for what it asks. Text
 * and chat size only: read whole up to 1,200 characters, or in English too, short business mail
 * and a bank's warning mail were called scams more often (Enron, out of source; bench/EVAL.md).
 */
const READ_WHOLE_CHARS = 600;

/** Sentences worth tagging: the opening ones, then those that could ask or claim, within budget. */
function choose(text: string, sentences: readonly Span[]): Span[] {
  const out: Span[] = [];
  let budget = ANATOMY_MAX_CHARS;
  const whole = text.length <= READ_WHOLE_CHARS && !SECOND_PERSON.test(text);
  sentences.forEach((s, i) => {
    if (budget <= 0) return;
    const worth =
      whole ||
      i < OPENING_SENTENCES ||
      SECOND_PERSON.test(s.text) ||
      WORTH_READING_ELSEWHERE.test(s.text) ||
      ORDERS.test(s.text) ||
      ORDERS_WITHIN.test(s.text) ||
      HAS_DIGIT_OR_SIGN.test(s.text) ||
      s.text.includes('@') ||
      /[a-z]\.[a-z]{2,}/i.test(s.text) ||
      s.text.length < 60;
    if (!worth) return;
    const end = Math.min(s.end, s.start + budget);
    out.push(end === s.end ? s : { text: text.slice(s.start, end), start: s.start, end });
    budget -= end - s.start;
  });
  return out;
}

/** What /^\d/ tests: an ASCII digit first. */
const startsWithDigit = (s: string) => {
  const c = s.charCodeAt(0);
  return c >= 0x30 && c <= 0x39;
};
/** A curly apostrophe reads as a straight one ("don’t", "I’m"): same length, same offsets. */
const straight = (s: string) => (s.includes('’') ? s.replaceAll('’', "'") : s);
const NEGATION = new Set(['not', "n't", 'n’t', 'nt', 'never', 'no']);

const CLAUSE_BREAK = new Set([',', ';', ':', '–', '—', '-', '(', ')', '•', '|']);

/**
 * `options.nlp` and `options.tagOnce` are for the parity test only: a tagger of its own, and every
 * sentence tagged afresh, as before repeats were read once.
 */
export function readTokens(
  text: string,
  sentences: readonly Span[],
  textLinks: readonly LinkSpan[],
  options: { nlp?: Wink; tagOnce?: boolean } = {},
): Reading {
  const chosen = choose(text, sentences);
  const { masked, kinds, links } = mask(text, chosen, textLinks);
  const scope = readScopes(text);
  const scoped = scopedTest(scope);
  const chars = chosen.reduce((n, s) => n + s.end - s.start, 0);
  const w = options.nlp ?? anatomyNlp(chars);
  const clauses: Clause[] = [];
  const once = options.tagOnce === false ? null : new TaggedOnce(w);
  chosen.forEach((sentence, index) => {
    const input = masked(sentence.start, sentence.end);
    const { values, spaces, pos, lemmas, types, entity } = once
      ? once.read(input)
      : tagSentence(w, input);
    let at = sentence.start;
    const tokens: Token[] = [];
    for (let i = 0; i < values.length; i++) {
      at += spaces[i]!.length;
      const start = at;
      const end = at + values[i]!.length;
      at = end;
      const original = text.slice(start, end);
      const special = kinds.get(start);
      const kind: TokenKind =
        special && special.end === end
          ? special.kind
          : types[i] === 'punctuation'
            ? 'punct'
            : types[i] === 'number' || startsWithDigit(original)
              ? 'number'
              : 'word';
      const lower = straight(original.toLowerCase());
      // A token other than a word, and many words, are their own lemma: lower-cased once for both.
      const lemma = kind === 'word' ? (lemmas[i] ?? original) : original;
      tokens.push({
        text: original,
        lower,
        lemma: lemma === original ? lower : straight(lemma.toLowerCase()),
        pos: pos[i] ?? 'X',
        kind,
        entity: entity[i]!,
        start,
        end,
        scoped: scoped(start),
      });
    }
    const question = /\?\s*$/.test(sentence.text);
    const negated = tokens.some((t) => NEGATION.has(t.lower));
    let from = 0;
    const cut = (to: number) => {
      const part = tokens.slice(from, to).filter((t) => t.kind !== 'punct' || t.text === '?');
      if (part.length)
        clauses.push({
          tokens: part,
          sentence: index,
          question,
          negated,
          start: part[0]!.start,
          end: part[part.length - 1]!.end,
        });
      from = to + 1;
    };
    tokens.forEach((t, i) => {
      // A hyphen inside a word ("6-digit", "e-mail", "Mon-Fri") joins it; between amounts
      // ("$300-$800") or set apart by spaces it breaks the clause.
      const joined =
        t.text === '-' &&
        tokens[i - 1]?.end === t.start &&
        tokens[i + 1]?.start === t.end &&
        tokens[i + 1]?.kind === 'word';
      // "Balance due: $5.20": an amount owed, labelled, is one clause.
      const owedLabel =
        t.text === ':' &&
        /^(?:due|owed|outstanding|unpaid|overdue)$/i.test(tokens[i - 1]?.text ?? '') &&
        /^[$£€₹₦¥]|^\p{N}/u.test(tokens[i + 1]?.text ?? '');
      if (t.kind === 'punct' && CLAUSE_BREAK.has(t.text) && !joined && !owedLabel) cut(i);
      // "Reply Y or N. We will …": the tagger keeps a one-letter word and its full stop as one
      // token, so the sentence it ends is cut here.
      else if (
        t.kind === 'word' &&
        t.text.length <= 3 &&
        t.text.endsWith('.') &&
        /^\p{Lu}/u.test(tokens[i + 1]?.text ?? '')
      ) {
        cut(i + 1);
        from = i + 1;
      }
    });
    cut(tokens.length);
  });
  return { text, clauses, sentences: chosen, links, scope };
}
