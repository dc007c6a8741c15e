/**
 * A pool worker that is a worker thread of this process, with V8's heap cap: for work on data
 * that is not a stranger's raw bytes (the analysis of a text, the sentence encoder), where the
 * heap is where the memory goes. A thread's ArrayBuffers are outside its heap cap, which is why a
 * stranger's bytes are parsed in child processes instead (child-worker.ts).
 */
import { Worker } from 'node:worker_threads';
import { WORKER_READY, type WorkerReply } from './jobs';
import type { StartWorker } from './pool-engine';
import { workerScript } from './worker-script';

export interface ThreadLimits {
  heapMb: number;
  youngHeapMb: number;
  stackMb: number;
}

/** Starts workers of the bundle entry `entry` (worker-script.ts) under `limits`. */
export function threadWorkers(entry: string, limits: ThreadLimits): StartWorker {
  return (events) => {
    const script = workerScript(entry);
    const worker = new Worker(script.file, {
      ...(script.dev ? { workerData: { entry: script.dev } } : {}),
      resourceLimits: {
        maxOldGenerationSizeMb: limits.heapMb,
        maxYoungGenerationSizeMb: limits.youngHeapMb,
        stackSizeMb: limits.stackMb,
      },
      // The worker's output is not the server's log; its errors come back as replies.
      stdout: true,
      stderr: true,
    });
    worker.on('message', (reply: WorkerReply | typeof WORKER_READY) => {
      if (reply === WORKER_READY) events.ready();
      else events.reply(reply);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      events.exit(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed');
    });
    worker.on('exit', () => events.exit('crashed'));
    return {
      send: (request) => worker.postMessage(request),
      ref: () => worker.ref(),
      unref: () => worker.unref(),
      terminate: async () => {
        // Held while it ends, so a close that awaits it is not cut short by an empty event loop.
        worker.ref();
        await worker.terminate();
      },
    };
  };
}
