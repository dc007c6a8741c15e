/**
 * The labelled masking corpus and how a masked text is scored against it.
 *
 * tests/fixtures/masking-corpus/<language>.txt: short realistic texts, one per block between
 * lines of "---", in English, Spanish, Portuguese, French, German, Italian, Dutch, Polish,
 * Turkish, Indonesian, Vietnamese (and a few in Arabic, for its digits). A span to hide is written
 * {kind|value}, a span that must stay [[value]] (an amount, a year, a time, a bank's helpline,
 * "ending 4821"). heldout.txt was written in one batch and run once, never tuned on; its blocks
 * open with "@xx" for their language. tests/fixtures/masking-corpus.json holds the first English
 * texts (issue 26), labelled as [kind, exact text].
 *
 * A masked text is the original with some stretches replaced by placeholders, so it is aligned
 * back onto the original (each placeholder stands for the shortest stretch that makes the rest
 * match word for word); every stretch a placeholder replaced is a detection of its kind.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { MASKS, type MaskKind } from '../../src/server/privacy/mask';

export interface LabelledSpan {
  kind: MaskKind;
  text: string;
  start: number;
  end: number;
}
export interface CorpusText {
  language: string;
  /** "main" (tuned on), "heldout" (never tuned on) or "legacy" (issue 26's English texts). */
  set: 'main' | 'heldout' | 'legacy';
  text: string;
  spans: LabelledSpan[];
  /** Stretches that must stay as written. */
  keep: Array<{ text: string; start: number; end: number }>;
}

const DIR = new URL('../fixtures/masking-corpus/', import.meta.url);
const MARKUP = /\{(\w+)\|([^}]*)\}|\[\[([^\]]*)\]\]/g;

function parseBlock(block: string, language: string, set: CorpusText['set']): CorpusText {
  let text = '';
  const spans: LabelledSpan[] = [];
  const keep: CorpusText['keep'] = [];
  let last = 0;
  for (const m of block.matchAll(MARKUP)) {
    text += block.slice(last, m.index);
    last = m.index + m[0].length;
    const start = text.length;
    if (m[1] !== undefined) {
      const kind = m[1] as MaskKind;
      if (!(kind in MASKS)) throw new Error(`Unknown kind ${kind} in the ${language} corpus`);
      text += m[2]!;
      spans.push({ kind, text: m[2]!, start, end: text.length });
    } else {
      text += m[3]!;
      keep.push({ text: m[3]!, start, end: text.length });
    }
  }
  text += block.slice(last);
  return { language, set, text, spans, keep };
}

function legacyTexts(): CorpusText[] {
  const raw = JSON.parse(
    readFileSync(new URL('../fixtures/masking-corpus.json', import.meta.url), 'utf8'),
  ) as { texts: Array<{ text: string; spans: Array<[MaskKind, string]> }> };
  return raw.texts.map(({ text, spans }) => {
    let from = 0;
    return {
      language: 'en',
      set: 'legacy' as const,
      text,
      keep: [],
      spans: spans.map(([kind, span]) => {
        if (!(kind in MASKS)) throw new Error(`Unknown kind ${kind} in the corpus`);
        const start = text.indexOf(span, from);
        if (start < 0) throw new Error(`"${span}" is not in "${text}" (after ${from})`);
        from = start + span.length;
        return { kind, text: span, start, end: from };
      }),
    };
  });
}

export function loadMaskingCorpus(): CorpusText[] {
  const texts: CorpusText[] = [];
  for (const file of readdirSync(DIR).sort()) {
    if (!file.endsWith('.txt')) continue;
    const name = file.slice(0, -'.txt'.length);
    const set = name === 'heldout' ? 'heldout' : 'main';
    for (const raw of readFileSync(new URL(file, DIR), 'utf8').split(/\n---\n/)) {
      const block = raw.replace(/^\n+|\n+$/g, '');
      if (!block) continue;
      const tagged = /^@(\w+)\n/.exec(block);
      const language = tagged ? tagged[1]! : name;
      texts.push(parseBlock(tagged ? block.slice(tagged[0].length) : block, language, set));
    }
  }
  return [...texts, ...legacyTexts()];
}

const KIND_OF_MASK = new Map<string, MaskKind>(
  Object.entries(MASKS).map(([kind, mask]) => [mask, kind as MaskKind]),
);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ANY_MASK = new RegExp(Object.values(MASKS).map(escapeRegExp).join('|'), 'g');

