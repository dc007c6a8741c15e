/**
 * The PDF kind's contract: POST /api/analyze/pdf, multipart/form-data with the document in the
 * field "document" (and optionally "unlisted" = "true" or "false") -> {id, results}. The upload
 * reads its own body, so no body schema.
 */
import { defineRoute } from '../contract';
import { analyzeResponseSchema } from './analyze';

export const PDF_FIELD = 'document';

export const analyzePdfRoute = defineRoute({
  method: 'POST',
  path: '/api/analyze/pdf',
  response: analyzeResponseSchema,
});
