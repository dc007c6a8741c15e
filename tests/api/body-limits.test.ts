/**
 * Bodies over the limits (1 MB of JSON, 10 MB of screenshot) get 413 JSON {message}, however the
 * client frames them: an honest Content-Length, one that lies, or chunked with no length at all.
 * An oversized upload is answered while the client is still sending, so the server never holds
 * (or waits for) the whole body.
 */
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MAX_IMAGE_BYTES, errorBodySchema } from '../../src/shared';
import { JSON_BODY_LIMIT_BYTES } from '../../src/server/errors';
import { MAX_STREAMED_UPLOAD_BYTES } from '../../src/server/kinds/screenshot';
import { IMAGE_ERRORS } from '../../src/server/kinds/screenshot/analyze-image';
import { startTestServer, type TestServer } from '../helpers/server';

const CHUNK_BYTES = 256 * 1024;
/** A pause between chunks, so the answer can overtake the upload as it would on a real line. */
const CHUNK_PAUSE_MS = 2;
const MB = 1024 * 1024;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

interface Streamed {
  /** 0 when the server closed the connection without an answer the client could read. */
  status: number;
  body: string;
  /** Body bytes the client had written when the response arrived. */
  writtenAtResponse: number;
  /** The client got to write the whole body. */
  finished: boolean;
}

/**
 * POSTs head + `fillBytes` bytes + tail, CHUNK_BYTES at a time as fast as the connection takes
 * them, with the given Content-Length (or chunked when null), and stops writing as soon as a
 * response arrives.
 */
interface StreamOptions {
  contentType: string;
  head: string;
  fillBytes: number;
  tail: string;
  contentLength: number | null;
  /** A client that lies about its length may be cut off before it can read an answer. */
  resetIsAnAnswer?: boolean;
}

function stream(path: string, options: StreamOptions): Promise<Streamed> {
  const headers: Record<string, string> = { 'content-type': options.contentType };
  if (options.contentLength !== null) headers['content-length'] = String(options.contentLength);
  return new Promise((resolve, reject) => {
    let written = 0;
    let responded = false;
    let finished = false;
    // Keep-alive, as browsers and fetch do: a "Connection: close" request is closed by Node as soon
    // as the answer is out, and the client may meet the reset before it reads the answer.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const req = request(server.url + path, { method: 'POST', headers, agent }, (res) => {
      responded = true;
      const writtenAtResponse = written;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        agent.destroy();
        resolve({ status: res.statusCode ?? 0, body, writtenAtResponse, finished });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (responded) return;
      agent.destroy();
      if (options.resetIsAnAnswer && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) {
        resolve({ status: 0, body: '', writtenAtResponse: written, finished });
      } else reject(error);
    });
    req.write(options.head);
    const chunk = Buffer.alloc(CHUNK_BYTES, 'a');
    const pump = () => {
      if (responded || req.destroyed) return;
      if (written >= options.fillBytes) {
        finished = true;
        req.end(options.tail);
        return;
      }
      const piece = chunk.subarray(0, Math.min(CHUNK_BYTES, options.fillBytes - written));
      written += piece.length;
      // Waiting for 'drain' keeps `written` close to what the server has really been sent.
      if (req.write(piece)) setTimeout(pump, CHUNK_PAUSE_MS);
      else req.once('drain', () => setTimeout(pump, CHUNK_PAUSE_MS));
    };
    pump();
  });
}

