/**
 * The one HTTP client of the UI. It implements the spec's error-reading rules (section 8) once:
 * read the body text; JSON with a message -> that message (a 'guidance' body's message is shown as
 * is); otherwise the raw text; otherwise the HTTP status text. Every request carries credentials,
 * and a JSON body (with its content type) is sent only when there is one (spec 7).
 */

/** An HTTP failure with the message the user should read. */
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

function messageFromJson(value: unknown): { message: string; guidance: boolean } | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const message = record['message'];
  if (typeof message !== 'string' || message.length === 0) return null;
  return { message, guidance: record['type'] === 'guidance' };
}

/** Turns a non-success response into an ApiError, per spec section 8. */
export async function errorFromResponse(res: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await res.text();
  } catch {
    // An unreadable body falls through to the status text.
  }
  const trimmed = text.trim();
  if (trimmed) {
    try {
      const parsed = messageFromJson(JSON.parse(trimmed));
      if (parsed) return new ApiError(res.status, parsed.message, parsed.guidance ? 'guidance' : 'error');
    } catch {
      // Not JSON: the raw text is the message.
    }
    return new ApiError(res.status, trimmed);
  }
  return new ApiError(res.status, res.statusText || `Request failed (${res.status})`);
}

/** Throws an ApiError unless the response is a success. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await errorFromResponse(res);
}

/** One request to the API. `body` is sent as JSON only when present. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  await throwIfNotOk(res);
  return res;
}

export async function getJson<T>(url: string): Promise<T> {
  const res = await apiRequest('GET', url);
  return (await res.json()) as T;
}

export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await apiRequest('POST', url, body);
  return (await res.json()) as T;
}

/** A multipart upload; the browser sets the multipart content type with its boundary. */
export async function postForm(url: string, form: FormData): Promise<Response> {
  return fetch(url, { method: 'POST', body: form, credentials: 'include' });
}

/** The message to show for anything thrown by a request. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
