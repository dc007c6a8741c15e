/**
 * What an upload really is and how big it will be once decoded, from its bytes alone and before
 * anything is decoded: the type from its magic numbers, the size of the canvas and of every frame
 * (an animated GIF, PNG or WebP can carry frames larger than the canvas it declares).
 */
import { imageSize } from 'image-size';
import type { AllowedImageType } from '../../../../shared';
import { checkFrames } from './frames';
import { ImageRejectedError } from './image-rejected';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from './limits';
import { sniffImageType } from './sniff';

// Where the error has always been imported from; it lives in its own file so that frames.ts, which
// this file calls, can throw it without importing this file back.
export { ImageRejectedError, type ImageProblem } from './image-rejected';

export interface InspectedImage {
  mime: AllowedImageType;
  width: number;
  height: number;
}

/** Type from the bytes and dimensions from the header; throws ImageRejectedError. */
export function inspectImage(bytes: Uint8Array): InspectedImage {
  if (bytes.byteLength > MAX_IMAGE_BYTES)
    throw new ImageRejectedError('too_large', `${bytes.byteLength} bytes`);
  const mime = sniffImageType(bytes);
  if (!mime) throw new ImageRejectedError('not_an_image', 'not JPEG, PNG, GIF or WebP');
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = imageSize(bytes));
  } catch (error) {
    throw new ImageRejectedError(
      'unreadable',
      error instanceof Error ? error.message : 'no dimensions',
    );
  }
  if (!width || !height) throw new ImageRejectedError('unreadable', 'no dimensions in the header');
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError('too_many_pixels', `${width} x ${height}`);
  }
  // Each frame is decoded at its own size, so each must fit the budget, and so must their sum.
  checkFrames(bytes, mime);
  return { mime, width, height };
}
