/**
 * The code of the untrusted pool's own jobs in its child process: read one page, inspect,
 * classify or cover one image. Runs under the child's memory limit and is ended by the pool at
 * the deadline, so nothing here needs a guard of its own.
 */
import { classifyImage, loadClassifier } from '../image/classify';
import { decodePlainPng, encodePlainPng } from '../image/plain-png';
import { MAX_IMAGE_PIXELS } from '../image/limits';
import { paintBoxes } from '../../../privacy/screenshot-masking';
import { readImageMetadata } from '../image/exif';
import { readContentCredentials } from '../image/content-credentials';
import { inspectImage } from '../image/inspect-image';
import { acquirePage } from '../page';
import type { JobCode, JobInputs, JobKind, JobOutputs } from './jobs';

type CoreJobs = { readonly [K in JobKind]: JobCode<JobInputs[K], JobOutputs[K]> };

export const CORE_JOBS: CoreJobs = {
  'read-page': { run: ({ page, options }) => acquirePage(page, options) },
  'classify-image': {
    // The model is loaded on this worker's first image, then kept (see classify.ts).
    async run({ bytes, mime }, started) {
      await loadClassifier();
      started();
      return classifyImage(bytes, mime);
    },
  },
  'cover-image': {
    // The screened copy is this pool's own plain PNG, decoded here all the same: pixels are
    // handled off the main thread, under the deadline and heap cap. Read and written without
    // node:zlib, so the deadline may cut this job at any instant (plain-png.ts says why).
    run({ png, boxes }) {
      const image = decodePlainPng(png, MAX_IMAGE_PIXELS);
      paintBoxes(image.data, image.width, image.height, boxes);
      return encodePlainPng(image);
    },
  },
  'inspect-image': {
    async run({ bytes }) {
      const inspected = inspectImage(bytes);
      // Content credentials that cannot be read at all are left out rather than failing the upload.
      const credentials = await readContentCredentials(bytes, inspected.mime).catch(() => null);
      return { inspected, metadata: await readImageMetadata(bytes), credentials };
    },
  },
};
