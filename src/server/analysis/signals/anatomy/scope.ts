/**
 * Negation and condition scope, read from grammar rather than phrasings, so a reassurance is never
 * read as a threat or an ask. A negator ("never", "not", "no", "n't", "nunca", "ne … jamais",
 * "niemals", "não", "non … mai", "nooit", "tidak pernah") governs the words after it up to the end of
 * its clause (German and Dutch negators, which follow the verb, the whole clause); what it is about
 * is the meaning of the first word of its scope that has one: asking or contacting ("we will never
 * ask for your PIN", "nunca le pediremos sus claves"); sharing, with a secret in the clause ("don't
 * share this code", "deel deze code met niemand"); needing to act ("no action is needed", "vous
 * n'avez rien à faire"); a charge or a loss ("you will not be fined", "your card won't be charged").
 * A condition that disowns the reader's own act ("if you didn't request a reset", "si vous n'êtes
 * pas à l'origine de cette demande") is hypothetical: nothing in it is a claim, and a consequence
 * that lets the matter be ("you can safely ignore this email") is reassurance. A condition of not
 * complying ("if you do not pay within 24 hours") is a threat and opens no scope; nor does a negated
 * word of pressure ("don't miss out"), nor a failure claimed ("we could not deliver your parcel").
 * The red-flag rules drop a hit inside such a scope; the anatomy reader drops an ask or a pressure
 * read there, and reports the reassurances as reassuring anatomy. Linear; SCOPE_MAX_CHARS at most.
 */
import type { Span } from '../../knowledge/patterns';
import { rememberLast } from '../../../../shared/remember';
import {
  callForbidden,
  replyForbidden,
  describedMessages,
  noneWill,
  saidSentences,
  readersOwnChoices,
  neverListItems,
} from './scope-options';
import { type Word, sentencesMatching, sentencesOf, wordsGate, wordsOf } from './scope-text';
import { SCOPE_WORDS, clauseAround } from './scope-clauses';
import {
  ALREADY,
  CLAUSE_NEGATORS,
  CONDITIONS,
  VERB_FIRST_CONDITION,
  CONSEQUENCE_OPENS,
  DISOWNED,
  DO_WORDS,
  ENGLISH_CONDITION,
  LET_BE,
  MEANING_STEMS,
  describesAMessage,
  NAMED,
  NEGATORS,
  NO_ONE,
  type NegatedMeaning,
  OPENERS,
  PAST,
  POINTS_BACK,
  SCOPE_ENDS,
  SECRET,
  SKIP,
  hasApostrophe,
  isNegator,
  saidOfSelf,
  ifTheReader,
} from './scope-words';

/** "Without" and what will follow it in the same sentence: a condition, not a reassurance. */
const WITHOUT = /^(?:sans|sin|sem|senza|without|ohne|zonder|bez|tanpa)$/;
const WILL =
  /^(?:will|sera|seront|será|serán|serão|sarà|saranno|verrà|wird|werden|zal|zullen|zostanie|zostaną|akan|olacak)$/;

export const SCOPE_MAX_CHARS = 20_000; // read for scope: about ten screens of a message
/** Its meaning is read from this many words after it (forward negators). */
const MEANING_WORDS = 8;
/** A condition word this many words before a negator puts the negator inside the condition. */
const CONDITION_REACH = 6;

export type ReassuranceKind =
  | 'never_asks'
  | 'do_not_share'
  | 'no_action'
  | 'no_loss'
  | 'ignore_if_not_you'
  | 'no_link';

export interface Scope {
  kind: 'negated' | 'hypothetical';
  /** What the negation is about (negated scopes). */
  meaning?: NegatedMeaning;
  /** The negator or the condition word. */
  cue: Span;
  /** The stretch of text it governs (may start before the cue for German and Dutch). */
  start: number;
  end: number;
}

export interface Reassurance {
  kind: ReassuranceKind;
  /** The sentence it is said in. */
  span: Span;
}

export interface ScopeReading {
  scopes: Scope[];
  reassurances: Reassurance[];
}

/** The words that can open a scope (a condition or a negator), looked up once for most words. */
const SCOPE_OPENERS = new Set([...CONDITIONS, ...NEGATORS, ...CLAUSE_NEGATORS]);
/** A sentence with no scope opener (nor a negator's "n'") and no secret is not read word by word. */
export const MAY_OPEN_SCOPE = wordsGate(
  [...SCOPE_OPENERS].sort((a, b) => b.length - a.length).join('|'),
  "n['’]",
);
export const MAY_NAME_SECRET = wordsGate(SECRET.source.slice('^(?:'.length, -')$'.length));

