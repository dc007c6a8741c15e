/**
 * POST /api/analyze/image: a screenshot is checked (real type, bytes, pixels), read with OCR and
 * analyzed like pasted text, once per identical image per 24 h. While OCR reads it, the offline
 * image check classifies it in the untrusted-content pool; screening (privacy/image-screening.ts)
 * then decides whether it may be shown. A shown image comes back as a data: URL for the results
 * view and is kept with the analysis for at most SERVER_IMAGE_RETENTION_MS (image-retention.ts),
 * never in the public feed. A withheld one is never stored (so never on /shared, the feed, the hub
 * or an export) and the results say why in analysisMetadata.imageWithheld; only the uploader's own
 * results view shows the bytes they sent.
 */
import { createHash } from 'node:crypto';
import { DOCUMENT_INSTEAD, IMAGE_TYPES_IN_WORDS, type ImageAnalyzeResponse } from '../../../shared';
import {
  readImage,
  ImageRejectedError,
  type CheckedImage,
  type ImageProblem,
} from '../../analysis/acquire/image/acquire-image';
import {
  UntrustedJobError,
  type UntrustedPool,
} from '../../analysis/acquire/isolation/untrusted-pool';
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
} from '../../analysis/acquire/image/limits';
import {
  OCR_BUSY_RETRY_AFTER_S,
  OcrBusyError,
  OcrTimeoutError,
  type OcrEngine,
  type OcrResult,
} from '../../analysis/acquire/image/ocr';
import { screenshotTitle } from '../../analysis/acquire/image/screenshot-title';
import type { Acquired } from '../../analysis/types';
import { AppError } from '../../errors';
import { coveredSentence, screenImage, type ImageCheck } from '../../privacy/image-screening';
import { maskPersonalData } from '../../privacy/mask';
import { coversAll, personalDataBoxes, type CoverBox } from '../../privacy/screenshot-masking';
import type { AnalysisRunner } from '../../services/analysis-runner';
import { resultCacheKey } from '../result-cache';
import { UNTRUSTED_ERRORS, untrustedError } from '../untrusted-errors';

/** File names longer than this are cut; a name is only ever shown back. */
export const MAX_IMAGE_NAME_CHARS = 200;
export const DEFAULT_IMAGE_NAME = 'screenshot';

const PASTE_INSTEAD = 'or paste the text into the Text tab.';

export const IMAGE_ERRORS = {
  not_an_image: `This file is not an image FactLens can read. Upload a screenshot saved as ${IMAGE_TYPES_IN_WORDS} (the file's contents are checked, not its name). ${DOCUMENT_INSTEAD}`,
  too_large: `The image is larger than ${MAX_IMAGE_BYTES / (1024 * 1024)} MB. Upload a smaller screenshot, for example a crop of just the message.`,
  too_many_pixels: (size: string) =>
    `The image is too large to read (${size} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels and ${MAX_IMAGE_SIDE.toLocaleString('en-US')} pixels a side). Crop or resize it and upload it again.`,
  unreadable:
    'The image could not be read: the file looks damaged or cut off. Take the screenshot again and upload it.',
  no_text: `No text could be read in this image. Upload a screenshot in which the message's text is clearly visible, ${PASTE_INSTEAD}`,
  ocr_timeout: `Reading the text in this image took too long. Crop the screenshot to the message and try again, ${PASTE_INSTEAD}`,
  ocr_busy: `FactLens is reading other screenshots right now. Try again in a minute, ${PASTE_INSTEAD}`,
} as const;

const STATUS: Record<ImageProblem, number> = {
  not_an_image: 415,
  too_large: 413,
  too_many_pixels: 413,
  unreadable: 422,
  no_text: 422,
};

function toAppError(error: unknown): unknown {
  if (error instanceof ImageRejectedError) {
    const message =
      error.problem === 'too_many_pixels'
        ? IMAGE_ERRORS.too_many_pixels(error.detail)
        : IMAGE_ERRORS[error.problem];
    return new AppError(
      STATUS[error.problem],
      message,
      error.problem === 'no_text' ? { type: 'guidance' } : {},
    );
  }
  if (error instanceof OcrTimeoutError)
    return new AppError(422, IMAGE_ERRORS.ocr_timeout, { type: 'guidance' });
  if (error instanceof OcrBusyError)
    return new AppError(503, IMAGE_ERRORS.ocr_busy, { retryAfterSeconds: OCR_BUSY_RETRY_AFTER_S });
  return untrustedError(error, UNTRUSTED_ERRORS.image);
}

