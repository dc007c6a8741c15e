/**
 * One contract per /api route: its method, path, and the schemas of what it takes and answers.
 * The server mounts a route from its contract (src/server/http/serve-contract.ts) and the
 * renderer calls it from the same contract (src/renderer/src/api/call-route.ts), so the path, the
 * method and the shapes cannot drift apart between the two.
 */
import type { z } from 'zod';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteContract {
  readonly method: RouteMethod;
  /** Express-style: `:name` segments are path parameters. */
  readonly path: `/api/${string}`;
  /** The query string, when the route reads one. */
  readonly query?: z.ZodType;
  /** The JSON body, when the route reads one (a multipart upload reads its own body). */
  readonly body?: z.ZodType;
  /** What a success answers: JSON of this shape, or null for no JSON (204, an image, a page). */
  readonly response: z.ZodType | null;
  /** The success status (200 unless said). */
  readonly status?: number;
  /**
   * The sentence a 400 carries when the body does not match `body` (it says what to send); by
   * default the schema's own message for the first problem.
   */
  readonly invalidBody?: (error: z.ZodError) => string;
}

/** Declares a route's contract (an identity function that keeps the literal types). */
export const defineRoute = <const C extends RouteContract>(contract: C): C => contract;

/** `{id: string}` for '/api/analysis/:id'. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

export type RouteParams<C extends RouteContract> = PathParams<C['path']>;
export type RouteQuery<C extends RouteContract> = C['query'] extends z.ZodType
  ? z.input<C['query']>
  : undefined;
export type RouteBody<C extends RouteContract> = C['body'] extends z.ZodType
  ? z.input<C['body']>
  : undefined;
/** The query and body as the server has them, after the schemas parsed them. */
export type ParsedQuery<C extends RouteContract> = C['query'] extends z.ZodType
  ? z.infer<C['query']>
  : Record<string, unknown>;
export type ParsedBody<C extends RouteContract> = C['body'] extends z.ZodType
  ? z.infer<C['body']>
  : undefined;
export type RouteResponse<C extends RouteContract> = C['response'] extends z.ZodType
  ? z.infer<C['response']>
  : undefined;

/** The parameter names of a path, in order: ['id'] for '/api/analysis/:id/publish'. */
export function pathParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** The path as documentation writes it, `{name}` for each parameter: '/api/analysis/{id}'. */
export function documentedPath(contract: Pick<RouteContract, 'path'>): string {
  return contract.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/**
 * The URL of a call: the path with its parameters filled in (encoded), and the query string with
 * the defined values only.
 */
export function routeUrl(
  contract: Pick<RouteContract, 'path'>,
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, string | number | boolean | undefined>> = {},
): string {
  const path = contract.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined) throw new Error(`No value for ${segment} in ${contract.path}`);
      return encodeURIComponent(value);
    })
    .join('/');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
