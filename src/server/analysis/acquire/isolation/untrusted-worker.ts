/**
 * The worker side of untrusted-pool.ts: reads one page, inspects or classifies one image, or embeds
 * a few texts, per message, and replies with the result or the error's name and message. Runs
 * under the pool's heap cap and is terminated by it at the deadline, so nothing here needs a guard
 * of its own. A classification or an embedding first loads its model (once per worker), then says
 * 'started' so that the job's own deadline starts only then.
 */
import { parentPort } from 'node:worker_threads';
import { classifyImage, loadClassifier } from '../image/classify';
import { decodePlainPng, encodePlainPng } from '../image/plain-png';
import { MAX_IMAGE_PIXELS } from '../image/limits';
import { paintBoxes } from '../../../privacy/screenshot-masking';
import { embedTexts, loadSentenceEncoder, needsModel } from '../../embeddings/sentence-encoder';
import { readImageMetadata } from '../image/exif';
import { readContentCredentials } from '../image/content-credentials';
import { ImageRejectedError, inspectImage } from '../image/inspect-image';
import { parseHtml } from '../article/html-document';
import { acquirePage } from '../page';
import { READ_PDF_JOB, type ReadPdfInput, readPdfInWorker } from '../../../kinds/pdf/pdf-job';
import {
  WORKER_READY,
  type JobInputs,
  type JobOutputs,
  type JobRequest,
  type WorkerReply,
} from './jobs';

async function handle(request: JobRequest): Promise<JobOutputs[JobRequest['kind']]> {
  if (request.kind === 'read-page') {
    const { page, options } = request.input as JobInputs['read-page'];
    return acquirePage(page, options);
  }
  if (request.kind === 'classify-image') {
    // The model is loaded on this worker's first image, then kept (see classify.ts).
    const { bytes, mime } = request.input as JobInputs['classify-image'];
    await loadClassifier();
    port.postMessage({ id: request.id, ok: 'started' } satisfies WorkerReply);
    return classifyImage(bytes, mime);
  }
  if (request.kind === 'cover-image') {
    // The screened copy is this pool's own plain PNG, decoded here all the same: pixels are
    // handled off the main thread, under the deadline and heap cap. Read and written without
    // node:zlib, so the deadline may cut this job at any instant (plain-png.ts says why).
    const { png, boxes } = request.input as JobInputs['cover-image'];
    const image = decodePlainPng(png, MAX_IMAGE_PIXELS);
    paintBoxes(image.data, image.width, image.height, boxes);
    return encodePlainPng(image);
  }
  if (request.kind === 'embed-texts') {
    // Likewise the sentence encoder (embeddings/sentence-encoder.ts).
    const { texts } = request.input as JobInputs['embed-texts'];
    // A job with nothing new to embed (blank texts, texts seen before) needs no model.
    if (needsModel(texts)) await loadSentenceEncoder();
    port.postMessage({ id: request.id, ok: 'started' } satisfies WorkerReply);
    return embedTexts(texts);
  }
  // The kinds branch's job table replaces this line (its kinds/worker-jobs.ts).
  if ((request.kind as string) === READ_PDF_JOB)
    return readPdfInWorker(request.input as unknown as ReadPdfInput, () =>
      port.postMessage({ id: request.id, ok: 'started' } satisfies WorkerReply),
    ) as never;
  const { bytes } = request.input as JobInputs['inspect-image'];
  const inspected = inspectImage(bytes);
  // Content credentials that cannot be read at all are left out rather than failing the upload.
  const credentials = await readContentCredentials(bytes, inspected.mime).catch(() => null);
  return { inspected, metadata: await readImageMetadata(bytes), credentials };
}

const parent = parentPort;
if (!parent) throw new Error('untrusted-worker runs only as a worker thread');
const port = parent;
// jsdom loads on the first parse; done now, so no job's deadline pays for it.
parseHtml('<p>ready</p>', 'http://localhost/');
port.postMessage(WORKER_READY);
port.on('message', (request: JobRequest) => {
  handle(request).then(
    (output) => port.postMessage({ id: request.id, ok: true, output } satisfies WorkerReply),
    (error: unknown) => {
      const reply: WorkerReply = {
        id: request.id,
        ok: false,
        error:
          error instanceof ImageRejectedError
            ? {
                name: error.name,
                message: error.message,
                problem: error.problem,
                detail: error.detail,
              }
            : {
                name: error instanceof Error ? error.name : 'Error',
                message: error instanceof Error ? error.message : String(error),
              },
      };
      port.postMessage(reply);
    },
  );
});
