/**
 * Requests from a chosen loopback address (127.0.0.2, 127.0.0.3, ...): the server tells clients
 * apart by address (fair queues, rate limits), so a bench that plays several clients sends each
 * one's requests from its own. One keep-alive connection per address.
 */
import { Agent, request } from 'node:http';
import type { Reply } from './http';

const agents = new Map<string, Agent>();

function agentFor(address: string): Agent {
  let agent = agents.get(address);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: address });
    agents.set(address, agent);
  }
  return agent;
}

function send(address: string, method: 'GET' | 'POST', url: string, body?: string) {
  return new Promise<Reply>((done, fail) => {
    const req = request(
      url,
      {
        method,
        agent: agentFor(address),
        headers:
          body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

export const getFrom = (address: string, url: string) => send(address, 'GET', url);
export const postFrom = (address: string, url: string, value: unknown) =>
  send(address, 'POST', url, JSON.stringify(value));
