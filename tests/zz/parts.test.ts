import { it } from 'vitest';
import { anatomyFindings } from '../../src/server/analysis/offline/anatomy';
import { splitSentences } from '../../src/server/analysis/knowledge/sentences';
const T = [
 "Grandpa it's Tom, I got arrested after a crash abroad. The solicitor says I need £2,000 for the fine tonight. Please keep this from Dad.",
 "Hi, I'm the buyer of your bike listed online. I've paid, but you must confirm receipt of the funds on secure-escrow-pay.net before I collect it.",
 "You around? Quick favour - pick up three Steam vouchers worth 50 each for a customer, scratch them and text me the numbers. Will pay you back, don't mention it to the others.",
];
it('parts', () => {
  for (const t of T) {
    const f = anatomyFindings(t, splitSentences(t), []);
    const a = f.anatomy;
    console.log(t.slice(0, 40), JSON.stringify({ p: a.pretexts.map((x) => x.label + ':' + x.span.text), a: a.asks.map((x) => x.kind + ':' + x.span.text), pr: a.pressures.map((x) => x.kind + ':' + x.span.text), c: a.channels.map((x) => x.kind + (x.foreign ? '!' : x.own ? '+' : '') + ':' + x.span.text), prot: a.protective.length }));
  }
});
