/**
 * Offline text recognition with tesseract.js and the English LSTM model shipped in
 * @tesseract.js-data/eng (nothing is downloaded at run time: langPath is the package folder and
 * the cache is off, so no copy is written either). One worker, created on first use and reused:
 * starting one loads ~10 MB of model, far slower than reading a screenshot. close() ends it with
 * the server.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Logger } from 'pino';
import { createWorker, OEM, type Worker } from 'tesseract.js';

/** The integer-quantised "best" LSTM model: accurate and the fastest of the bundled ones. */
export const OCR_MODEL_FOLDER = '4.0.0_best_int';
export const OCR_LANGUAGE = 'eng';
/** Reading one image may take this long before the worker is restarted and the upload refused. */
export const OCR_TIMEOUT_MS = 60_000;

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0-100. */
  confidence: number;
  durationMs: number;
}

export interface OcrEngine {
  recognise(image: Uint8Array): Promise<OcrResult>;
  /** Starts the worker now (it otherwise starts on the first image). */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export class OcrTimeoutError extends Error {
  override name = 'OcrTimeoutError';
}

export function englishModelPath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), OCR_MODEL_FOLDER);
}

export function createOcrEngine(log?: Logger, timeoutMs = OCR_TIMEOUT_MS): OcrEngine {
  let worker: Promise<Worker> | null = null;
  let closed = false;

  const start = (): Promise<Worker> => {
    if (closed) return Promise.reject(new Error('The OCR engine is closed.'));
    worker ??= (async () => {
      const started = performance.now();
      const created = await createWorker(OCR_LANGUAGE, OEM.LSTM_ONLY, {
        langPath: englishModelPath(),
        cacheMethod: 'none',
        gzip: true,
        logger: (m) => log?.debug({ ocr: { status: m.status, progress: Math.round(m.progress * 100) } }, 'ocr progress'),
        errorHandler: (error: unknown) => log?.warn({ err: error }, 'ocr worker error'),
      });
      log?.info({ ms: Math.round(performance.now() - started) }, 'ocr worker started');
      return created;
    })();
    // A worker that failed to start is forgotten, so the next image tries again.
    worker.catch(() => {
      worker = null;
    });
    return worker;
  };

  const stop = async () => {
    const current = worker;
    worker = null;
    if (current) await current.then((w) => w.terminate()).catch(() => undefined);
  };

  return {
    async recognise(image) {
      const w = await start();
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new OcrTimeoutError(`OCR took longer than ${timeoutMs} ms`)), timeoutMs);
        timer.unref();
      });
      try {
        // Buffer: tesseract.js reads Node Buffers as image bytes (a plain Uint8Array is not accepted).
        const { data } = await Promise.race([w.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength)), timeout]);
        return { text: data.text, confidence: data.confidence, durationMs: performance.now() - started };
      } catch (error) {
        // A stuck or crashed worker cannot be trusted with the next image.
        if (error instanceof OcrTimeoutError) await stop();
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    async warmUp() {
      await start();
    },
    async close() {
      closed = true;
      await stop();
    },
  };
}
