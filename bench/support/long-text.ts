/**
 * Long realistic texts for the analysis benches: mostly reporting, some posts and scams, as a
 * long pasted page or transcript would mix them, cut at a word boundary to the length asked.
 */
import { resolve } from 'node:path';
import { readCsv } from '../../scripts/eval/csv';
import {
  BANK_PHISHING_SMS,
  FAKE_SHOP_ADVERT,
  MIRACLE_CURE_POST,
  SOBER_NEWS_REPORT,
} from '../../tests/analyzer/examples';

const POOL = [
  SOBER_NEWS_REPORT,
  MIRACLE_CURE_POST,
  SOBER_NEWS_REPORT,
  BANK_PHISHING_SMS,
  SOBER_NEWS_REPORT,
  FAKE_SHOP_ADVERT,
];

/** About `chars` characters of mixed text; `lead` (a distinct line) makes each text its own. */
export function longText(chars: number, lead = ''): string {
  let out = lead ? `${lead}\n\n` : '';
  for (let i = 0; out.length < chars; i++) out += `${POOL[i % POOL.length]}\n\n`;
  // Cut at a word boundary so the last sentence is not a fragment of a URL.
  const cut = out.slice(0, chars);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), chars - 20));
}

/** The message corpora kept in the repository (scripts/train/corpus), every row a different text. */
const CORPORA = ['genuine-formats', 'genuine-promotions', 'look-alikes'];
let corpusTexts: string[] | null = null;

/**
 * About `chars` characters in which no sentence repeats: messages of the kept corpora (genuine
 * alerts, offers and scams in twelve languages) one after another from the `offset`th on, as a
 * long pasted thread would hold them. A reading remembered per sentence finds nothing to reuse in
 * it, so it is the figure for text that does not repeat itself; `longText` repeats four examples.
 */
export function distinctText(chars: number, offset = 0): string {
  corpusTexts ??= CORPORA.flatMap((name) =>
    readCsv(resolve(import.meta.dirname, `../../scripts/train/corpus/${name}.csv`)).map(
      (r) => r.text!,
    ),
  );
  const all = corpusTexts;
  const taken = new Set<string>();
  let out = '';
  for (let i = 0; out.length < chars && i < all.length; i++) {
    const text = all[(offset + i) % all.length]!;
    if (taken.has(text)) continue;
    taken.add(text);
    out += `${text}\n\n`;
  }
  if (out.length < chars)
    throw new Error(`The corpora hold ${out.length} characters, fewer than ${chars}.`);
  const cut = out.slice(0, chars);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), chars - 20));
}
