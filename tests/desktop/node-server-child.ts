/**
 * child_process.fork behind the supervisor's small ServerChild interface, the part of Electron's
 * UtilityProcess it uses: the tests and the desktop bench run the server's process as a plain
 * Node child, with the same execArgv Electron gives it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { ServerChild } from '../../src/main/server-supervisor';

export interface NodeServerChild extends ServerChild {
  process: ChildProcess;
  /** Resolves with how the process ended. */
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ForkNodeServerOptions {
  args?: string[];
  execArgv?: readonly string[];
  env?: NodeJS.ProcessEnv;
  /** The child's stdout; its stderr always reaches ours, so a failure explains itself. */
  stdout?: 'ignore' | 'inherit';
}

export function forkNodeServer(
  entry: string,
  options: ForkNodeServerOptions = {},
): NodeServerChild {
  const child = fork(entry, options.args ?? [], {
    execArgv: [...(options.execArgv ?? [])],
    env: options.env ?? process.env,
    stdio: ['ignore', options.stdout ?? 'ignore', 'inherit', 'ipc'],
  });
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  return {
    process: child,
    ended,
    postMessage(message) {
      if (child.connected) child.send(message);
    },
    on(event: 'message' | 'exit', listener: (value: never) => void) {
      // Electron's 'exit' gives the code only; a process ended by a signal has none. It is passed
      // on at 'close', not Node's 'exit': 'exit' can come before the last IPC messages are read
      // (a server that reports 'failed' and exits at once would lose its reason), while 'close'
      // waits for the IPC channel to end.
      if (event === 'exit')
        child.on('close', (code) => (listener as (c: number | null) => void)(code));
      else child.on('message', listener as (message: unknown) => void);
      return this;
    },
    kill: () => child.kill('SIGTERM'),
  };
}
