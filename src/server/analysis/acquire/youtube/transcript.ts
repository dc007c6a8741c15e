/**
 * From caption cues to what the analyzer reads: one transcript string (cues joined by spaces)
 * and timed segments, one per sentence, each starting at the second of the cue in which the
 * sentence begins. Sentences are cut exactly as the claim extractor cuts them, so a claim's
 * opening words are always inside one segment and its timestamp can be looked up.
 */
import { normaliseText } from '../text';
import type { Span } from '../../knowledge/patterns';
import { splitSentences } from '../../knowledge/sentences';
import type { TranscriptSegment } from '../../types';
import type { CaptionCue } from './timedtext';

/** A transcript longer than this is cut (with a note); a two-hour talk is about 120,000 chars. */
export const MAX_TRANSCRIPT_CHARS = 300_000;

export interface Transcript {
  text: string;
  segments: TranscriptSegment[];
  /** The sentences of `text`, split once here and handed on (Acquired.sentences). */
  sentences: Span[];
  /** True when the transcript was longer than MAX_TRANSCRIPT_CHARS and cut. */
  truncated: boolean;
}

export function buildTranscript(
  cues: readonly CaptionCue[],
  maxChars = MAX_TRANSCRIPT_CHARS,
): Transcript {
  const offsets: number[] = [];
  const parts: string[] = [];
  let length = 0;
  let truncated = false;
  const kept: CaptionCue[] = [];
  for (const cue of cues) {
    const text = normaliseText(cue.text).replace(/\n+/g, ' ');
    if (!text) continue;
    // YouTube's ASR repeats a line when captions roll up; keep one copy.
    if (parts.length > 0 && parts[parts.length - 1] === text) continue;
    const start = length === 0 ? 0 : length + 1;
    if (start + text.length > maxChars) {
      truncated = true;
      break;
    }
    offsets.push(start);
    parts.push(text);
    kept.push(cue);
    length = start + text.length;
  }
  const text = parts.join(' ');

  // The cue holding a character offset: the last cue starting at or before it (binary search).
  const cueAt = (offset: number): CaptionCue | undefined => {
    let lo = 0;
    let hi = offsets.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (offsets[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return kept[lo];
  };

  const sentences = splitSentences(text);
  const segments = sentences.map((sentence) => ({
    start: Math.round((cueAt(sentence.start)?.start ?? 0) * 1000) / 1000,
    text: sentence.text,
  }));
  return { text, segments, sentences, truncated };
}
