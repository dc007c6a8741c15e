/**
 * POST /api/analyze/image, multipart/form-data with the screenshot in the field "image" ->
 * {results, id, temporaryImageData, imageName, imageSize}. The upload is read by the shared
 * reader (../http/read-single-file-upload.ts), which enforces the limits while the body streams
 * in: bytes beyond MAX_IMAGE_BYTES are never kept and an oversized image is refused at once.
 */
import { Router } from 'express';
import type { ImageAnalyzeResponse } from '../../shared';
import { MAX_IMAGE_BYTES } from '../analysis/acquire/image/limits';
import type { Services } from '../services';
import { IMAGE_ERRORS } from '../services/analyze-image';
import {
  maxStreamedUploadBytes,
  readSingleFileUploadOrLinger,
  type SingleFileUploadOptions,
} from '../http/read-single-file-upload';
import { methodNotAllowed } from './method-not-allowed';

export const IMAGE_FIELD = 'image';
/** The optional form field asking to keep the analysis off the public feed ("true"). */
export const UNLISTED_FIELD = 'unlisted';
/** A declared length above this is answered at once, without reading the body into the parser. */
export const MAX_STREAMED_UPLOAD_BYTES = maxStreamedUploadBytes(MAX_IMAGE_BYTES);

export const IMAGE_UPLOAD: SingleFileUploadOptions = {
  field: IMAGE_FIELD,
  maxBytes: MAX_IMAGE_BYTES,
  messages: {
    howToSend: `Send the screenshot as multipart/form-data with the file in a field named "${IMAGE_FIELD}" (one file).`,
    tooLarge: IMAGE_ERRORS.too_large,
    oneFile: 'Send one image per request.',
  },
};

export function analyzeImageRoutes(services: Services): Router {
  const router = Router();
  router
    .route('/api/analyze/image')
    .post(async (req, res) => {
      const upload = await readSingleFileUploadOrLinger(req, res, IMAGE_UPLOAD);
      const unlisted = upload.fields[UNLISTED_FIELD] === 'true';
      // The address only orders the OCR queue fairly between senders; it is never stored.
      const client = req.ip ?? req.socket.remoteAddress ?? 'unknown';
      const body: ImageAnalyzeResponse = await services.analyzeImage({
        bytes: upload.bytes,
        name: upload.name,
        client,
        ...(unlisted ? { unlisted: true } : {}),
      });
      res.json(body);
    })
    .all(methodNotAllowed('POST'));
  return router;
}
