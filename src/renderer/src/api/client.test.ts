import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERRORS, errorFromResponse, errorMessage } from './client';

const res = (body: string, status = 400, statusText = 'Bad Request') =>
  new Response(body === '' ? null : body, { status, statusText });

describe('errorFromResponse (spec 8 error-reading rules)', () => {
  it('uses the message of a JSON body', async () => {
    const error = await errorFromResponse(
      res(JSON.stringify({ message: 'Paste some text to analyze.' })),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Paste some text to analyze.');
    expect(error.status).toBe(400);
    expect(error.kind).toBe('error');
  });

  it("shows a 'guidance' message as is and marks it as guidance", async () => {
    const body = JSON.stringify({
      type: 'guidance',
      message: 'Send a YouTube link such as https://youtu.be/abc.',
    });
    const error = await errorFromResponse(res(body, 422, 'Unprocessable Entity'));
    expect(error.message).toBe('Send a YouTube link such as https://youtu.be/abc.');
    expect(error.kind).toBe('guidance');
  });

  it('falls back to readable raw text, but never to markup, JSON or error codes', async () => {
    expect((await errorFromResponse(res('Try a shorter text.', 400))).message).toBe(
      'Try a shorter text.',
    );
    expect((await errorFromResponse(res('{"error":"x"}', 400))).message).toBe(CLIENT_ERRORS.other);
    expect((await errorFromResponse(res('<html><h1>Bad</h1></html>', 400))).message).toBe(
      CLIENT_ERRORS.other,
    );
    expect((await errorFromResponse(res('connect ECONNREFUSED', 400))).message).toBe(
      CLIENT_ERRORS.other,
    );
  });

  it('gives 413, 415, 422, 429 and 503 each their own sentence when the body does not explain', async () => {
    const seen = new Set<string>();
    for (const status of [413, 415, 422, 429, 503]) {
      const message = (await errorFromResponse(res('Upstream said no', status, 'X'))).message;
      expect(message).toBe(CLIENT_ERRORS.status[status]);
      seen.add(message);
    }
    expect(seen.size).toBe(5);
  });

  it('says something a person can act on when both body and status text are empty', async () => {
    expect((await errorFromResponse(res('', 500, ''))).message).toBe(CLIENT_ERRORS.status[500]);
    expect((await errorFromResponse(res('', 418, ''))).message).toBe(CLIENT_ERRORS.other);
  });
});

describe('errorMessage', () => {
  it('never shows a browser exception text', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'Fallback.')).toBe('Fallback.');
    expect(
      errorMessage(new Error('NetworkError when attempting to fetch resource.'), 'Fallback.'),
    ).toBe('Fallback.');
    expect(errorMessage(new Error('read EPROTO'), 'Fallback.')).toBe('Fallback.');
    expect(errorMessage(new ApiError(0, CLIENT_ERRORS.network), 'Fallback.')).toBe(
      CLIENT_ERRORS.network,
    );
  });
});
