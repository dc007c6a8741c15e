/**
 * Test probe for src/server/analysis/acquire/image/classify.test.ts: the same exports as classify.ts, but classifyImage tries to
 * open a connection, so the test can see that the cut network of its worker is real.
 */
import { connect } from 'node:net';

export async function classifyImage(): Promise<never> {
  await new Promise((resolve, reject) => {
    const socket = connect({ host: '192.0.2.1', port: 80 });
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  throw new Error('connected, which the test forbids');
}

export async function classifierBackend(): Promise<string> {
  return 'none';
}
