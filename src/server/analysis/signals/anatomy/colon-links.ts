/**
 * A link set down after a colon or a dash with no verb, in a sentence about money or a loss
 * ("Avoid a $50 surcharge: <link>", "Evite o corte de energia: <link>"), is put there to be acted
 * through: an ask in its own right. A link closing a post ("Read more: <link>") or a merchant named
 * in an alert ("at BOOKING.COM") asks nothing of the kind. So a button's words alone before a
 * colon and its link ("Open: <link>"). Split from read.ts.
 */
import type { Anatomy } from './parts';
import { ASK_LABEL } from './ask-kinds';
import type { Clause, Token } from './tokens';
import { CONSEQUENCE, hasMoney } from './words';

/** A colon, a dash or an arrow right before the link, and nothing else between. */
const AFTER_COLON = /[:\-–—>]\s*$/;
const ONLY_COLON = /^\s*[:\-–—>]\s*$/;

function colonLinks(
  text: string,
  anatomy: Anatomy,
  holds: (sentence: number) => boolean,
): number[] {
  const added: number[] = [];
  for (const ch of anatomy.channels) {
    if (
      (ch.kind === 'link' || ch.kind === 'messaging') &&
      !ch.own &&
      ch.sentence !== undefined &&
      AFTER_COLON.test(text.slice(Math.max(0, ch.span.start - 3), ch.span.start)) &&
      !anatomy.asks.some((a) => a.sentence === ch.sentence) &&
      holds(ch.sentence)
    ) {
      const kind = ch.kind === 'link' ? 'link' : 'messaging';
      anatomy.asks.push({ kind, label: ASK_LABEL[kind], span: ch.span, sentence: ch.sentence });
      added.push(ch.sentence);
    }
  }
  return added;
}

/** English: the sentence names an amount or a consequence ("suspended", "surcharge"). */
export function colonLinksOfLoss(
  text: string,
  anatomy: Anatomy,
  bySentence: ReadonlyMap<number, Token[]>,
): number[] {
  return colonLinks(text, anatomy, (sentence) => {
    const words = bySentence.get(sentence) ?? [];
    return hasMoney(words) || words.some((w) => CONSEQUENCE.test(w.lower));
  });
}

/**
 * Any language, once its pressures are read: the sentence holds a threat or a deadline the
 * language's own words found ("Evite o corte de energia", "Điện sẽ bị cắt hôm nay").
 */
export function colonLinksOfPressure(
  text: string,
  anatomy: Anatomy,
  sentences: readonly { start: number; end: number }[],
): void {
  colonLinks(text, anatomy, (sentence) => {
    const s = sentences[sentence];
    return (
      !!s &&
      anatomy.pressures.some(
        (p) =>
          (p.kind === 'threat' || p.kind === 'deadline') &&
          p.span.start >= s.start &&
          p.span.start < s.end,
      )
    );
  });
}

/** How many words a button's label runs to after its verb ("Open", "Verify now", "Pay here"). */
const BUTTON_WORDS = 2;

/**
 * The link a clause that is only a button's label points at, after a colon or a dash ("Open:
 * <link>", "Verify now - <link>"), or null.
 */
export function buttonLink(
  text: string,
  c: Clause,
  at: number,
  next: Clause | undefined,
): Token | null {
  const last = c.tokens[c.tokens.length - 1]!;
  const link = next?.tokens[0];
  if (c.tokens.length - at > BUTTON_WORDS || link?.kind !== 'link') return null;
  return ONLY_COLON.test(text.slice(last.end, link.start)) ? link : null;
}
