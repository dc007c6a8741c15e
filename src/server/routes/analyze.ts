/**
 * POST /api/analyze/*: one route per analyze address of the input-kind registry, each mounted
 * from its kind's contract (src/shared/kinds): the body is checked with the kind's schema (a bad
 * one is a 400 with the kind's sentence) and any other method is a 405.
 */
import type { Router } from 'express';
import { contractRouter, serve } from '../http/serve-contract';
import { ANALYZE_ENDPOINTS } from '../kinds/registry';
import type { Services } from '../services';

export function analyzeRoutes(services: Services): Router {
  return contractRouter(
    ANALYZE_ENDPOINTS.map((endpoint) =>
      serve(endpoint.contract, (input) =>
        // The sender's address orders the analysis queue fairly; it is never stored.
        services.asClient(input.req.ip ?? input.req.socket.remoteAddress ?? 'unknown', () =>
          endpoint.handle(input, services.analyzers),
        ),
      ),
    ),
  );
}