/** The name as the person's device gave it, without any path and control characters. */
export function cleanImageName(name: string | undefined): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this pattern removes.
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return base.slice(0, MAX_IMAGE_NAME_CHARS) || DEFAULT_IMAGE_NAME;
}

/** What the image check gave, with the copy of exactly the pixels it checked. */
interface CheckedCopy {
  check: ImageCheck;
  /** The screened bitmap as a plain 8-bit PNG (classify.ts); null when there is none. */
  png: Uint8Array | null;
}

/**
 * The adult-imagery check; a check that cannot finish says why, and screening withholds. So does a
 * check whose bitmap could not be kept: only the screened pixels are ever shown.
 */
async function checkImage(
  untrusted: UntrustedPool,
  bytes: Uint8Array,
  mime: CheckedImage['inspected']['mime'],
  client?: string,
): Promise<CheckedCopy> {
  try {
    const { scores, animated, screenedPng } = await untrusted.classifyImage(bytes, mime, client);
    if (!screenedPng) return { check: { ok: false, reason: 'failed' }, png: null };
    return { check: { ok: true, scores, animated }, png: screenedPng };
  } catch (error) {
    const reason = error instanceof UntrustedJobError ? error.reason : 'failed';
    return { check: { ok: false, reason }, png: null };
  }
}

const dataUrl = (mime: string, bytes: Uint8Array) =>
  `data:${mime};base64,${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}`;

/**
 * Tesseract turns a JPEG the way its EXIF orientation says (tesseract.js setImage.js reads it
 * from the first 500 bytes, with this very pattern) while the screened copy keeps the stored
 * orientation: then the words' boxes are not where the words are in the copy.
 */
function ocrTurnsImage(bytes: Uint8Array): boolean {
  const orientation = Array.from(bytes.subarray(0, 500))
    .join(' ')
    .match(/1 18 0 3 0 0 0 1 0 (\d)/)?.[1];
  return orientation !== undefined && orientation !== '1';
}

/**
 * The boxes to paint over the personal data the words show, in the screened copy's pixels; null
 * when they cannot be placed (too many words, a page of another size or orientation, words that
 * do not line up with the masked text) or do not cover all the masker finds in the text.
 */
function coverBoxes(
  acquired: Acquired,
  read: OcrResult,
  checked: CheckedImage,
  bytes: Uint8Array,
): CoverBox[] | null {
  const { width, height } = checked.inspected;
  if (!read.words || read.page?.width !== width || read.page.height !== height) return null;
  if (ocrTurnsImage(bytes)) return null;
  const placed = personalDataBoxes(read.words, width, height);
  if (!placed || !coversAll(acquired.text, placed.found)) return null;
  return placed.boxes;
}

/**
 * The screening's verdict on the acquired image: withheld, it keeps no bytes and says why; shown,
 * the image it carries is the screened copy (a plain PNG of the pixels checked), never the upload,
 * with any personal data it shows painted over.
 */
async function screened(
  acquired: Acquired,
  { check, png }: CheckedCopy,
  boxes: CoverBox[] | null,
  untrusted: UntrustedPool,
  client?: string,
): Promise<{ acquired: Acquired; png: Uint8Array | null }> {
  if (!acquired.image) return { acquired, png: null };
  let screening = screenImage(check, acquired.text, boxes !== null && boxes.length > 0);
  let shown = png;
  if (screening.shown && boxes && boxes.length > 0 && png) {
    try {
      shown = await untrusted.coverImage(png, boxes, client);
    } catch (error) {
      // Not painted, not shown: said as a check that could not finish.
      const reason = error instanceof UntrustedJobError ? error.reason : 'failed';
      screening = screenImage({ ok: false, reason }, acquired.text);
    }
  }
  if (screening.shown) {
    // A check that passed always came with its copy (checkImage).
    if (!shown) throw new Error('a screened image has no screened copy');
    const notes = screening.covered
      ? [...acquired.notes, coveredSentence(screening.covered)]
      : acquired.notes;
    const image = { ...acquired.image, bytes: shown, mime: 'image/png' };
    return {
      acquired: { ...acquired, notes, image: boxes?.length ? { ...image, covered: true } : image },
      png: shown,
    };
  }
  const image = { ...acquired.image, withheld: screening.sentence };
  delete image.bytes;
  return { acquired: { ...acquired, image }, png: null };
}

