/**
 * The learned model (signals/model/model.ts) reads its features as columns (feature-columns.ts),
 * not objects, and keeps no list of what each feature contributed: its cues are worked out again
 * from the columns. The columns must hold what textFeatures and urlFeatures give as objects (which
 * training and the judge read), and every reading must be the one the objects and the list gave.
 * This file keeps that reading (the logit summed contribution by contribution, the cues and style
 * cues from the list) and compares it with the shipped model's on seeded inputs: short messages,
 * articles, titled pages, pages with their address, messages with links.
 */
import { describe, expect, it } from 'vitest';
import weights from '../../resources/model/weights.json';
import { FeatureColumns } from '../../src/server/analysis/signals/model/feature-columns';
import {
  genreOf,
  readTextFeatures,
  readUrlFeatures,
  textFeatures,
  tokenForm,
  urlFeatures,
  type Feature,
  type Genre,
} from '../../src/server/analysis/signals/model/features';
import {
  decodeBase64,
  decodeTable,
  featureValue,
  type CueSource,
  type ModelInput,
  type ModelWeights,
} from '../../src/server/analysis/signals/model/model';
import { shippedModel } from '../../src/server/analysis/signals/model/index';
import { mulberry32 } from '../helpers/prng';
import {
  BANK_PHISHING_SMS,
  FAKE_SHOP_ADVERT,
  MIRACLE_CURE_POST,
  SOBER_NEWS_REPORT,
} from './examples';

const STOPWORDS = new Set(
  'the a an and or but of to in on at for by with from as is are was were be been it its this that these those they them their there then than he she his her we our you your i me my not no so if'.split(
    ' ',
  ),
);
type Contribution = { f: Feature; source: CueSource; weight: number };
const heads = Object.fromEntries(
  Object.entries((weights as ModelWeights).heads).map(([g, h]) => [
    g,
    {
      ...h,
      w: decodeBase64(h.weights),
      table: decodeTable(h.scale, h.encoding ?? 'linear'),
    },
  ]),
) as unknown as Record<
  Genre,
  { bits: number; chars: boolean; bias: number; w: Int8Array; table: Float32Array }
>;

function scoreList(head: (typeof heads)[Genre], groups: Array<[Feature[], CueSource]>) {
  let shared = 0;
  for (const [fs] of groups) for (const f of fs) if (f.value === undefined) shared++;
  const sharedValue = Math.fround(featureValue(shared));
  let logit = head.bias;
  const contributions: Contribution[] = [];
  for (const [fs, source] of groups)
    for (const f of fs) {
      const value = f.value === undefined ? sharedValue : Math.fround(f.value);
      const weight = head.table[head.w[f.index]! + 128]! * value;
      if (weight === 0) continue;
      logit += weight;
      contributions.push({ f, source, weight });
    }
  return { logit, contributions };
}

function cuesOf(list: Contribution[], sources: Record<CueSource, string>, sign: 1 | -1) {
  const spans = new Map<
    string,
    { text: string; source: CueSource; weight: number; best: number; f: Feature | null }
  >();
  for (const { f, source, weight } of list) {
    if (f.end <= f.start) continue;
    const quoted = sources[source].slice(f.start, f.end);
    if (quoted.length < 3 || STOPWORDS.has(quoted.toLowerCase())) continue;
    const key = `${source}:${quoted.toLowerCase()}`;
    let cue = spans.get(key);
    if (!cue) {
      cue = { text: quoted, source, weight: 0, best: -Infinity, f: null };
      spans.set(key, cue);
    }
    cue.weight += weight;
    if (weight * sign > cue.best) {
      cue.best = weight * sign;
      cue.f = f;
    }
  }
  return [...spans.values()]
    .filter((c) => c.weight * sign > 0.05)
    .sort((a, b) => b.weight * sign - a.weight * sign)
    .slice(0, 3)
    .map((c) => ({
      text: c.text,
      ngram: c.f?.name ?? '',
      source: c.source,
      weight: Math.round(c.weight * 100) / 100,
    }));
}

/** The style cues' feature names (the shipped model words them; their order is what is compared). */
const styleNames = (list: Contribution[]) =>
  list
    .filter((c) => c.f.value !== undefined && c.weight > 0.1)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 2)
    .map((c) => c.f.name);

