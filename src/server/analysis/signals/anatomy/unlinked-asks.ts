/**
 * What the class reader (class-reader.ts) reads beside a word table: the hits of the language's
 * dictionary meaning classes (knowledge/meaning-classes.ts, with inflections), and the asks of a
 * message that shows no link at all, as a pasted mail does when it keeps a button's words and
 * loses its link ("Klicken Sie unten", "confirmez vos informations de paiement").
 */
import { IF_WORDS, namedNotOrdered } from './other-words';

export interface Hit {
  start: number;
  end: number;
}

/**
 * What the language's dictionary meaning classes found: an account, card or password said to be
 * blocked (the pretext and the threat), one named at all (what "verify" asks for), a word to
 * click or confirm, a fee, urgency, and a word naming a link.
 */
export interface DictionaryHits {
  account: readonly Hit[];
  held: readonly Hit[];
  click: readonly Hit[];
  fee: readonly Hit[];
  urgent: readonly Hit[];
  pointer: readonly Hit[];
}

export const NO_DICTIONARY: DictionaryHits = {
  account: [],
  held: [],
  click: [],
  fee: [],
  urgent: [],
  pointer: [],
};

/** How far from a word to act a word pointing at a link, or what it asks for, may be. */
const POINTER_REACH = 40;
/** How far back in its sentence a "never" turns a word to act into advice. */
const SENTENCE_REACH = 120;
const SENTENCE_END = /[.!?\n]/;

function matches(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  const found = re.test(text);
  re.lastIndex = 0;
  return found;
}

/** A sentence's end: a stop followed by a space (not the dot of "500.000đ" or "vneid.gov.vn"). */
const SPOKEN_END = /[.!?](?=\s)|\n/g;

/** `text` from just after its last sentence end: where a negation before a word can count. */
export function lastSentence(text: string): string {
  let from = 0;
  for (const m of text.matchAll(SPOKEN_END)) from = m.index + m[0].length;
  return text.slice(from);
}

/**
 * "Never" anywhere earlier in the hit's sentence: German and Dutch put the verb last ("wir werden
 * Sie niemals bitten, Ihre Daten über einen Link zu bestätigen").
 */
export function neverBefore(plain: string, never: RegExp | undefined, h: Hit): boolean {
  if (!never) return false;
  const before = plain.slice(Math.max(0, h.start - SENTENCE_REACH), h.start);
  let from = -1;
  for (let i = before.length - 1; i >= 0; i--)
    if (SENTENCE_END.test(before[i]!)) {
      from = i;
      break;
    }
  return matches(never, before.slice(from + 1));
}

/**
 * A word to act forbidden, not asked: "não clique em nenhum link", "no haga clic", "ne cliquez
 * pas", "non cliccare", "klicken Sie nicht", "klik niet op de link", "không chuyển khoản trước"
 * (read folded: "khong"), "jangan transfer". Not under an "if": "si no confirma sus datos" is
 * the threat of a scam. (Not Vietnamese "đừng": folded it is "dùng", to use.) Nor is a payment
 * only named (a fee's name, a receipt's label or its value: other-words.ts namedNotOrdered).
 */
const NOT_BEFORE =
  /(?:^|[^\p{L}'])(?:(\p{L}+)\s+)?(?:(?:nao|não|no|ne|non|nie|khong|không|jangan|jgn)\s+|n')(?:\p{L}+\s+)?$/iu;
const NOT_AFTER = /^\s+(?:sie\s+|u\s+)?(?:nicht|niet|pas|nie)(?![\p{L}])/iu;
/** The conditions read with it, Vietnamese and Indonesian too: "nếu không chuyển khoản" threatens. */
const IF_WORD = new RegExp(`^(?:${IF_WORDS}|neu|nếu|jika|jk|kalau|klo|bila|apabila)$`, 'i');
/** How far before a word to act its negation is read. */
const NOT_REACH = 40;

export function forbidden(plain: string, h: Hit): boolean {
  // A payment named, not ordered: a fee's name, a receipt's label or its value.
  if (namedNotOrdered(plain, h)) return true;
  const from = Math.max(0, h.start - NOT_REACH);
  // From a word's start: a cut word ("…uno") is no negation.
  const before = plain.slice(from, h.start).replace(from > 0 ? /^\S*\s/ : /^/, '');
  const not = NOT_BEFORE.exec(before);
  if (not) return !IF_WORD.test(not[1] ?? '');
  return NOT_AFTER.test(plain.slice(h.end, h.end + 12));
}

/**
 * What is left of a link whose shape was lost, read as the link it was: a screenshot's text ("Siga
 * http //203.0.113.9/reembolso") or a pasted copy ("Acesse www. restituicao-receita .com").
 */
const LINK_REMNANT =
  /(?<![\p{L}\p{N}])(?:https?\s?:?\s?\/\s?\/\s?[^\s]+|www\s?\.\s?[\p{L}\p{N}-]+(?:\s?\.\s?\p{L}{2,6}(?![\p{L}]))?)/giu;

/** The remnants of links in `plain` that no link read there covers. */
export function linkRemnants(plain: string, links: readonly Hit[]): Hit[] {
  if (!plain.includes('http') && !plain.includes('www')) return [];
  return [...plain.matchAll(LINK_REMNANT)]
    .map((m) => ({ start: m.index, end: m.index + m[0].length }))
    .filter((r) => !links.some((l) => r.start < l.end && r.end > l.start));
}

/** Within reach of each other and in one sentence. */
function near(plain: string, a: Hit, b: Hit): boolean {
  const from = Math.min(a.end, b.end);
  const to = Math.max(a.start, b.start);
  return to - from <= POINTER_REACH && !SENTENCE_END.test(plain.slice(from, to));
}

/**
 * The ask of a message with no link, or null: a word to act beside a word pointing at a link or
 * button ("klik hier", "le lien ci-dessous") is an ask to open one; a word to confirm beside the
 * details or the account it names ("bestätigen Sie Ihre Daten", "verifieer uw account") is an ask
 * for them, as the English reading takes it. Not under a "never".
 */
export function unlinkedAsk(
  plain: string,
  clicks: readonly Hit[],
  pointers: readonly Hit[],
  objects: readonly Hit[],
  never: RegExp | undefined,
): { kind: 'link' | 'details'; hit: Hit } | null {
  const live = clicks.filter((c) => !neverBefore(plain, never, c) && !forbidden(plain, c));
  const pointed = live.find((c) => pointers.some((p) => p.start !== c.start && near(plain, c, p)));
  if (pointed) return { kind: 'link', hit: pointed };
  for (const c of live) {
    const what = objects.find((o) => near(plain, c, o));
    if (what)
      return {
        kind: 'details',
        hit: { start: Math.min(c.start, what.start), end: Math.max(c.end, what.end) },
      };
  }
  return null;
}

/** Every match of `re` in `text`, as offsets. */
export function hits(re: RegExp, text: string): Hit[] {
  re.lastIndex = 0;
  const out: Hit[] = [];
  for (const m of text.matchAll(re)) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}
