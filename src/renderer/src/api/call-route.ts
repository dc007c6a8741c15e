/**
 * Calls an /api route from its contract (src/shared/contract.ts), the same one the server mounts:
 * the URL is built from the contract's path with its parameters, the body is sent as JSON, and a
 * JSON answer is parsed with the contract's response schema (client.ts reads errors per spec 8).
 */
import {
  routeUrl,
  type RouteBody,
  type RouteContract,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '../../../shared/contract';
import { apiRequest, readJson } from './client';

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
