/** POST /api/analyze/url {url, type?} -> {id, results}. */
import { Router } from 'express';
import { analyzeUrlRequestSchema, type AnalyzeResponse } from '../../shared';
import { AppError } from '../errors';
import type { Services } from '../services';
import { methodNotAllowed } from './method-not-allowed';
import { SEND_UNLISTED, unlistedProblem } from './unlisted-field';

/** Shown for a missing body, a non-object body, a non-string url or an unknown type. */
const SEND_URL =
  'Send the address to analyze as a JSON string field "url", e.g. {"url": "https://example.com/article"}, optionally with "type": "article", "shopping" or "video".';

export function analyzeUrlRoutes(services: Services): Router {
  const router = Router();
  router
    .route('/api/analyze/url')
    .post(async (req, res) => {
      const request = analyzeUrlRequestSchema.safeParse(req.body);
      if (!request.success) throw new AppError(400, unlistedProblem(request.error) ? SEND_UNLISTED : SEND_URL);
      const body: AnalyzeResponse = await services.analyzeUrl(request.data.url, request.data.type, { unlisted: request.data.unlisted === true });
      res.json(body);
    })
    .all(methodNotAllowed('POST'));
  return router;
}
