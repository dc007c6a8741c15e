/**
 * The fortune of advance-fee mail: a sum of a million or more that a stranger, or someone who claims
 * to know the reader, says is to be shared with them (the dormant account, the consignment box,
 * the inheritance).
 */
import type { Anatomy } from './parts';
import type { Clause } from './tokens';
import { hasMoney, span } from './words';

/** A sum of a million or more: "$18.5 million", "US$2,500,000", "4.2M USD". */
const FORTUNE = /^(?:millions?|billions?|mn|bn)$|^\d{1,3}(?:,\d{3}){2,}(?:\.\d+)?$|^\d{7,}$/i;

/**
 * A stranger or someone who claims to know the reader speaking of a fortune (a sum of a million or
 * more) in the same message: the dormant account, the consignment box, the inheritance the
 * reader is to share. Read as pressure too good to be true; it needs the pretext and an ask besides.
 */
export function fortuneOffer(reading: { text: string; clauses: Clause[] }, anatomy: Anatomy): void {
  if (!anatomy.pretexts.some((p) => p.kind === 'person')) return;
  if (anatomy.pressures.some((p) => p.kind === 'too_good')) return;
  for (const c of reading.clauses) {
    const t = c.tokens;
    const at = t.findIndex((x) => FORTUNE.test(x.text.replace(/^[^\d]*(?=\d)/, '')));
    if (at < 0 || !hasMoney(t)) continue;
    anatomy.pressures.push({
      kind: 'too_good',
      label: 'speaks of a fortune to share with you',
      span: span(reading, t[Math.max(0, at - 2)]!, t[Math.min(t.length - 1, at + 2)]!),
    });
    return;
  }
}
