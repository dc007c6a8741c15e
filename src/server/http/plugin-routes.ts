/**
 * How a plug-in's routes are mounted, and how a shell answers the routes of a plug-in it does not
 * have. Plug-in routers go in before the core's: a path the core also serves (DELETE
 * /api/analysis/:id next to the core's GET) gets only the plug-in's methods here, and the core's
 * router answers every other method with its 405. A path only the plug-in has gets its own 405.
 */
import { Router } from 'express';
import type { RouteContract } from '../../shared/contract';
import { AppError } from '../errors';
import { methodNotAllowed } from './method-not-allowed';
import { serve, type ServedRoute } from './serve-contract';

/** Paths the core serves with other methods; a plug-in adds methods to them, never a 405. */
export const CORE_SHARED_PATHS: ReadonlySet<string> = new Set(['/api/analysis/:id']);

export function pluginRouter(routes: readonly ServedRoute[]): Router {
  const router = Router();
  const byPath = new Map<string, ServedRoute[]>();
  for (const route of routes) {
    byPath.set(route.contract.path, [...(byPath.get(route.contract.path) ?? []), route]);
  }
  for (const [path, list] of byPath) {
    const chain = router.route(path);
    for (const route of list) {
      const method = route.contract.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      chain[method]((req, res) => route.handle(req, res));
    }
    if (!CORE_SHARED_PATHS.has(path))
      chain.all(methodNotAllowed(...list.map((route) => route.contract.method)));
  }
  return router;
}

/**
 * The routes of a plug-in this shell does not mount, answered with 404 JSON saying where they
 * exist (before any body is read: nothing of the request is looked at).
 */
export function notServedHere(contracts: readonly RouteContract[], message: string): Router {
  return pluginRouter(
    contracts.map((contract) =>
      serve({ ...contract, body: undefined, query: undefined }, () => {
        throw new AppError(404, message);
      }),
    ),
  );
}
