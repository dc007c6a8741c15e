/**
 * The sentences the claim models are fitted and measured on (../shared/data, see its README):
 * check-worthy and not check-worthy sentences of two sources (ClaimBuster debates, CheckThat!
 * tweets), LIAR's fact-checked statements (train to fit, valid to test, never fitted on), and
 * sentences that are no claim: review sentences, personal text messages and the neutral asides
 * written for this in claim-neutral-dev.txt.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readCsv } from './csv';
import { loadCheckWorthiness } from './datasets';

export interface LabelledSentence {
  text: string;
  /** 1: a claim worth checking; 0: not. */
  y: 0 | 1;
  /** Where it comes from: 'ClaimBuster debates', 'CheckThat! 2020 tweets', 'LIAR train', ... */
  source: string;
}

export const CLAIMBUSTER = 'ClaimBuster debates';
export const CHECKTHAT = 'CheckThat! 2020 tweets';
export const LIAR_TRAIN = 'LIAR train';
export const NEUTRAL_DEV = 'neutral asides (dev)';

/** LIAR statements of one split (column 3 of its TSV): every one was fact-checked. */
export function liarStatements(dataDir: string, split: 'train' | 'valid'): string[] {
  const path = join(dataDir, `liar/${split}.tsv`);
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.split('\t')[2] ?? '')
    .filter((s) => s.trim().length > 0);
}

export function neutralDevSentences(): string[] {
  return readFileSync(resolve('scripts/eval/claim-neutral-dev.txt'), 'utf8')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Every sentence the models are fitted on (LIAR's valid split is never among them). */
export function claimTrainingSet(dataDir: string): LabelledSentence[] {
  const out: LabelledSentence[] = loadCheckWorthiness(dataDir).map((r) => ({
    text: r.text,
    y: r.checkWorthy ? 1 : 0,
    source: r.source,
  }));
  for (const text of liarStatements(dataDir, 'train')) out.push({ text, y: 1, source: LIAR_TRAIN });
  const genres = join(dataDir, 'legit-genres/legit-genres.csv');
  if (existsSync(genres))
    for (const r of readCsv(genres))
      if (r.genre === 'review_sentence')
        out.push({ text: r.text!, y: 0, source: 'review sentences' });
  const sms = join(dataDir, 'sms-spam/dev.csv');
  if (existsSync(sms))
    for (const r of readCsv(sms))
      if (r.label === 'ham') out.push({ text: r.text!, y: 0, source: 'personal text messages' });
  return out;
}
