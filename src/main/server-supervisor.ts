/**
 * Keeps the desktop server's process (./server-process) running for the main process: starts it,
 * waits for its 'started' message with a deadline, restarts it with a growing pause when it dies
 * unexpectedly (and gives up after too many deaths in a short window rather than loop forever),
 * and stops it on quit: a 'stop' message, then kill after a grace period. Plain Node with the
 * process maker and the timers passed in: Electron passes utilityProcess.fork, the tests a
 * child_process.fork adapter and timers they move by hand.
 */
import type { LaunchCookie } from './desktop-runtime';
import { readServerMessage, type StopMessage } from './server-protocol';

/** Opening the database (migrations on the first launch after an update) and listening. */
export const SERVER_START_DEADLINE_MS = 60_000;
/** How long a stopping server may finish its open requests and close its database. */
export const SERVER_STOP_GRACE_MS = 15_000;
/** The pause before the first restart; each further restart within the window doubles it. */
export const RESTART_BACKOFF_BASE_MS = 500;
export const RESTART_BACKOFF_MAX_MS = 8_000;
/** More restarts than this within the window means the server cannot run here: give up. */
export const MAX_RESTARTS_IN_WINDOW = 3;
export const RESTART_WINDOW_MS = 5 * 60_000;

/** The small part of Electron's UtilityProcess (and of a ChildProcess adapter) the supervisor uses. */
export interface ServerChild {
  postMessage(message: StopMessage): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'exit', listener: (code: number | null) => void): unknown;
  /** Asks the process to end (SIGTERM on POSIX). */
  kill(): boolean;
}

export interface SupervisorTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemTimers: SupervisorTimers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** Where the running server listens and the cookie the window needs to reach it. */
export interface RunningServer {
  url: string;
  port: number;
  secret: string;
  cookie: LaunchCookie;
}

/** What happened, for the log; the app acts only on onRestart and onGiveUp. */
export type SupervisorEvent =
  | { type: 'crashed'; code: number | null; restartInMs: number }
  | { type: 'restart-failed'; message: string }
  | { type: 'restarted'; url: string };

export interface ServerSupervisorOptions {
  fork(): ServerChild;
  timers?: SupervisorTimers;
  /** The server came back after a crash, at a new address with a new secret. */
  onRestart(server: RunningServer): void;
  /** Too many crashes: the server is not restarted again. */
  onGiveUp(error: Error): void;
  onEvent?(event: SupervisorEvent): void;
}

export interface ServerSupervisor {
  /** Starts the server; rejects with a sentence for the person if it does not start. */
  start(): Promise<RunningServer>;
  /** Stops the server (and any pending restart); resolves when its process has ended. */
  stop(): Promise<void>;
  /** The running server, or null while starting, restarting or stopped. */
  readonly server: RunningServer | null;
}

interface Launched {
  child: ServerChild;
  exited: Promise<void>;
  hasExited: boolean;
  /** Set when this process was told to end: its exit is no crash. */
  retired: boolean;
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} seconds`;

export function createServerSupervisor(options: ServerSupervisorOptions): ServerSupervisor {
  const timers = options.timers ?? systemTimers;
  let current: Launched | null = null;
  let server: RunningServer | null = null;
  let stopping: Promise<void> | null = null;
  let gaveUp = false;
  let restartTimer: unknown = null;
  const crashTimes: number[] = [];

  function launch(): Promise<RunningServer> {
    return new Promise((resolve, reject) => {
      const child = options.fork();
      let markExited = () => {};
      const launched: Launched = {
        child,
        exited: new Promise((done) => {
          markExited = done;
        }),
        hasExited: false,
        retired: false,
      };
      current = launched;
      let settled = false;
      const settle = (error: Error | null, running?: RunningServer) => {
        if (settled) return;
        settled = true;
        timers.clearTimeout(deadline);
        if (error) {
          if (!launched.hasExited) {
            launched.retired = true;
            child.kill();
          }
          reject(error);
        } else resolve(running!);
      };
      const deadline = timers.setTimeout(
        () =>
          settle(
            new Error(
              `The FactLens server did not start within ${seconds(SERVER_START_DEADLINE_MS)}. Quit FactLens and open it again.`,
            ),
          ),
        SERVER_START_DEADLINE_MS,
      );
      child.on('message', (value) => {
        const message = readServerMessage(value);
        if (!message || settled || stopping) return;
        if (message.type === 'failed')
          settle(new Error(`The FactLens server could not start: ${message.message}`));
        else {
          const { url, port, secret, cookie } = message;
          server = { url, port, secret, cookie };
          settle(null, server);
        }
      });
      child.on('exit', (code) => {
        launched.hasExited = true;
        markExited();
        if (!settled) {
          settle(
            new Error(
              stopping
                ? 'The FactLens server was stopped before it had started.'
                : `The FactLens server stopped while starting (exit code ${code}). Quit FactLens and open it again.`,
            ),
          );
          return;
        }
        if (launched.retired || stopping || current !== launched) return;
        server = null;
        scheduleRestart(code);
      });
    });
  }

  function scheduleRestart(code: number | null): void {
    const now = timers.now();
    while (crashTimes.length && now - crashTimes[0]! >= RESTART_WINDOW_MS) crashTimes.shift();
    crashTimes.push(now);
    if (crashTimes.length > MAX_RESTARTS_IN_WINDOW) {
      gaveUp = true;
      options.onGiveUp(
        new Error(
          `The FactLens server stopped ${crashTimes.length} times within ${Math.round(RESTART_WINDOW_MS / 60_000)} minutes, so FactLens did not restart it again. Quit FactLens and open it again.`,
        ),
      );
      return;
    }
    const restartInMs = Math.min(
      RESTART_BACKOFF_MAX_MS,
      RESTART_BACKOFF_BASE_MS * 2 ** (crashTimes.length - 1),
    );
    options.onEvent?.({ type: 'crashed', code, restartInMs });
    restartTimer = timers.setTimeout(() => {
      restartTimer = null;
      if (stopping) return;
      launch().then(
        (running) => {
          options.onEvent?.({ type: 'restarted', url: running.url });
          options.onRestart(running);
        },
        (error: Error) => {
          if (stopping) return;
          options.onEvent?.({ type: 'restart-failed', message: error.message });
          // A restart that fails counts as another crash, so a server that cannot start here
          // reaches the cap instead of being tried forever.
          scheduleRestart(null);
        },
      );
    }, restartInMs);
  }

  async function stopCurrent(): Promise<void> {
    if (restartTimer !== null) {
      timers.clearTimeout(restartTimer);
      restartTimer = null;
    }
    server = null;
    const launched = current;
    if (!launched || launched.hasExited) return;
    launched.retired = true;
    launched.child.postMessage({ type: 'stop' });
    const grace = timers.setTimeout(() => {
      if (!launched.hasExited) launched.child.kill();
    }, SERVER_STOP_GRACE_MS);
    await launched.exited;
    timers.clearTimeout(grace);
  }

  return {
    start() {
      if (stopping || gaveUp || current)
        return Promise.reject(new Error('The FactLens server was already started once.'));
      return launch();
    },
    stop() {
      stopping ??= stopCurrent();
      return stopping;
    },
    get server() {
      return server;
    },
  };
}
