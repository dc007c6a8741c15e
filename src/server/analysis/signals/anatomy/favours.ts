/**
 * A payment by BLIK asked as a favour to the one who writes ("Możesz mi opłacić BLIKiem 500 zł?",
 * "zapłać za mnie BLIKiem"): the reader is asked for a BLIK code, or to confirm one, and whoever
 * enters it is paid from the reader's account. Read after every other reading of asks (read.ts),
 * as a code asked for beside the payment; index.ts reads a BLIK code asked for as money no one
 * takes back. A shop's "zapłać BLIKiem" asks no favour of the reader.
 */
import { ASK_LABEL } from './ask-kinds';
import { BLIK_NAMED } from './other-words';
import type { Anatomy } from './parts';
import type { Reading } from './tokens';

/** Polish "for me" as a favour is asked: "możesz mi opłacić", "zapłać za mnie", "dla mnie". */
const FAVOUR_PL = /(?<![\p{L}])(?:mi|mnie)(?![\p{L}])/iu;

export function blikFavourAsks(reading: Reading, anatomy: Anatomy): void {
  for (const a of [...anatomy.asks]) {
    const sentence = a.sentence === undefined ? undefined : reading.sentences[a.sentence];
    if (a.kind !== 'pay' || !sentence) continue;
    if (!BLIK_NAMED.test(sentence.text) || !FAVOUR_PL.test(sentence.text)) continue;
    if (anatomy.asks.some((x) => x.kind === 'secret' && x.sentence === a.sentence)) continue;
    const span = {
      text: reading.text.slice(a.span.start, sentence.end),
      start: a.span.start,
      end: sentence.end,
    };
    anatomy.asks.push({ kind: 'secret', label: ASK_LABEL.secret, span, sentence: a.sentence });
  }
}
