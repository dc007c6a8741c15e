/**
 * Exact texts from the spec (sections 2, 4 and 8) that more than one place shows, and the
 * server's user-facing error messages. Every 4xx message says what to do next.
 */

export const TEXT = {
  analyzing: 'Analyzing.',
  untitledContent: 'Untitled Content',
  noAnalysesYet: 'No Analyses Yet',
  feedUnavailable: 'Feed Unavailable',
  feedLoadFailed: 'Failed to load public feed',
  analysisNotFoundTitle: 'Analysis Not Found',
  sharedNotFound: 'This fact-check analysis could not be found or may have expired.',
  sharedLoadFailed: 'Failed to load analysis',
  sharedLoading: 'Loading fact-check analysis...',
  videoNotFound: 'This video analysis could not be found or may have expired.',
  analyticsUnavailable: 'Analytics Unavailable',
  analyticsLoadFailed: 'Failed to load analytics',
  analyticsFallback: 'Analytics data could not be loaded at this time.',
  exportFailedTitle: 'Export Failed',
  exportFailed: 'Failed to export dataset',
  exportSuccessTitle: 'Dataset Exported',
  imageAnalysisFailed: 'Image analysis failed',
  dailyAnalysisFailed: 'Failed to fetch daily analysis',
  copied: 'Copied!',
  messageSent: 'Message Sent!',
  preparingEmail: 'Preparing Email...',
  notFoundPage: '404 Page Not Found',
} as const;

/** Spec 8: 'Downloaded analytical patterns from N analyses without storing personal content.' */
export function exportSuccessMessage(total: number): string {
  return `Downloaded analytical patterns from ${total} analyses without storing personal content.`;
}

/** Spec 2: 'Showing latest N of M total analyses'. */
export function feedHeader(shown: number, total: number): string {
  return `Showing latest ${shown} of ${total} total analyses`;
}

/** Spec 2: 'Full Transcript Analyzed (N characters)'. */
export function transcriptBadge(length: number): string {
  return `Full Transcript Analyzed (${length.toLocaleString('en-US')} characters)`;
}

function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Math.round(mb * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

export const ERRORS = {
  emptyText: 'Paste some text to analyse: the content was empty.',
  textTooLong: (max: number) =>
    `The text is too long to analyse: send at most ${max.toLocaleString('en-US')} characters, for example the part you doubt most.`,
  badJson: 'The request body is not valid JSON. Send a JSON object such as {"content": "text to analyse"}.',
  unknownRoute: 'There is no such API endpoint. See the README for the list of /api routes.',
  analysisNotFound:
    'This fact-check analysis could not be found or may have expired. Check the link, or run a new analysis.',
  videoAnalysisNotFound:
    'This video analysis could not be found or may have expired. Check the link, or analyse the video again.',
  unknownCriteriaType: (types: readonly string[]) =>
    `Unknown analysis type. Ask for one of: ${types.join(', ')}.`,
  noDailyAnalysis:
    'No video has been analysed in the last 24 hours, so there is no daily analysis yet. Analyse a video to feature it.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  bodyTooLarge: (maxBytes: number) =>
    `The request body is too large: send at most ${formatBytes(maxBytes)} of JSON, for example a shorter extract.`,
  badRequest:
    'The request could not be read. Check the address (a broken %-escape?) and send bodies as UTF-8 JSON.',
  unsupportedEncoding: 'Send the request body as UTF-8 JSON with Content-Type: application/json.',
  methodNotAllowed: (method: string, allowed: readonly string[]) =>
    `This endpoint does not accept ${method} requests. Use ${allowed.join(' or ')}.`,
} as const;
