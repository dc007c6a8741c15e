/**
 * Drawing a link-preview image as a job of the analysis pool's worker threads: Skia's drawing and
 * the PNG encoding are CPU work the request thread should not do (a client cycling through report
 * ids once held the feed's latency at 143 ms). The input is what is drawn, the output the PNG.
 */
import { jobCode, poolJob } from '../analysis/acquire/isolation/jobs';
import { type PreviewImageContent, renderPreviewImage } from './preview-image';

/** Drawing one card takes tens of milliseconds; a busy machine, a second or two. */
export const PREVIEW_DRAW_DEADLINE_MS = 15_000;

export const DRAW_PREVIEW_JOB = poolJob<PreviewImageContent, Uint8Array>({
  name: 'draw-preview',
  deadlineMs: PREVIEW_DRAW_DEADLINE_MS,
});

/** Its code in the analysis worker (registered by its entry). */
export const DRAW_PREVIEW_CODE = jobCode(DRAW_PREVIEW_JOB, (content) =>
  renderPreviewImage(content),
);
