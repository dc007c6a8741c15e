/**
 * A fake YouTube on 127.0.0.1 speaking the real formats, so the production client is what the
 * tests exercise: oEmbed JSON (/oembed), the watch page with `var ytInitialPlayerResponse =
 * {...};` inside a script tag (/watch?v=), and timedtext captions (/api/timedtext) in json3,
 * srv3 or srv1, chosen by the track. It records every request path it served.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCue {
  /** Seconds. */
  start: number;
  dur: number;
  text: string;
}

export interface FakeTrack {
  languageCode: string;
  name: string;
  /** "asr" for automatic captions. */
  kind?: 'asr';
  format: 'json3' | 'srv3' | 'srv1';
  cues: FakeCue[];
  /** Overrides the caption URL put in the player response (e.g. another origin). */
  baseUrl?: string;
}

export interface FakeVideo {
  id: string;
  title: string;
  channel: string;
  lengthSeconds: number;
  description: string;
  tracks: FakeTrack[];
  /** playabilityStatus.status; "ERROR" for a removed video. */
  playability?: 'OK' | 'ERROR' | 'LOGIN_REQUIRED';
  /** Index of the caption track YouTube selects by default. */
  defaultTrack?: number;
}

export interface FakeYouTube {
  url: string;
  /** Paths (with query) of every request, in order. */
  requests: string[];
  close(): Promise<void>;
}

const xmlEscape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

function timedtext(track: FakeTrack): { type: string; body: string } {
  if (track.format === 'json3') {
    const events = track.cues.map((c) => ({
      tStartMs: Math.round(c.start * 1000),
      dDurationMs: Math.round(c.dur * 1000),
      // Real json3 splits a cue into word segments and uses "\n" between lines.
      segs: c.text.split(' ').map((w, i) => ({ utf8: i === 0 ? w : ` ${w}` })),
    }));
    return {
      type: 'application/json; charset=UTF-8',
      body: JSON.stringify({ wireMagic: 'pb3', pens: [{}], events }),
    };
  }
  if (track.format === 'srv3') {
    const ps = track.cues
      .map(
        (c) =>
          `<p t="${Math.round(c.start * 1000)}" d="${Math.round(c.dur * 1000)}">${xmlEscape(c.text)}</p>`,
      )
      .join('\n');
    return {
      type: 'text/xml; charset=UTF-8',
      body: `<?xml version="1.0" encoding="utf-8" ?><timedtext format="3">\n<body>\n${ps}\n</body>\n</timedtext>`,
    };
  }
  // srv1 escapes the text twice, as YouTube does ("&amp;#39;").
  const texts = track.cues
    .map((c) => `<text start="${c.start}" dur="${c.dur}">${xmlEscape(xmlEscape(c.text))}</text>`)
    .join('');
  return {
    type: 'text/xml; charset=UTF-8',
    body: `<?xml version="1.0" encoding="utf-8" ?><transcript>${texts}</transcript>`,
  };
}

function captionPath(video: FakeVideo, track: FakeTrack): string {
  const params = new URLSearchParams({
    v: video.id,
    caps: 'asr',
    xoaf: '5',
    hl: 'en',
    ip: '0.0.0.0',
    sparams: 'ip,ipbits,expire,v,caps,xoaf',
    lang: track.languageCode,
    fmt: track.format,
  });
  if (track.kind) params.set('kind', track.kind);
  return `/api/timedtext?${params}`;
}

