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
  sharedLoadFailed:
    'This report could not be loaded just now. Check your connection and try again.',
  reportLoadFailedTitle: 'Report Could Not Load',
  sharedLoading: 'Loading fact-check analysis...',
  videoNotFound: 'This video analysis could not be found or may have expired.',
  analyticsUnavailable: 'Analytics Unavailable',
  analyticsLoadFailed: 'Failed to load analytics',
  analyticsFallback: 'Analytics data could not be loaded at this time.',
  exportFailedTitle: 'Export Failed',
  exportFailed: 'Failed to export dataset',
  exportSuccessTitle: 'Dataset Exported',
  imageAnalysisFailed: 'Image analysis failed',
  dailyAnalysisFailed: "Today's featured analysis could not be loaded.",
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

/** 'N seconds' / '1 second', for the retry hint of a 429. */
function inSeconds(seconds: number): string {
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Math.round(mb * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

export const ERRORS = {
  emptyText: 'Paste some text to analyze: the content was empty.',
  textTooShort:
    'This text is too short to check: it makes no claim and asks for nothing. Paste the whole message or article you want checked, including any link, number or request it contains.',
  textTooLong: (max: number) =>
    `The text is too long to analyze: send at most ${max.toLocaleString('en-US')} characters, for example the part you doubt most.`,
  badJson:
    'The request body is not valid JSON. Send a JSON object such as {"content": "text to analyze"}.',
  unknownRoute: 'There is no such API endpoint. See docs/api.md for the list of /api routes.',
  unknownAddress: 'There is nothing at this address. Check the address, or open the home page.',
  analysisNotFound:
    'This fact-check analysis could not be found or may have expired. Check the link, or run a new analysis.',
  videoAnalysisNotFound:
    'This video analysis could not be found or may have expired. Check the link, or analyze the video again.',
  unknownCriteriaType: (types: readonly string[]) =>
    `Unknown analysis type. Ask for one of: ${types.join(', ')}.`,
  noDailyAnalysis:
    'No video has been analyzed in the last 24 hours, so there is no daily analysis yet. Analyze a video to feature it.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  bodyTooLarge: (maxBytes: number) =>
    `The request body is too large: send at most ${formatBytes(maxBytes)} of JSON, for example a shorter extract.`,
  badRequest:
    'The request could not be read. Check the address (a broken %-escape?) and send bodies as UTF-8 JSON.',
  unsupportedEncoding: 'Send the request body as UTF-8 JSON with Content-Type: application/json.',
  methodNotAllowed: (method: string, allowed: readonly string[]) =>
    `This endpoint does not accept ${method} requests. Use ${allowed.join(' or ')}.`,
  // 429s of the per-address rate limits (src/server/security/rate-limit.ts): the limit, then when to retry.
  tooManyAnalyses: (perMinute: number, retryAfterSeconds: number) =>
    `Too many analyses from your address: at most ${perMinute} a minute, publishing included. Please try again in ${inSeconds(retryAfterSeconds)}.`,
  tooManyRequests: (perMinute: number, retryAfterSeconds: number) =>
    `Too many requests from your address: at most ${perMinute} a minute. Please try again in ${inSeconds(retryAfterSeconds)}.`,
  // 503s from the database (src/server/errors.ts): what the person can do, then what the operator
  // must fix. Existing analyses stay readable in each case.
  storageFull:
    'FactLens cannot save new analyses right now because its disk is full. Please try again later; existing analyses can still be read. Operator: free disk space where DATA_DIR is.',
  storageReadOnly:
    'FactLens cannot save new analyses right now because its database is read-only. Please try again later; existing analyses can still be read. Operator: make DATA_DIR and the files in it writable by the server, then restart it.',
  storageBusy: 'FactLens is busy saving other analyses. Please try again in a few seconds.',
  storageUnavailable:
    'FactLens cannot reach its database right now. Please try again in a few minutes. Operator: check the disk that holds DATA_DIR; the server log names the error.',
  databaseServerUnavailable:
    'FactLens cannot reach its database right now. Please try again in a few minutes; existing analyses will be back as soon as it is. Operator: check that the PostgreSQL server named in DATABASE_URL is running and reachable; the server log names the error.',
  storageDamaged:
    'FactLens cannot read its database right now. Please try again later. Operator: the database file is damaged; stop the server and restore the latest backup (see "Backups" in docs/hosting.md).',
  // Desktop mode and publishing (issue 7).
  desktopOnly:
    'This endpoint exists only in the FactLens desktop app, where analyses stay on your computer until you publish them. On the website every analysis is already public.',
  hubOnly:
    'This endpoint exists only on the hosted FactLens site. In the desktop app, publish an analysis with POST /api/analysis/{id}/publish and the app sends it for you.',
  publishRequestInvalid: (problem: string) =>
    `The publish request could not be read: ${problem} Send JSON such as {"publishId": "<a UUID>", "type": "text", "content": "the text"}.`,
  publishNeedsContent:
    'Send the text to publish as a JSON string field "content" (for a screenshot, the text read from it; image bytes are never accepted).',
  publishNeedsUrl:
    'Send the address to publish as a JSON string field "url" (the page, shop or YouTube video that was analyzed).',
  publishNothingToSend:
    'This analysis has no text or address left to publish. Run the analysis again, then press Publish.',
  hubFeedUnreachable:
    'The public feed could not be reached and no copy of it is saved on this computer yet. Check your internet connection and try again; your own analyses are under My analyses.',
  hubAnalysisUnreachable:
    'This analysis is not on this computer and the public feed could not be reached to read it. Check your internet connection and try again.',
  myAnalysesLimit: (max: number) =>
    `Ask for between 1 and ${max} analyses with "limit", e.g. ?limit=50.`,
  myAnalysesQueryTooLong: (max: number) => `The search is too long: use at most ${max} characters.`,
  myAnalysesQueryInvalid:
    'Send one search as ?q=words (the "q" parameter was given more than once).',
} as const;

/** Desktop texts the UI shows next to the server's answers (issue 7). */
export const DESKTOP_TEXT = {
  /** DELETE /api/analysis/{id} answers 204 with no body; the UI says this alongside. */
  deleteKeepsPublicCopy:
    'This removes the analysis from this computer only. A copy you already published stays on the public feed.',
  privacyNote:
    'Your analyses stay on this computer. Only the ones you publish are sent to the public feed.',
} as const;
