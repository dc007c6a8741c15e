/**
 * What the judge reads of a message, as named features: the rules' findings and the anatomy's
 * parts as inputs (not verdicts), the shape of its links and numbers, and the language read.
 * Hashed word and character n-grams (the model's features.ts) are added beside these.
 */
import type { Findings } from '../../src/server/analysis/analyzer';
import type { Signals } from '../../src/server/analysis/signals';

const bucket = (x: number, edges: number[]) => {
  let i = 0;
  while (i < edges.length && x >= edges[i]!) i++;
  return i;
};

export function structuredFeatures(
  findings: Findings,
  signals: Signals,
  text: string,
  rulesRisk: number,
): string[] {
  const f = new Set<string>();
  f.add(`risk:${bucket(rulesRisk, [10, 20, 25, 30, 35, 45, 60])}`);
  for (const flag of findings.redFlags) {
    f.add(`rf:${flag.type}:${flag.severity}`);
    f.add(`sev:${flag.severity}`);
  }
  for (const p of findings.positiveSignals) f.add(`ps:${p.indicator.slice(0, 40)}`);
  f.add(`lang:${findings.language}`);
  if (findings.privateText) f.add('private');
  const a = signals.anatomy;
  if (a) {
    const an = a.anatomy;
    for (const p of an.pretexts) f.add(`pre:${p.kind}`);
    for (const p of an.asks) f.add(`ask:${p.kind}`);
    for (const p of an.pressures) f.add(`press:${p.kind}`);
    for (const c of an.channels)
      f.add(`chan:${c.kind}:${c.own ? 'own' : c.foreign ? 'foreign' : 'neutral'}`);
    for (const r of an.reassurances) f.add(`reas:${r.kind}`);
    if (an.protective.length) f.add('protective');
    if (an.impersonates) f.add('impersonates');
    for (const s of an.senderLinks) f.add(`sl:${s.relation}`);
    if (a.flag) f.add(`anat:${a.flag.severity}`);
    if (a.reassuring) f.add('anat:reassuring');
    if (a.asks) f.add('anat:asks');
    if (an.pretexts.length && an.asks.length) f.add('anat:pretext+ask');
    if (an.pretexts.length && an.asks.length && an.pressures.length) f.add('anat:all3');
  }
  const words = text.split(/\s+/).filter(Boolean).length;
  f.add(`words:${bucket(words, [8, 20, 40, 80, 160, 400])}`);
  const links = signals.textLinks.length;
  f.add(`links:${Math.min(links, 3)}`);
  if (/\b(?:bit\.ly|tinyurl|t\.co|goo\.gl|is\.gd|cutt\.ly|rb\.gy|s\.id|ow\.ly)\b/i.test(text))
    f.add('shortener');
  if (/[$£€₹¥]\s?\d|\d\s?(?:usd|eur|gbp|baht|rp|ugx|ksh|rs)\b/i.test(text)) f.add('amount');
  if (/\+?\d[\d\s().-]{8,}\d/.test(text)) f.add('phone');
  return [...f];
}
