/**
 * The labelled masking corpus (tests/fixtures/masking-corpus.json) and how a masked text is scored
 * against it. A masked text is the original with some stretches replaced by placeholders, so it is
 * aligned back onto the original (each placeholder stands for the shortest stretch that makes the
 * rest match word for word); every stretch a placeholder replaced is a detection of its kind.
 */
import { readFileSync } from 'node:fs';
import { MASKS, type MaskKind } from '../../src/server/privacy/mask';

export interface LabelledSpan {
  kind: MaskKind;
  text: string;
  start: number;
  end: number;
}
export interface CorpusText {
  text: string;
  spans: LabelledSpan[];
}

export function loadMaskingCorpus(): CorpusText[] {
  const raw = JSON.parse(
    readFileSync(new URL('../fixtures/masking-corpus.json', import.meta.url), 'utf8'),
  ) as { texts: Array<{ text: string; spans: Array<[MaskKind, string]> }> };
  return raw.texts.map(({ text, spans }) => {
    let from = 0;
    return {
      text,
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
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}
export const precision = (t: Tally) =>
  t.truePositives + t.falsePositives === 0
    ? 1
    : t.truePositives / (t.truePositives + t.falsePositives);
export const recall = (t: Tally) =>
  t.truePositives + t.falseNegatives === 0
    ? 1
    : t.truePositives / (t.truePositives + t.falseNegatives);

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;
/** A labelled span is hidden when the detections cover every one of its characters. */
function covered(span: LabelledSpan, detections: Detection[]): boolean {
  for (let i = span.start; i < span.end; i += 1)
    if (!detections.some((d) => d.start <= i && i < d.end)) return false;
  return true;
}

/**
 * Per kind: a detection of kind K is right when it overlaps a labelled span of kind K; a labelled
 * span of kind K is found when detections of kind K cover it whole. Overall: the same, whatever
 * the kind (what matters for privacy is that it is hidden; for the reader, that nothing else is).
 */
export function score(
  corpus: CorpusText[],
  maskText: (text: string) => string,
): { byKind: Map<MaskKind | 'overall', Tally>; misses: string[] } {
  const byKind = new Map<MaskKind | 'overall', Tally>();
  const tally = (kind: MaskKind | 'overall') => {
    const t = byKind.get(kind) ?? { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
    byKind.set(kind, t);
    return t;
  };
  const misses: string[] = [];
  for (const item of corpus) {
    const detections = detectionsIn(item.text, maskText(item.text));
    for (const d of detections) {
      const own = item.spans.some((s) => s.kind === d.kind && overlaps(s, d));
      tally(d.kind)[own ? 'truePositives' : 'falsePositives'] += 1;
      const any = item.spans.some((s) => overlaps(s, d));
      tally('overall')[any ? 'truePositives' : 'falsePositives'] += 1;
      if (!any)
        misses.push(
          `masked by mistake (${d.kind}): "${item.text.slice(d.start, d.end)}" in "${item.text}"`,
        );
    }
    for (const s of item.spans) {
      if (
        !covered(
          s,
          detections.filter((d) => d.kind === s.kind),
        )
      )
        tally(s.kind).falseNegatives += 1;
      if (!covered(s, detections)) {
        tally('overall').falseNegatives += 1;
        misses.push(`not hidden (${s.kind}): "${s.text}" in "${item.text}"`);
      }
    }
  }
  return { byKind, misses };
}