export interface ImageUploadInput {
  bytes: Uint8Array;
  name?: string;
  /** Who sent it (the request's address), for the OCR queue's fairness; kept in memory only. */
  client?: string;
  /**
   * The form field "unlisted": true keeps it off the public feed, false publishes it; left out, a
   * screenshot whose text reads like a private message or a tip is kept off.
   */
  unlisted?: boolean;
}

/**
 * Inspections (header, frames, metadata, content credentials) kept by the image's SHA-256, so the
 * same bytes sent again cost a hash, not another worker job. In memory only, oldest out first.
 */
export const MAX_CACHED_INSPECTIONS = 256;

export function createImageAnalysis(
  runAnalysis: AnalysisRunner,
  ocr: OcrEngine,
  untrusted: UntrustedPool,
) {
  const inspections = new Map<string, CheckedImage>();

  async function inspect(bytes: Uint8Array, hash: string, client?: string) {
    const cached = inspections.get(hash);
    if (cached) {
      // Most recently used last: the first key is the one to drop.
      inspections.delete(hash);
      inspections.set(hash, cached);
      return cached;
    }
    const checked = await untrusted.inspectImage(bytes, client);
    inspections.set(hash, checked);
    if (inspections.size > MAX_CACHED_INSPECTIONS)
      inspections.delete(inspections.keys().next().value!);
    return checked;
  }

  return async function analyzeImage(input: ImageUploadInput): Promise<ImageAnalyzeResponse> {
    // Masked as the content is: a file name may hold an e-mail address or a phone number.
    const name = maskPersonalData(cleanImageName(input.name)).text;
    const hash = createHash('sha256').update(input.bytes).digest('hex');
    // Cheap checks first: a wrong type or a bomb is refused before the cache or OCR.
    // Header, every frame's size, the metadata and the content credentials are read in a worker
    // with a deadline and a heap cap (once per distinct image), before the cache or OCR.
    let checked: CheckedImage;
    try {
      checked = await inspect(input.bytes, hash, input.client);
    } catch (error) {
      throw toAppError(error);
    }
    const mime = checked.inspected.mime;
    // The screened copy, once this request has made one (a cached analysis made none now).
    let screenedCopy: string | null = null;
    const { id, results } = await runAnalysis({
      // The same image (byte for byte) is one analysis, whatever it is called.
      cacheKey: resultCacheKey('screenshot', hash),
      acquire: async () => {
        const client = input.client ? { client: input.client } : {};
        const upload = { bytes: input.bytes, name, ...client };
        // OCR and the image check run at once, on different workers.
        const [{ acquired, read }, copy] = await Promise.all([
          readImage(upload, ocr, checked).catch((error: unknown) =>
            Promise.reject(toAppError(error)),
          ),
          checkImage(untrusted, input.bytes, mime, input.client),
        ]);
        const boxes = copy.png ? coverBoxes(acquired, read, checked, input.bytes) : null;
        const result = await screened(acquired, copy, boxes, untrusted, input.client);
        if (result.png) screenedCopy = dataUrl('image/png', result.png);
        return result.acquired;
      },
      // The text read from the image: what the shared report shows as the analyzed content.
      content: (acquired) => acquired.text,
      // Kept after the analysis (which reads the text alone, as for a pasted text): the first
      // line that says something, never a header that is only a phone number.
      title: (acquired) => screenshotTitle(acquired.text),
      // What is stored (and so shown to others) is the screened copy, never the upload's bytes.
      imageData: () => screenedCopy,
      ...(input.unlisted === true
        ? { unlisted: true }
        : input.unlisted === undefined
          ? { unlistedIfPersonal: true }
          : {}),
    });
    // The person who uploaded it gets their own image back for their results view, withheld or
    // not: it was theirs to see; it is the stored copy (the screened one) that screening decides
    // about.
    const temporaryImageData = dataUrl(mime, input.bytes);
    return { results, id, temporaryImageData, imageName: name, imageSize: input.bytes.byteLength };
  };
}
