/**
 * `npm run factchecks -- import <url>` reads the feed through the product's safe fetcher: a feed on
 * an allow-listed 127.0.0.1 port is imported; without the allow-list the loopback address is
 * refused like any private one, and nothing is added.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFactCheckIndex } from '../../src/server/store/open-stores';
import { loadConfig } from '../../src/server/config';
import { CLAIM_REVIEW_FEED, importFeed } from '../helpers/fact-checks';
import { makeTempDir } from '../helpers/server';

let origin = '';
let hostPort = '';
const served: string[] = [];
const server = createServer((req, res) => {
  served.push(req.url ?? '');
  if (req.url === '/feed.jsonld') {
    res.writeHead(200, { 'content-type': 'application/ld+json' });
    res.end(readFileSync(CLAIM_REVIEW_FEED));
  } else {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  }
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  hostPort = `127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function countIn(dataDir: string): Promise<number> {
  const opened = await openFactCheckIndex(loadConfig({ DATA_DIR: dataDir }));
  try {
    return await opened.index.count();
  } finally {
    await opened.close();
  }
}

describe('importing a feed by URL', () => {
  it('reads an allow-listed feed through the safe fetcher', async () => {
    const dataDir = await makeTempDir();
    try {
      const result = await importFeed(dataDir, `${origin}/feed.jsonld`, {
        FETCH_ALLOW_PRIVATE_HOSTS: hostPort,
      });
      expect(result.lines.join('\n')).toMatch(
        /^Read 22 fact-checks \(ClaimReview JSON-LD\): added 22\./,
      );
      expect(result.code).toBe(0);
      expect(await countIn(dataDir)).toBe(22);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a loopback feed that is not allow-listed, and a missing one, adding nothing', async () => {
    const dataDir = await makeTempDir();
    try {
      const before = served.length;
      const refused = await importFeed(dataDir, `${origin}/feed.jsonld`);
      expect(refused.code).toBe(1);
      expect(refused.lines.join('\n')).toMatch(
        /^Import refused, nothing was added: The feed at 127\.0\.0\.1:\d+ could not be read: .*(?:port|loopback|private)/i,
      );
      expect(served.length).toBe(before);
      const missing = await importFeed(dataDir, `${origin}/missing.json`, {
        FETCH_ALLOW_PRIVATE_HOSTS: hostPort,
      });
      expect(missing.code).toBe(1);
      expect(missing.lines.join('\n')).toMatch(/could not be read: .*404/);
      expect(await countIn(dataDir)).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
