/**
 * How the judge's trainer holds data out (scripts/eval/judge-lib.ts): leave-one-source-out judges
 * each row by a model that never saw its source, leave-one-language-out by a model that never saw
 * its language, and each row says whether its model was taught the row's language (enough rows
 * of each label in it). Built on small made-up rows in two "languages" whose words do not overlap,
 * so a model that never saw a language can only guess there.
 */
import { expect, it } from 'vitest';
import { MIN_LANGUAGE_ROWS, trainJudge, type JudgeRow } from '../../scripts/eval/judge-lib';

const row = (text: string, label: 0 | 1, source: string, lang: string): JudgeRow => ({
  text,
  label,
  source,
  fold: 0,
  neverTrain: false,
  inputs: [`lang:${lang}`],
});

/** Language "xx": scams say "zork", genuine rows "blim"; "yy" the same with "quax" and "pemp". */
function rows(): JudgeRow[] {
  const out: JudgeRow[] = [];
  for (let i = 0; i < MIN_LANGUAGE_ROWS * 2; i++) {
    const source = `s${i % 2}`;
    out.push(row(`zork zork n${i}`, 1, source, 'xx'), row(`blim blim n${i}`, 0, source, 'xx'));
    out.push(row(`quax quax n${i}`, 1, source, 'yy'), row(`pemp pemp n${i}`, 0, source, 'yy'));
  }
  return out;
}

const separates = (all: JudgeRow[], logits: Float64Array, lang: string) => {
  const of = (label: 0 | 1) =>
    all.flatMap((r, i) =>
      r.label === label && r.inputs[0] === `lang:${lang}` ? [logits[i]!] : [],
    );
  return Math.min(...of(1)) > Math.max(...of(0));
};

it('holding out sources, every language stays taught and is told apart', () => {
  const all = rows();
  const t = trainJudge(all, () => {});
  expect(t.taught.every(Boolean)).toBe(true);
  expect(separates(all, t.logits, 'xx')).toBe(true);
  expect(separates(all, t.logits, 'yy')).toBe(true);
});

it('holding out languages, no row is judged by a model that saw its language', () => {
  const all = rows();
  const t = trainJudge(all, () => {}, 'language');
  expect(t.taught.some(Boolean)).toBe(false);
  // Words of a language never seen carry nothing: scams and genuine rows get the same logit.
  expect(separates(all, t.logits, 'xx')).toBe(false);
  expect(() => t.without('s0', 0)).toThrow();
});

it('a language with too few rows of a label is not taught', () => {
  const all = rows()
    .filter((r) => !(r.inputs[0] === 'lang:yy' && r.label === 0))
    .slice();
  all.push(row('pemp pemp', 0, 's0', 'yy'));
  const t = trainJudge(all, () => {});
  const yy = all.flatMap((r, i) => (r.inputs[0] === 'lang:yy' ? [t.taught[i]] : []));
  expect(yy.every((x) => x === false)).toBe(true);
});
