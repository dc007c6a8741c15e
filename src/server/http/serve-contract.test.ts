import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, routeUrl } from '../../shared/contract';
import { errorHandler } from '../errors';
import { createLogger } from '../logger';
import { contractRouter, JsonText, serve, withStatus } from './serve-contract';

const echo = defineRoute({
  method: 'POST',
  path: '/api/echo/:id',
  body: z.object({ word: z.string() }),
  invalidBody: () => 'Send {"word": "..."}.',
  response: z.object({ id: z.string(), word: z.string() }),
});
const read = defineRoute({
  method: 'GET',
  path: '/api/echo/:id',
  query: z.object({ n: z.coerce.number().int().min(1) }),
  response: z.object({ n: z.number() }),
});
const forget = defineRoute({ method: 'DELETE', path: '/api/echo/:id', response: null });
const raw = defineRoute({ method: 'GET', path: '/api/raw', response: z.object({ a: z.number() }) });
const accepted = defineRoute({ method: 'POST', path: '/api/accept', response: z.object({}) });

let server: Server;
let base: string;
beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.use(
    contractRouter([
      serve(echo, ({ params, body }) => ({ id: params.id, word: body.word })),
      serve(read, ({ query }) => ({ n: query.n })),
      serve(forget, () => undefined),
      serve(raw, () => new JsonText('{"a":1}')),
      serve(accepted, () => withStatus(202, {})),
    ]),
  );
  app.use(errorHandler(createLogger('silent')));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (path: string, body: unknown) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('routes served from their contracts', () => {
  it('fills path parameters and checks the body', async () => {
    const ok = await post(routeUrl(echo, { id: 'a b' }), { word: 'hi' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ id: 'a b', word: 'hi' });
    const bad = await post(routeUrl(echo, { id: 'x' }), { word: 3 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Send {"word": "..."}.' });
  });

  it('parses the query, answers 204 without a body, sends JSON text and a chosen status', async () => {
    const got = await fetch(base + routeUrl(read, { id: 'x' }, { n: 3 }));
    expect(await got.json()).toEqual({ n: 3 });
    expect((await fetch(base + routeUrl(read, { id: 'x' }, { n: 0 }))).status).toBe(400);
    expect((await fetch(`${base}/api/echo/x`, { method: 'DELETE' })).status).toBe(204);
    const text = await fetch(`${base}/api/raw`);
    expect(text.headers.get('content-type')).toMatch(/json/);
    expect(await text.json()).toEqual({ a: 1 });
    expect((await post('/api/accept', {})).status).toBe(202);
  });

  it('answers another method with 405 naming the declared ones', async () => {
    const res = await fetch(`${base}/api/echo/x`, { method: 'PUT' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, GET, DELETE, HEAD');
  });

  it('builds URLs with encoded parameters and only the defined query values', () => {
    expect(routeUrl(echo, { id: 'a/b' })).toBe('/api/echo/a%2Fb');
    expect(routeUrl(read, { id: 'x' }, { n: 2, q: undefined })).toBe('/api/echo/x?n=2');
    expect(() => routeUrl(echo, {})).toThrow(/:id/);
  });
});
