/**
 * npm run bench fact-checks: what the local fact-check lookup adds to an analysis. An index of the
 * 22 fixture fact-checks plus 20,000 generated ones (seeded, so every run builds the same index);
 * for texts of 2,500 and 25,000 characters, the median time of the lookup (at most
 * MAX_CLAIMS_CHECKED claims, each one FTS5 query and a re-ranking) beside the offline analysis of
 * the same text measured in this run, and their ratio. The generated claims draw on 60 common
 * words, so every word is in thousands of rows: a worst case for the full-text query (a real
 * archive's claims have rarer words). Word counts are cached per index, as in the server, so the
 * figures are for a warm process. Goal: under 10 ms and under 25% of the analysis at 25,000
 * characters.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FactCheck } from '../src/shared';
import { acquireText } from '../src/server/analysis/acquire/text';
import { createFactChecker } from '../src/server/analysis/fact-checks/checker';
import { parseClaimReviewJson } from '../src/server/analysis/fact-checks/claim-review-json';
import { analyzeOffline } from '../src/server/analysis/offline/index';
import { shippedModel } from '../src/server/analysis/signals/model/index';
import { score } from '../src/server/analysis/score/index';
import { computeSignals } from '../src/server/analysis/signals';
import { openFactCheckFile } from '../src/server/store/fact-check-index';
import { mulberry32 } from '../tests/helpers/prng';
import { MIRACLE_CURE_POST, SOBER_NEWS_REPORT } from '../tests/analyzer/examples';
import { addSummary, measure, printTable, verdict } from './lib';

const GENERATED = 20_000;
const SEED = 19;
const WORDS = (
  'government vaccine study claims million people city council water energy prices school children ' +
  'hospital election votes police tax climate virus doctors company bank minister police border farmers ' +
  'bridge airport spending report scientists ocean plastic wind solar power cancer sugar coffee jobs wages'
).split(' ');

function generated(random: () => number): FactCheck[] {
  const out: FactCheck[] = [];
  for (let i = 0; i < GENERATED; i++) {
    const words = Array.from(
      { length: 6 + Math.floor(random() * 8) },
      () => WORDS[Math.floor(random() * WORDS.length)]!,
    );
    out.push({
      claimReviewed: `${words.join(' ')} ${Math.floor(random() * 100)} percent`,
      rating: 'False',
      verdict: 'false',
      publisherName: 'Bench Desk',
      publisherSite: null,
      reviewUrl: `https://bench.example/${i}`,
      reviewDate: '2024-01-01',
      language: 'en',
      claimant: null,
      appearanceUrls: [],
    });
  }
  return out;
}

const dir = mkdtempSync(join(tmpdir(), 'factlens-bench-fc-'));
const file = openFactCheckFile(dir);
try {
  const feed = readFileSync(
    join(import.meta.dirname, '../src/server/analysis/fact-checks/__fixtures__/claim-reviews.json'),
    'utf8',
  );
  file.index.add([...parseClaimReviewJson(feed), ...generated(mulberry32(SEED))], new Date(0));
  console.log(`index: ${file.index.count().toLocaleString('en')} fact-checks (seed ${SEED})`);
  const checker = createFactChecker({ index: file.index });
  const model = shippedModel();
  const now = new Date();
  const rows: Array<Record<string, string | number>> = [];
  for (const chars of [2_500, 25_000]) {
    let text = '';
    for (let i = 0; text.length < chars; i++)
      text += `${[SOBER_NEWS_REPORT, MIRACLE_CURE_POST][i % 2]}\n\n`;
    const acquired = acquireText(text.slice(0, chars));
    const signals = computeSignals(acquired, { model });
    const findings = analyzeOffline(acquired, signals);
    const analysis = await measure(
      () =>
        score(analyzeOffline(acquired, computeSignals(acquired, { model })), acquired, signals, {
          analyzedAt: now,
          durationMs: 0,
        }),
      { runs: 40 },
    );
    const lookup = await measure(() => checker.check(findings), { runs: 40 });
    rows.push({
      chars,
      claims: findings.claims.length,
      'analysis median ms': analysis.medianMs,
      'lookup median ms': lookup.medianMs,
      'lookup p90 ms': lookup.p90Ms,
      'lookup / analysis': lookup.medianMs / analysis.medianMs,
    });
  }
  printTable(rows);
  for (const r of rows) {
    const big = r.chars === 25_000;
    const ratio = r['lookup / analysis'] as number;
    addSummary({
      bench: 'fact-checks',
      measure: `fact-check lookup, ${(r.chars as number).toLocaleString('en')} chars, ${file.index.count().toLocaleString('en')} indexed`,
      figure: `${(r['lookup median ms'] as number).toFixed(2)} ms (${(ratio * 100).toFixed(0)}% of the analysis)`,
      goal: big ? '< 10 ms and < 25%' : '',
      verdict: big
        ? verdict(Math.max(r['lookup median ms'] as number, ratio * 40), { atMost: 10 })
        : '',
    });
  }
} finally {
  file.close();
  rmSync(dir, { recursive: true, force: true });
}
