/**
 * A small HTTP front on 127.0.0.1 between a desktop server and its hub: it logs every request it
 * gets (method, path, body) and, depending on its mode, forwards it to the hub, refuses the
 * connection, or answers a given status. Tests point HUB_URL at it to see exactly what a desktop
 * sends, and to make the hub look down, failing or throttled.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface LoggedRequest {
  method: string;
  path: string;
  body: string;
  at: number;
}

export type FrontMode =
  | { kind: 'forward'; delayMs?: number }
  /** The connection is cut before any answer (as if nothing listened). */
  | { kind: 'refuse' }
  /** Forward to the hub (it does the work) but answer the client this status instead: a lost answer. */
  | { kind: 'forward-and-lose'; status: number }
  /** Answer this status with a JSON {message}, optionally with headers. */
  | { kind: 'status'; status: number; message: string; headers?: Record<string, string> };

export interface HubFront {
  url: string;
  port: number;
  log: LoggedRequest[];
  /** Requests to POST /api/publish so far. */
  publishes(): LoggedRequest[];
  /** The mode for paths matching `path` (all paths when omitted); later rules win. */
  setMode(mode: FrontMode, path?: string): void;
  /** Where forwarded requests go. */
  setTarget(url: string): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startHubFront(target: string | null): Promise<HubFront> {
  const log: LoggedRequest[] = [];
  let targetUrl = target;
  let rules: Array<{ path: string | null; mode: FrontMode }> = [
    { path: null, mode: { kind: 'forward' } },
  ];
  const sockets = new Set<Socket>();

  function modeFor(path: string): FrontMode {
    for (let i = rules.length - 1; i >= 0; i--) {
      const rule = rules[i]!;
      if (rule.path === null || path.startsWith(rule.path)) return rule.mode;
    }
    return { kind: 'forward' };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const path = req.url ?? '/';
    log.push({ method: req.method ?? 'GET', path, body: body.toString('utf8'), at: Date.now() });
    const mode = modeFor(path);
    if (mode.kind === 'refuse' || (mode.kind === 'forward' && !targetUrl)) {
      req.socket.destroy();
      return;
    }
    if (mode.kind === 'status') {
      res.writeHead(mode.status, { 'content-type': 'application/json', ...mode.headers });
      res.end(JSON.stringify({ message: mode.message }));
      return;
    }
    if (mode.kind === 'forward' && mode.delayMs)
      await new Promise((resolve) => setTimeout(resolve, mode.delayMs));
    const to = new URL(path, targetUrl!);
    const headers = { ...req.headers, host: to.host };
    const upstream = httpRequest(to, { method: req.method, headers, agent: false }, (answer) => {
      if (mode.kind === 'forward-and-lose') {
        answer.resume();
        answer.on('end', () => {
          res.writeHead(mode.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: 'The answer was lost on the way.' }));
        });
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => req.socket.destroy());
    upstream.end(body);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => req.socket.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    log,
    publishes: () =>
      log.filter((entry) => entry.method === 'POST' && entry.path === '/api/publish'),
    setMode(mode, path) {
      rules = path === undefined ? [{ path: null, mode }] : [...rules, { path, mode }];
    },
    setTarget(url) {
      targetUrl = url;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback port that nothing listens on right now (for a hub started later on it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
