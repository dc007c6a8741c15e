import { describe, expect, it } from 'vitest';
import { ApiError, errorFromResponse } from './client';

const res = (body: string, status = 400, statusText = 'Bad Request') =>
  new Response(body === '' ? null : body, { status, statusText });

describe('errorFromResponse (spec 8 error-reading rules)', () => {
  it('uses the message of a JSON body', async () => {
    const error = await errorFromResponse(res(JSON.stringify({ message: 'Paste some text to analyse.' })));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Paste some text to analyse.');
    expect(error.status).toBe(400);
    expect(error.kind).toBe('error');
  });

  it("shows a 'guidance' message as is and marks it as guidance", async () => {
    const body = JSON.stringify({ type: 'guidance', message: 'Send a YouTube link such as https://youtu.be/abc.' });
    const error = await errorFromResponse(res(body, 422, 'Unprocessable Entity'));
    expect(error.message).toBe('Send a YouTube link such as https://youtu.be/abc.');
    expect(error.kind).toBe('guidance');
  });

  it('falls back to the raw body text when it is not JSON with a message', async () => {
    expect((await errorFromResponse(res('Upstream timed out', 502, 'Bad Gateway'))).message).toBe('Upstream timed out');
    expect((await errorFromResponse(res('{"error":"x"}', 500, 'Internal Server Error'))).message).toBe('{"error":"x"}');
  });

  it('uses the status text when the body is empty', async () => {
    expect((await errorFromResponse(res('', 503, 'Service Unavailable'))).message).toBe('Service Unavailable');
  });

  it('still says something when both body and status text are empty', async () => {
    expect((await errorFromResponse(res('', 500, ''))).message).toBe('Request failed (500)');
  });
});
