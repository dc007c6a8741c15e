/**
 * A pool worker that is a child process with a memory limit the operating system enforces
 * (memory-limit.ts says which, per platform): where a stranger's bytes are parsed. Everything the
 * parser allocates, ArrayBuffers and WebAssembly memory included, counts against the child, so a
 * hostile file ends only its own child. Messages use Node's structured-clone serialization (byte
 * arrays are copied, never transferred). The child ends with the server: it exits when its IPC
 * channel closes.
 */
import { fork } from 'node:child_process';
import { WORKER_READY, type WorkerReply } from './jobs';
import { type ChildMemoryLimit, childCommand } from './memory-limit';
import type { StartWorker } from './pool-engine';
import { workerScript } from './worker-script';

export interface ChildLimits {
  memory: ChildMemoryLimit;
  /** V8's old-generation heap cap of the child (the same as a worker thread's). */
  heapMb: number;
  youngHeapMb: number;
  stackMb: number;
}

/** The end of the child's stderr kept to tell why it ended. */
const STDERR_TAIL_CHARS = 4096;
/** What V8 and Node print when memory runs out (heap cap or address-space limit). */
const OUT_OF_MEMORY = /out of memory|allocation failed|memory limit reached/i;

/** The Node flags of a parsing child (see memory-limit.ts for the WebAssembly one). */
export function childNodeFlags(limits: ChildLimits): string[] {
  return [
    '--disable-wasm-trap-handler',
    `--max-old-space-size=${limits.heapMb}`,
    `--max-semi-space-size=${Math.max(1, Math.floor(limits.youngHeapMb / 2))}`,
    // In KB, under the 8 MB a process's main thread gets: deep recursion fails here, not the child.
    `--stack-size=${Math.round(limits.stackMb * 1024 - 64)}`,
  ];
}

/** Starts child processes of the bundle entry `entry` (worker-script.ts) under `limits`. */
export function childWorkers(entry: string, limits: ChildLimits): StartWorker {
  return (events) => {
    const script = workerScript(entry);
    const command = childCommand(limits.memory, childNodeFlags(limits));
    const child = fork(script.file, script.dev ? [script.dev] : [], {
      execPath: command.execPath,
      execArgv: command.execArgv,
      env: command.env,
      serialization: 'advanced',
      // The child's output is not the server's log; its errors come back as replies.
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS);
    });
    let ended = false;
    child.on('message', (reply: WorkerReply | typeof WORKER_READY) => {
      if (reply === WORKER_READY) events.ready();
      else events.reply(reply);
    });
    // A send to a child that has just died fails here; its exit says why.
    child.on('error', () => undefined);
    child.on('exit', () => {
      ended = true;
      // The stderr pipe may still hold the last words: read them once it closes.
      const tell = () => events.exit(OUT_OF_MEMORY.test(stderr) ? 'memory' : 'crashed');
      if (child.stderr && !child.stderr.closed) child.stderr.once('close', tell);
      else tell();
    });
    const handles = [child, child.channel, child.stderr] as Array<{
      ref?: () => void;
      unref?: () => void;
    } | null>;
    return {
      send: (request) => {
        if (!ended && child.connected) child.send(request);
      },
      ref: () => {
        for (const handle of handles) handle?.ref?.();
      },
      unref: () => {
        for (const handle of handles) handle?.unref?.();
      },
      terminate: () =>
        new Promise<void>((resolve) => {
          if (ended || child.exitCode !== null || child.signalCode !== null) return resolve();
          // An idle child is unreferenced: held again, so the server's close waits for its exit
          // rather than the process ending, silently, with nothing else left to run.
          for (const handle of handles) handle?.ref?.();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    };
  };
}
