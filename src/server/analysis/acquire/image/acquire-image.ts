/**
 * Acquisition of a screenshot: check what the bytes really are and how big they will be once
 * decoded (before any decoding), read the text with OCR, and note what the metadata says. The
 * text read then goes through the same analysis as pasted text.
 */
import { acquireText } from '../text';
import type { Acquired } from '../../types';
import { isEditingSoftware, metadataNotes, type ImageMetadata } from './exif';
import type { ContentCredentials } from './content-credentials';
import { ImageRejectedError, type InspectedImage } from './inspect-image';
import { MAX_MANIFEST_ACTIONS, MAX_MANIFEST_BOXES, MAX_MANIFEST_BYTES } from './manifest-scan';
import { OcrBusyError, OcrTimeoutError, type OcrEngine, type OcrResult } from './ocr';

/** Why a content-credentials record was not checked, in words (the caps of manifest-scan.ts). */
const TOO_LARGE: Record<NonNullable<ContentCredentials['tooLarge']>, string> = {
  bytes: `it is larger than ${MAX_MANIFEST_BYTES / (1024 * 1024)} MB`,
  boxes: `it holds more than ${MAX_MANIFEST_BOXES} parts`,
  actions: `it lists more than ${MAX_MANIFEST_ACTIONS} editing actions`,
};

/** The note for a record too large to check; real records are far smaller. */
export function uncheckedCredentialsNote(credentials: ContentCredentials): string {
  const why = credentials.tooLarge ? TOO_LARGE[credentials.tooLarge] : 'it is too large';
  return `The image carries a content-credentials record (C2PA), but it was not checked because ${why}; genuine records are far smaller, so treat anything it claims as unproven.`;
}

export {
  ImageRejectedError,
  inspectImage,
  type ImageProblem,
  type InspectedImage,
} from './inspect-image';

/**
 * An image has readable text when OCR read at least MIN_READABLE_WORDS words of at least
 * MIN_WORD_LETTERS letters each. Less cannot carry a claim or a request: a blank image reads as
 * nothing, a stray glyph or an icon as "Q" or "|", a photo's texture as scattered letters. The
 * shortest message worth checking ("Pay now", "Call me") has two; "Hi" alone says nothing to check.
 */
export const MIN_READABLE_WORDS = 2;
export const MIN_WORD_LETTERS = 2;

/** True when the text holds enough real words to be judged (the rule above). */
export function hasReadableText(text: string): boolean {
  let words = 0;
  for (const run of text.matchAll(/\p{L}+/gu)) {
    if (run[0].length >= MIN_WORD_LETTERS) words += 1;
    if (words >= MIN_READABLE_WORDS) return true;
  }
  return false;
}

/** Below this mean confidence the note warns that the text read may be wrong in places. */
export const LOW_OCR_CONFIDENCE = 60;

export interface ImageUpload {
  bytes: Uint8Array;
  /** The file name the person chose (shown back to them, never used to decide anything). */
  name: string;
  /** Who sent it, for the OCR queue's fairness (memory only). */
  client?: string;
}

/** What the untrusted-content pool found in the image's header, frames and metadata. */
export interface CheckedImage {
  inspected: InspectedImage;
  metadata: ImageMetadata | null;
  /** The image's C2PA content credentials, when it carries any (content-credentials.ts). */
  credentials?: ContentCredentials | null;
}

export async function acquireImage(
  upload: ImageUpload,
  ocr: OcrEngine,
  checked: CheckedImage,
): Promise<Acquired> {
  return (await readImage(upload, ocr, checked)).acquired;
}

/** acquireImage, with what OCR read (its words and their boxes) alongside. */
export async function readImage(
  upload: ImageUpload,
  ocr: OcrEngine,
  checked: CheckedImage,
): Promise<{ acquired: Acquired; read: OcrResult }> {
  const { inspected, metadata } = checked;
  const read = await ocr.recognise(upload.bytes, upload.client).catch((error: unknown) => {
    if (error instanceof OcrTimeoutError || error instanceof OcrBusyError) throw error;
    // A header that parses over a body that does not decode (cut off, corrupted).
    throw new ImageRejectedError(
      'unreadable',
      error instanceof Error ? error.message : String(error),
    );
  });
  // The text read is analyzed exactly like pasted text (same normalising, same link limit).
  const acquired: Acquired = { ...acquireText(read.text), type: 'screenshot' };
  if (!hasReadableText(acquired.text))
    throw new ImageRejectedError('no_text', 'OCR found no readable text');

  acquired.notes.push(
    `Text read from the ${inspected.width} x ${inspected.height} image with offline OCR (Tesseract, English), ${Math.round(read.confidence)}% mean confidence.`,
  );
  if (read.confidence < LOW_OCR_CONFIDENCE) {
    acquired.notes.push(
      'Some text may have been misread: compare the quoted text with the image, or paste the text into the Text tab.',
    );
  }
  acquired.notes.push(...metadataNotes(metadata));
  if (checked.credentials?.state === 'unchecked')
    acquired.notes.push(uncheckedCredentialsNote(checked.credentials));
  const editedWith =
    metadata?.software && isEditingSoftware(metadata.software) ? metadata.software : null;
  acquired.image = {
    name: upload.name,
    size: upload.bytes.byteLength,
    mime: inspected.mime,
    bytes: upload.bytes,
    editedWith,
    credentials: checked.credentials ?? null,
  };
  return { acquired, read };
}
