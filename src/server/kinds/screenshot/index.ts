/**
 * A screenshot: POST /api/analyze/image, multipart/form-data with the file in the field "image"
 * (and optionally "unlisted" = "true") -> {results, id, temporaryImageData, imageName, imageSize}.
 * The upload is read by the shared reader (../../http/read-single-file-upload.ts), which enforces
 * the limits while the body streams in: bytes beyond MAX_IMAGE_BYTES are never kept and an
 * oversized image is refused at once. A desktop publishes the text read from it, never the image.
 */
import { analyzeImageRoute, IMAGE_FIELD, UNLISTED_FIELD } from '../../../shared/kinds/screenshot';
import { MAX_IMAGE_BYTES } from '../../analysis/acquire/image/limits';
import {
  maxStreamedUploadBytes,
  type SingleFileUploadOptions,
} from '../../http/read-single-file-upload';
import { firstLineSnippet } from '../feed-snippet';
import { analyzerOf, sharedReportPath, type InputKind } from '../input-kind';
import { createPublishedTextAnalysis } from '../published-text';
import { uploadEndpoint } from '../upload-endpoint';
import { createImageAnalysis, IMAGE_ERRORS } from './analyze-image';
import { SCREENSHOT_CRITERIA } from './criteria';

export { IMAGE_FIELD, UNLISTED_FIELD };
/** A declared length above this is answered at once, without reading the body into the parser. */
export const MAX_STREAMED_UPLOAD_BYTES = maxStreamedUploadBytes(MAX_IMAGE_BYTES);

export const IMAGE_UPLOAD: SingleFileUploadOptions = {
  field: IMAGE_FIELD,
  maxBytes: MAX_IMAGE_BYTES,
  messages: {
    howToSend: `Send the screenshot as multipart/form-data with the file in a field named "${IMAGE_FIELD}" (one file).`,
    tooLarge: IMAGE_ERRORS.too_large,
    oneFile: 'Send one image per request.',
  },
};

/** Said in the results of a screenshot published from a desktop app. */
export const PUBLISHED_SCREENSHOT_NOTE =
  'Published from the FactLens desktop app: the text read from the screenshot was analyzed again here; the image itself was not sent.';

interface ScreenshotAnalyzer {
  upload: ReturnType<typeof createImageAnalysis>;
  publishedText: ReturnType<typeof createPublishedTextAnalysis>;
}

const endpoint = uploadEndpoint(
  analyzeImageRoute,
  IMAGE_UPLOAD,
  ({ bytes, name, client, unlisted }, analyzers) =>
    analyzerOf<ScreenshotAnalyzer>(analyzers, 'screenshot').upload({
      bytes,
      name,
      client,
      ...(unlisted === undefined ? {} : { unlisted }),
    }),
);

export const screenshotKind: InputKind<'screenshot', ScreenshotAnalyzer> = {
  type: 'screenshot',
  endpoint,
  create: ({ runAnalysis, ocr, untrusted }) => ({
    upload: createImageAnalysis(runAnalysis, ocr, untrusted),
    publishedText: createPublishedTextAnalysis(
      runAnalysis,
      'screenshot',
      PUBLISHED_SCREENSHOT_NOTE,
    ),
  }),
  feedSnippet: firstLineSnippet,
  criteria: SCREENSHOT_CRITERIA,
  publishes: 'content',
  keepsImage: true,
  reportPath: sharedReportPath,
  republish: (content, analyzers) =>
    analyzerOf<ScreenshotAnalyzer>(analyzers, 'screenshot').publishedText(content),
};
