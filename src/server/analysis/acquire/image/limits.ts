/**
 * Upload limits for screenshots. The byte cap is the spec's 10 MB; the pixel cap stops
 * "decompression bombs" (a few KB of PNG that claim 50,000 x 50,000 pixels and would take
 * gigabytes once decoded for OCR), checked from the header before anything is decoded.
 */
export { MAX_IMAGE_BYTES } from '../../../../shared';

/** 30 megapixels: a 4K screen is 8.3, a tall phone scroll-capture 1440 x 20,000 is 28.8. */
export const MAX_IMAGE_PIXELS = 30_000_000;
/** No side longer than this, whatever the area (a 1 x 30,000,000 strip is no screenshot). */
export const MAX_IMAGE_SIDE = 30_000;
/**
 * Pixels of all frames together (animated GIF, PNG or WebP): a decoder may hold several at once.
 * Four full-size frames; real animated screenshots are far smaller.
 */
export const MAX_TOTAL_FRAME_PIXELS = 4 * MAX_IMAGE_PIXELS;
