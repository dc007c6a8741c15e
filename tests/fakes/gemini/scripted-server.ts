/**
 * A tiny HTTP server on 127.0.0.1 whose answers a test scripts one request at a time (a queue,
 * then a default), and which records every request it got. The Gemini and OpenAI fakes build on
 * it; each speaks its own protocol on top.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body (undefined when it was not JSON). */
  body: unknown;
}

export type Responder = (req: RecordedRequest, res: ServerResponse) => void;

export interface ScriptedServer {
  url: string;
  requests: RecordedRequest[];
  /** Answers for the next requests, in order; afterwards the default answers. */
  queue(...responders: Responder[]): void;
  setDefault(responder: Responder): void;
  close(): Promise<void>;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

/** Never answers: the connection stays open until the client gives up or the server closes. */
export const hang: Responder = () => {};

/** Checks a request as the real service would; answers and returns false when it would refuse it. */
export type Gatekeeper = (req: RecordedRequest, res: ServerResponse) => boolean;

export async function startScriptedServer(
  gate: Gatekeeper,
  initial: Responder,
): Promise<ScriptedServer> {
  const requests: RecordedRequest[] = [];
  const pending: Responder[] = [];
  let fallback = initial;
  const sockets = new Set<Socket>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      // The gate answers (and returns false) for requests the real service would refuse.
      if (!gate(recorded, res)) return;
      (pending.shift() ?? fallback)(recorded, res);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    queue: (...rs) => pending.push(...rs),
    setDefault: (r) => {
      fallback = r;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
