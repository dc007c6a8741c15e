/**
 * One evaluated row: acquired and analysed once, then scored with or without a learned model,
 * exactly as the server's pipeline does for pasted text.
 */
import { acquireText } from '../../src/server/analysis/acquire/text';
import { analyseOffline } from '../../src/server/analysis/offline/index';
import type { LearnedModel } from '../../src/server/analysis/offline/model/index';
import { score } from '../../src/server/analysis/score';
import type { Acquired, Findings } from '../../src/server/analysis/types';
import type { Row } from './datasets';

export interface Item {
  row: Row;
  acquired: Acquired;
  findings: Findings;
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

export function analyseRow(row: Row): Item {
  const acquired = acquire(row);
  return { row, acquired, findings: analyseOffline(acquired), fold: 0 };
}

/** 100 - credibilityScore: higher is riskier. */
export function riskOf(it: Item, model: LearnedModel | null, now: Date): number {
  return 100 - score(it.findings, it.acquired, { analyzedAt: now, durationMs: 0, model }).scorecard.credibilityScore;
}
