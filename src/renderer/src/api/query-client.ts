/**
 * React Query with the spec's defaults (section 7): the default query GETs the URL in the first
 * query-key element and parses JSON; no retries, no refetch on focus or interval, never stale.
 */
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest, errorFromResponse, safeFetch } from './client';

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** A 401 is an error by default; a query can choose to read it as "no data" instead. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const url = queryKey[0];
    if (typeof url !== 'string') throw new Error('The first query-key element must be the API URL.');
    if (options.on401 === 'returnNull') {
      const res = await safeFetch(url, { credentials: 'include' });
      if (res.status === 401) return null;
      if (!res.ok) throw await errorFromResponse(res);
      return (await res.json()) as T;
    }
    const res = await apiRequest('GET', url);
    return (await res.json()) as T;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
