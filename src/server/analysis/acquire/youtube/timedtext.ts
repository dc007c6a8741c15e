/**
 * Parsing YouTube's timedtext caption formats into timed cues:
 *   json3: {"events":[{"tStartMs":1230,"dDurationMs":2000,"segs":[{"utf8":"text"}]}]}
 *   srv3:  <timedtext format="3"><body><p t="1230" d="2000">text<s>word</s></p></body></timedtext>
 *   srv1:  <transcript><text start="1.23" dur="2">text</text></transcript>
 * The format is sniffed from the body, not trusted from a header or the URL.
 */

export interface CaptionCue {
  /** Seconds from the start of the video. */
  start: number;
  text: string;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Whitespace collapsed to single spaces: a cue's line breaks are layout, not meaning. */
function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function parseJson3(body: string): CaptionCue[] | null {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  const events = (data as { events?: unknown }).events;
  if (!Array.isArray(events)) return null;
  const cues: CaptionCue[] = [];
  for (const event of events as Array<Record<string, unknown>>) {
    const segs = event?.segs;
    const startMs = Number(event?.tStartMs);
    if (!Array.isArray(segs) || !Number.isFinite(startMs)) continue;
    const text = clean(
      segs
        .map((seg: { utf8?: unknown }) => (typeof seg?.utf8 === 'string' ? seg.utf8 : ''))
        .join(''),
    );
    if (text) cues.push({ start: startMs / 1000, text });
  }
  return cues;
}

function attribute(attrs: string, name: string): string | null {
  const m =
    new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`).exec(attrs) ??
    new RegExp(`\\b${name}\\s*=\\s*'([^']*)'`).exec(attrs);
  return m ? m[1]! : null;
}

function xmlText(inner: string): string {
  // srv1 escapes twice ("&amp;#39;"); a second pass after tags are gone turns that into "'".
  const once = decodeEntities(inner.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ''));
  return clean(
    /&(#\d+|#x[0-9a-f]+|[a-z]+);/i.test(once) ? decodeEntities(once.replace(/<[^>]*>/g, '')) : once,
  );
}

function parseXml(body: string): CaptionCue[] {
  const cues: CaptionCue[] = [];
  // srv3: <p t="ms" d="ms">...</p>
  for (const m of body.matchAll(/<p\b([^>]*)>([\s\S]*?)<\/p>/g)) {
    const t = Number(attribute(m[1]!, 't'));
    const text = xmlText(m[2]!);
    if (Number.isFinite(t) && text) cues.push({ start: t / 1000, text });
  }
  if (cues.length > 0) return cues;
  // srv1: <text start="s" dur="s">...</text>
  for (const m of body.matchAll(/<text\b([^>]*)>([\s\S]*?)<\/text>/g)) {
    const start = Number(attribute(m[1]!, 'start'));
    const text = xmlText(m[2]!);
    if (Number.isFinite(start) && text) cues.push({ start, text });
  }
  return cues;
}

/** Cues in time order; empty when the body is no caption format we know. */
export function parseTimedText(body: string): CaptionCue[] {
  const trimmed = body.trimStart();
  const cues = trimmed.startsWith('{')
    ? (parseJson3(trimmed) ?? [])
    : trimmed.startsWith('<')
      ? parseXml(trimmed)
      : [];
  return cues.filter((c) => c.start >= 0).sort((a, b) => a.start - b.start);
}
