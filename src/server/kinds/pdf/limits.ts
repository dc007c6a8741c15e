/**
 * What one PDF may cost to read, named so the messages, the docs and the tests agree. The PDF is
 * read in the untrusted-content pool (pdf-job.ts), whose deadline and heap cap stop anything these
 * limits do not.
 */
import { DEFAULT_FETCH_MAX_BYTES, MAX_TEXT_CHARS } from '../../../shared';

/** Largest PDF read: the same 5 MB as the largest web page the fetcher reads. */
export const MAX_PDF_BYTES = DEFAULT_FETCH_MAX_BYTES;
/**
 * Pages read, first to last. A page of prose is 2,000-4,000 characters, so MAX_TEXT_CHARS is
 * reached well before this; the cap is for documents of many near-empty pages, each of which
 * still costs a parse.
 */
export const MAX_PDF_PAGES_READ = 100;
/** Characters of text kept: the same as a pasted text or a web page. */
export const MAX_PDF_CHARS = MAX_TEXT_CHARS;
/** A title or author longer than this is cut (the metadata of a page is cut the same way). */
export const MAX_PDF_META_CHARS = 200;
/**
 * Bytes that all of a PDF's packed streams may unpack to, together (pdf-scan.ts). The heap cap
 * does not bound them: unpacked streams are byte arrays held outside the JavaScript heap, so a
 * 1 MB "zip bomb" would otherwise take a gigabyte of the server's memory. Two real manuals of 36
 * and 17 pages unpack to 0.5 and 0.25 MB; a 5 MB report full of packed images to a few tens.
 */
export const MAX_PDF_UNPACKED_BYTES = 96 * 1024 * 1024;

/**
 * Bytes that all of a PDF's images may decode to, together, by their codecs' headers (JBIG2 page
 * and region sizes, JPEG and JPEG 2000 width x height x components, CCITT columns x rows). PDF.js
 * does not decode images to read text, and an image codec anywhere else is refused, so this only
 * bounds what a lying header could make a decoder allocate: a 5 MB brochure's photos decode to a
 * few hundred megabytes at most, one JBIG2 header can claim 4 GB.
 */
export const MAX_PDF_IMAGE_BYTES = 768 * 1024 * 1024;
/**
 * Times a PDF's forms may be drawn in all while its text is read (form-draws.ts): a form per page
 * for a letterhead or a watermark, and a few forms inside it, is hundreds; forms drawing forms ten
 * times over, eight deep, is a hundred million.
 */
export const MAX_PDF_FORM_DRAWS = 20_000;
/** Bytes of content PDF.js may parse while drawing pages and forms, each draw counted again. */
export const MAX_PDF_DRAWN_BYTES = 256 * 1024 * 1024;

export interface PdfLimits {
  maxBytes: number;
  maxPages: number;
  maxChars: number;
  maxUnpackedBytes: number;
  maxImageBytes: number;
  maxFormDraws: number;
  maxDrawnBytes: number;
}

export const PDF_LIMITS: PdfLimits = {
  maxBytes: MAX_PDF_BYTES,
  maxPages: MAX_PDF_PAGES_READ,
  maxChars: MAX_PDF_CHARS,
  maxUnpackedBytes: MAX_PDF_UNPACKED_BYTES,
  maxImageBytes: MAX_PDF_IMAGE_BYTES,
  maxFormDraws: MAX_PDF_FORM_DRAWS,
  maxDrawnBytes: MAX_PDF_DRAWN_BYTES,
};
