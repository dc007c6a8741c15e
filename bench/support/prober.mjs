// The hostile-input bench's observer, in a process of its own so the bench's own work (building
// payloads, reading answers) never shows up as server latency: probes GET <url>/api/public-feed
// every 100 ms and samples the server process's RSS from /proc every 100 ms. On 'reset' it starts
// a new window; on 'read' it sends back the window's worst probe latency and peak RSS.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const [url, pid] = process.argv.slice(2);
const EVERY_MS = 100;
let worst = 0;
let peak = 0;
let running = true;

const rssMb = () => {
  try {
    return (
      Number(
        /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN,
      ) / 1024
    );
  } catch {
    return Number.NaN;
  }
};

const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb());
}, EVERY_MS);

process.on('message', (message) => {
  if (message === 'reset') {
    worst = 0;
    peak = rssMb();
  } else if (message === 'read') {
    process.send?.({ worst, peak });
  } else if (message === 'stop') {
    running = false;
    clearInterval(sampler);
  }
});

while (running) {
  const started = performance.now();
  await fetch(`${url}/api/public-feed`)
    .then((r) => r.arrayBuffer())
    .catch(() => undefined);
  const took = performance.now() - started;
  worst = Math.max(worst, took);
  await sleep(Math.max(0, EVERY_MS - took));
}
process.disconnect?.();
