/**
 * acquireVideo against small local servers for the cases the API test does not reach: a watch
 * page that never ends (body cap), a redirect that leaves the YouTube origin, a caption track
 * that answers 404. The main paths are covered over HTTP in tests/api/analyze-video.test.ts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireVideo } from './acquire-video';

const ID = 'abcdefghijk';
let servers: Server[] = [];

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((resolve) => {
          s.closeAllConnections();
          s.close(() => resolve());
        }),
    ),
  );
  servers = [];
});

const oembed = JSON.stringify({
  title: 'A title',
  author_name: 'A channel',
  type: 'video',
  version: '1.0',
});

describe('acquireVideo', () => {
  it('stops reading an endless watch page at the cap and analyses the oEmbed metadata', async () => {
    const origin = await serve((req, res) => {
      if (req.url?.startsWith('/oembed')) return res.end(oembed);
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (res.write(chunk)) {
          /* keep the buffer full */
        }
      };
      res.on('drain', pump);
      pump();
    });
    const outcome = await acquireVideo(ID, `https://youtu.be/${ID}`, {
      baseUrl: origin,
      oembedUrl: `${origin}/oembed`,
      timeoutMs: 10_000,
    });
    expect(outcome.kind).toBe('acquired');
    if (outcome.kind !== 'acquired') return;
    expect(outcome.hasTranscript).toBe(false);
    expect(outcome.acquired.title).toBe('A title');
    expect(outcome.acquired.notes.join(' ')).toMatch(/watch page was refused \(body over/);
  });

  it('does not follow a redirect away from the YouTube origin', async () => {
    let elsewhere = 0;
    const other = await serve((_req, res) => {
      elsewhere++;
      res.end('nope');
    });
    const origin = await serve((req, res) => {
      res.writeHead(302, { location: `${other}${req.url}` });
      res.end();
    });
    const outcome = await acquireVideo(ID, `https://youtu.be/${ID}`, {
      baseUrl: origin,
      oembedUrl: `${origin}/oembed`,
      timeoutMs: 5_000,
    });
    expect(outcome.kind).toBe('unreachable');
    expect(elsewhere).toBe(0);
  });

  it('notes a caption track that cannot be fetched and keeps the metadata', async () => {
    const player = {
      playabilityStatus: { status: 'OK' },
      videoDetails: { title: 'T', author: 'C', lengthSeconds: '61', shortDescription: 'Desc.' },
      captions: {
        playerCaptionsTracklistRenderer: {
          captionTracks: [
            {
              baseUrl: '/api/timedtext?v=x&lang=en',
              languageCode: 'en',
              name: { simpleText: 'English' },
            },
          ],
        },
      },
    };
    const origin = await serve((req, res) => {
      if (req.url?.startsWith('/oembed')) return res.end(oembed);
      if (req.url?.startsWith('/watch'))
        return res.end(`<script>var ytInitialPlayerResponse = ${JSON.stringify(player)};</script>`);
      res.writeHead(404).end();
    });
    const outcome = await acquireVideo(ID, `https://youtu.be/${ID}`, {
      baseUrl: origin,
      oembedUrl: `${origin}/oembed`,
      timeoutMs: 5_000,
    });
    expect(outcome.kind).toBe('acquired');
    if (outcome.kind !== 'acquired') return;
    expect(outcome.acquired.video).toMatchObject({
      durationSeconds: 61,
      description: 'Desc.',
      transcriptLength: 0,
      segments: [],
    });
    expect(outcome.acquired.text).toBe('A title\n\nDesc.');
    expect(outcome.acquired.notes.join(' ')).toMatch(/timedtext answered HTTP 404/);
  });
});
