/**
 * Property-based fuzzing of POST /api/analyze/image over HTTP against a real server: hand-built
 * multipart bodies with random bytes (bare or behind a real image signature), wrong and repeated
 * field names, missing or wrong boundaries, huge and odd file names, truncated bodies, odd
 * content types, and bodies cut off mid-upload on a raw socket. The answer is always below 500
 * and JSON, a refusal stores nothing, and the server keeps serving.
 */
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, imageAnalyzeResponseSchema } from '../../src/shared';
import {
  contentTypeArb,
  expectApiAnswer,
  expectStillServing,
  fuzzRuns,
  oddString,
  rawRequest,
  takeSnapshot,
  type StoreSnapshot,
  startFuzzServer,
} from '../helpers/fuzz';
import type { ApiResponse, TestServer } from '../helpers/server';

/** Runs per property; uploads are small, so each property takes a few seconds. */
const NUM_RUNS = fuzzRuns(100);
const PATH = '/api/analyze/image';

let server: TestServer;
let knownId: string;
let snapshot: StoreSnapshot;

beforeAll(async () => {
  ({ server, knownId, snapshot } = await startFuzzServer());
});
afterAll(() => server.close());

const errorMessage = (response: ApiResponse) => errorBodySchema.parse(response.json).message;

async function checkAnswer(response: ApiResponse, what: string): Promise<void> {
  expectApiAnswer(response, what);
  if (response.status >= 400) {
    expect(
      await takeSnapshot(server, knownId),
      `${what}: a refused upload changed stored data`,
    ).toEqual(snapshot);
    return;
  }
  imageAnalyzeResponseSchema.parse(response.json);
  snapshot = await takeSnapshot(server, knownId);
}

/** Signatures of the accepted types (and one that is not), so some junk gets past the sniffer. */
const SIGNATURES: Uint8Array[] = [
  Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  Uint8Array.of(0xff, 0xd8, 0xff, 0xe0),
  new TextEncoder().encode('GIF89a'),
  new TextEncoder().encode('RIFF\x00\x00\x00\x00WEBPVP8 '),
  new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'),
  new Uint8Array(0),
];

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
};

const fileBytesArb = fc.oneof(
  fc.uint8Array({ maxLength: 2000 }),
  fc
    .tuple(fc.constantFrom(...SIGNATURES), fc.uint8Array({ maxLength: 600 }))
    .map(([sig, rest]) => concat(sig, rest)),
  // A GIF header claiming tiny or enormous dimensions over a junk body.
  fc
    .tuple(
      fc.integer({ min: 0, max: 65535 }),
      fc.integer({ min: 0, max: 65535 }),
      fc.uint8Array({ maxLength: 200 }),
    )
    .map(([w, h, rest]) =>
      concat(
        new TextEncoder().encode('GIF89a'),
        Uint8Array.of(w & 255, w >> 8, h & 255, h >> 8),
        rest,
      ),
    ),
);

/** File names as devices and attackers send them, written plainly or RFC 5987-encoded. */
const fileNameArb = fc.oneof(
  oddString(40),
  fc.constantFrom(
    '../../../etc/passwd',
    '..\\..\\win.ini',
    'a\u0000.png',
    '\u202egnp.exe',
    'x'.repeat(5000),
    '',
    ' ',
    '.png',
    'C:\\a.png',
  ),
);

