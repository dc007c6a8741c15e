import { it } from 'vitest';
import { readTokens } from '../../src/server/analysis/offline/anatomy/tokens';
import { splitSentences } from '../../src/server/analysis/knowledge/sentences';
const T = ["Grandpa it's Tom, I got arrested after a crash abroad. The solicitor says I need £2,000 for the fine tonight. Please keep this from Dad.",
 "Hi, I'm the buyer of your bike listed online. I've paid, but you must confirm receipt of the funds on secure-escrow-pay.net before I collect it.",
 "You around? Quick favour - pick up three Steam vouchers worth 50 each for a customer, scratch them and text me the numbers. Will pay you back, don't mention it to the others."];
it('tok', () => { for (const t of T) { const r = readTokens(t, splitSentences(t)); for (const c of r.clauses) console.log(c.sentence, c.question, c.tokens.map((x) => `${x.text}/${x.pos}/${x.lemma}`).join(' ')); } });
