/**
 * "413 always arrives". When a request is refused before its body was read, Node closes the
 * connection as soon as the answer is out if either side said "Connection: close". Closing a
 * socket with unread data makes the kernel send a reset, and a client that writes its whole body
 * before reading (Python's urllib, curl scripts) then loses the answer already on its way: it sees
 * a broken pipe instead of the 413. Here the close is made gentle: the answer goes out with a FIN
 * (half-close), the rest of the body is read and dropped until the client finishes or stops, and
 * only then is the socket destroyed. Bounded in bytes and in idle time, so it cannot be used to
 * hold a connection.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Most body bytes read and dropped after a refusal, before the connection is cut. */
export const MAX_LINGER_BYTES = 64 * 1024 * 1024;
/** The connection is cut when the client sends nothing for this long after the refusal. */
export const LINGER_IDLE_MS = 5_000;

const lingering = new WeakSet<Socket>();

/** Call before sending a refusal of `req` whose body may still be arriving. */
export function lingerAfterRefusal(
  req: IncomingMessage,
  res: ServerResponse,
  maxBytes = MAX_LINGER_BYTES,
): void {
  const socket = req.socket;
  // The refused body is never parsed: read and dropped.
  req.resume();
  if (lingering.has(socket)) return;
  lingering.add(socket);
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxBytes) socket.destroy();
  };
  req.on('data', count);
  if (!res.headersSent) res.setHeader('Connection', 'close');
  // Node calls destroySoon once the answer to a "Connection: close" exchange is written.
  socket.destroySoon = function lingerThenDestroy(this: Socket) {
    req.off('data', count);
    if (this.writable) this.end();
    const stop = () => this.destroy();
    this.setTimeout(LINGER_IDLE_MS, stop);
    this.once('end', stop);
    this.on('data', count);
    this.resume();
    // Node's HTTP parser stops reading the socket's handle when it answers before the body is
    // read (backpressure from a request nobody reads any more); start it again, or the client's
    // remaining writes would stall and it would never reach the answer.
    const handle = (this as Socket & { _handle?: { reading?: boolean; readStart?: () => number } })
      ._handle;
    if (handle && handle.reading === false && typeof handle.readStart === 'function') {
      handle.reading = true;
      handle.readStart();
    }
  };
}
