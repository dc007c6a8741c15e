/**
 * The link-preview image (og:image) of a shared report: a PNG, so no JSON schema. `file` is the
 * analysis id followed by ".png" (any other name is a 404).
 */
import { defineRoute, routeUrl } from '../contract';

export const previewImageRoute = defineRoute({
  method: 'GET',
  path: '/api/preview-image/:file',
  response: null,
  status: 200,
});

/** The image's address for an analysis id (absolute when prefixed with the site's origin). */
export function previewImagePath(id: string): string {
  return routeUrl(previewImageRoute, { file: `${id}.png` });
}
