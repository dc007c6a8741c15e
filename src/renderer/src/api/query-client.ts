/**
 * React Query with the spec's defaults (section 7): a query GETs the URL in the first query-key
 * element and parses the JSON with the contract schema its hook gives (jsonQuery); no retries, no
 * refetch on focus or interval, never stale.
 */
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiRequest, CLIENT_ERRORS, readJson } from './client';

function urlOf(queryKey: readonly unknown[]): string {
  const url = queryKey[0];
  if (typeof url !== 'string') throw new Error('The first query-key element must be the API URL.');
  return url;
}

/** GET the query key's URL and parse the answer with `schema`. */
export function jsonQuery<S extends z.ZodType>(schema: S): QueryFunction<z.infer<S>> {
  return async ({ queryKey }) => readJson(await apiRequest('GET', urlOf(queryKey)), schema);
}

/**
 * A query without its own function has no schema to read the answer with: a bug, named for the
 * developer in the console; the person reads the plain sentence for a request that did not work.
 */
const missingQueryFn: QueryFunction = ({ queryKey }) => {
  console.error(
    `The query ${String(queryKey[0])} has no schema: give it a queryFn made by jsonQuery.`,
  );
  throw new ApiError(0, CLIENT_ERRORS.other);
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: missingQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
