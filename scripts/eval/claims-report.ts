/**
 * node scripts/eval.mjs claims [--data <dir>] [--table]: the claim figures of issue 36 with the
 * shipped models and the real extractor.
 *   - check-worthiness (../shared/data), per source;
 *   - LIAR's valid statements (never fitted on) pasted alone and inside a paragraph of neutral
 *     sentences, and the share of those neutral sentences chosen;
 *   - FactLens's own twenty claims of each kind, the same way, with the kind each is read as;
 *   - with --table, the advice and the "check it yourself" links of each own claim, as Markdown.
 * The out-of-source figures (fitted without a source, measured on it) are printed by
 * `node scripts/eval.mjs train-claims`.
 */
import { checkLinks } from '../../src/shared';
import { extractClaims } from '../../src/server/analysis/offline/claims';
import {
  NEUTRAL_SENTENCES,
  OWN_CLAIMS,
} from '../../src/server/analysis/offline/claims/__fixtures__/own-claims';
import { liarStatements } from './claim-data';
import { claimChoiceReport, recallOfStatements } from './claim-choice';
import { dataDirFromArgs } from './common';

const dataDir = dataDirFromArgs(process.argv);
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

console.log('Check-worthiness, each sentence alone (shipped models, fitted on these sources too):');
console.table(claimChoiceReport(dataDir));

const liar = liarStatements(dataDir, 'valid');
if (liar.length) {
  const r = recallOfStatements(liar, NEUTRAL_SENTENCES);
  console.log(
    `LIAR valid (${r.statements} statements, never fitted on): found alone ${pct(r.alone)}, inside a paragraph ${pct(r.inParagraph)}; neutral sentences chosen ${pct(r.neutralChosen)} of ${r.neutral}.`,
  );
} else console.log(`LIAR valid: not found in ${dataDir}, skipped.`);

for (const [kind, claims] of Object.entries(OWN_CLAIMS)) {
  const r = recallOfStatements(claims, NEUTRAL_SENTENCES);
  const kinds = claims.map((c) => extractClaims(c)[0]?.kind ?? 'none');
  const counts = [...new Set(kinds)].map((k) => `${k} ${kinds.filter((x) => x === k).length}`);
  console.log(
    `Own ${kind} claims: found alone ${pct(r.alone)}, in a paragraph ${pct(r.inParagraph)}, neutral chosen ${pct(r.neutralChosen)}; read as: ${counts.join(', ')}.`,
  );
}

if (process.argv.includes('--table')) {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  for (const [kind, claims] of Object.entries(OWN_CLAIMS)) {
    console.log(`\n### ${kind}\n\n| claim | read as | advice | links |\n|---|---|---|---|`);
    for (const text of claims) {
      const c = extractClaims(text)[0];
      const links = checkLinks(text, 'en')
        .map((l) => `[${l.label.replace(/^Search /, '')}](${l.url})`)
        .join(' · ');
      console.log(
        `| ${cell(text)} | ${c?.kind ?? 'not chosen'} | ${cell(c?.claim.analysis ?? '')} | ${cell(links)} |`,
      );
    }
  }
}
