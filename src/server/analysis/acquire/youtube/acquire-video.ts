/**
 * Reading one YouTube video: title and channel from oEmbed, duration, description and caption
 * tracks from the watch page (both at once), then the chosen caption track from timedtext. All
 * of it under one deadline, so a YouTube that is down, blocked or hanging costs at most
 * `timeoutMs`. The result says what was reached; the service decides what to tell the person.
 */
import type { Acquired } from '../../types';
import { emptyAcquired } from '../../types';
import { boundedFetch, type FetchFailure } from './bounded-fetch';
import {
  chooseCaptionTrack,
  readPlayerInfo,
  type CaptionTrack,
  type PlayerInfo,
} from './player-response';
import { parseTimedText } from './timedtext';
import { buildTranscript } from './transcript';
import { watchUrl } from './url';

/** oEmbed answers are a few hundred bytes. */
export const OEMBED_MAX_BYTES = 64 * 1024;
/** Real watch pages are 1-2 MB of HTML and script. */
export const WATCH_PAGE_MAX_BYTES = 8 * 1024 * 1024;
/** A two-hour talk's captions in srv3 are about 1 MB. */
export const TIMEDTEXT_MAX_BYTES = 8 * 1024 * 1024;

const YOUTUBE_DOMAIN = 'youtube.com';

export interface YouTubeEndpoints {
  baseUrl: string;
  oembedUrl: string;
  timeoutMs: number;
}

export type VideoOutcome =
  /** Nothing reached: YouTube is down, blocked, offline or too slow. */
  | { kind: 'unreachable'; detail: string }
  /** YouTube says the video does not exist or cannot be watched (removed, private). */
  | { kind: 'unavailable'; detail: string }
  | { kind: 'acquired'; acquired: Acquired; hasTranscript: boolean };

interface OEmbed {
  title: string | null;
  channelName: string | null;
}

function describeFailure(what: string, failure: FetchFailure): string {
  if (failure.kind === 'status') return `${what} answered HTTP ${failure.status}`;
  return `${what} ${failure.kind === 'unreachable' ? 'could not be reached' : 'was refused'} (${failure.detail})`;
}

function readOEmbed(text: string): OEmbed | null {
  try {
    const data = JSON.parse(text) as Record<string, unknown>;
    const s = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
    return { title: s(data.title), channelName: s(data.author_name) };
  } catch {
    return null;
  }
}

export async function acquireVideo(
  videoId: string,
  url: string,
  endpoints: YouTubeEndpoints,
): Promise<VideoOutcome> {
  const deadline = AbortSignal.timeout(endpoints.timeoutMs);
  const base = new URL(endpoints.baseUrl);
  const oembedAddress = new URL(endpoints.oembedUrl);
  oembedAddress.searchParams.set('url', watchUrl(videoId));
  oembedAddress.searchParams.set('format', 'json');
  const watchAddress = new URL(`/watch?v=${videoId}`, base);

  const [oembedResult, watchResult] = await Promise.all([
    boundedFetch(oembedAddress.href, {
      signal: deadline,
      maxBytes: OEMBED_MAX_BYTES,
      trustedOrigin: oembedAddress.origin,
      accept: 'application/json',
    }),
    boundedFetch(watchAddress.href, {
      signal: deadline,
      maxBytes: WATCH_PAGE_MAX_BYTES,
      trustedOrigin: base.origin,
      accept: 'text/html',
    }),
  ]);

  const oembed = oembedResult.ok ? readOEmbed(oembedResult.text) : null;
  const player: PlayerInfo | null = watchResult.ok ? readPlayerInfo(watchResult.text) : null;

  // oEmbed answers 404 (no such video) or 401/403 (private, embedding off) before anything else.
  const oembedGone =
    !oembedResult.ok &&
    oembedResult.failure.kind === 'status' &&
    [400, 401, 403, 404].includes(oembedResult.failure.status);
  const playerGone = player?.playability === 'ERROR';
  if ((oembedGone && !player) || playerGone) {
    return {
      kind: 'unavailable',
      detail: playerGone
        ? 'watch page says ERROR'
        : describeFailure('oEmbed', (oembedResult as { failure: FetchFailure }).failure),
    };
  }
  if (!oembed && !player) {
    const problems = [
      oembedResult.ok
        ? 'oEmbed answer unreadable'
        : describeFailure('oEmbed', oembedResult.failure),
      watchResult.ok
        ? 'watch page had no player response'
        : describeFailure('watch page', watchResult.failure),
    ];
    return { kind: 'unreachable', detail: problems.join('; ') };
  }

  const notes: string[] = [];
  const track: CaptionTrack | null = player ? chooseCaptionTrack(player) : null;
  let transcript: ReturnType<typeof buildTranscript> | null = null;
  if (track) {
    const captionAddress = new URL(track.baseUrl, base);
    const captions = await boundedFetch(captionAddress.href, {
      signal: deadline,
      maxBytes: TIMEDTEXT_MAX_BYTES,
      trustedOrigin: base.origin,
    });
    if (captions.ok) {
      const built = buildTranscript(parseTimedText(captions.text));
      if (built.text) transcript = built;
      if (built.truncated)
        notes.push(
          `The transcript is very long; only its first ${built.text.length.toLocaleString('en-US')} characters were analyzed.`,
        );
      if (!built.text)
        notes.push('The caption track could not be read, so the transcript was not analyzed.');
    } else {
      notes.push(
        `The video's captions could not be fetched (${describeFailure('timedtext', captions.failure)}), so the transcript was not analyzed.`,
      );
    }
  } else if (player) {
    notes.push('This video has no captions, so what is said in it could not be analyzed.');
  } else {
    notes.push(
      `The watch page could not be read (${watchResult.ok ? 'no player response in it' : describeFailure('watch page', watchResult.failure)}), so neither duration, description nor transcript is known.`,
    );
  }

  const title = oembed?.title ?? player?.title ?? null;
  const channelName = oembed?.channelName ?? player?.channelName ?? null;
  const description = player?.description ?? null;
  let text: string;
  let sentences: Acquired['sentences'];
  if (transcript) {
    text = transcript.text;
    sentences = transcript.sentences;
    notes.push(
      `Transcript from the ${track!.kind === 'asr' ? 'automatic (speech recognition)' : 'uploaded'} captions in "${track!.name || track!.languageCode}" (${transcript.text.length.toLocaleString('en-US')} characters, analyzed whole).`,
    );
  } else {
    text = [title, description].filter((s): s is string => !!s).join('\n\n');
    notes.push(
      'Only the title and description were analyzed. For a full analysis, open the video on YouTube, show its transcript, copy it and paste it into the Text tab.',
    );
  }

  const acquired = emptyAcquired('video', text);
  acquired.url = url;
  if (sentences) acquired.sentences = sentences;
  // youtu.be, m. and music. links are all YouTube: one domain in the analytics.
  acquired.domain = YOUTUBE_DOMAIN;
  acquired.title = title;
  acquired.siteName = 'YouTube';
  acquired.author = channelName;
  acquired.notes = notes;
  acquired.video = {
    videoId,
    channelName,
    durationSeconds: player?.durationSeconds ?? null,
    description,
    segments: transcript?.segments ?? [],
    transcriptLength: transcript?.text.length ?? 0,
  };
  return { kind: 'acquired', acquired, hasTranscript: transcript !== null };
}