export interface Detection {
  kind: MaskKind;
  start: number;
  end: number;
}

/** Where in `original` each placeholder of `masked` stands. Throws when they do not align. */
export function detectionsIn(original: string, masked: string): Detection[] {
  const kinds: MaskKind[] = [];
  let pattern = '^';
  let last = 0;
  for (const m of masked.matchAll(ANY_MASK)) {
    pattern += `${escapeRegExp(masked.slice(last, m.index))}([\\s\\S]+?)`;
    kinds.push(KIND_OF_MASK.get(m[0])!);
    last = m.index + m[0].length;
  }
  pattern += `${escapeRegExp(masked.slice(last))}$`;
  const aligned = new RegExp(pattern, 'd').exec(original);
  if (!aligned) throw new Error(`The masked text does not align with its original: ${masked}`);
  return kinds.map((kind, i) => {
    const [start, end] = aligned.indices![i + 1]!;
    return { kind, start, end };
  });
}

export interface Tally {
  /** Spans to hide that were hidden whole, and those that were not. */
  found: number;
  missed: number;
  /** Placeholders over a span to hide, and those over nothing to hide. */
  right: number;
  wrong: number;
  /** Hidden spans whose placeholder names their kind. */
  named: number;
  /** Spans that must stay and did not, of all such spans. */
  keptBroken: number;
  keptTotal: number;
}
export const precision = (t: Tally) =>
  t.right + t.wrong === 0 ? 1 : t.right / (t.right + t.wrong);
export const recall = (t: Tally) => (t.found + t.missed === 0 ? 1 : t.found / (t.found + t.missed));

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;
/** A labelled span is hidden when the detections cover every one of its characters. */
function covered(span: { start: number; end: number }, detections: Detection[]): boolean {
  for (let i = span.start; i < span.end; i += 1)
    if (!detections.some((d) => d.start <= i && i < d.end)) return false;
  return true;
}

/**
 * Recall: a span to hide counts as found when it is hidden whole, by any placeholder (what
 * matters for privacy). Precision: a placeholder is right when it overlaps a span to hide; one
 * that hides only what must stay, or nothing labelled, is a false alarm. Both are tallied into
 * the groups `groupsOf` names for a text and a kind (by kind, by language, overall); spans that
 * must stay are tallied into the groups of kind "keep".
 */
export function score(
  corpus: CorpusText[],
  maskText: (text: string) => string,
  groupsOf: (text: CorpusText, kind: MaskKind | 'keep') => string[],
): { tallies: Map<string, Tally>; misses: string[] } {
  const tallies = new Map<string, Tally>();
  const tally = (group: string) => {
    const empty = {
      found: 0,
      missed: 0,
      right: 0,
      wrong: 0,
      named: 0,
      keptBroken: 0,
      keptTotal: 0,
    };
    const t = tallies.get(group) ?? empty;
    tallies.set(group, t);
    return t;
  };
  const misses: string[] = [];
  const where = (item: CorpusText) =>
    `[${item.language}${item.set === 'main' ? '' : ` ${item.set}`}]`;
  for (const item of corpus) {
    const detections = detectionsIn(item.text, maskText(item.text));
    for (const d of detections) {
      const right = item.spans.some((s) => overlaps(s, d));
      for (const g of groupsOf(item, d.kind)) tally(g)[right ? 'right' : 'wrong'] += 1;
      if (!right)
        misses.push(
          `${where(item)} masked by mistake (${d.kind}): "${item.text.slice(d.start, d.end)}" in ${JSON.stringify(item.text)}`,
        );
    }
    for (const s of item.spans) {
      const hidden = covered(s, detections);
      const named = detections.some((d) => d.kind === s.kind && overlaps(s, d));
      for (const g of groupsOf(item, s.kind)) {
        tally(g)[hidden ? 'found' : 'missed'] += 1;
        if (hidden && named) tally(g).named += 1;
      }
      if (!hidden)
        misses.push(
          `${where(item)} not hidden (${s.kind}): "${s.text}" in ${JSON.stringify(item.text)}`,
        );
    }
    for (const k of item.keep) {
      const broken = detections.some((d) => overlaps(k, d));
      for (const g of groupsOf(item, 'keep')) {
        tally(g).keptTotal += 1;
        if (broken) tally(g).keptBroken += 1;
      }
      if (broken)
        misses.push(`${where(item)} not kept: "${k.text}" in ${JSON.stringify(item.text)}`);
    }
  }
  return { tallies, misses };
}
