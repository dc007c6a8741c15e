/**
 * A price put in brackets after what the reader is told to do, in a message about their parcel or
 * account held ("Reprogrammez la livraison (1,99 €) ici : …", "Reschedule your delivery (£1.45):
 * …"): the fee that must be paid before the thing is released, said without a word for a fee, in
 * any language. Only in a sentence that asks something (a link, a call, a payment).
 */
import type { Anatomy } from './parts';
import type { Reading } from './tokens';

const BRACKETED_PRICE =
  /\(\s*(?:(?:[$€£]|R\$|Rp\.?|Rs\.?)\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|EUR|euros?|\$|USD|£|GBP|zł|PLN|CHF|kr))\s*\)/u;

export function pricedActs(reading: Reading, anatomy: Anatomy): void {
  if (anatomy.pressures.some((p) => p.kind === 'fee')) return;
  if (!anatomy.pretexts.some((p) => p.kind === 'affairs')) return;
  for (const a of anatomy.asks) {
    const s = a.sentence === undefined ? undefined : reading.sentences[a.sentence];
    if (!s) continue;
    const m = BRACKETED_PRICE.exec(reading.text.slice(s.start, s.end));
    if (!m) continue;
    const start = s.start + m.index;
    anatomy.pressures.push({
      kind: 'fee',
      label: 'wants a fee before you get something',
      span: { text: m[0], start, end: start + m[0].length },
    });
    return;
  }
}
