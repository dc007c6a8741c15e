/**
 * Records every outbound connection this process starts while a test runs: node:net sockets
 * (node:http, the URL fetcher) with the address each one tries, and fetch (undici) connections.
 * The server under test runs in the test's process, so this sees everything it connects to.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { connect, type Socket } from 'node:net';

/** Every outbound connection the process starts (node:http, net, and fetch/undici). */
export function recordConnections() {
  const targets: string[] = [];
  const onSocket = (message: unknown) => {
    const socket = (message as { socket: Socket }).socket;
    socket.once('connectionAttempt', (ip: string, port: number) => targets.push(`${ip}:${port}`));
    socket.once('lookup', (_err: unknown, address: string, _family: unknown, host: string) =>
      targets.push(`lookup ${host} -> ${address}`),
    );
  };
  const onUndici = (message: unknown) => {
    const { hostname, port } = (message as { connectParams: { hostname: string; port: string } })
      .connectParams;
    targets.push(`${hostname}:${port}`);
  };
  subscribe('net.client.socket', onSocket);
  subscribe('undici:client:beforeConnect', onUndici);
  return {
    targets,
    /** Opens (and closes) one connection to this http://host:port, so a test can check the recorder sees connections at all. */
    async probe(url: string): Promise<string> {
      const { hostname, port } = new URL(url);
      await new Promise<void>((resolve, reject) => {
        const socket = connect(Number(port), hostname, () => socket.end(resolve));
        socket.on('error', reject);
      });
      return `${hostname}:${port}`;
    },
    stop() {
      unsubscribe('net.client.socket', onSocket);
      unsubscribe('undici:client:beforeConnect', onUndici);
    },
  };
}

export const isLoopback = (target: string) =>
  /(?:^|-> )(?:127\.0\.0\.1|::1|\[::1\]|localhost)(?::\d+)?$|^(?:127\.0\.0\.1|localhost|\[?::1\]?):\d+$/.test(
    target,
  );
