/**
 * An uploaded image's file name is masked on the request thread before anything else is read (a
 * name may hold an e-mail address). A name with a letter from outside the Basic Multilingual
 * Plane before a spelled-out "at" ("𨋢仔 at shop.example.png") once sent the e-mail masker round
 * the same place for ever, and with it the whole server: no request was answered again. Through
 * the real interface, against the built server in its own process, so a server that stops
 * answering fails the test (and is killed) instead of stopping the test runner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared';
import { makeTempDir } from '../helpers/server';
import {
  buildServer,
  killLeftoverServers,
  spawnServer,
  type BuiltServer,
  type SpawnedServer,
} from '../helpers/spawned-server';

/** Far above a loaded machine's answer to a refused upload or a feed read (milliseconds). */
const ANSWER_WITHIN_MS = 60_000;

let built: BuiltServer;
let server: SpawnedServer;

beforeAll(async () => {
  built = await buildServer();
  server = await spawnServer({ entry: built.entry, dataDir: await makeTempDir() });
});
afterAll(async () => {
  await killLeftoverServers();
  await built?.remove();
});

/**
 * A multipart upload whose file name is given as RFC 5987 UTF-8 (`filename*=`), as busboy reads
 * it; the bytes are not an image, so the upload is refused by them after the name is masked.
 */
function upload(name: string): Promise<Response> {
  const boundary = 'factlens-file-name-boundary';
  const body =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="image"; filename*=UTF-8''${encodeURIComponent(name)}\r\n` +
    'Content-Type: image/png\r\n\r\nplain words\r\n' +
    `--${boundary}--\r\n`;
  return fetch(`${server.url}/api/analyze/image`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
}

describe('an upload whose file name holds letters from outside the Basic Multilingual Plane', () => {
  it('is answered with a sentence, and the server keeps answering', async () => {
    for (const name of ['𨋢仔 at shop.example.png', '𐌰lf at desk.example.png']) {
      const response = await upload(name);
      expect(response.status, name).toBe(415);
      expect(errorBodySchema.parse(await response.json()).message).toMatch(
        /JPEG, PNG, GIF or WebP/,
      );
    }
    const feed = await fetch(`${server.url}/api/public-feed`, {
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
    expect(feed.status).toBe(200);
  });
});
