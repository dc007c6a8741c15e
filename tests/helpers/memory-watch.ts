/**
 * The resident memory of a process and of every process it started (the server and its parsing
 * children), read from /proc (Linux). watchMemory samples both every 25 ms from a thread of its
 * own, so a server whose own thread is busy is still measured, and reports how far each rose
 * above where it stood when the watch began: what one request cost the machine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/** The processes `pid` started that still run, and theirs. */
export function descendants(pid: number): number[] {
  try {
    const direct = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number),
    );
    return direct.flatMap((child) => [child, ...descendants(child)]);
  } catch {
    return [];
  }
}

/** A line of /proc/<pid>/status in MB (VmRSS, VmSize, VmHWM...); 0 once the process is gone. */
export function statusMb(pid: number, field: string): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number.parseInt(line.slice(field.length + 1), 10) / 1024 : 0;
  } catch {
    return 0;
  }
}

export interface MemoryPeaks {
  /** How far the process's own resident memory rose above its start, at most, in MB. */
  ownMb: number;
  /** How far the resident memory of it and all its descendants, summed, rose, in MB. */
  groupMb: number;
}

const SAMPLER = `
const { workerData, parentPort } = require('node:worker_threads');
const { readdirSync, readFileSync } = require('node:fs');
const rss = (pid) => {
  try {
    const m = /VmRSS:\\s+(\\d+)/.exec(readFileSync('/proc/' + pid + '/status', 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch { return 0; }
};
const kids = (pid) => {
  try {
    return readdirSync('/proc/' + pid + '/task').flatMap((t) =>
      readFileSync('/proc/' + pid + '/task/' + t + '/children', 'utf8').split(' ').filter(Boolean).map(Number),
    ).flatMap((c) => [c, ...kids(c)]);
  } catch { return []; }
};
const group = (pid) => rss(pid) + kids(pid).reduce((sum, k) => sum + rss(k), 0);
const ownStart = rss(workerData.pid);
const groupStart = group(workerData.pid);
let own = 0;
let all = 0;
const sample = () => {
  own = Math.max(own, rss(workerData.pid) - ownStart);
  all = Math.max(all, group(workerData.pid) - groupStart);
};
const timer = setInterval(sample, 25);
parentPort.postMessage('started');
parentPort.on('message', () => {
  clearInterval(timer);
  sample();
  parentPort.postMessage({ ownMb: own, groupMb: all });
});
`;

/** Starts sampling `pid` (this process by default); stop() gives the peaks since. */
export async function watchMemory(pid = process.pid): Promise<{ stop(): Promise<MemoryPeaks> }> {
  const worker = new Worker(SAMPLER, { eval: true, workerData: { pid } });
  await new Promise<void>((started) => worker.once('message', () => started()));
  return {
    async stop() {
      const peaks = new Promise<MemoryPeaks>((done) => worker.once('message', done));
      worker.postMessage('stop');
      const result = await peaks;
      await worker.terminate();
      return result;
    },
  };
}
