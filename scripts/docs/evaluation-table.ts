/**
 * The evaluation table of docs/how-it-judges.md, written from src/shared/evaluation.json (what
 * `npm run eval -- --write` saves and the Methodology page shows), so the page and the product
 * state the same figures. `node scripts/eval.mjs docs` rewrites the table between its two markers;
 * tests/architecture/docs.test.ts fails when they differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Evaluation } from '../../src/shared/evaluation';

export const TABLE_START = '<!-- evaluation-table:start (node scripts/eval.mjs docs) -->';
export const TABLE_END = '<!-- evaluation-table:end -->';
export const JUDGES_PAGE = 'docs/how-it-judges.md';

const HEADER = [
  'data set',
  'rows',
  'bad',
  'model trains on it',
  'AUC, rules alone',
  'AUC, out of source',
  'catch',
  'false alarm',
];

const figure = (value: number | undefined) => (value === undefined ? 'n/a' : value.toFixed(3));
const share = (value: number | undefined) =>
  value === undefined ? 'n/a' : `${(value * 100).toFixed(1)}%`;

/** The table's cells, header first: one row per data set of the evaluation. */
export function evaluationCells(evaluation: Evaluation): string[][] {
  return [
    HEADER,
    ...evaluation.rows.map((row) => [
      row.label,
      row.rows.toLocaleString('en-US'),
      row.bad.toLocaleString('en-US'),
      row.trainedOn === false ? 'no' : 'yes',
      figure(row.rulesOnlyAuc),
      figure(row.outOfSourceAuc),
      share(row.catchRate),
      share(row.falseAlarmRate),
    ]),
  ];
}

/** The table as Markdown, columns padded to their widths. */
export function evaluationTable(evaluation: Evaluation): string {
  const cells = evaluationCells(evaluation);
  const widths = HEADER.map((_, column) => Math.max(3, ...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return [line(cells[0]!), rule, ...cells.slice(1).map(line)].join('\n');
}

/** The cells of the table between the markers of a page, or null when the markers are missing. */
export function tableCellsIn(markdown: string): string[][] | null {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start === -1 || end < start) return null;
  return markdown
    .slice(start + TABLE_START.length, end)
    .split('\n')
    .filter((row) => row.trim().startsWith('|') && !/^\|[\s|:-]+\|$/.test(row.trim()))
    .map((row) =>
      row
        .trim()
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

/** Rewrites the table of docs/how-it-judges.md from src/shared/evaluation.json. */
export function writeEvaluationTable(root: string): void {
  const evaluation = JSON.parse(
    readFileSync(resolve(root, 'src/shared/evaluation.json'), 'utf8'),
  ) as Evaluation;
  const page = resolve(root, JUDGES_PAGE);
  const markdown = readFileSync(page, 'utf8');
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start === -1 || end < start) {
    throw new Error(`${JUDGES_PAGE} has no evaluation table markers (${TABLE_START}).`);
  }
  const table = `${TABLE_START}\n\n${evaluationTable(evaluation)}\n\n`;
  writeFileSync(page, markdown.slice(0, start) + table + markdown.slice(end));
  console.log(
    `Wrote the evaluation table of ${JUDGES_PAGE} (${evaluation.rows.length} data sets).`,
  );
}

const runAsScript =
  /scripts[\\/]eval\.mjs$/.test(process.argv[1] ?? '') && process.argv[2] === 'docs';
if (runAsScript) writeEvaluationTable(process.cwd());
