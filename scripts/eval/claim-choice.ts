/**
 * Claim choice against ../shared/data/check-worthiness: each labelled sentence is analyzed alone,
 * and counts as chosen when the extractor draws a claim from it. Precision and recall of "chosen"
 * against the check-worthy label, per source.
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