const BOUNDARY = 'factlens-test-boundary';
const upload = (
  fillBytes: number,
  contentLength: 'honest' | 'none' | number,
  resetIsAnAnswer = false,
) => {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`;
  const tail = `\r\n--${BOUNDARY}--\r\n`;
  const honest = head.length + fillBytes + tail.length;
  return stream('/api/analyze/image', {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    head,
    fillBytes,
    tail,
    contentLength:
      contentLength === 'honest' ? honest : contentLength === 'none' ? null : contentLength,
    resetIsAnAnswer,
  });
};

const json = (
  fillBytes: number,
  contentLength: 'honest' | 'none' | number,
  resetIsAnAnswer = false,
) => {
  const head = '{"content":"';
  const tail = '"}';
  return stream('/api/analyze/text', {
    contentType: 'application/json',
    head,
    fillBytes,
    tail,
    contentLength:
      contentLength === 'honest'
        ? head.length + fillBytes + tail.length
        : contentLength === 'none'
          ? null
          : contentLength,
    resetIsAnAnswer,
  });
};

function expectMessage(result: Streamed, status: number, message: string) {
  expect(result.status).toBe(status);
  expect(errorBodySchema.parse(JSON.parse(result.body))).toEqual({ message });
}

async function expectStillServing() {
  expect((await server.get('/api/meta')).status).toBe(200);
  expect((await server.get('/api/database-metrics')).json).toEqual({ totalAnalyses: '0' });
}

describe('JSON bodies over 1 MB', () => {
  it('get 413 with the limit at once when an honest Content-Length says so', async () => {
    const result = await json(2 * MB, 'honest');
    expectMessage(result, 413, ERRORS.bodyTooLarge(JSON_BODY_LIMIT_BYTES));
    expect(result.finished).toBe(false);
    await expectStillServing();
  });

  it('get 413 when sent chunked, with no length to go by', async () => {
    const result = await json(2 * MB, 'none');
    expectMessage(result, 413, ERRORS.bodyTooLarge(JSON_BODY_LIMIT_BYTES));
    await expectStillServing();
  });

  it('get 413 when the Content-Length claims more than the limit, whatever follows', async () => {
    // Declares 5 MB, sends 1 kB and waits: answered now, not after the request timeout.
    const result = await json(1_000, 5 * MB);
    expectMessage(result, 413, ERRORS.bodyTooLarge(JSON_BODY_LIMIT_BYTES));
    await expectStillServing();
  });

  it('are cut at the length declared when it claims less: only that much is read, and refused', async () => {
    // The first 100 bytes are broken JSON (400); the rest is no HTTP request, so the connection
    // is dropped, which may reach the lying client before the 400 does. When the parser meets
    // those bytes before the body's end is handed on, the body reads as cut short: still a 400,
    // saying the request could not be read. Which comes first is the network's timing.
    const result = await json(2 * MB, 100, true);
    if (result.status !== 0) {
      expect(result.status).toBe(400);
      expect([ERRORS.badJson, ERRORS.badRequest]).toContainEqual(
        errorBodySchema.parse(JSON.parse(result.body)).message,
      );
    }
    expect(result.finished).toBe(false);
    await expectStillServing();
  });
});

describe('screenshot uploads over 10 MB', () => {
  it('get 413 while the client is still sending, with an honest Content-Length', async () => {
    const size = MAX_IMAGE_BYTES + 8 * MB;
    expect(size).toBeLessThan(MAX_STREAMED_UPLOAD_BYTES); // streamed, not refused from its length alone
    const result = await upload(size, 'honest');
    expectMessage(result, 413, IMAGE_ERRORS.too_large);
    // Answered around the 10 MB mark, not after the whole body.
    expect(result.finished).toBe(false);
    expect(result.writtenAtResponse).toBeLessThan(size);
    await expectStillServing();
  });

  it('get 413 while the client is still sending, when chunked with no length', async () => {
    const result = await upload(40 * MB, 'none');
    expectMessage(result, 413, IMAGE_ERRORS.too_large);
    expect(result.finished).toBe(false);
    expect(result.writtenAtResponse).toBeLessThan(MAX_STREAMED_UPLOAD_BYTES);
    await expectStillServing();
  });

  it('get 413 at once when the Content-Length says it is far too big', async () => {
    const result = await upload(40 * MB, 'honest');
    expectMessage(result, 413, IMAGE_ERRORS.too_large);
    expect(result.writtenAtResponse).toBeLessThan(MAX_IMAGE_BYTES);
    await expectStillServing();
  });

  it('do not fool the size check by claiming a small Content-Length', async () => {
    // Only the declared bytes are read: a form cut short, refused as unreadable, never stored.
    // Which 400 comes first is a race: the route's (the form ended early) or Node's parser's
    // (the bytes past the declared length are no valid next request; client-errors.ts).
    const result = await upload(12 * MB, 1_000, true);
    if (result.status !== 0) {
      expect(result.status).toBe(400);
      expect(errorBodySchema.parse(JSON.parse(result.body)).message).toMatch(
        /multipart\/form-data|could not be read/,
      );
    }
    expect(result.finished).toBe(false);
    await expectStillServing();
  });
});
