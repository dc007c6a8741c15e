/**
 * Where a negation's scope ends (scope.ts): at the end of its clause, which a comma ends unless a
 * list goes on over it ("your PIN, password or card", a German "…, Ihr Passwort einzugeben", or
 * verbs of asking one after another: "we will never send you a link, ask for your bank details or
 * tell you about a refund"), at most SCOPE_WORDS words on from the last list item's start.
 */
import type { Word } from './scope-text';
import { AUXILIARIES, CONTRASTS, SCOPE_ENDS, SUBJECTS } from './scope-words';

/** A negation governs at most this many words after it (or after a verb a list goes on with). */
export const SCOPE_WORDS = 14;

const COORDINATORS = /^(?:and|or|nor|y|o|ou|et|oder|und|e|of|en|atau|dan)$/u;

/** A subject and an auxiliary within the first words: a new clause starts here. */
function newClauseAt(words: readonly Word[], i: number): boolean {
  const w = words[i];
  if (!w || !SUBJECTS.has(w.lower)) return false;
  return words.slice(i + 1, i + 4).some((x) => AUXILIARIES.test(x.lower));
}

/** Does the clause go on over the break before word `i` (a list: "your PIN, password or card")? */
function listGoesOn(words: readonly Word[], i: number): boolean {
  if (newClauseAt(words, i)) return false;
  const segment: Word[] = [];
  for (let k = i; k < words.length && (k === i || !words[k]!.breakBefore); k++)
    segment.push(words[k]!);
  const next = words[i + segment.length];
  return (
    segment.length <= 8 &&
    (segment.some((x) => COORDINATORS.test(x.lower)) || (!!next && next.breakBefore))
  );
}

/**
 * Verbs of asking and telling, and of the threats an impostor makes, that go on a list of things
 * never done ("Social Security will never threaten you, suspend your number or ask you to pay").
 */
const VERB_LIST =
  /^(?:ask|request|tell|send|call|text|e-?mail|contact|phone|demand|threaten|suspend|block|freeze|close|cancel|arrest|pressure|require)$/;

/**
 * Does a list of verbs go on over the break before word `i` ("…, ask for your bank details or
 * tell you about a refund")? Its next item opens with a verb of asking and is joined by "or" or
 * "and", and names no number (a scam's "never share your PIN, call 0800 … now" is no list).
 */
function verbsGoOn(words: readonly Word[], i: number): boolean {
  if (!VERB_LIST.test(words[i]!.lower)) return false;
  let joined = false;
  for (let k = i; k < words.length && (k === i || !words[k]!.breakBefore); k++) {
    if (/\d/.test(words[k]!.lower)) return false;
    joined ||= COORDINATORS.test(words[k]!.lower);
  }
  return joined;
}

/** Where a scope opened at word `from` ends (exclusive word index). */
function scopeEnd(words: readonly Word[], from: number): number {
  let k = from + 1;
  let last = from + SCOPE_WORDS;
  while (k < words.length && k <= last) {
    const w = words[k]!;
    if (SCOPE_ENDS.has(w.lower)) break;
    if (w.breakBefore && verbsGoOn(words, k)) last = k + SCOPE_WORDS;
    else if (w.breakBefore && !listGoesOn(words, k) && !infinitiveGoesOn(words, k)) break;
    if (COORDINATORS.test(w.lower) && newClauseAt(words, k + 1)) break;
    k++;
  }
  return k;
}

/** After a comma, a German or Dutch infinitive is what the clause asks or forbids ("…, Ihr Passwort einzugeben"). */
function infinitiveGoesOn(words: readonly Word[], k: number): boolean {
  for (let j = k; j < words.length && j < k + SCOPE_WORDS; j++) {
    if (j > k && words[j]!.breakBefore) return false;
    if (/^(?:zu|te)$/.test(words[j]!.lower) || /^\p{L}{2,}zu\p{L}{2,}en$/u.test(words[j]!.lower))
      return true;
  }
  return false;
}

/** The clause around word `i`: back to the last break or "but", on to the next. */
export function clauseAround(words: readonly Word[], i: number): [number, number] {
  let a = i;
  while (a > 0 && !words[a]!.breakBefore && !CONTRASTS.has(words[a - 1]!.lower)) a--;
  return [a, scopeEnd(words, i)];
}
