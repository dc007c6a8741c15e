/**
 * Raw HTTP for the fuzz tests that go below fetch: bytes written to a fresh socket, and the
 * answers read back from the reply (several when pipelined). Split from fuzz.ts, which
 * re-exports them.
 */
import { connect } from 'node:net';

/**
 * Writes raw bytes to the server on a fresh connection, half-closes it and collects whatever comes
 * back (maybe nothing) until the server closes or `timeoutMs` passes.
 */
export function sendRaw(
  url: string,
  bytes: Uint8Array | string,
  timeoutMs = 3000,
): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.end(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes);
  });
}

/** Status and parsed JSON body of each HTTP answer in a raw reply (several when pipelined). */
export function parseRawAnswers(
  raw: string,
): Array<{ status: number; head: string; body: string }> {
  const answers: Array<{ status: number; head: string; body: string }> = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const head = rest.slice(0, end);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 'NaN');
    const chunked = /\r\ntransfer-encoding: *chunked/i.test(head);
    let body = '';
    let next = end + 4;
    if (rest.startsWith('HTTP/1.1 1')) {
      // An interim answer (100 Continue) has no body; the real one follows.
    } else if (Number.isFinite(length)) {
      body = rest.slice(next, next + length);
      next += length;
    } else if (chunked) {
      // Our answers are small: read chunks until the zero-size one.
      for (;;) {
        const lineEnd = rest.indexOf('\r\n', next);
        const size = parseInt(rest.slice(next, lineEnd), 16);
        if (!(size > 0)) {
          next = rest.indexOf('\r\n\r\n', lineEnd) + 4;
          break;
        }
        body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
        next = lineEnd + 2 + size + 2;
      }
    } else {
      body = rest.slice(next);
      next = rest.length;
    }
    answers.push({ status: Number(head.slice(9, 12)), head, body });
    rest = rest.slice(next);
  }
  return answers;
}