function playerResponse(origin: string, video: FakeVideo): string {
  const response = {
    responseContext: {
      serviceTrackingParams: [{ service: 'GFEEDBACK', params: [{ key: 'logged_in', value: '0' }] }],
    },
    playabilityStatus:
      video.playability === 'ERROR'
        ? { status: 'ERROR', reason: 'Video unavailable' }
        : { status: video.playability ?? 'OK', playableInEmbed: true },
    ...(video.tracks.length
      ? {
          captions: {
            playerCaptionsTracklistRenderer: {
              captionTracks: video.tracks.map((t) => ({
                baseUrl: t.baseUrl ?? `${origin}${captionPath(video, t)}`,
                name: { simpleText: t.name },
                vssId: `${t.kind === 'asr' ? 'a' : ''}.${t.languageCode}`,
                languageCode: t.languageCode,
                ...(t.kind ? { kind: t.kind } : {}),
                isTranslatable: true,
                trackName: '',
              })),
              audioTracks: [
                {
                  captionTrackIndices: video.tracks.map((_, i) => i),
                  defaultCaptionTrackIndex: video.defaultTrack ?? 0,
                  visibility: 'UNKNOWN',
                  hasDefaultTrack: true,
                  captionsInitialState: 'CAPTIONS_INITIAL_STATE_OFF_RECOMMENDED',
                },
              ],
              translationLanguages: [
                { languageCode: 'de', languageName: { simpleText: 'German' } },
              ],
              defaultAudioTrackIndex: 0,
            },
          },
        }
      : {}),
    videoDetails: {
      videoId: video.id,
      title: video.title,
      lengthSeconds: String(video.lengthSeconds),
      keywords: ['news'],
      channelId: 'UC0000000000000000000000',
      isOwnerViewing: false,
      shortDescription: video.description,
      isCrawlable: true,
      thumbnail: {
        thumbnails: [
          { url: `https://i.ytimg.com/vi/${video.id}/default.jpg`, width: 120, height: 90 },
        ],
      },
      allowRatings: true,
      viewCount: '12345',
      author: video.channel,
      isPrivate: false,
      isUnpluggedCorpus: false,
      isLiveContent: false,
    },
  };
  // The real page escapes "&" in URLs as \u0026 inside the JSON.
  return JSON.stringify(response).replace(/&/g, '\\u0026');
}

function watchPage(origin: string, video: FakeVideo): string {
  return `<!DOCTYPE html><html lang="en"><head><title>${xmlEscape(video.title)} - YouTube</title>
<script nonce="abc">var ytcfg = {"INNERTUBE_API_KEY":"x"};</script></head><body>
<div id="player"></div>
<script nonce="abc">var ytInitialPlayerResponse = ${playerResponse(origin, video)};var meta = document.createElement('meta'); var head = document.getElementsByTagName('head')[0]; if (ytInitialPlayerResponse) { meta.name = 'referrer'; }</script>
<script nonce="abc">var ytInitialData = {"contents":{"twoColumnWatchNextResults":{}}};</script>
</body></html>`;
}

export async function startFakeYouTube(videos: FakeVideo[]): Promise<FakeYouTube> {
  const byId = new Map(videos.map((v) => [v.id, v]));
  const requests: string[] = [];
  let origin = '';
  const send = (res: ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname === '/oembed') {
      const target = url.searchParams.get('url') ?? '';
      const id = /[?&]v=([\w-]{11})/.exec(target)?.[1];
      const video = id ? byId.get(id) : undefined;
      if (!video || video.playability === 'ERROR')
        return send(res, 404, 'text/html; charset=utf-8', 'Not Found');
      if (video.playability === 'LOGIN_REQUIRED')
        return send(res, 401, 'text/html; charset=utf-8', 'Unauthorized');
      return send(
        res,
        200,
        'application/json',
        JSON.stringify({
          title: video.title,
          author_name: video.channel,
          author_url: `https://www.youtube.com/@${video.channel.replace(/\s+/g, '')}`,
          type: 'video',
          height: 113,
          width: 200,
          version: '1.0',
          provider_name: 'YouTube',
          provider_url: 'https://www.youtube.com/',
          thumbnail_height: 360,
          thumbnail_width: 480,
          thumbnail_url: `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`,
          html: `<iframe width="200" height="113" src="https://www.youtube.com/embed/${video.id}?feature=oembed" frameborder="0" allowfullscreen title="${xmlEscape(video.title)}"></iframe>`,
        }),
      );
    }
    if (url.pathname === '/watch') {
      const video = byId.get(url.searchParams.get('v') ?? '');
      // Like YouTube, an unknown id still gets a page, with playability ERROR.
      const page = video ?? {
        id: url.searchParams.get('v') ?? '',
        title: '',
        channel: '',
        lengthSeconds: 0,
        description: '',
        tracks: [],
        playability: 'ERROR' as const,
      };
      return send(res, 200, 'text/html; charset=utf-8', watchPage(origin, page));
    }
    if (url.pathname === '/api/timedtext') {
      const video = byId.get(url.searchParams.get('v') ?? '');
      const track = video?.tracks.find(
        (t) =>
          t.languageCode === url.searchParams.get('lang') &&
          (t.kind ?? '') === (url.searchParams.get('kind') ?? ''),
      );
      if (!track) return send(res, 404, 'text/html', '');
      const { type, body } = timedtext(track);
      return send(res, 200, type, body);
    }
    send(res, 404, 'text/html', 'Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
