// Preloaded into a spawned server by the server-start bench (node --expose-gc --import this-file):
// on the message 'measure' it runs a full garbage collection and sends back process.memoryUsage(),
// so the idle memory is read from inside the real server process without changing its code.
process.on('message', (message) => {
  if (message !== 'measure') return;
  globalThis.gc?.();
  globalThis.gc?.();
  const usage = process.memoryUsage();
  process.send?.({ gc: typeof globalThis.gc === 'function', ...usage });
});
