/**
 * POST /api/analyze/image, multipart/form-data with the screenshot in the field "image" ->
 * {results, id, temporaryImageData, imageName, imageSize}. The limits are enforced while the
 * body streams in (busboy): bytes beyond MAX_IMAGE_BYTES are never kept, only one file is read
 * and few fields are accepted, so an oversized or malformed upload costs no memory.
 */
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { Router } from 'express';
import type { ImageAnalyzeResponse } from '../../shared';
import { MAX_IMAGE_BYTES } from '../analysis/acquire/image/limits';
import { AppError } from '../errors';
import type { Services } from '../services';
import { IMAGE_ERRORS } from '../services/analyze-image';
import { MAX_LINGER_BYTES, lingerAfterRefusal } from '../security/linger-close';
import { methodNotAllowed } from './method-not-allowed';

export const IMAGE_FIELD = 'image';
/** Text fields besides the image (the spec's client sends none; a few are tolerated). */
export const MAX_IMAGE_FORM_FIELDS = 5;
export const MAX_IMAGE_FORM_FIELD_BYTES = 1024;
/**
 * Past the image cap, the rest of an oversized body is read and dropped (so the client is still
 * read from when the 413 arrives, and reads it) up to this many bytes; beyond it the connection
 * is cut.
 */
export const MAX_UPLOAD_DRAIN_BYTES = MAX_LINGER_BYTES;
/** A declared length above this is answered at once, without reading the body into the parser. */
export const MAX_STREAMED_UPLOAD_BYTES = 2 * MAX_IMAGE_BYTES + 1024 * 1024;

const SEND_IMAGE = `Send the screenshot as multipart/form-data with the file in a field named "${IMAGE_FIELD}" (one file).`;

interface Upload {
  bytes: Uint8Array;
  name: string | undefined;
  unlisted?: boolean;
}

/** The optional form field asking to keep the analysis off the public feed ("true"). */
export const UNLISTED_FIELD = 'unlisted';

function readUpload(req: IncomingMessage): Promise<Upload> {
  return new Promise<Upload>((resolve, reject) => {
    const contentType = req.headers['content-type'] ?? '';
    if (!/^multipart\/form-data\b/i.test(contentType)) {
      req.resume();
      reject(new AppError(415, `${SEND_IMAGE} This request was sent as ${contentType.split(';')[0] || 'no content type'}.`));
      return;
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_STREAMED_UPLOAD_BYTES) {
      // Not worth parsing: answer now; the rest is read and dropped (bounded) by the route.
      reject(new AppError(413, IMAGE_ERRORS.too_large));
      return;
    }

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: MAX_IMAGE_FORM_FIELDS, fieldSize: MAX_IMAGE_FORM_FIELD_BYTES, parts: MAX_IMAGE_FORM_FIELDS + 1 },
      });
    } catch {
      req.resume();
      reject(new AppError(400, `${SEND_IMAGE} The multipart boundary is missing.`));
      return;
    }

    let problem: AppError | null = null;
    let upload: Upload | null = null;
    let received = 0;
    let unlisted = false;
    const fail = (error: AppError) => {
      problem ??= error;
    };

    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_UPLOAD_DRAIN_BYTES) {
        req.unpipe(parser);
        req.destroy();
        reject(problem ?? new AppError(413, IMAGE_ERRORS.too_large));
      }
    });

    parser.on('file', (field, stream, info) => {
      // A body that ends mid-file errors the file stream too; unhandled, that would crash the process.
      stream.on('error', () => fail(new AppError(400, `${SEND_IMAGE} The upload ended before the file did.`)));
      if (field !== IMAGE_FIELD || upload || problem) {
        if (field !== IMAGE_FIELD) fail(new AppError(400, `${SEND_IMAGE} The file came in a field named "${field}".`));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        chunks.length = 0;
        fail(new AppError(413, IMAGE_ERRORS.too_large));
        // Answer now rather than after the whole body: the rest keeps flowing into the parser
        // and is dropped (up to MAX_UPLOAD_DRAIN_BYTES, then the connection is cut).
        reject(problem);
      });
      stream.on('close', () => {
        if (!stream.truncated && !problem) upload = { bytes: Buffer.concat(chunks), name: info.filename };
      });
    });
    parser.on('field', (field: string, value: string) => {
      if (field === UNLISTED_FIELD) unlisted = value === 'true';
    });
    parser.on('filesLimit', () => fail(new AppError(400, `${SEND_IMAGE} Send one image per request.`)));
    parser.on('fieldsLimit', () => fail(new AppError(400, `${SEND_IMAGE} Too many form fields were sent.`)));
    parser.on('partsLimit', () => fail(new AppError(400, `${SEND_IMAGE} Too many form parts were sent.`)));
    parser.on('error', () => reject(problem ?? new AppError(400, `${SEND_IMAGE} The form data could not be read.`)));
    parser.on('close', () => {
      if (problem) reject(problem);
      else if (!upload) reject(new AppError(400, `${SEND_IMAGE} No file named "${IMAGE_FIELD}" was found in the form.`));
      else if (upload.bytes.byteLength === 0) reject(new AppError(400, `${SEND_IMAGE} The file was empty.`));
      else resolve(unlisted ? { ...upload, unlisted: true } : upload);
    });
    req.pipe(parser);
  });
}

export function analyzeImageRoutes(services: Services): Router {
  const router = Router();
  router
    .route('/api/analyze/image')
    .post(async (req, res) => {
      let upload: Upload;
      try {
        upload = await readUpload(req);
      } catch (error) {
        // An unread body must not be left for the next request on this connection: the answer goes
        // out, the rest is read and dropped (bounded), then the connection closes gently so the
        // client reads the answer even if it sends its whole body first (linger-close.ts).
        if (!req.complete) lingerAfterRefusal(req, res);
        throw error;
      }
      // The address only orders the OCR queue fairly between senders; it is never stored.
      const client = req.ip ?? req.socket.remoteAddress ?? 'unknown';
      const body: ImageAnalyzeResponse = await services.analyzeImage({ ...upload, client });
      res.json(body);
    })
    .all(methodNotAllowed('POST'));
  return router;
}
