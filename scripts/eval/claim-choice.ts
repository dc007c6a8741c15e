/**
 * Claim choice measured with the real extractor (src/server/analysis/offline/claims):
 *   - against ../shared/data/check-worthiness: each labelled sentence is analyzed alone, and counts
 *     as chosen when a claim is drawn from it; precision and recall per source;
 *   - for statements that are all claims (LIAR's, or FactLens's own samples): the share found when
 *     pasted alone, and when pasted inside a paragraph of neutral sentences (two before, one
 *     after), with the share of those neutral sentences wrongly chosen.
 */
import { extractClaims } from '../../src/server/analysis/offline/claims';
import { loadCheckWorthiness } from './datasets';

export function claimChoiceReport(dataDir: string): Array<Record<string, string | number>> {
  const rows = loadCheckWorthiness(dataDir);
  const sources = [...new Set(rows.map((r) => r.source)), 'all'];
  return sources.map((source) => {
    const mine = rows.filter((r) => source === 'all' || r.source === source);
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const r of mine) {
      const chosen = extractClaims(r.text).length > 0;
      if (chosen && r.checkWorthy) tp++;
      else if (chosen) fp++;
      else if (r.checkWorthy) fn++;
    }
    const precision = tp / Math.max(1, tp + fp);
    const recall = tp / Math.max(1, tp + fn);
    const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    return {
      source,
      rows: mine.length,
      'check-worthy': mine.filter((r) => r.checkWorthy).length,
      precision: precision.toFixed(3),
      recall: recall.toFixed(3),
      F1: f1.toFixed(3),
    };
  });
}

export interface RecallFigures {
  statements: number;
  /** Share of statements a claim is drawn from when each is pasted alone. */
  alone: number;
  /** Share found (a claim overlaps it) inside a paragraph of neutral sentences. */
  inParagraph: number;
  /** Neutral sentences placed in those paragraphs, and the share of them drawn as claims. */
  neutral: number;
  neutralChosen: number;
}

/** A statement as a writer would place it in a paragraph: ending on its own full stop. */
const punctuated = (s: string) => (/[.!?"”’)]\s*$/u.test(s.trim()) ? s.trim() : `${s.trim()}.`);

/**
 * How many of `statements` (all claims) are found alone and inside a paragraph built from
 * `neutral` sentences (picked in turn, so the same inputs give the same paragraphs).
 */
export function recallOfStatements(
  statements: readonly string[],
  neutral: readonly string[],
): RecallFigures {
  let alone = 0;
  let inParagraph = 0;
  let neutralPlaced = 0;
  let neutralChosen = 0;
  statements.forEach((raw, i) => {
    const statement = punctuated(raw);
    if (extractClaims(statement).length > 0) alone++;
    const pick = (k: number) => neutral[(3 * i + k) % neutral.length]!;
    const before = `${pick(0)} ${pick(1)} `;
    const after = pick(2);
    const text = `${before}${statement} ${after}`;
    const parts = [
      { start: 0, end: pick(0).length, neutral: true },
      { start: pick(0).length + 1, end: before.length - 1, neutral: true },
      { start: before.length, end: before.length + statement.length, neutral: false },
      { start: before.length + statement.length + 1, end: text.length, neutral: true },
    ];
    const spans = extractClaims(text).map((c) => c.span);
    const hit = (p: { start: number; end: number }) =>
      spans.some((s) => s.start < p.end && p.start < s.end);
    for (const p of parts) {
      if (!p.neutral) {
        if (hit(p)) inParagraph++;
        continue;
      }
      neutralPlaced++;
      if (hit(p)) neutralChosen++;
    }
  });
  const n = Math.max(1, statements.length);
  return {
    statements: statements.length,
    alone: alone / n,
    inParagraph: inParagraph / n,
    neutral: neutralPlaced,
    neutralChosen: neutralChosen / Math.max(1, neutralPlaced),
  };
}
