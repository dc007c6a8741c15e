/**
 * Why an upload was refused. Its own file: inspect-image.ts and frames.ts both throw it, and
 * inspect-image.ts calls frames.ts, so it cannot live in either without a circle.
 */
export type ImageProblem =
  | 'not_an_image'
  | 'too_large'
  | 'too_many_pixels'
  | 'unreadable'
  | 'no_text';

/** The service turns it into a 4xx with a message. */
export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';
  constructor(
    readonly problem: ImageProblem,
    readonly detail: string,
  ) {
    super(detail);
  }
}
