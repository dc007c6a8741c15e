/**
 * HTTP helpers for the server benches: one keep-alive connection for sequential latency (what one
 * browser tab costs the server, with as little client overhead as node:http allows) and
 * autocannon runs with a fixed duration and connection count for throughput.
 */
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';

export interface Reply {
  status: number;
  body: string;
}

export function createClient() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  function send(method: 'GET' | 'POST', url: string, body?: string): Promise<Reply> {
    return new Promise((done, fail) => {
      const req = request(
        url,
        {
          method,
          agent,
          headers:
            body === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', fail);
        },
      );
      req.on('error', fail);
      req.end(body);
    });
  }
  return {
    get: (url: string) => send('GET', url),
    postJson: (url: string, value: unknown) => send('POST', url, JSON.stringify(value)),
    close: () => agent.destroy(),
  };
}

/** GET that must answer 200, or the bench stops with what the server said. */
export async function expectOk(reply: Promise<Reply>, what: string): Promise<Reply> {
  const r = await reply;
  if (r.status !== 200) throw new Error(`${what} answered ${r.status}: ${r.body.slice(0, 200)}`);
  return r;
}

export interface Throughput {
  /** 2xx responses per second over the run. */
  perSecond: number;
  non2xx: number;
  errors: number;
  ok: number;
  p50Ms: number;
  /** 2xx responses per second of the server's CPU time (NaN without a CPU reading). */
  perCpuSecond: number;
}

/** One autocannon run; `cpuMs` reads the server's CPU time before and after it. */
export async function throughput(
  options: autocannon.Options,
  cpuMs: () => number = () => Number.NaN,
): Promise<Throughput> {
  const cpuBefore = cpuMs();
  const result = await autocannon(options);
  const cpuSeconds = (cpuMs() - cpuBefore) / 1000;
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  const ok = result['2xx'];
  return {
    perSecond: ok / seconds,
    non2xx: result.non2xx,
    errors: result.errors,
    ok,
    p50Ms: result.latency.p50,
    perCpuSecond: ok / cpuSeconds,
  };
}
