/**
 * The desktop server's own process: Electron's main process starts this file with
 * utilityProcess.fork (./server-supervisor), so analyses never share the window's event loop and
 * the process gets the V8 flags the analyzer needs (SERVER_EXEC_ARGV). It starts the desktop
 * runtime, tells the parent where it listens (or why it could not start), and closes it cleanly
 * on a 'stop' message or SIGTERM, so SQLite checkpoints its WAL and no analysis is cut mid-write.
 */
import type { DesktopRuntime } from './desktop-runtime';
import { parentChannel } from './parent-channel';
import { isStopMessage, parseServerProcessArgs } from './server-protocol';

const channel = parentChannel();

let starting: Promise<DesktopRuntime | null> = Promise.resolve(null);
let started = false;
let closing = false;

function stop(): void {
  // Asked again while closing: the parent's grace period ran out (it sends SIGTERM then), so go now.
  if (closing) process.exit(1);
  closing = true;
  // Asked while starting: let the start finish (a half-opened database is not left behind), then close.
  void starting
    .then((runtime) => runtime?.close())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The FactLens server did not close cleanly:', error);
        process.exit(1);
      },
    );
}

async function fail(error: unknown): Promise<null> {
  const message = error instanceof Error ? error.message : String(error);
  await channel.post({ type: 'failed', message });
  process.exit(1);
}

channel.onMessage((message) => {
  if (isStopMessage(message)) stop();
});
// Without its parent nobody can reach or stop this server: close it rather than linger.
channel.onDisconnect(stop);
// SIGTERM is how the parent kills (Electron's kill() sends nothing stronger): before the server
// has started that means its deadline passed and the start may never end, so exit at once (the
// migrations run in a transaction); once started it closes cleanly like 'stop'.
process.on('SIGTERM', () => {
  if (!started) process.exit(1);
  stop();
});

try {
  const args = parseServerProcessArgs(process.argv);
  // The server's code is loaded here rather than imported above, so a shipped data file it reads
  // as it loads, missing or damaged, is reported to the parent as a failed start like any other.
  starting = import('./desktop-runtime')
    .then(({ startDesktopRuntime }) => startDesktopRuntime(args))
    .catch(fail);
} catch (error) {
  starting = fail(error);
}
const runtime = await starting;
started = runtime !== null;
// Stopped while it was starting: nobody waits for the address any more; stop() closes it.
if (runtime && !closing) {
  const { url, port, secret, cookie } = runtime;
  await channel.post({ type: 'started', url, port, secret, cookie });
}
