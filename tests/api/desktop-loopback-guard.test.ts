/**
 * `HUB_URL=… npm start`: desktop mode outside Electron still refuses requests addressed to another
 * host name (DNS rebinding) and requests from another site's pages (cross-site form posts), with
 * a 403 JSON message; the server's own address and pages are served.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared';
import { LOOPBACK_MESSAGES } from '../../src/server/security/loopback-guard';
import { startTestServer, type TestServer } from '../helpers/server';

interface RawResponse {
  status: number;
  body: string;
}

/** A request with the Host and Origin headers a rebinding or cross-site page would send. */
function send(
  server: TestServer,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<RawResponse> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path, method, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('desktop mode started without Electron (HUB_URL set)', () => {
  let server: TestServer;
  let own: string;
  beforeAll(async () => {
    // A hub nobody listens on: the guard is what is tested, not publishing.
    server = await startTestServer({ env: { HUB_URL: 'http://127.0.0.1:9' } });
    own = new URL(server.url).host;
  });
  afterAll(() => server.close());

  it('serves its own loopback address, by number or by name', async () => {
    expect((await send(server, '/api/my-analyses', { host: own })).status).toBe(200);
    expect(
      (await send(server, '/api/my-analyses', { host: own.replace('127.0.0.1', 'localhost') }))
        .status,
    ).toBe(200);
    expect((await send(server, '/api/meta', { host: own, origin: `http://${own}` })).status).toBe(
      200,
    );
  });

  it('refuses a DNS-rebinding request addressed to another host name with 403 JSON', async () => {
    const port = new URL(server.url).port;
    for (const host of [`evil.example:${port}`, 'evil.example', `127.0.0.1:${Number(port) + 1}`]) {
      const response = await send(server, '/api/my-analyses', { host });
      expect(response.status, host).toBe(403);
      expect(errorBodySchema.parse(JSON.parse(response.body))).toEqual({
        message: LOOPBACK_MESSAGES.foreignHost,
      });
    }
  });

  it('refuses a cross-site form post that would publish an analysis with 403 JSON', async () => {
    const response = await send(
      server,
      '/api/analysis/abc/publish',
      {
        host: own,
        origin: 'http://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      'POST',
      'x=1',
    );
    expect(response.status).toBe(403);
    expect(errorBodySchema.parse(JSON.parse(response.body))).toEqual({
      message: LOOPBACK_MESSAGES.foreignOrigin,
    });
    expect((await send(server, '/api/my-analyses', { host: own, origin: 'null' })).status).toBe(
      403,
    );
  });
});
