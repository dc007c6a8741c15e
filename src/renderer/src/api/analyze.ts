/** The three analysis requests of spec section 7. */
import {
  analyzeResponseSchema,
  imageAnalyzeResponseSchema,
  type AnalyzeResponse,
  type AnalyzeUrlRequest,
  type ImageAnalyzeResponse,
} from '../../../shared/api';
import { TEXT } from '../../../shared/messages';
import { errorFromResponse, postForm, postJson, readJson } from './client';
import { API } from './paths';

/**
 * `unlisted` (beyond the spec): true keeps the analysis off the public feed, false publishes it;
 * left out, the server keeps a text that reads like a private message or a tip off the feed.
 */
export function analyzeText(content: string, unlisted?: boolean): Promise<AnalyzeResponse> {
  return postJson(
    API.analyzeText,
    unlisted === undefined ? { content } : { content, unlisted },
    analyzeResponseSchema,
  );
}

export function analyzeUrl(request: AnalyzeUrlRequest): Promise<AnalyzeResponse> {
  return postJson(API.analyzeUrl, request, analyzeResponseSchema);
}

/**
 * Spec 8: any non-ok image response is 'Image analysis failed'. The server's own explanation
 * (for example which image types it accepts) is kept as `detail` so the alert can show it too.
 */
export class ImageAnalysisError extends Error {
  readonly detail: string;
  constructor(detail: string) {
    super(TEXT.imageAnalysisFailed);
    this.name = 'ImageAnalysisError';
    this.detail = detail;
  }
}

export async function analyzeImage(file: File, unlisted?: boolean): Promise<ImageAnalyzeResponse> {
  const form = new FormData();
  // Before the file, so the server has read it by the time the image arrives. Left out, the
  // server keeps a screenshot whose text reads like a private message off the feed.
  if (unlisted !== undefined) form.append('unlisted', String(unlisted));
  form.append('image', file, file.name);
  const res = await postForm(API.analyzeImage, form);
  if (!res.ok) throw new ImageAnalysisError((await errorFromResponse(res)).message);
  return readJson(res, imageAnalyzeResponseSchema);
}
