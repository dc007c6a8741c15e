/**
 * Calls an /api route from its contract (src/shared/contract.ts), the same one the server mounts:
 * the URL is built from the contract's path with its parameters, the body is sent as JSON, and a
 * JSON answer is parsed with the contract's response schema (client.ts reads errors per spec 8).
 * A read through React Query takes its key and function from routeQuery, so the key is the URL.
 */
import {
  routeUrl,
  type RouteBody,
  type RouteContract,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '../../../shared/contract';
import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, readJson } from './client';
import { jsonQuery } from './query-client';

export interface RouteCall<C extends RouteContract> {
  params?: RouteParams<C>;
  query?: RouteQuery<C>;
  body?: RouteBody<C>;
}

/** The URL a call goes to (also the React Query key of a GET). */
export function callUrl<C extends RouteContract>(contract: C, call: RouteCall<C> = {}): string {
  return routeUrl(
    contract,
    call.params as Record<string, string> | undefined,
    call.query as Record<string, string | number | boolean | undefined> | undefined,
  );
}

export async function callRoute<C extends RouteContract>(
  contract: C,
  call: RouteCall<C> = {},
): Promise<RouteResponse<C>> {
  const res = await apiRequest(contract.method, callUrl(contract, call), call.body);
  if (contract.response === null) return undefined as RouteResponse<C>;
  return readJson(res, contract.response) as Promise<RouteResponse<C>>;
}

/** A GET route that answers JSON (one React Query can read). */
type JsonRoute = RouteContract & { readonly method: 'GET'; readonly response: z.ZodType };

/**
 * The key and function of a React Query reading a GET route: the key is the call's URL (what the
 * default query function and invalidations use), the answer is parsed with the contract's schema.
 */
export function routeQuery<C extends JsonRoute>(
  contract: C,
  call: RouteCall<C> = {},
): { queryKey: [string]; queryFn: QueryFunction<RouteResponse<C>> } {
  return {
    queryKey: [callUrl(contract, call)],
    queryFn: jsonQuery(contract.response) as QueryFunction<RouteResponse<C>>,
  };
}
