/**
 * Requests Node's HTTP parser cannot finish (headers over its size limit, broken framing, a body
 * cut off, a request that took too long) never reach Express: by default Node answers them itself
 * with a bare status line and no body. This answers them like every other API error instead, with
 * JSON {message} saying what to do, then closes the connection (its framing cannot be trusted).
 */
import type { Duplex } from 'node:stream';
import { ERRORS, type ErrorBody } from '../shared';

export const CLIENT_ERROR_MESSAGES = {
  headersTooLarge:
    'The request headers are too large. Send a shorter address (a real analysis id is 16 characters) and fewer or smaller cookies.',
  timeout: 'The request took too long to arrive. Check your connection and try again.',
} as const;

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

function answerFor(code: string | undefined): { status: number; body: ErrorBody } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, body: { message: CLIENT_ERROR_MESSAGES.headersTooLarge } };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, body: { message: CLIENT_ERROR_MESSAGES.timeout } };
  return { status: 400, body: { message: ERRORS.badRequest } };
}

/** The server's 'clientError' listener: server.on('clientError', answerClientError). */
export function answerClientError(
  error: Error & { code?: string },
  socket: Duplex & { _httpMessage?: { headersSent?: boolean } | null },
): void {
  // Only when no response on this connection is half-sent (the check Node's own default makes).
  const inFlight = socket._httpMessage;
  if (socket.writable && !inFlight?.headersSent && error.code !== 'ECONNRESET') {
    const { status, body } = answerFor(error.code);
    const json = JSON.stringify(body);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${json}`,
      // Sent: now let go of the socket, whatever the client does.
      () => socket.destroy(),
    );
    return;
  }
  socket.destroy();
}
