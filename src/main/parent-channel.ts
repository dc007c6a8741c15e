/**
 * The server process's line to whoever started it, the same under Electron's utilityProcess
 * (process.parentPort, messages wrapped in an event's `data`) and under a plain Node child made
 * with child_process.fork (process.send and process's 'message' event): the tests and the bench
 * run the very entry Electron runs.
 */

export interface ParentChannel {
  /** Resolves once the message has left this process, so exiting right after does not lose it. */
  post(message: unknown): Promise<void>;
  onMessage(listener: (message: unknown) => void): void;
  /** The parent went away (Node's IPC channel closed); Electron ends its utility processes itself. */
  onDisconnect(listener: () => void): void;
}

interface ElectronParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown;
}

export function parentChannel(proc: NodeJS.Process = process): ParentChannel {
  // Typed loosely on purpose: Electron's types are not loaded in the server's process.
  const port = (proc as unknown as { parentPort?: ElectronParentPort | null }).parentPort;
  if (port) {
    return {
      // postMessage queues the message for Electron's IPC, which sends it within this turn of the
      // event loop: the next turn is safe to exit on.
      post: (message) => {
        port.postMessage(message);
        return new Promise((done) => setImmediate(done));
      },
      onMessage: (listener) => port.on('message', (event) => listener(event.data)),
      onDisconnect: () => {},
    };
  }
  const send = proc.send?.bind(proc);
  if (!send)
    throw new Error(
      'The FactLens server process was started without a parent to report to; FactLens starts it itself.',
    );
  return {
    post: (message) =>
      new Promise((done) => {
        if (proc.connected) send(message, undefined, {}, () => done());
        else done();
      }),
    onMessage: (listener) => proc.on('message', listener),
    onDisconnect: (listener) => proc.once('disconnect', listener),
  };
}
