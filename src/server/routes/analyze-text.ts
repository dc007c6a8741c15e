/** POST /api/analyze/text {content} -> {id, results}. */
import { Router } from 'express';
import { analyzeTextRequestSchema, type AnalyzeResponse } from '../../shared';
import { AppError } from '../errors';
import type { Services } from '../services';
import { methodNotAllowed } from './method-not-allowed';
import { SEND_UNLISTED, unlistedProblem } from './unlisted-field';

/** Shown for a missing body, a non-object body or a non-string content. */
const SEND_CONTENT = 'Send the text to analyze as a JSON string field "content", e.g. {"content": "text to analyze"}.';

export function analyzeTextRoutes(services: Services): Router {
  const router = Router();
  router
    .route('/api/analyze/text')
    .post(async (req, res) => {
      const request = analyzeTextRequestSchema.safeParse(req.body);
      if (!request.success) throw new AppError(400, unlistedProblem(request.error) ? SEND_UNLISTED : SEND_CONTENT);
      const body: AnalyzeResponse = await services.analyzeText(request.data.content, { unlisted: request.data.unlisted === true });
      res.json(body);
    })
    .all(methodNotAllowed('POST'));
  return router;
}