function referenceRead(input: ModelInput) {
  const text = input.text ?? '';
  const title = input.title ?? '';
  const genre = text.trim() ? genreOf(text, title) : title.trim() ? genreOf(title) : 'short';
  const sources: Record<CueSource, string> = { text, title, url: input.url ?? '', link: '' };
  const readings: Array<{ scored: ReturnType<typeof scoreList>; sources: typeof sources }> = [];
  if (genre === 'url')
    readings.push({
      scored: scoreList(heads.url, [[urlFeatures(text.trim(), heads.url.bits), 'text']]),
      sources,
    });
  else {
    const head = heads[genre];
    const groups: Array<[Feature[], CueSource]> = [
      [textFeatures(text, head.bits, head.chars), 'text'],
    ];
    if (title.trim() && title.trim() !== text.trim())
      groups.push([textFeatures(title, head.bits, head.chars), 'title']);
    readings.push({ scored: scoreList(head, groups), sources });
  }
  if (input.url && genre !== 'url')
    readings.push({
      scored: scoreList(heads.url, [[urlFeatures(input.url, heads.url.bits), 'url']]),
      sources,
    });
  if (genre === 'short')
    for (const link of (input.links ?? []).slice(0, 5))
      readings.push({
        scored: scoreList(heads.url, [[urlFeatures(link, heads.url.bits), 'link']]),
        sources: { ...sources, link },
      });
  const worstAt = readings.reduce(
    (best, r, i) => (r.scored.logit > readings[best]!.scored.logit ? i : best),
    0,
  );
  const main = readings[0]!;
  const worst = readings[worstAt]!;
  return {
    logit: worst.scored.logit,
    cues: cuesOf(worst.scored.contributions, worst.sources, 1),
    reassuring: cuesOf(main.scored.contributions, main.sources, -1),
    styleCount: worstAt === 0 ? styleNames(main.scored.contributions).length : 0,
  };
}

const POOL = [SOBER_NEWS_REPORT, MIRACLE_CURE_POST, BANK_PHISHING_SMS, FAKE_SHOP_ADVERT];
const LINKS = [
  'http://bit.ly/x',
  'https://secure-paypal.account-verify.top/login',
  'www.bbc.co.uk/news',
];

function seededInput(random: () => number): ModelInput {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const words = pick(POOL).split(' ');
  const from = Math.floor(random() * words.length);
  const size = Math.floor(random() * (random() < 0.5 ? 30 : 2000)) + 1;
  let text = words.slice(from, from + size).join(' ');
  while (text.length < size * 3 && random() < 0.7) text += `\n\n${pick(POOL)}`;
  if (random() < 0.1) text = pick(LINKS);
  return {
    text,
    ...(random() < 0.3 ? { title: words.slice(0, 8).join(' ') } : {}),
    ...(random() < 0.2 ? { url: pick(LINKS) } : {}),
    links: random() < 0.4 ? LINKS.slice(0, Math.floor(random() * 4)) : [],
  };
}

describe('the learned model reads as its list of contributions did', () => {
  it('the logit, the cues both ways and the style cues, on 300 seeded inputs', () => {
    const model = shippedModel();
    const random = mulberry32(271201);
    for (let i = 0; i < 300; i++) {
      const input = seededInput(random);
      const got = model.read(input);
      const want = referenceRead(input);
      expect(got.logit).toBe(want.logit);
      expect(got.cues).toEqual(want.cues);
      expect(got.reassuring).toEqual(want.reassuring);
      expect(got.style.length).toBe(want.styleCount);
    }
  });
});

describe('the columns hold the features the objects do', () => {
  it('index, span, value and name of each, for texts (both heads) and links', () => {
    const random = mulberry32(271202);
    const columns = new FeatureColumns(tokenForm);
    for (let i = 0; i < 150; i++) {
      const { text } = seededInput(random);
      const bits = i % 2 ? 17 : 18;
      const withChars = i % 3 !== 0;
      const withStyle = i % 5 !== 0;
      const cases: Array<[Feature[], () => void]> = [
        [
          textFeatures(text, bits, withChars, withStyle),
          () => readTextFeatures(text, bits, withChars, withStyle, columns.reset(text)),
        ],
        [
          urlFeatures(text.slice(0, 300), bits),
          () => readUrlFeatures(text.slice(0, 300), bits, columns.reset('')),
        ],
      ];
      for (const [objects, read] of cases) {
        read();
        expect(columns.count).toBe(objects.length);
        objects.forEach((f, k) => {
          expect([columns.index[k], columns.start[k], columns.end[k]]).toEqual([
            f.index,
            f.start,
            f.end,
          ]);
          expect(columns.ownValue(k) ? columns.value[k] : undefined).toBe(f.value);
          expect(columns.nameOf(k)).toBe(f.name);
        });
      }
    }
  });
});
