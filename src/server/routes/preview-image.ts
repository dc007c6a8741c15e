/**
 * GET /api/preview-image/{id}.png: the link-preview image (og:image) of a shared report, drawn from
 * what /shared/{id} shows publicly (the stored, masked results and title). Like /shared/{id}, an
 * unlisted analysis is served to whoever has its id; an id that is not an analysis is a 404.
 */
import { ERRORS } from '../../shared';
import { previewImageRoute } from '../../shared/contracts/preview-image';
import { AppError } from '../errors';
import { serve, type ServedRoute } from '../http/serve-contract';
import { previewImageContent, previewImageKey } from '../link-preview/preview-image';
import type { Services } from '../services';

export { previewImagePath } from '../../shared/contracts/preview-image';
/** Crawlers and chat apps may keep the image this long (a stored report does not change). */
export const PREVIEW_IMAGE_MAX_AGE_SECONDS = 24 * 60 * 60;

export function previewImageRoutes(services: Services): ServedRoute[] {
  return [
    // A PNG with its own caching headers, so the handler answers itself (the contract has no JSON).
    serve(previewImageRoute, async ({ params, req, res }) => {
      const file = params.file;
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
        return undefined;
      }
      // Drawn off the request thread, at most so often per client (link-preview/preview-images.ts).
      const client = req.ip ?? req.socket.remoteAddress ?? 'unknown';
      const png = await services.previewImages.image({ key, content, client });
      res.type('png').send(png);
      return undefined;
    }),
  ];
}
