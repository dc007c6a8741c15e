// Runs the real sentence-encoder loading code (src/server/analysis/embeddings/sentence-encoder.ts,
// through jiti as the dev worker bootstrap does) in a worker thread whose network is cut: every way
// out (a socket connect, fetch, a name lookup) is recorded and throws. Replies with the vectors of
// workerData.texts and the attempts made (none expected).
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
  const encoder = await jiti.import(workerData.entry);
  const result = await encoder.embedTexts(workerData.texts);
  parentPort.postMessage({ ok: true, vectors: result.vectors, attempts });
} catch (error) {
  parentPort.postMessage({ ok: false, message: String(error?.stack ?? error), attempts });
}
