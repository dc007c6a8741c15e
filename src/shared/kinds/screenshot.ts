/**
 * The screenshot kind's contract: POST /api/analyze/image, multipart/form-data with the file in
 * the field "image" (and optionally "unlisted" = "true" or "false") -> {results, id,
 * temporaryImageData, imageName, imageSize}. The upload reads its own body, so no body schema.
 */
import { z } from 'zod';
import { defineRoute } from '../contract';
import { resultsSchema } from '../entities';

export const IMAGE_FIELD = 'image';
export { UNLISTED_FIELD } from './analyze';

export const imageAnalyzeResponseSchema = z.object({
  results: resultsSchema,
  id: z.string(),
  temporaryImageData: z.string(),
  imageName: z.string(),
  imageSize: z.number().int().min(0),
});
export type ImageAnalyzeResponse = z.infer<typeof imageAnalyzeResponseSchema>;

export const analyzeImageRoute = defineRoute({
  method: 'POST',
  path: '/api/analyze/image',
  response: imageAnalyzeResponseSchema,
});
