/**
 * A dial code that carries someone else's phone number ("tekan *886*10000*0831…#", "dial
 * **21*+44 7700 900123#"): dialling it sends the reader's phone credit to that number, or forwards
 * their calls (and the codes sent by call) to it. In any language, whatever the message claims: an
 * ask for money through a way to pay that is not the sender's. An operator's own code ("*888#",
 * "*123*2200#") carries no phone number and is its own short code, as before.
 */
import type { Anatomy } from './parts';

/** A star code with a run of nine or more digits (a phone number) among its fields. */
const DIAL_CODE = /(?<![\d*#])\*{1,2}\d{2,4}\*(?:\d{1,7}\*)?\+?\d[\d ]{7,16}\d(?:\*\d{1,7})?#/g;

/** Reads the first such code in `text` into `anatomy` as an ask to pay and a foreign number. */
export function dialCodeToNumber(
  text: string,
  sentences: readonly { start: number; end: number }[],
  anatomy: Anatomy,
): void {
  // The pattern opens with a lookbehind and would try every position of a long text.
  if (!text.includes('*')) return;
  DIAL_CODE.lastIndex = 0;
  const m = DIAL_CODE.exec(text);
  if (!m) return;
  const span = { text: m[0], start: m.index, end: m.index + m[0].length };
  const at = sentences.findIndex((s) => span.start >= s.start && span.start < s.end);
  const sentence = at >= 0 ? { sentence: at } : {};
  // The operator's own short code it was read as, or a number inside it, is neither.
  anatomy.channels = anatomy.channels.filter(
    (c) => c.span.end <= span.start || c.span.start >= span.end,
  );
  anatomy.channels.push({
    kind: 'number',
    label: 'a dial code that sends your credit or your calls to another number',
    span,
    own: false,
    foreign: true,
    ...sentence,
  });
  if (!anatomy.asks.some((a) => a.kind === 'pay'))
    anatomy.asks.push({
      kind: 'pay',
      label: 'to dial a code that sends your phone credit or your calls to another number',
      span,
      ...sentence,
    });
}
