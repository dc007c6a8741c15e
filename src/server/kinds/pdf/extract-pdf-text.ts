/**
 * The text of a PDF, read with Mozilla's PDF.js (pdfjs-dist, the parser Firefox uses: kept by
 * Mozilla, pure JavaScript, no native code, Apache-2.0). Runs inside the untrusted-content worker
 * (pdf-job.ts), whose deadline and memory limit bound it; this file adds the limits they cannot see:
 * the bytes, the pages, the characters, and what packed streams may unpack to (pdf-scan.ts).
 *
 * PDF.js runs in this thread with no worker of its own: its Node build always uses its "fake"
 * worker (the parser in the same thread), which it takes from `globalThis.pdfjsWorker` when that is
 * set. Setting it from a static import of the worker module means it never looks up a worker file
 * by path, so it works the same from the sources, from the server's bundle and from the desktop's.
 */
import { ALLOCATION_FAILED } from '../../analysis/acquire/isolation/job-host';
import { MAX_PDF_META_CHARS, PDF_LIMITS, type PdfLimits } from './limits';
import { PdfRejectedError } from './pdf-problems';
import { looksLikePdf, scanPdf } from './pdf-scan';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

export interface PdfText {
  /** Pages joined by a blank line, lines by a line break, in the order the pages draw them. */
  text: string;
  /** Pages the document has. */
  pageCount: number;
  /** Pages read, from the first: fewer than pageCount when a limit was reached. */
  pagesRead: number;
  title?: string;
  author?: string;
  /** True when pages or characters were left out because of a limit. */
  truncated: boolean;
}

let library: Promise<PdfJs> | null = null;

/**
 * Loads PDF.js once per worker (about 0.3 s): the job says 'started' after it, so no PDF's
 * deadline pays for it. A failed load is tried again on the next PDF.
 */
export function loadPdfLibrary(): Promise<PdfJs> {
  library ??= (async () => {
    const parser = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = parser;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  library.catch(() => {
    library = null;
  });
  return library;
}

/** Everything that would reach outside the bytes, or run code, is off. */
const DOCUMENT_OPTIONS = {
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  disableAutoFetch: true,
  disableStream: true,
  disableRange: true,
  useWasm: false,
  useWorkerFetch: false,
  enableXfa: false,
  isOffscreenCanvasSupported: false,
  isImageDecoderSupported: false,
  // Damaged parts are skipped where PDF.js can, as a viewer does; warnings are not logged.
  stopAtErrors: false,
  verbosity: 0,
} as const;

/** PDF.js's error names for a document that needs a password. */
const PASSWORD_ERRORS = new Set(['PasswordException']);

function metaText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const clean = value.replace(/\s+/g, ' ').trim();
  return clean ? clean.slice(0, MAX_PDF_META_CHARS) : undefined;
}

interface TextPiece {
  str?: string;
  hasEOL?: boolean;
}

/**
 * One page's text: runs in drawing order (PDF.js already adds a space where a gap separates two
 * runs on a line), a line break where a run ends its line; blank space tidied.
 */
function pageText(items: readonly TextPiece[]): string {
  let out = '';
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    out += item.str;
    if (item.hasEOL) out += '\n';
  }
  return out
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Cuts at a code point, never inside a surrogate pair. */
function cut(text: string, max: number): string {
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/**
 * Reads up to limits.maxPages pages and limits.maxChars characters of a PDF's text. Throws
 * PdfRejectedError for bytes that are not a PDF, too large, locked, damaged, packed far beyond
 * their size, or with no text (a scan). The bytes are not changed.
 */
export async function extractPdfText(
  bytes: Uint8Array,
  limits: PdfLimits = PDF_LIMITS,
): Promise<PdfText> {
  if (bytes.length > limits.maxBytes) throw new PdfRejectedError('too_large');
  if (!looksLikePdf(bytes)) throw new PdfRejectedError('not_a_pdf');
  const scan = scanPdf(bytes, limits);
  if (scan.encrypted) throw new PdfRejectedError('encrypted');
  if (scan.overBudget) throw new PdfRejectedError('too_much_packed_data');
  if (scan.tooComplex) throw new PdfRejectedError('too_complex');
  const pdfjs = await loadPdfLibrary();
  // PDF.js may take the buffer over (detach it): it gets a copy.
  const task = pdfjs.getDocument({ ...DOCUMENT_OPTIONS, data: new Uint8Array(bytes) });
  try {
    const doc = await task.promise;
    const meta = await doc.getMetadata().catch(() => null);
    const info = (meta?.info ?? {}) as Record<string, unknown>;
    const pageCount = doc.numPages;
    const pages: string[] = [];
    let chars = 0;
    let truncated = pageCount > limits.maxPages;
    for (let number = 1; number <= Math.min(pageCount, limits.maxPages); number += 1) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      page.cleanup();
      const text = pageText(content.items as TextPiece[]);
      // The blank line that joins this page to the one before counts as well.
      const room = limits.maxChars - chars - (pages.length > 0 ? 2 : 0);
      if (text.length > room) {
        if (room > 0) pages.push(cut(text, room));
        truncated = true;
        break;
      }
      pages.push(text);
      chars += text.length + (pages.length > 1 ? 2 : 0);
    }
    const text = pages.filter(Boolean).join('\n\n');
    if (!text) throw new PdfRejectedError('no_text');
    const title = metaText(info['Title']);
    const author = metaText(info['Author']);
    return {
      text,
      pageCount,
      pagesRead: pages.length,
      ...(title ? { title } : {}),
      ...(author ? { author } : {}),
      truncated,
    };
  } catch (error) {
    if (error instanceof PdfRejectedError) throw error;
    // Refused memory is the child's limit at work, not a damaged file: the pool says so.
    if (error instanceof Error && ALLOCATION_FAILED.test(error.message)) throw error;
    const name = error instanceof Error ? error.name : '';
    throw new PdfRejectedError(PASSWORD_ERRORS.has(name) ? 'encrypted' : 'unreadable');
  } finally {
    await task.destroy();
  }
}
