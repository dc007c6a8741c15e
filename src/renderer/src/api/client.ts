/**
 * The one HTTP client of the UI. It implements the spec's error-reading rules (section 8) once:
 * read the body text; JSON with a message -> that message (a 'guidance' body's message is shown as
 * is); otherwise a sentence for the status a person can act on. Raw exception text from the
 * browser ("Failed to fetch", "NetworkError", a TypeError) never reaches a page: a request that
 * could not be made becomes a sentence about the connection. Every request carries credentials,
 * and a JSON body (with its content type) is sent only when there is one (spec 7). Every success
 * body is parsed with the contract's zod schema (src/shared) before the UI sees it: an answer of
 * another shape becomes an ApiError with a plain sentence, never a half-read page.
 */
import type { z } from 'zod';

/** An HTTP failure with the message the user should read. Status 0: no answer at all. */
export class ApiError extends Error {
  readonly status: number;
  /** 'guidance' when the server tells the user what to do differently. */
  readonly kind: 'guidance' | 'error';

  constructor(status: number, message: string, kind: 'guidance' | 'error' = 'error') {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.kind = kind;
  }
}

/** A request may take this long before the UI gives up (an analysis reads pages and images). */
export const REQUEST_TIMEOUT_MS = 120_000;

export const CLIENT_ERRORS = {
  network: "We couldn't reach FactLens. Check your connection and try again.",
  timeout:
    'FactLens took too long to answer. Try again in a moment; a shorter text or a cropped screenshot is quicker.',
  status: {
    408: 'FactLens took too long to answer. Try again in a moment.',
    413: 'What you sent is too large. Send a shorter text or a smaller image.',
    415: 'FactLens cannot read this kind of file. Upload a PNG, JPEG, WebP or GIF screenshot.',
    422: 'FactLens could not read anything to check in what you sent. Try a clearer screenshot or paste the text.',
    429: 'You have sent many requests in a short time. Wait a minute and try again.',
    500: 'Something went wrong on our side. Try again in a moment.',
    502: 'FactLens is not answering right now. Try again in a few minutes.',
    503: 'FactLens is busy or under maintenance right now. Try again in a few minutes.',
    504: 'FactLens took too long to answer. Try again in a moment.',
  } as Record<number, string>,
  other: 'The request did not work. Try again in a moment.',
  /** A success whose body is not what the contract says (another version, a proxy's page). */
  unexpected:
    'FactLens answered in a form this page does not understand. Reload the page and try again; if it keeps happening, this app may need updating.',
} as const;

/** A success body that does not match the contract; `problems` is for developers, never shown. */
export class UnexpectedAnswerError extends ApiError {
  readonly problems: string;

  constructor(status: number, problems: string) {
    super(status, CLIENT_ERRORS.unexpected);
    this.name = 'UnexpectedAnswerError';
    this.problems = problems;
  }
}

/** Reads a success body as JSON and parses it with its contract schema. */
export async function readJson<S extends z.ZodType>(res: Response, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new UnexpectedAnswerError(res.status, 'the body is not JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`,
    );
    throw new UnexpectedAnswerError(res.status, problems.slice(0, 5).join('; '));
  }
  return parsed.data;
}

function messageFromJson(value: unknown): { message: string; guidance: boolean } | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const message = record.message;
  if (typeof message !== 'string' || message.length === 0) return null;
  return { message, guidance: record.type === 'guidance' };
}

/** Raw text a person can read: a short sentence, not markup, JSON or an error code. */
const READABLE_TEXT_MAX = 200;
function isReadableText(text: string): boolean {
  return (
    text.length <= READABLE_TEXT_MAX &&
    !/[<>{}[\]]/.test(text) &&
    !looksLikeMachinery(text) &&
    /[a-z]/.test(text)
  );
}

/** Browser and Node error wording that means nothing to a person. */
export function looksLikeMachinery(text: string): boolean {
  return /Failed to fetch|NetworkError|TypeError|Load failed|\bE[A-Z]{3,}\b|ERR_[A-Z_]+|Request failed \(/.test(
    text,
  );
}

function statusSentence(status: number): string {
  return (
    CLIENT_ERRORS.status[status] ??
    (status >= 500 ? CLIENT_ERRORS.status[500]! : CLIENT_ERRORS.other)
  );
}

/** Turns a non-success response into an ApiError, per spec section 8. */
export async function errorFromResponse(res: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await res.text();
  } catch {
    // An unreadable body falls through to the status sentence.
  }
  const trimmed = text.trim();
  if (trimmed) {
    try {
      const parsed = messageFromJson(JSON.parse(trimmed));
      if (parsed)
        return new ApiError(res.status, parsed.message, parsed.guidance ? 'guidance' : 'error');
    } catch {
      // Not JSON: the raw text, if a person can read it.
    }
    if (!CLIENT_ERRORS.status[res.status] && isReadableText(trimmed))
      return new ApiError(res.status, trimmed);
  }
  return new ApiError(res.status, statusSentence(res.status));
}

/** Throws an ApiError unless the response is a success. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await errorFromResponse(res);
}

/** fetch, with a failure to connect or a timeout turned into an ApiError with a plain sentence. */
export async function safeFetch(
  url: string,
  init: RequestInit = {},
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch {
    throw new ApiError(
      0,
      controller.signal.aborted ? CLIENT_ERRORS.timeout : CLIENT_ERRORS.network,
    );
  } finally {
    clearTimeout(timer);
  }
}

/** One request to the API. `body` is sent as JSON only when present. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await safeFetch(url, init);
  await throwIfNotOk(res);
  return res;
}

export async function getJson<S extends z.ZodType>(url: string, schema: S): Promise<z.infer<S>> {
  return readJson(await apiRequest('GET', url), schema);
}

export async function postJson<S extends z.ZodType>(
  url: string,
  body: unknown,
  schema: S,
): Promise<z.infer<S>> {
  return readJson(await apiRequest('POST', url, body), schema);
}

/** A multipart upload; the browser sets the multipart content type with its boundary. */
export async function postForm(url: string, form: FormData): Promise<Response> {
  return safeFetch(url, { method: 'POST', body: form, credentials: 'include' });
}

/**
 * The message to show for anything thrown by a request: our own sentences as they are; any other
 * exception (a parse error, a browser error) becomes the caller's fallback, never its raw text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (
    error instanceof Error &&
    error.message &&
    error.name !== 'TypeError' &&
    error.name !== 'SyntaxError' &&
    !looksLikeMachinery(error.message)
  ) {
    return error.message;
  }
  return fallback;
}

/** The server answered that the thing asked for does not exist (not: could not be reached). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
