/**
 * Offline text recognition with tesseract.js and the English LSTM model shipped in
 * @tesseract.js-data/eng (nothing is downloaded at run time: langPath is the package folder and
 * the cache is off, so no copy is written either). OCR_WORKERS workers, each created on first use
 * and reused: starting one loads ~10 MB of model, far slower than reading a screenshot. Images
 * wait in a fair queue (fair-queue.ts): one at a time per client, clients in turn, bounded, with a
 * wait limit of its own. close() ends the workers with the server.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Logger } from 'pino';
import { availableParallelism } from 'node:os';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { createFairQueue, QueueRefusedError, type FairQueue } from './fair-queue';

/** The integer-quantised "best" LSTM model: accurate and the fastest of the bundled ones. */
export const OCR_MODEL_FOLDER = '4.0.0_best_int';
export const OCR_LANGUAGE = 'eng';
/**
 * Reading one image may take this long, counted from when a worker starts on it (not while it
 * waits), before the worker is restarted and the upload refused. A 29.9 MP noise image once held
 * the only worker for a minute; screenshots read in 1-3 s.
 */
export const OCR_TIMEOUT_MS = 25_000;
/** Tesseract workers: both cores on a 2-core machine (each holds ~100 MB of model and buffers). */
export const OCR_WORKERS = Math.max(1, Math.min(2, availableParallelism()));
/** Images that may wait for a worker, in all and from one client, before uploads are refused. */
export const MAX_OCR_QUEUED = 8;
export const MAX_OCR_QUEUED_PER_CLIENT = 3;
/** Longest wait for a worker before the upload is refused as busy. */
export const OCR_QUEUE_WAIT_MS = 15_000;
/** Seconds a client is told to wait after a busy refusal. */
export const OCR_BUSY_RETRY_AFTER_S = 30;

/**
 * Words kept with their boxes: far more than any screenshot holds (a dense 30-megapixel page of
 * small print is about 10,000). Past it no boxes are kept (`words` is null), so nothing read from
 * the image can be painted over, and screening withholds an image that would need it.
 */
export const MAX_OCR_WORDS = 20_000;

/** One word read, with its box in the image's pixels (left, top, right and bottom edges). */
export interface OcrWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Which line of the page it is on (words of one line share it), in reading order. */
  line: number;
}

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0-100. */
  confidence: number;
  durationMs: number;
  /** The words in reading order with their boxes; null when there were more than MAX_OCR_WORDS. */
  words: OcrWord[] | null;
  /** The size of the page as Tesseract saw it (after any EXIF rotation), in pixels. */
  page: { width: number; height: number } | null;
}

/**
 * The words and page size of Tesseract's TSV output (level 1 the page, 5 a word; columns level,
 * page, block, paragraph, line, word, left, top, width, height, confidence, text). One linear pass.
 */
export function wordsFromTsv(tsv: string): Pick<OcrResult, 'words' | 'page'> {
  const words: OcrWord[] = [];
  let page: OcrResult['page'] = null;
  let lineKey = '';
  let line = -1;
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells.length < 12) continue;
    const [level, , block, paragraph, lineNo, , left, top, width, height] = cells.map(Number);
    if (level === 1) page = { width: width!, height: height! };
    if (level !== 5) continue;
    const text = cells.slice(11).join('\t').trim();
    if (!text || ![left, top, width, height].every((n) => Number.isFinite(n) && n! >= 0)) continue;
    if (words.length >= MAX_OCR_WORDS) return { words: null, page };
    const key = `${block}.${paragraph}.${lineNo}`;
    if (key !== lineKey) {
      lineKey = key;
      line += 1;
    }
    words.push({ text, x0: left!, y0: top!, x1: left! + width!, y1: top! + height!, line });
  }
  return { words, page };
}