const dispositionArb = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.constant('image') },
      { weight: 1, arbitrary: oddString(10) },
    ),
    fileNameArb,
    fc.constantFrom('plain', 'encoded', 'none'),
  )
  .map(([field, name, how]) => {
    const safeField = field.replace(/[\r\n"]/g, '');
    // Header bytes are sent as latin1, so the plain form keeps only code units below 256.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of Latin-1, written by its ends.
    const plain = name.replace(/[\r\n"]/g, '').replace(/[^\u0000-\u00ff]/g, '?');
    if (how === 'none') return `form-data; name="${safeField}"`;
    if (how === 'plain') return `form-data; name="${safeField}"; filename="${plain}"`;
    return `form-data; name="${safeField}"; filename*=UTF-8''${encodeURIComponent(name.replace(/[\ud800-\udfff]/g, ''))}`;
  });

const partArb = fc.record({
  disposition: dispositionArb,
  type: fc.constantFrom(
    'image/png',
    'image/jpeg',
    'application/octet-stream',
    'text/plain',
    '',
    'image/svg+xml',
  ),
  bytes: fileBytesArb,
});

const latin1 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0) & 255);

function multipart(
  boundary: string,
  parts: Array<{ disposition: string; type: string; bytes: Uint8Array }>,
  close: boolean,
): Uint8Array {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const type = part.type ? `Content-Type: ${part.type}\r\n` : '';
    chunks.push(
      latin1(`--${boundary}\r\nContent-Disposition: ${part.disposition}\r\n${type}\r\n`),
      part.bytes,
      latin1('\r\n'),
    );
  }
  if (close) chunks.push(latin1(`--${boundary}--\r\n`));
  return concat(...chunks);
}

const uploadArb = fc.record({
  boundary: fc.constantFrom('----factlens', 'x', 'a'.repeat(70), '----factlens-other'),
  headerBoundary: fc.constantFrom('same', 'missing', 'other', 'quoted', 'empty'),
  parts: fc.array(partArb, { minLength: 0, maxLength: 4 }),
  close: fc.boolean(),
  cutAt: fc.option(fc.nat(), { nil: undefined }),
});

function contentTypeFor(boundary: string, how: string): string {
  if (how === 'missing') return 'multipart/form-data';
  if (how === 'other') return 'multipart/form-data; boundary=not-the-one';
  if (how === 'quoted') return `multipart/form-data; boundary="${boundary}"`;
  if (how === 'empty') return 'multipart/form-data; boundary=';
  return `multipart/form-data; boundary=${boundary}`;
}

/**
 * Sends a request whose Content-Length promises more than is sent, then half-closes the socket:
 * the upload the server sees was cut off mid-way. Resolves with the raw answer (maybe empty).
 */
function sendCutOff(
  url: string,
  headers: string,
  sent: Uint8Array,
  declared: number,
): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.setTimeout(5000, () => socket.destroy());
    socket.write(
      `POST ${PATH} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${headers}Content-Length: ${declared}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(sent);
    socket.end();
  });
}

describe('fuzzing POST /api/analyze/image', () => {
  it('answers any multipart upload below 500, with JSON, changing nothing when it refuses', async () => {
    await fc.assert(
      fc.asyncProperty(uploadArb, async ({ boundary, headerBoundary, parts, close, cutAt }) => {
        let body = multipart(boundary, parts, close);
        if (cutAt !== undefined) body = body.slice(0, cutAt % (body.byteLength + 1));
        const contentType = contentTypeFor(boundary, headerBoundary);
        const response = await rawRequest(server, 'POST', PATH, body, contentType);
        await checkAnswer(
          response,
          `image ${contentType} parts=${parts.length} bytes=${body.byteLength}`,
        );
      }),
      { numRuns: NUM_RUNS },
    );
    await expectStillServing(server);
  });

  it('refuses an upload whose body ends mid-file with a 400, without crashing the server', async () => {
    // Found by the property above: busboy errored the unread file stream and the process died.
    const full = multipart(
      'cut',
      [
        {
          disposition: 'form-data; name="image"; filename="a.png"',
          type: 'image/png',
          bytes: new Uint8Array(4000).fill(7),
        },
      ],
      true,
    );
    const response = await rawRequest(
      server,
      'POST',
      PATH,
      full.slice(0, 2000),
      'multipart/form-data; boundary=cut',
    );
    expect(response.status).toBe(400);
    expect(errorMessage(response)).toMatch(/multipart\/form-data/);
    await expectStillServing(server);
  });

  it('answers any body under any content type below 500, with JSON', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 3000 }),
        contentTypeArb,
        async (body, contentType) => {
          const response = await rawRequest(server, 'POST', PATH, body, contentType);
          await checkAnswer(response, `image raw ${contentType} bytes=${body.byteLength}`);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('survives uploads cut off mid-body: any answer is below 500 and JSON, and it keeps serving', async () => {
    await fc.assert(
      fc.asyncProperty(
        partArb,
        fc.nat(),
        fc.integer({ min: 1, max: 100_000 }),
        async (part, cut, missing) => {
          const body = multipart('cut', [part], true);
          const sent = body.slice(0, cut % (body.byteLength + 1));
          const answer = await sendCutOff(
            server.url,
            'Content-Type: multipart/form-data; boundary=cut\r\n',
            sent,
            sent.byteLength + missing,
          );
          const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
          if (status) {
            expect(Number(status), answer.slice(0, 300)).toBeLessThan(500);
            // Answered by Express or, when Node's parser gives up first, by answerClientError:
            // JSON {message} either way.
            const [head = '', ...rest] = answer.split('\r\n\r\n');
            expect(head, answer.slice(0, 300)).toMatch(/content-type: application\/json/i);
            expect(
              errorBodySchema.safeParse(JSON.parse(rest.join('\r\n\r\n'))).success,
              answer.slice(0, 300),
            ).toBe(true);
          }
          expect(await takeSnapshot(server, knownId)).toEqual(snapshot);
        },
      ),
      { numRuns: fuzzRuns(40) },
    );
    await expectStillServing(server);
  });
});
