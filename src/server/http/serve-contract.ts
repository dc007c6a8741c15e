/**
 * Mounts /api routes from their contracts (src/shared/contract.ts): the path and method come from
 * the contract, the JSON body is checked with its schema before the handler runs (a mismatch is a
 * 400 with the contract's sentence), the success status is the contract's, and a known path called
 * with another method answers 405 naming the methods its contracts declare.
 */
import { Router, type Request, type Response } from 'express';
import type {
  ParsedBody,
  ParsedQuery,
  RouteContract,
  RouteParams,
  RouteResponse,
} from '../../shared/contract';
import { AppError } from '../errors';
import { methodNotAllowed } from './method-not-allowed';

export interface RouteInput<C extends RouteContract> {
  params: RouteParams<C>;
  /** The query string as parsed by the contract's schema (the raw one when it declares none). */
  query: ParsedQuery<C>;
  body: ParsedBody<C>;
  req: Request;
  res: Response;
}

/**
 * A body already serialised as JSON text (a stored report sent without parsing it again); the
 * handler of a route whose contract answers JSON may return it instead of the value.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** What a handler gives back: the response (sent as JSON), JSON text, or a status with a body. */
export type RouteReply<C extends RouteContract> =
  | RouteResponse<C>
  | JsonText
  | { readonly status: number; readonly body: RouteResponse<C> };

export type RouteHandler<C extends RouteContract> = (
  input: RouteInput<C>,
) => Promise<RouteReply<C> | undefined> | RouteReply<C> | undefined;

export interface ServedRoute {
  readonly contract: RouteContract;
  readonly handle: (req: Request, res: Response) => Promise<void>;
}

/** A status with its body, for routes whose success status depends on the request. */
export const withStatus = <T>(status: number, body: T) => ({ status, body, [STATUS_REPLY]: true });
const STATUS_REPLY = Symbol('status reply');

function parsed(
  schema: RouteContract['query'] | RouteContract['body'],
  value: unknown,
  message: (error: import('zod').ZodError) => string,
): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError(400, message(result.error));
  return result.data;
}

const firstProblem = (error: import('zod').ZodError): string =>
  error.issues[0]?.message ?? 'The request is not in the expected form.';

/** Pairs a contract with the function that answers it. */
export function serve<const C extends RouteContract>(
  contract: C,
  handler: RouteHandler<C>,
): ServedRoute {
  return {
    contract,
    async handle(req, res) {
      const query = parsed(contract.query, req.query, firstProblem);
      const body =
        contract.body === undefined
          ? undefined
          : parsed(contract.body, req.body, contract.invalidBody ?? firstProblem);
      const reply = await handler({
        params: req.params as RouteParams<C>,
        query: query as RouteInput<C>['query'],
        body: body as ParsedBody<C>,
        req,
        res,
      });
      if (res.headersSent) return;
      if (reply instanceof JsonText) {
        res
          .status(contract.status ?? 200)
          .type('json')
          .send(reply.text);
      } else if (typeof reply === 'object' && reply !== null && STATUS_REPLY in reply) {
        const { status, body: replyBody } = reply as { status: number; body: unknown };
        res.status(status).json(replyBody);
      } else if (contract.response === null || reply === undefined) {
        res.status(contract.status ?? 204).end();
      } else {
        res.status(contract.status ?? 200).json(reply);
      }
    },
  };
}

/**
 * One router for a list of served routes: each path answers its contracts' methods, and any
 * other method with a 405 naming them.
 */
export function contractRouter(
  routes: readonly ServedRoute[],
  /** Routes another router serves on some of these paths: the 405 names their methods too. */
  servedElsewhere: readonly RouteContract[] = [],
): Router {
  const router = Router();
  const byPath = new Map<string, ServedRoute[]>();
  for (const route of routes) {
    const list = byPath.get(route.contract.path) ?? [];
    list.push(route);
    byPath.set(route.contract.path, list);
  }
  for (const [path, list] of byPath) {
    const chain = router.route(path);
    for (const route of list) {
      const method = route.contract.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      chain[method]((req, res) => route.handle(req, res));
    }
    const elsewhere = servedElsewhere.filter((contract) => contract.path === path);
    chain.all(
      methodNotAllowed(
        ...list.map((route) => route.contract.method),
        ...elsewhere.map((contract) => contract.method),
      ),
    );
  }
  return router;
}
