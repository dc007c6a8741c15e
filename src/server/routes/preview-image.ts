/**
 * GET /api/preview-image/{id}.png: the link-preview image (og:image) of a shared report, drawn from
 * what /shared/{id} shows publicly (the stored, masked results and title). Like /shared/{id}, an
 * unlisted analysis is served to whoever has its id; an id that is not an analysis is a 404.
 */
import { Router } from 'express';
import { ERRORS } from '../../shared';
import { AppError } from '../errors';
import { PreviewImageCache } from '../link-preview/preview-image-cache';
import {
  previewImageContent,
  previewImageKey,
  renderPreviewImage,
} from '../link-preview/preview-image';
import type { Services } from '../services';
import { methodNotAllowed } from '../http/method-not-allowed';

export const PREVIEW_IMAGE_PATH = '/api/preview-image';
/** Crawlers and chat apps may keep the image this long (a stored report does not change). */
export const PREVIEW_IMAGE_MAX_AGE_SECONDS = 24 * 60 * 60;

/** The image's address for an analysis id (absolute when given the site's origin). */
export function previewImagePath(id: string): string {
  return `${PREVIEW_IMAGE_PATH}/${encodeURIComponent(id)}.png`;
}

export function previewImageRoutes(
  services: Services,
  cache: PreviewImageCache = new PreviewImageCache(),
): Router {
  const router = Router();
  router
    .route(`${PREVIEW_IMAGE_PATH}/:file`)
    .get(async (req, res) => {
      const file = req.params.file;
      if (!file.endsWith('.png')) throw new AppError(404, ERRORS.analysisNotFound);
      const id = file.slice(0, -'.png'.length);
      const record = await services.analyses.getAnalysis(id);
      const content = previewImageContent({
        results: record.analysisResults,
        title: record.title,
        type: record.type,
      });
      const key = previewImageKey(record.id, content);
      const etag = `"${key.slice(0, 32)}"`;
      res.set({
        'Cache-Control': `public, max-age=${PREVIEW_IMAGE_MAX_AGE_SECONDS}`,
        ETag: etag,
        // Chat apps and social sites fetch it from their own servers; browsers may show it anywhere.
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
      if (req.get('if-none-match') === etag) {
        res.status(304).end();
        return;
      }
      const png = await cache.get(key, () => renderPreviewImage(content));
      res.type('png').send(png);
    })
    .all(methodNotAllowed('GET'));
  return router;
}
