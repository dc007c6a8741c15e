/**
 * Shutdown without waiting on idle keep-alive sockets: once the server is stopping, every response
 * still being prepared (and any request that arrives on an already open connection) is sent with
 * `Connection: close`, so its socket ends with it and server.close() resolves as soon as the last
 * answer is out, instead of waiting for the client to hang up or the grace period to run out.
 */
import type { Server, ServerResponse } from 'node:http';

export interface ShutdownTracker {
  /** Marks the server as stopping; call right before server.close(). */
  begin(): void;
}

export function trackResponsesForShutdown(server: Server): ShutdownTracker {
  const open = new Set<ServerResponse>();
  let stopping = false;
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  server.on('request', (_req, res: ServerResponse) => {
    if (stopping) closeAfter(res);
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  return {
    begin() {
      stopping = true;
      for (const res of open) closeAfter(res);
    },
  };
}
