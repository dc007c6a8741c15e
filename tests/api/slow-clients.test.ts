/**
 * Slow clients cannot hold the server's sockets: a client that never finishes its headers
 * (slowloris), one that trickles its body, and an idle keep-alive connection are each cut off
 * after their timeout, while everyone else keeps being served. Short timeouts come from the
 * environment (HTTP_*_TIMEOUT_MS), as an operator would set them.
 */
import { createServer } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import {
  DEFAULT_HTTP_HEADERS_TIMEOUT_MS,
  DEFAULT_HTTP_KEEP_ALIVE_TIMEOUT_MS,
  DEFAULT_HTTP_REQUEST_TIMEOUT_MS,
  applyHttpTimeouts,
  timeoutCheckIntervalMs,
} from '../../src/server/http-timeouts';
import { startTestServer, type TestServer } from '../helpers/server';

const HEADERS_TIMEOUT_MS = 400;
const REQUEST_TIMEOUT_MS = 1_000;
const KEEP_ALIVE_TIMEOUT_MS = 300;
/**
 * How long a test waits for the server to act: a safety net, never a speed check (a loaded
 * machine may take seconds to get round to it). That the configured timeouts are the ones in force
 * is checked on the values themselves ('timeout settings' below, the Keep-Alive header); below
 * Node's own headers and request timeouts (60 s, 300 s), so a slowloris still fails without ours.
 */
const GIVE_UP_MS = 45_000;
const TRICKLE_EVERY_MS = 50;

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
    },
  });
  port = Number(new URL(server.url).port);
});
afterAll(() => server?.close());

interface RawClient {
  socket: Socket;
  /** Everything the server sent. */
  received: () => string;
  /** Resolves when the server closes the connection, or with 'still open' after GIVE_UP_MS. */
  closed: Promise<'closed' | 'still open'>;
  /** Writes `piece` every TRICKLE_EVERY_MS until the connection closes. */
  trickle(piece: string): void;
}

async function openRaw(first: string, url?: string): Promise<RawClient> {
  const socket = connect(url ? Number(new URL(url).port) : port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  const closed = new Promise<'closed' | 'still open'>((resolve) => {
    const giveUp = setTimeout(() => resolve('still open'), GIVE_UP_MS);
    socket.once('close', () => {
      clearTimeout(giveUp);
      clearInterval(timer);
      resolve('closed');
    });
  });
  socket.write(first);
  return {
    socket,
    received: () => received,
    closed,
    trickle(piece) {
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(piece);
      }, TRICKLE_EVERY_MS);
    },
  };
}

describe('slow clients', () => {
  it('cuts off clients that never finish their headers, while serving everyone else', async () => {
    const slowloris = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const client = await openRaw(`GET /api/meta HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
        client.trickle(`X-Slow-${i}: still typing\r\n`);
        return client;
      }),
    );
    try {
      // While they trickle, ordinary requests are answered as usual.
      for (let i = 0; i < 5; i += 1) {
        const response = await server.get('/api/meta');
        expect(response.status).toBe(200);
      }
      const analyzed = await server.postJson('/api/analyze/text', {
        content: 'The council approved the new budget on Tuesday, the mayor said.',
      });
      expect(analyzed.status).toBe(200);

      const outcomes = await Promise.all(slowloris.map((client) => client.closed));
      expect(outcomes).toEqual(slowloris.map(() => 'closed'));
      // Node answers 408 Request Timeout before closing; never a page of ours.
      for (const client of slowloris)
        expect(client.received()).toMatch(/^(HTTP\/1\.1 408 Request Timeout\r\n|$)/);
      expect((await server.get('/api/meta')).status).toBe(200);
    } finally {
      for (const client of slowloris) client.socket.destroy();
    }
  });

  it('cuts off a client that trickles its body past the request timeout', async () => {
    const body = JSON.stringify({ content: 'x'.repeat(2_000) });
    const client = await openRaw(
      `POST /api/analyze/text HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n{"content":"`,
    );
    client.trickle('x');
    try {
      expect(await client.closed).toBe('closed');
      expect(client.received()).toMatch(/^(HTTP\/1\.1 408 Request Timeout\r\n|$)/);
      expect((await server.get('/api/database-metrics')).json).toEqual({
        totalAnalyses: expect.any(String),
      });
    } finally {
      client.socket.destroy();
    }
  });

  it('closes a keep-alive connection left idle, after answering on it', async () => {
    const client = await openRaw(
      `GET /api/meta HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`,
    );
    try {
      expect(await client.closed).toBe('closed');
      expect(client.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(client.received()).toMatch(
        new RegExp(`\r\nKeep-Alive: timeout=${Math.floor(KEEP_ALIVE_TIMEOUT_MS / 1000)}`, 'i'),
      );
    } finally {
      client.socket.destroy();
    }
  });

  it('keeps a client that sends its request at an ordinary pace', async () => {
    // Header lines a little apart (longer than the short timeouts above), well within this
    // server's headers timeout, however slow the machine: answered normally.
    const unhurried = await startTestServer({
      env: { HTTP_HEADERS_TIMEOUT_MS: '120000', HTTP_REQUEST_TIMEOUT_MS: '120000' },
    });
    const client = await openRaw(`GET /api/meta HTTP/1.1\r\n`, unhurried.url);
    try {
      await new Promise((resolve) => setTimeout(resolve, HEADERS_TIMEOUT_MS * 2));
      client.socket.write(`Host: ${new URL(unhurried.url).host}\r\n`);
      await new Promise((resolve) => setTimeout(resolve, HEADERS_TIMEOUT_MS * 2));
      client.socket.write('Connection: close\r\n\r\n');
      expect(await client.closed).toBe('closed');
      expect(client.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    } finally {
      client.socket.destroy();
      await unhurried.close();
    }
  });
});

describe('timeout settings', () => {
  it('defaults to bounds well below Node’s own, and applies them to the server', () => {
    expect(loadConfig({}).httpTimeouts).toEqual({
      headersMs: DEFAULT_HTTP_HEADERS_TIMEOUT_MS,
      requestMs: DEFAULT_HTTP_REQUEST_TIMEOUT_MS,
      keepAliveMs: DEFAULT_HTTP_KEEP_ALIVE_TIMEOUT_MS,
    });
    const plain = createServer();
    applyHttpTimeouts(plain, loadConfig({}).httpTimeouts);
    expect(plain.headersTimeout).toBe(DEFAULT_HTTP_HEADERS_TIMEOUT_MS);
    expect(plain.requestTimeout).toBe(DEFAULT_HTTP_REQUEST_TIMEOUT_MS);
    expect(plain.keepAliveTimeout).toBe(DEFAULT_HTTP_KEEP_ALIVE_TIMEOUT_MS);
    expect(plain.headersTimeout).toBeLessThan(createServer().headersTimeout);
    expect(plain.requestTimeout).toBeLessThan(createServer().requestTimeout);
    // Expired connections are looked for often enough for the timeouts to mean what they say.
    expect(timeoutCheckIntervalMs({ headersMs: 400, requestMs: 1_000, keepAliveMs: 300 })).toBe(
      100,
    );
    expect(timeoutCheckIntervalMs(loadConfig({}).httpTimeouts)).toBe(2_000);
  });

  it('refuses settings that cannot work, saying why', () => {
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '0' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS="0" must be between 50 and 600000/,
    );
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: 'soon' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '1000' }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_MS=5000 must not be longer than HTTP_REQUEST_TIMEOUT_MS=1000/);
  });
});
