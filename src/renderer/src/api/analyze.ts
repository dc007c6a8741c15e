/**
 * The analyze requests, each called from its kind's contract (src/shared/kinds), the one the
 * server mounts: the text and address ones as JSON through callRoute, the uploads as multipart.
 */
import type { RouteContract, RouteResponse } from '../../../shared/contract';
import { UNLISTED_FIELD } from '../../../shared/kinds/analyze';
import { analyzeImageRoute, IMAGE_FIELD } from '../../../shared/kinds/screenshot';
import { analyzeTextRoute } from '../../../shared/kinds/text';
import { analyzeUrlRoute, type AnalyzeUrlRequest } from '../../../shared/kinds/url';
import type { AnalyzeResponse, ImageAnalyzeResponse } from '../../../shared/api';
import { TEXT } from '../../../shared/messages';
import { callRoute } from './call-route';
import { errorFromResponse, postForm, readJson, type ApiError } from './client';

/**
 * `unlisted` (beyond the spec): true keeps the analysis off the public feed, false publishes it;
 * left out, the server keeps a text that reads like a private message or a tip off the feed.
 */
export function analyzeText(content: string, unlisted?: boolean): Promise<AnalyzeResponse> {
  return callRoute(analyzeTextRoute, {
    body: unlisted === undefined ? { content } : { content, unlisted },
  });
}

export function analyzeUrl(request: AnalyzeUrlRequest): Promise<AnalyzeResponse> {
  return callRoute(analyzeUrlRoute, { body: request });
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

/**
 * Sends one file to an upload route (multipart, the file in `field`), and answers its contract's
 * response. `unlisted` goes first, so the server has read it by the time the file arrives; left
 * out, the server decides from the text it reads. A refusal is thrown as the server's error
 * (its message and status), or as what `refused` makes of it.
 */
export async function uploadFile<C extends RouteContract & { response: NonNullable<unknown> }>(
  contract: C,
  upload: { field: string; file: File; unlisted?: boolean | undefined },
  refused: (error: ApiError) => Error = (error) => error,
): Promise<RouteResponse<C>> {
  const form = new FormData();
  if (upload.unlisted !== undefined) form.append(UNLISTED_FIELD, String(upload.unlisted));
  form.append(upload.field, upload.file, upload.file.name);
  const res = await postForm(contract.path, form);
  if (!res.ok) throw refused(await errorFromResponse(res));
  if (contract.response === null) throw new Error(`${contract.path} declares no response`);
  return readJson(res, contract.response) as Promise<RouteResponse<C>>;
}

export function analyzeImage(file: File, unlisted?: boolean): Promise<ImageAnalyzeResponse> {
  return uploadFile(
    analyzeImageRoute,
    { field: IMAGE_FIELD, file, unlisted },
    (error) => new ImageAnalysisError(error.message),
  );
}
