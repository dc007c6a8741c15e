// Runs the real classifier loading code (src/server/analysis/acquire/image/classify.ts, through
// jiti as the dev worker bootstrap does) in a worker thread whose network is cut: every way out
// (a socket connect, fetch, a name lookup) is recorded and throws. Replies with the
// classification, the backend and the attempts made (none expected).
import dns from 'node:dns';
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { createJiti } from 'jiti';

const attempts = [];
const refuse = (what) => {
  attempts.push(what);
  throw new Error(`network is cut in this test (${what})`);
};
net.Socket.prototype.connect = function connect(...args) {
  const target =
    typeof args[0] === 'object' && args[0] !== null
      ? `${args[0].host ?? ''}:${args[0].port ?? args[0].path ?? ''}`
      : String(args[0]);
  return refuse(`socket connect ${target}`);
};
globalThis.fetch = (input) => refuse(`fetch ${String(input)}`);
dns.lookup = (host) => refuse(`lookup ${host}`);
dns.promises.lookup = async (host) => refuse(`lookup ${host}`);

const jiti = createJiti(import.meta.url);
try {
  const classify = await jiti.import(workerData.entry);
  const result = await classify.classifyImage(new Uint8Array(workerData.image), 'image/png');
  parentPort.postMessage({
    ok: true,
    result,
    backend: await classify.classifierBackend(),
    attempts,
    node: process.versions.node,
  });
} catch (error) {
  parentPort.postMessage({ ok: false, message: String(error?.stack ?? error), attempts });
}
