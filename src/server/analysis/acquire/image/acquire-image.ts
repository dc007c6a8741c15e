/**
 * Acquisition of a screenshot: check what the bytes really are and how big they will be once
 * decoded (before any decoding), read the text with OCR, and note what the metadata says. The
 * text read then goes through the same analysis as pasted text.
 */
import { imageSize } from 'image-size';
import type { AllowedImageType } from '../../../../shared';
import { acquireText } from '../text';
import type { Acquired } from '../../types';
import { isEditingSoftware, metadataNotes, readImageMetadata } from './exif';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from './limits';
import { OcrTimeoutError, type OcrEngine } from './ocr';
import { sniffImageType } from './sniff';

/** Below this mean confidence the note warns that the text read may be wrong in places. */
export const LOW_OCR_CONFIDENCE = 60;

export type ImageProblem = 'not_an_image' | 'too_large' | 'too_many_pixels' | 'unreadable' | 'no_text';

/** Why an upload was refused; the service turns it into a 4xx with a message. */
export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';
  constructor(readonly problem: ImageProblem, readonly detail: string) {
    super(detail);
  }
}

export interface InspectedImage {
  mime: AllowedImageType;
  width: number;
  height: number;
}

/** Type from the bytes and dimensions from the header; throws ImageRejectedError. */
export function inspectImage(bytes: Uint8Array): InspectedImage {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ImageRejectedError('too_large', `${bytes.byteLength} bytes`);
  const mime = sniffImageType(bytes);
  if (!mime) throw new ImageRejectedError('not_an_image', 'not JPEG, PNG, GIF or WebP');
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = imageSize(bytes));
  } catch (error) {
    throw new ImageRejectedError('unreadable', error instanceof Error ? error.message : 'no dimensions');
  }
  if (!width || !height) throw new ImageRejectedError('unreadable', 'no dimensions in the header');
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError('too_many_pixels', `${width} x ${height}`);
  }
  return { mime, width, height };
}

export interface ImageUpload {
  bytes: Uint8Array;
  /** The file name the person chose (shown back to them, never used to decide anything). */
  name: string;
}

export async function acquireImage(upload: ImageUpload, ocr: OcrEngine): Promise<Acquired> {
  const inspected = inspectImage(upload.bytes);
  const [read, metadata] = await Promise.all([
    ocr.recognise(upload.bytes).catch((error: unknown) => {
      if (error instanceof OcrTimeoutError) throw error;
      // A header that parses over a body that does not decode (cut off, corrupted).
      throw new ImageRejectedError('unreadable', error instanceof Error ? error.message : String(error));
    }),
    readImageMetadata(upload.bytes),
  ]);
  // The text read is analysed exactly like pasted text (same normalising, same link limit).
  const acquired: Acquired = { ...acquireText(read.text), type: 'screenshot' };
  if (acquired.text.replace(/[^\p{L}\p{N}]/gu, '').length === 0) throw new ImageRejectedError('no_text', 'OCR found no text');

  acquired.notes.push(
    `Text read from the ${inspected.width} x ${inspected.height} image with offline OCR (Tesseract, English), ${Math.round(read.confidence)}% mean confidence.`,
  );
  if (read.confidence < LOW_OCR_CONFIDENCE) {
    acquired.notes.push('Some text may have been misread: compare the quoted text with the image, or paste the text into the Text tab.');
  }
  acquired.notes.push(...metadataNotes(metadata));
  const editedWith = metadata?.software && isEditingSoftware(metadata.software) ? metadata.software : null;
  acquired.image = { name: upload.name, size: upload.bytes.byteLength, mime: inspected.mime, bytes: upload.bytes, editedWith };
  return acquired;
}