/** After "send", the reader or someone sent to them. */
const SENT_TO_YOU =
  /^(?:(?:you|u) |(?:anyone|anybody|someone|somebody|staff) |(?:a|an|our) (?:courier|driver|messenger|agent|representative|member|colleague))/;
/** What a negation is about: its first word of content ("never *ask*"); after "nobody", any. */
function meaningOf(words: readonly Word[], anywhere: boolean): NegatedMeaning | null {
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    const next = words[k + 1]?.lower ?? '';
    // "have to", "has to": an obligation; "have not verified" is not.
    const lower = /^(?:have|has)$/.test(w.lower) && next !== 'to' ? '' : w.lower;
    // "We will never send you a link": sending to the reader is contacting them, as "never ask" is
    // (not "you cannot send or receive messages", a loss), and so is sending someone to them ("we
    // never send a courier to collect your card"; not "the PDF won't send").
    if (/^sends?$/.test(lower) && SENT_TO_YOU.test(`${next} ${words[k + 2]?.lower ?? ''}`))
      return 'ask';
    for (const [meaning, re] of MEANING_STEMS)
      if (re.test(lower)) return NAMED.test(next) ? null : meaning;
    if (!anywhere && !SKIP.test(w.lower)) return null;
  }
  return null;
}

/**
 * Does a condition disown the reader's own act? In English by its tense ("if you didn't request
 * this", not "if you do not pay") or by "recognise" and "expect"; elsewhere by the participle or
 * verb of requesting, making or recognising ("si no ha solicitado", "falls Sie … nicht angefordert").
 */
/**
 * "You" in the languages whose short disowning question names the reader and no act ("Nicht von
 * Ihnen?", "Bukan transaksi Anda?", "Pas vous ?"): as English "Not you?". Only there: in a
 * condition, "si vous ne payez pas" is a threat, not a disowning.
 */
const YOU_ASKED = /^(?:ihnen|sie|dir|du|anda|kamu|vous|toi|usted|ti|você|voce|lei|jij|u)$/u;

/** What "bukan" denies as the reader's own: "transaksi Anda", "Anda yang melakukan". */
const OWN_ACT = /^(?:transaksi|anda|kamu|pembelian|pembayaran|penarikan|transfer)$/u;

function disowns(
  upToNegator: readonly Word[],
  inCondition: readonly Word[],
  cond: string,
): boolean {
  const said = inCondition.filter((x) => DISOWNED.test(x.lower));
  // "Jika bukan transaksi Anda": "bukan" denies a noun, the act named as the reader's own.
  if (!said.length)
    return upToNegator.at(-1)?.lower === 'bukan' && inCondition.some((x) => OWN_ACT.test(x.lower));
  if (!ENGLISH_CONDITION.test(cond)) return true;
  return (
    upToNegator.some((x) => PAST.test(x.lower)) ||
    said.some((x) => /(?:ed|made|done|sent|bought|tried|recogni[sz]e|expect\p{L}*)$/u.test(x.lower))
  );
}

/** The scopes of a text: read once per text, however many rules ask (remember.ts). */
export const readScopes: (text: string) => ScopeReading = rememberLast(readScopesAfresh);

