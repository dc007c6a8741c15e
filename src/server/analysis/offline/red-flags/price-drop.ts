/**
 * Steep discounts stated as two prices ("$19.99 (was $180)", "RRP £250, now £29"): the same
 * too-good-to-be-true sign as "90% off", but it takes arithmetic, not a phrase, to see it.
 */
import type { Span } from '../../knowledge/patterns';

/** A price cut of at least this share of the old price is too good to be true. */
export const STEEP_DISCOUNT = 0.8;
/** Price pairs looked at per text: a shop page lists many, the first steep one is enough. */
const MAX_PAIRS = 50;

const PRICE =
  '(?:[$£€]\\s?\\d{1,3}(?:[.,]\\d{3})*(?:[.,]\\d{1,2})?(?!\\d)|\\d{1,3}(?:[.,]\\d{3})*(?:[.,]\\d{1,2})?\\s?(?:€|eur|euros?|usd|dollars?|gbp|pounds?)(?![\\p{L}]))';
const WAS_WORD =
  '(?:was|were|rrp|msrp|reg(?:ular)?\\.?(?: price)?|retail(?: price)?|list price|originally|normally|usually|instead of|(?:reduced|marked down|slashed|cut|down) from|compare at)';
const NOW_WORD = '(?:now|only|just|today|sale(?: price)?|our price|deal price)';

/** "$19.99 (was $180)": the new price first, then the old one. */
const NOW_THEN_WAS = new RegExp(
  `(?<now>${PRICE})\\s{0,3}[(\\[,;–-]?\\s{0,3}${WAS_WORD}:?\\s{0,3}(?<was>${PRICE})[)\\]]?`,
  'giu',
);
/** "was $180, now $19.99" and "reduced from $180 to $19.99": the old price first. */
const WAS_THEN_NOW = new RegExp(
  `${WAS_WORD}:?\\s{0,3}(?<was>${PRICE})\\s{0,3}[),;/–-]?\\s{0,3}(?:${NOW_WORD}|to):?\\s{0,3}(?<now>${PRICE})`,
  'giu',
);

/** "1,299.00" or "1.299,00" or "19,99" as a number. */
export function priceValue(price: string): number {
  const digits = price.replace(/[^\d.,]/g, '');
  // The last separator followed by one or two digits is the decimal point; the others group thousands.
  const m = /^(.*?)[.,](\d{1,2})$/.exec(digits);
  const whole = (m ? m[1]! : digits).replace(/[.,]/g, '');
  return Number(m ? `${whole}.${m[2]}` : whole);
}

/** The first stated price pair cut by STEEP_DISCOUNT or more, with the cut as a share. */
export function steepDiscount(text: string): { span: Span; discount: number } | null {
  let best: { span: Span; discount: number } | null = null;
  for (const re of [NOW_THEN_WAS, WAS_THEN_NOW]) {
    re.lastIndex = 0;
    let pairs = 0;
    for (let m = re.exec(text); m !== null && pairs < MAX_PAIRS; m = re.exec(text), pairs++) {
      // Whole words and numbers only ("Kansas 5", "12$5" are not prices); checked here, since a
      // lookbehind in front would make V8 try every position of the text.
      if (m.index > 0 && /[\p{L}\p{N}]/u.test(text[m.index - 1]!)) {
        re.lastIndex = m.index + 1;
        continue;
      }
      const now = priceValue(m.groups!.now!);
      const was = priceValue(m.groups!.was!);
      if (!(was > 0) || !(now >= 0) || now >= was) continue;
      const discount = 1 - now / was;
      if (discount < STEEP_DISCOUNT) continue;
      if (!best || m.index < best.span.start)
        best = { span: { text: m[0], start: m.index, end: m.index + m[0].length }, discount };
      break;
    }
    re.lastIndex = 0;
  }
  return best;
}
