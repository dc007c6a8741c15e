/**
 * "413 always arrives": a client that sends "Connection: close" and writes its whole body before
 * reading (Python's urllib, many scripts) reads the 413 JSON answer for an oversized screenshot or
 * JSON body, instead of meeting a reset connection. A raw TCP client, so nothing is hidden by an
 * HTTP library's retries.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MAX_IMAGE_BYTES, errorBodySchema } from '../../src/shared';
import { JSON_BODY_LIMIT_BYTES } from '../../src/server/errors';
import { IMAGE_ERRORS } from '../../src/server/kinds/screenshot/analyze-image';
import { startTestServer, type TestServer } from '../helpers/server';

const MB = 1024 * 1024;
const BOUNDARY = 'factlens-close-boundary';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

interface Answer {
  status: number;
  body: string;
  /** Whether every byte of the body was written before the answer was read. */
  wroteAll: boolean;
}

/** Writes headers and the whole body, and only then reads what the server answered. */
function sendWholeThenRead(
  path: string,
  contentType: string,
  body: Buffer,
  chunked = false,
): Promise<Answer> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    let wroteAll = false;
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (error) => reject(error));
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4), wroteAll });
    });
    const framing = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`;
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\nContent-Type: ${contentType}\r\n${framing}\r\n\r\n`,
    );
    const payload = chunked
      ? Buffer.concat([
          Buffer.from(`${body.length.toString(16)}\r\n`),
          body,
          Buffer.from('\r\n0\r\n\r\n'),
        ])
      : body;
    socket.write(payload, () => {
      wroteAll = true;
    });
  });
}

function multipart(fillBytes: number): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`;
  return Buffer.concat([
    Buffer.from(head),
    Buffer.alloc(fillBytes, 'a'),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function jsonOf(fillBytes: number): Buffer {
  return Buffer.concat([
    Buffer.from('{"content":"'),
    Buffer.alloc(fillBytes, 'a'),
    Buffer.from('"}'),
  ]);
}

describe('a refusal reaches a client that sends Connection: close and its whole body first', () => {
  it.each([20, 25])('a %i MB screenshot upload gets its 413', async (mb) => {
    expect(mb * MB).toBeGreaterThan(MAX_IMAGE_BYTES);
    const answer = await sendWholeThenRead(
      '/api/analyze/image',
      `multipart/form-data; boundary=${BOUNDARY}`,
      multipart(mb * MB),
    );
    expect(answer.wroteAll).toBe(true);
    expect(answer.status).toBe(413);
    expect(errorBodySchema.parse(JSON.parse(answer.body))).toEqual({
      message: IMAGE_ERRORS.too_large,
    });
  });

  it.each([
    ['with a Content-Length', false],
    ['chunked', true],
  ])('a 5 MB JSON body %s gets its 413', async (_framing, chunked) => {
    const answer = await sendWholeThenRead(
      '/api/analyze/text',
      'application/json',
      jsonOf(5 * MB),
      chunked,
    );
    expect(answer.wroteAll).toBe(true);
    expect(answer.status).toBe(413);
    expect(errorBodySchema.parse(JSON.parse(answer.body))).toEqual({
      message: ERRORS.bodyTooLarge(JSON_BODY_LIMIT_BYTES),
    });
  });

  it('keeps serving afterwards, with nothing stored', async () => {
    expect((await server.get('/api/database-metrics')).json).toEqual({ totalAnalyses: '0' });
  });
});
