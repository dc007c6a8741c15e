/**
 * A hub and desktop servers for the publishing tests, all on 127.0.0.1 with their own temp SQLite
 * files. The desktop's HUB_URL points at a HubFront (request log, fault injection) or straight at
 * a port; publish retries are made fast through PUBLISH_RETRY_BASE_MS / PUBLISH_RETRY_MAX_MS.
 */
import { afterEach } from 'vitest';
import {
  analyzeResponseSchema,
  databaseMetricsResponseSchema,
  publicFeedResponseSchema,
  storedAnalysisSchema,
  type Publication,
} from '../../src/shared';
import { startTestServer, type TestServer, type TestServerOptions } from '../helpers/server';
import { startHubFront, waitFor, type HubFront } from './hub-front';

/** Retries in tests: 20 ms, 40 ms, then at most 100 ms apart. */
export const FAST_RETRY_ENV = { PUBLISH_RETRY_BASE_MS: '20', PUBLISH_RETRY_MAX_MS: '100' };

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

export function onCleanup(cleanup: () => Promise<unknown>): void {
  cleanups.push(cleanup);
}

export async function startHub(options: TestServerOptions = {}): Promise<TestServer> {
  const hub = await startTestServer(options);
  onCleanup(() => hub.close());
  return hub;
}

export async function startDesktop(
  hubUrl: string,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const desktop = await startTestServer({
    ...options,
    env: { HUB_URL: hubUrl, ...FAST_RETRY_ENV, ...options.env },
  });
  onCleanup(() => desktop.close());
  return desktop;
}

export async function startFront(target: string | null): Promise<HubFront> {
  const front = await startHubFront(target);
  onCleanup(() => front.close());
  return front;
}

/** hub <- front <- desktop. */
export async function startTrio() {
  const hub = await startHub();
  const front = await startFront(hub.url);
  const desktop = await startDesktop(front.url);
  return { hub, front, desktop };
}

export async function analyzeText(server: TestServer, content: string): Promise<string> {
  const response = await server.postJson('/api/analyze/text', { content });
  if (response.status !== 200)
    throw new Error(`analyze failed: ${response.status} ${response.text}`);
  return analyzeResponseSchema.parse(response.json).id;
}

export async function publication(
  server: TestServer,
  id: string,
): Promise<Publication | undefined> {
  const response = await server.get(`/api/analysis/${id}`);
  return storedAnalysisSchema.parse(response.json).publication;
}

/** Waits until the analysis's publication satisfies `done`. */
export function waitForPublication(
  server: TestServer,
  id: string,
  done: (publication: Publication) => boolean,
  what: string,
  timeoutMs?: number,
): Promise<Publication> {
  return waitFor(
    async () => {
      const current = await publication(server, id);
      return current && done(current) ? current : undefined;
    },
    what,
    timeoutMs,
  );
}

export async function hubFeed(hub: TestServer) {
  return publicFeedResponseSchema.parse((await hub.get('/api/public-feed')).json);
}

export async function hubTotal(hub: TestServer): Promise<number> {
  return Number(
    databaseMetricsResponseSchema.parse((await hub.get('/api/database-metrics')).json)
      .totalAnalyses,
  );
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
