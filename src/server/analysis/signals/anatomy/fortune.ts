/**
 * The fortune of advance-fee mail: a sum of a million or more that a stranger, or someone who claims
 * to know the reader, says is to be shared with them (the dormant account, the consignment box,
 * the inheritance).
 */
import type { Anatomy } from './parts';
import type { Clause } from './tokens';
import { hasMoney, span } from './words';

/** A sum of a million or more: "$18.5 million", "US$2,500,000", "4.2M USD"; not "0798221447". */
const FORTUNE = /^(?:millions?|billions?|mn|bn)$|^\d{1,3}(?:,\d{3}){2,}(?:\.\d+)?$|^[1-9]\d{6,}$/i;

/** A fortune named by what it is rather than by its sum. */
const LARGE_SUM =
  /\b(?:(?:very )?(?:large|huge|substantial|considerable|big|enormous|vast) (?:sum|amount)s? of (?:money|cash|funds|gold)|consignment (?:box|boxes)|dormant (?:account|fund)s?|unclaimed (?:inheritance|fund|estate)s?)\b/i;

/**
 * A stranger asking the reader to become the partner in moving money: "I need a trustworthy person
 * to help me move it", "I need your assistance to transfer the funds". What the advance-fee opener
 * asks before any fee is named.
 */
const PARTNER =
  /\b(?:need|seek|seeking|looking for|want)(?:ing)? (?:a |an )?(?:(?:trustworthy|reliable|honest|trusted|foreign|sincere|god-fearing|capable) )+(?:person|partner|individual|someone|somebody|friend)\b|\b(?:need|seek|seeking|request|requesting|require) (?:your|ur) (?:(?:urgent|kind|sincere) )?(?:help|assistance|cooperation|partnership) (?:to|in) (?:move|moving|transfer|transferring|receive|receiving|secure|securing|claim|claiming|ship|shipping|invest|investing)\b/i;

function partnerSought(reading: { text: string }, anatomy: Anatomy): void {
  if (anatomy.asks.length) return;
  const m = PARTNER.exec(reading.text);
  if (!m) return;
  anatomy.asks.push({
    kind: 'reply',
    label: 'to become their partner in moving money',
    span: { text: m[0], start: m.index, end: m.index + m[0].length },
  });
}

/**
 * A stranger or someone who claims to know the reader speaking of a fortune (a sum of a million or
 * more) in the same message: the dormant account, the consignment box, the inheritance the
 * reader is to share. Read as pressure too good to be true; it needs the pretext and an ask besides.
 */
export function fortuneOffer(reading: { text: string; clauses: Clause[] }, anatomy: Anatomy): void {
  if (!anatomy.pretexts.some((p) => p.kind === 'person')) return;
  partnerSought(reading, anatomy);
  if (anatomy.pressures.some((p) => p.kind === 'too_good')) return;
  // "I have found a large sum of money", "a consignment box": a fortune named without its sum.
  const sum = LARGE_SUM.exec(reading.text);
  if (sum) {
    anatomy.pressures.push({
      kind: 'too_good',
      label: 'speaks of a fortune to share with you',
      span: { text: sum[0], start: sum.index, end: sum.index + sum[0].length },
    });
    return;
  }
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