function readScopesAfresh(text: string): ScopeReading {
  const read = text.length > SCOPE_MAX_CHARS ? text.slice(0, SCOPE_MAX_CHARS) : text;
  const sentences = sentencesOf(read);
  // A sentence's words are read when asked for: most sentences open no scope, and only the one
  // after a scope and the secret look-up read further.
  const known = new Array<Word[] | undefined>(sentences.length);
  const wordsIn = (si: number): Word[] => {
    if (si >= sentences.length) return [];
    known[si] ??= wordsOf(read, sentences[si]!);
    return known[si];
  };
  const mayOpen = sentencesMatching(read, sentences, MAY_OPEN_SCOPE);
  // Whether the text names a secret: asked only of a negation about sharing, so read then, once.
  let secretKnown: boolean | undefined;
  const secretNamed = () => {
    if (secretKnown === undefined) {
      const may = sentencesMatching(read, sentences, MAY_NAME_SECRET);
      secretKnown = sentences.some(
        (_, si) => may[si] === 1 && wordsIn(si).some((w) => SECRET.test(w.lower)),
      );
    }
    return secretKnown;
  };
  const scopes: Scope[] = [];
  const reassurances: Reassurance[] = [];
  const sentenceSpan = (s: Span): Span => {
    const t = s.text.trim();
    const start = s.start + s.text.indexOf(t);
    return { text: t, start, end: start + t.length };
  };
  /** A hypothetical scope opened by word `c` and running to `end`. */
  const hypothetical = (c: { start: number; end: number }, end: number) => {
    const cue = { text: read.slice(c.start, c.end), start: c.start, end: c.end };
    scopes.push({ kind: 'hypothetical', cue, start: c.start, end });
  };
  const reassure = (kind: ReassuranceKind, s: Span) => {
    if (!reassurances.some((r) => r.kind === kind && r.span.start === sentenceSpan(s).start))
      reassurances.push({ kind, span: sentenceSpan(s) });
  };
  sentences.forEach((sentence, si) => {
    if (!mayOpen[si]) return;
    const words = wordsIn(si);
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      // Neither a condition nor a negator (which is one of these words or has an apostrophe).
      if (!SCOPE_OPENERS.has(w.lower) && !hasApostrophe(w.lower)) continue;
      // "If you have already sent one, ignore this message": met already, and let be.
      if (CONDITIONS.has(w.lower)) {
        let stop = i + 1;
        while (stop < words.length && !words[stop]!.breakBefore && stop <= i + SCOPE_WORDS) stop++;
        const after = [...words.slice(stop), ...(stop >= words.length ? wordsIn(si + 1) : [])];
        if (describesAMessage(words.slice(i + 1, stop))) {
          // "If you receive a message asking you to pay a fee to release it, ignore it": the
          // condition describes another message; nothing it asks is asked here.
          hypothetical(w, words[stop - 1]!.end);
          i = stop - 1;
          continue;
        }
        if (
          words.slice(i + 1, stop).some((x) => ALREADY.test(x.lower)) &&
          after.some((x) => LET_BE.test(x.lower))
        ) {
          hypothetical(w, words[stop - 1]!.end);
          reassure('ignore_if_not_you', sentence);
        }
        continue;
      }
      if (!isNegator(w, words[i + 1], words[i - 1])) continue;
      // "Not you?", "Wasn't this you?", "¿No fue usted?", and with the negation last as German and
      // Dutch put it, "Waren Sie das nicht?", "Was jij dit niet?": the disowning asked as a
      // question; what follows ("then just ignore this") lets it be.
      if (
        /\?\s*$/.test(sentence.text) &&
        words.length <= 6 &&
        !words.some((x) => CONDITIONS.has(x.lower)) &&
        words.some((x, k) => k !== i && (DISOWNED.test(x.lower) || YOU_ASKED.test(x.lower)))
      ) {
        hypothetical(w, words[words.length - 1]!.end);
        const next = wordsIn(si + 1);
        if (next.slice(0, 6).some((x) => LET_BE.test(x.lower)))
          reassure('ignore_if_not_you', sentences[si + 1]!);
        break;
      }
      // "Sans paiement sous 72 heures, l'amende sera majorée": not complying, said as "without",
      // with what will follow: a threat, as "if you do not pay" is.
      if (WITHOUT.test(w.lower) && words.slice(i + 1).some((x) => WILL.test(x.lower))) continue;
      const cue = { text: read.slice(w.start, w.end), start: w.start, end: w.end };
      const [clauseStart, clauseEnd] = clauseAround(words, i);
      let end = clauseEnd;
      // Inside a condition: disowning the reader's own act is hypothetical; not complying, a threat.
      let cond = -1;
      for (let k = i - 1; k >= Math.max(clauseStart, i - CONDITION_REACH); k--)
        if (CONDITIONS.has(words[k]!.lower)) {
          cond = k;
          break;
        }
      // German and Dutch say a condition verb first ("Haben Sie … nicht veranlasst, wenden Sie
      // sich …", "Heeft u dit niet gedaan, bel …"): a statement whose clause a comma closes.
      if (
        cond < 0 &&
        clauseStart === 0 &&
        i - clauseStart <= CONDITION_REACH &&
        VERB_FIRST_CONDITION.test(words[0]!.lower) &&
        !/\?/.test(sentence.text) &&
        words.slice(i + 1).some((x) => x.breakBefore)
      )
        cond = 0;
      if (cond >= 0) {
        const inCondition = words.slice(cond + 1, end);
        if (!disowns(words.slice(cond, i + 1), inCondition, words[cond]!.lower)) continue;
        const c = words[cond]!;
        // The condition ends at its first break ("If you didn't ask for this, don't worry, …") or
        // where its consequence opens without one ("If you DO NOT recognise this please visit …").
        let stop = i + 1;
        while (
          stop < end &&
          !words[stop]!.breakBefore &&
          !SCOPE_ENDS.has(words[stop]!.lower) &&
          !CONSEQUENCE_OPENS.test(words[stop]!.lower)
        )
          stop++;
        end = stop;
        hypothetical(c, words[end - 1]!.end);
        const after = [...words.slice(end), ...(end >= words.length ? wordsIn(si + 1) : [])];
        if (after.some((x) => LET_BE.test(x.lower))) reassure('ignore_if_not_you', sentence);
        i = end - 1;
        continue;
      }
      const wide = CLAUSE_NEGATORS.has(w.lower);
      const ahead = wide
        ? words.slice(clauseStart, end).filter((x) => x !== w)
        : words.slice(i + 1, Math.min(end, i + 1 + MEANING_WORDS));
      // "nothing you need to do", "rien à faire"; "ne dis rien à papa" is secrecy, not this.
      const nothingToDo =
        /^(?:nothing|rien|nichts|niente|nada|niets)$/.test(w.lower) &&
        ahead.slice(0, 4).some((x) => DO_WORDS.test(x.lower));
      const meaning = meaningOf(
        nothingToDo ? [{ ...w, lower: 'anything' }, ...ahead] : ahead,
        wide || NO_ONE.test(w.lower) || (w.lower === 'no' && noneWill(words.slice(i + 1))),
      );
      if (!meaning) continue;
      const governed = wide ? words.slice(clauseStart, end) : words.slice(i + 1, end);
      const secret =
        governed.some((x) => SECRET.test(x.lower)) ||
        (secretNamed() && governed.some((x) => POINTS_BACK.test(x.lower)));
      // A prohibition: the negator opens its clause ("Don't share", "Please do not share").
      const opens = words.slice(clauseStart, i).every((x) => OPENERS.test(x.lower));
      // Sharing negated protects a secret; "don't tell Mom" is secrecy. "Don't call" forbids a call.
      if (meaning === 'share' && !secret && !(opens && secretNamed())) continue;
      if (meaning === 'ask' && opens && callForbidden(ahead)) continue;
      scopes.push({
        kind: 'negated',
        meaning,
        cue,
        start: wide ? words[clauseStart]!.start : w.start,
        end: words[Math.max(i, end - 1)]!.end,
      });
      // "Please do not reply to this e-mail": where not to write, not that nothing is needed.
      if (meaning === 'need' && opens && replyForbidden(ahead)) continue;
      // Said of the writer ("ik kan niet internetbankieren"), or a price ("at no cost"): none.
      if (meaning !== 'share' && saidOfSelf(words.slice(clauseStart, i))) continue;
      if (w.lower === 'no' && /^(?:at|for|with)$/.test(words[i - 1]?.lower ?? '')) continue;
      const lossNegated = meaning !== 'ask' && meaning !== 'share' && meaning !== 'need';
      if (lossNegated && ifTheReader(words.slice(clauseStart, i))) continue;
      reassure(
        meaning === 'ask'
          ? 'never_asks'
          : meaning === 'share'
            ? opens || wide
              ? 'do_not_share'
              : 'never_asks'
            : meaning === 'need'
              ? 'no_action'
              : 'no_loss',
        sentence,
      );
    }
  });
  for (const [kind, sentence] of saidSentences(read, sentences)) reassure(kind, sentence);
  // Each item of a list of what the sender never does ("we will NEVER: - send a courier …").
  for (const { cue, item } of neverListItems(sentences)) {
    scopes.push({ kind: 'negated', meaning: 'ask', cue, start: item.start, end: item.end });
    reassure('never_asks', item);
  }
  // The reader's own choices: an option after "no action is needed", or "if you made this request".
  const noAction = reassurances.filter((r) => r.kind === 'no_action').map((r) => r.span);
  for (const c of [...readersOwnChoices(sentences, noAction), ...describedMessages(sentences)])
    scopes.push({
      kind: 'hypothetical',
      cue: { text: read.slice(c.start, c.start + 2), start: c.start, end: c.start + 2 },
      start: c.start,
      end: c.end,
    });
  return { scopes, reassurances };
}

/**
 * The reassuring scope a stretch of text starting at `at` lies in, or null: after the negator
 * (or anywhere in a German or Dutch clause but the negator itself), or inside a disowning condition.
 */
export function scopeAt(reading: ScopeReading, at: number): Scope | null {
  for (const s of reading.scopes) {
    if (at < s.start || at >= s.end) continue;
    if (at >= s.cue.start && at < s.cue.end) continue;
    if (s.start === s.cue.start && at < s.cue.end) continue;
    return s;
  }
  return null;
}
