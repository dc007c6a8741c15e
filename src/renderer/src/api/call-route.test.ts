/**
 * Calls made from a route's contract: the URL from its path and parameters, the React Query key
 * equal to that URL, and the answer parsed with the contract's response schema. Requests go to a
 * real server on 127.0.0.1.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../../../shared/contract';
import { analysisCriteriaRoute } from '../../../shared/contracts';
import { callUrl, routeQuery } from './call-route';
import { CLIENT_ERRORS } from './client';

const counter = defineRoute({
  method: 'GET',
  path: '/api/counter/:name',
  query: z.object({ step: z.number().optional() }),
  response: z.object({ count: z.number().int() }),
});

let server: Server;
let base = '';
const answers = new Map<string, string>();

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(answers.get(req.url ?? '') ?? '{"message":"Not here."}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('routeQuery', () => {
  it('keys a query by the URL of the call', () => {
    expect(routeQuery(analysisCriteriaRoute, { params: { type: 'article' } }).queryKey).toEqual([
      '/api/analysis-criteria/article',
    ]);
    const call = { params: { name: 'a b' }, query: { step: 2 } };
    expect(routeQuery(counter, call).queryKey).toEqual([callUrl(counter, call)]);
    expect(callUrl(counter, call)).toBe('/api/counter/a%20b?step=2');
  });

  it("reads the key's URL and parses the answer with the contract's schema", async () => {
    const { queryKey, queryFn } = routeQuery(counter, { params: { name: 'n' } });
    answers.set('/api/counter/n', '{"count":3,"extra":true}');
    answers.set('/api/counter/wrong', '{"count":"three"}');
    const context = (url: string) =>
      ({ queryKey: [url] }) as unknown as Parameters<typeof queryFn>[0];
    expect(await queryFn(context(base + queryKey[0]))).toEqual({ count: 3 });
    await expect(queryFn(context(`${base}/api/counter/wrong`))).rejects.toThrow(
      CLIENT_ERRORS.unexpected,
    );
  });
});
