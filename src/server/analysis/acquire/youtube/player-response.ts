/**
 * Reading the watch page: YouTube embeds the player response as a script assignment
 * (`var ytInitialPlayerResponse = {...};`). It holds the duration and description
 * (videoDetails), whether the video plays (playabilityStatus) and the caption tracks
 * (captions.playerCaptionsTracklistRenderer.captionTracks).
 */

export interface CaptionTrack {
  baseUrl: string;
  languageCode: string;
  /** "asr" for automatic speech recognition; absent for captions a person wrote. */
  kind?: string;
  name: string;
}

export interface PlayerInfo {
  title: string | null;
  channelName: string | null;
  durationSeconds: number | null;
  description: string | null;
  /** playabilityStatus.status: OK, ERROR (removed, wrong id), LOGIN_REQUIRED (private, age gate)... */
  playability: string | null;
  captionTracks: CaptionTrack[];
  /** The caption track YouTube itself selects for the default audio track, if it says. */
  defaultTrackIndex: number | null;
}

const ASSIGNMENT = /ytInitialPlayerResponse\s*=\s*\{/;

/** The JSON object starting at `start` ('{'), found by matching braces outside strings. */
function balancedObject(text: string, start: number): string | null {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}') {
      depth--;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return null;
}

export function extractPlayerResponse(html: string): unknown {
  const match = ASSIGNMENT.exec(html);
  if (!match) return null;
  const json = balancedObject(html, match.index + match[0].length - 1);
  if (!json) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : null;
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

function textOf(v: unknown): string {
  const o = obj(v);
  if (!o) return '';
  if (typeof o.simpleText === 'string') return o.simpleText;
  const runs = Array.isArray(o.runs) ? o.runs : [];
  return runs.map((r) => str(obj(r)?.text) ?? '').join('');
}

function captionTracks(renderer: Json | null): CaptionTrack[] {
  const list = Array.isArray(renderer?.captionTracks) ? (renderer.captionTracks as unknown[]) : [];
  return list.flatMap((item) => {
    const t = obj(item);
    const baseUrl = str(t?.baseUrl);
    const languageCode = str(t?.languageCode);
    if (!t || !baseUrl || !languageCode) return [];
    const kind = str(t.kind);
    return [{ baseUrl, languageCode, ...(kind ? { kind } : {}), name: textOf(t.name) }];
  });
}

export function readPlayerInfo(html: string): PlayerInfo | null {
  const response = obj(extractPlayerResponse(html));
  if (!response) return null;
  const details = obj(response.videoDetails);
  const seconds = Number(details?.lengthSeconds);
  const renderer = obj(obj(response.captions)?.playerCaptionsTracklistRenderer);
  const audioTracks = Array.isArray(renderer?.audioTracks)
    ? (renderer.audioTracks as unknown[])
    : [];
  const audioIndex = Number(renderer?.defaultAudioTrackIndex ?? 0);
  const defaultTrack = Number(
    obj(audioTracks[Number.isInteger(audioIndex) ? audioIndex : 0])?.defaultCaptionTrackIndex,
  );
  return {
    title: str(details?.title),
    channelName: str(details?.author),
    durationSeconds: Number.isInteger(seconds) && seconds >= 0 ? seconds : null,
    description: str(details?.shortDescription),
    playability: str(obj(response.playabilityStatus)?.status),
    captionTracks: captionTracks(renderer),
    defaultTrackIndex: Number.isInteger(defaultTrack) && defaultTrack >= 0 ? defaultTrack : null,
  };
}

const isAsr = (t: CaptionTrack) => t.kind === 'asr';
const baseLanguage = (code: string) => code.toLowerCase().split(/[-_]/)[0] ?? '';

/**
 * The track in the video's own language, preferring captions a person wrote over automatic ones.
 * The spoken language is what the automatic track was generated from (YouTube only makes ASR in
 * the audio's language); failing that, the track YouTube selects by default.
 */
export function chooseCaptionTrack(
  info: Pick<PlayerInfo, 'captionTracks' | 'defaultTrackIndex'>,
): CaptionTrack | null {
  const tracks = info.captionTracks;
  if (tracks.length === 0) return null;
  const asr = tracks.find(isAsr);
  const byDefault = info.defaultTrackIndex !== null ? tracks[info.defaultTrackIndex] : undefined;
  const language = asr
    ? baseLanguage(asr.languageCode)
    : byDefault
      ? baseLanguage(byDefault.languageCode)
      : null;
  if (language) {
    const inLanguage = tracks.filter((t) => baseLanguage(t.languageCode) === language);
    const manual =
      byDefault && !isAsr(byDefault) && inLanguage.includes(byDefault)
        ? byDefault
        : inLanguage.find((t) => !isAsr(t));
    if (manual) return manual;
    if (inLanguage[0]) return inLanguage[0];
  }
  return tracks.find((t) => !isAsr(t)) ?? tracks[0] ?? null;
}
