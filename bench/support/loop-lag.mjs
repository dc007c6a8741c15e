// Preloaded into the server by the hostile-input bench (node --import this-file out/server/main.js):
// measures the server's own event-loop delay, so a slow probe can be told apart from a blocked
// loop (the probe also waits for CPU on a busy machine). 'reset' starts a window; 'read' sends
// back the window's largest delay in ms.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
process.on('message', (message) => {
  if (message === 'reset') histogram.reset();
  else if (message === 'read') process.send?.({ loopMaxMs: histogram.max / 1e6 });
});
// The IPC channel must not keep the server alive on its own.
process.channel?.unref();
