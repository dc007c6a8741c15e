/**
 * Every text a person reads in a result is a plain sentence: a walk over every string field of the
 * results for a spread of inputs (scams, news, posts, notes, shops, screenshots) finds no "(s)"
 * plurals, no words about how the machinery works and no fill-value explanations.
 */
import { describe, expect, it } from 'vitest';
import type { Results } from '../../src/shared';
import { acquirePage } from '../../src/server/analysis/acquire/page';
import { acquireText } from '../../src/server/analysis/acquire/text';
import * as samples from '../../src/server/analysis/offline/__fixtures__/samples';
import { createOfflineAnalyzer } from '../../src/server/analysis/offline/index';
import { runAnalysis } from '../../src/server/analysis/pipeline';
import type { Acquired } from '../../src/server/analysis/types';
import { normalShopHtml, scamShopHtml } from '../fakes/web/shop-pages';
import * as examples from './examples';

const FORBIDDEN: ReadonlyArray<[RegExp, string]> = [
  [/\(s\)/, 'a "(s)" plural'],
  [
    /\b(?:logistic|regression|n-?grams?|classifier|logit|log-odds|tanh|heuristics?|hashed|int8)\b/i,
    'model jargon',
  ],
  [
    /learned model|the model (?:rates|reads|finds)|trained on/i,
    'talk about the model instead of the text',
  ],
  [/\bneutral \d+|as a neutral|\(the rest /i, 'a fill-value explanation'],
  [/\b(?:undefined|null|NaN|\[object Object\])\b/, 'a programming value'],
  [/[a-z]+_[a-z]+/, 'an internal identifier'],
];
/** Fields that are ids or quotes of the input rather than our words. */
const NOT_OUR_WORDS = new Set([
  'type',
  'component',
  'parent',
  'textExample',
  'claim',
  'url',
  'technique',
  'text',
  'analyzedAt',
  'version',
  'analyzer',
  'language',
  'provider',
  'model',
  'evidence',
  'excerpt',
  'overallStatus',
  'overallGrade',
  'unassessed',
]);

function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value))
    for (const [i, v] of value.entries()) yield* strings(v, `${path}[${i}]`);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      if (!NOT_OUR_WORDS.has(k)) yield* strings(v, `${path}.${k}`);
  }
}

/** Our words only: quotes of the input (between quote marks) are the person's, not ours. */
const withoutQuotes = (s: string) => s.replace(/“[^”]*”|"[^"]*"/g, '“…”');

const now = new Date('2026-01-05T09:00:00Z');
const analyze = (acquired: Acquired): Promise<Results> =>
  runAnalysis(acquired, { analyzer: createOfflineAnalyzer(), now: () => now });
const shop = (html: string, url: string): Acquired =>
  acquirePage(
    {
      url,
      requestedUrl: url,
      redirects: [],
      status: 200,
      contentType: 'text/html',
      charset: 'utf-8',
      body: html,
      bytes: html.length,
    },
    { kind: 'shopping', now },
  );

const texts = ([...Object.values(examples), ...Object.values(samples)] as unknown[]).filter(
  (t): t is string => typeof t === 'string',
);

function problemsIn(results: unknown): string[] {
  const problems: string[] = [];
  for (const [path, s] of strings(results, 'results')) {
    for (const [re, what] of FORBIDDEN)
      if (re.test(withoutQuotes(s))) problems.push(`${what} at ${path}: ${s.slice(0, 160)}`);
  }
  return problems;
}

describe('results speak plainly', () => {
  it('the walk finds each kind of problem in our words, and none in quotes of the input', () => {
    const bad = {
      summary: { message: 'We found 2 claim(s).' },
      notes: ['A logistic regression rates this 9%.', 'the rest as a neutral 65'],
      redFlags: [{ explanation: 'ok', textExample: 'claim(s) quoted' }],
    };
    expect(problemsIn(bad)).toHaveLength(3);
    expect(
      problemsIn({ summary: { message: 'It says “3 claim(s) found” in its own words.' } }),
    ).toEqual([]);
  });

  it(`has no jargon, "(s)" plurals or fill values in any string field (${texts.length} texts, 2 shops, a screenshot)`, async () => {
    const inputs: Acquired[] = [
      ...texts.map((t) => acquireText(t)),
      shop(normalShopHtml(2025), 'https://northfield-sports.example/trailrunner-3'),
      shop(scamShopHtml(), 'http://nlke-outlet-clearance.shop/airmax'),
      {
        ...acquireText(examples.BANK_PHISHING_SMS),
        type: 'screenshot',
        image: { name: 'sms.png', size: 20_000, mime: 'image/png' },
      },
    ];
    const problems: string[] = [];
    for (const acquired of inputs) problems.push(...problemsIn(await analyze(acquired)));
    expect(problems).toEqual([]);
  });
});
