/**
 * One evaluated row: acquired and analyzed once, then scored with or without a learned model,
 * exactly as the server's pipeline does for pasted text.
 */
import { acquireAddressOnly } from '../../src/server/analysis/acquire/address-only';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { analyzeOffline } from '../../src/server/analysis/offline/index';
import type { LearnedModel } from '../../src/server/analysis/signals/model/index';
import { score } from '../../src/server/analysis/score/index';
import {
  computeSignals,
  readJudge,
  readModel,
  type Signals,
} from '../../src/server/analysis/signals';
import type {
  AccountReader,
  Judge,
  JudgeReading,
} from '../../src/server/analysis/signals/judge/index';
import type { Findings } from '../../src/server/analysis/analyzer';
import type { Acquired } from '../../src/server/analysis/types';
import type { Row } from './datasets';

export interface Item {
  row: Row;
  acquired: Acquired;
  findings: Findings;
  /** Signals without a model: the model's reading is added per model when scoring. */
  signals: Signals;
  fold: number;
}

function acquire(row: Row): Acquired {
  const acquired = acquireText(row.text);
  if (row.title) {
    acquired.type = 'article';
    acquired.title = row.title;
  }
  return acquired;
}

export function analyzeRow(row: Row, accounts: AccountReader | null | undefined = undefined): Item {
  const acquired = acquire(row);
  const signals = computeSignals(acquired, { model: null, judge: null, accounts });
  return { row, acquired, findings: analyzeOffline(acquired, signals), signals, fold: 0 };
}

/**
 * A domain as a person gets it offline: a shop link whose page cannot be opened, read from its
 * address alone (the domain-only report of POST /api/analyze/url).
 */
export function analyzeAddressRow(row: Row, now: Date): Item {
  const host = row.text.trim().toLowerCase();
  const acquired = acquireAddressOnly(
    new URL(`https://${host}/`),
    'shopping',
    { reason: 'offline', host, detail: 'no name server answered' },
    now,
  );
  const signals = computeSignals(acquired, { model: null, judge: null });
  return { row, acquired, findings: analyzeOffline(acquired, signals), signals, fold: 0 };
}

/**
 * 100 - credibilityScore: higher is riskier. The judge's reading is the given judge's, or a reading
 * made elsewhere (an out-of-source one, scripts/eval/judge-lib.ts); none when left out.
 */
export function riskOf(
  it: Item,
  model: LearnedModel | null,
  now: Date,
  judge: Judge | JudgeReading | null = null,
): number {
  const judgement =
    judge && 'read' in judge
      ? readJudge(judge, it.acquired, it.signals.anatomy, it.signals.textLinks)
      : judge;
  const signals = { ...it.signals, reading: readModel(model, it.acquired), judgement };
  return (
    100 -
    score(it.findings, it.acquired, signals, { analyzedAt: now, durationMs: 0 }).scorecard
      .credibilityScore
  );
}