export interface OcrEngine {
  /** `client` identifies who sent the image (held in memory while queued, never stored). */
  recognise(image: Uint8Array, client?: string): Promise<OcrResult>;
  /** Starts the worker now (it otherwise starts on the first image). */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export class OcrTimeoutError extends Error {
  override name = 'OcrTimeoutError';
}

/** Too many images are waiting, or this one waited too long: the service is busy. */
export class OcrBusyError extends Error {
  override name = 'OcrBusyError';
}

export interface OcrEngineOptions {
  timeoutMs?: number;
  workers?: number;
  queueWaitMs?: number;
  maxQueued?: number;
  maxQueuedPerClient?: number;
  /**
   * The queue images wait in, owned by the caller (its concurrency at most `workers`); the bounds
   * above are then the queue's own. Tests hold its slot to line images up deterministically.
   */
  queue?: FairQueue;
}

export function englishModelPath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), OCR_MODEL_FOLDER);
}

export function createOcrEngine(log?: Logger, options: OcrEngineOptions = {}): OcrEngine {
  const timeoutMs = options.timeoutMs ?? OCR_TIMEOUT_MS;
  const slots: Array<{ worker: Promise<Worker> | null; busy: boolean }> = Array.from(
    { length: options.workers ?? OCR_WORKERS },
    () => ({
      worker: null,
      busy: false,
    }),
  );
  const queue =
    options.queue ??
    createFairQueue({
      concurrency: slots.length,
      maxQueued: options.maxQueued ?? MAX_OCR_QUEUED,
      maxPerClient: options.maxQueuedPerClient ?? MAX_OCR_QUEUED_PER_CLIENT,
      maxWaitMs: options.queueWaitMs ?? OCR_QUEUE_WAIT_MS,
    });
  let closed = false;

  const start = (slot: (typeof slots)[number]): Promise<Worker> => {
    if (closed) return Promise.reject(new Error('The OCR engine is closed.'));
    if (slot.worker) return slot.worker;
    const created = (async () => {
      const started = performance.now();
      const worker = await createWorker(OCR_LANGUAGE, OEM.LSTM_ONLY, {
        langPath: englishModelPath(),
        cacheMethod: 'none',
        gzip: true,
        logger: (m) =>
          log?.debug(
            { ocr: { status: m.status, progress: Math.round(m.progress * 100) } },
            'ocr progress',
          ),
        errorHandler: (error: unknown) => log?.warn({ err: error }, 'ocr worker error'),
      });
      log?.info({ ms: Math.round(performance.now() - started) }, 'ocr worker started');
      return worker;
    })();
    slot.worker = created;
    // A worker that failed to start is forgotten, so the next image tries again.
    created.catch(() => {
      if (slot.worker === created) slot.worker = null;
    });
    return created;
  };

  const stop = async (slot: (typeof slots)[number]) => {
    const current = slot.worker;
    slot.worker = null;
    if (current) await current.then((w) => w.terminate()).catch(() => undefined);
  };

  return {
    async recognise(image, client = 'anonymous') {
      const release = await queue.acquire(client).catch((error: unknown) => {
        throw error instanceof QueueRefusedError && error.reason !== 'closed'
          ? new OcrBusyError(error.reason)
          : error;
      });
      // The queue lets at most slots.length images run, so a free slot exists.
      const slot = slots.find((s) => !s.busy)!;
      slot.busy = true;
      let timer: NodeJS.Timeout | undefined;
      try {
        const w = await start(slot);
        // The clock starts now, when this image has a worker of its own.
        const started = performance.now();
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new OcrTimeoutError(`OCR took longer than ${timeoutMs} ms`)),
            timeoutMs,
          );
          timer.unref();
        });
        // Buffer: tesseract.js reads Node Buffers as image bytes (a plain Uint8Array is not accepted).
        const { data } = await Promise.race([
          w.recognize(
            Buffer.from(image.buffer, image.byteOffset, image.byteLength),
            {},
            // The TSV output carries each word's box, so personal data can be painted over.
            { text: true, tsv: true },
          ),
          timeout,
        ]);
        return {
          text: data.text,
          confidence: data.confidence,
          durationMs: performance.now() - started,
          ...wordsFromTsv(data.tsv ?? ''),
        };
      } catch (error) {
        // A stuck or crashed worker cannot be trusted with the next image.
        if (error instanceof OcrTimeoutError) await stop(slot);
        throw error;
      } finally {
        clearTimeout(timer);
        slot.busy = false;
        release();
      }
    },
    async warmUp() {
      await start(slots[0]!);
    },
    async close() {
      closed = true;
      queue.close();
      await Promise.all(slots.map(stop));
    },
  };
}
