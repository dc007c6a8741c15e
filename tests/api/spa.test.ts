import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, errorBodySchema } from '../../src/shared';
import { makeTempDir, startTestServer, type TestServer } from '../helpers/server';

const INDEX_HTML = '<!doctype html><html><head><title>FactLens test UI</title></head><body><div id="root"></div></body></html>';

let staticDir: string;
let server: TestServer;

beforeAll(async () => {
  staticDir = await makeTempDir('factlens-ui-');
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(join(staticDir, 'assets', 'index-abc123.js'), 'console.log("app");');
  await writeFile(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('serving the built UI', () => {
  it.each(['/', '/feed', '/home', '/shared/abc', '/video/xyz', '/analytics', '/some/unknown/page'])(
    'answers GET %s with index.html so the app routes it',
    async (path) => {
      const response = await server.get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.text).toBe(INDEX_HTML);
    },
  );

  it('serves files, hashed assets with a long cache', async () => {
    const asset = await server.get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect(asset.text).toBe('console.log("app");');
    const icon = await server.get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/image\/svg/);
  });

  it('does not answer a missing file with the page', async () => {
    for (const path of ['/missing.png', '/assets/gone-123.js']) {
      const response = await server.get(path);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('FactLens test UI');
    }
  });

  it('never falls back for /api: unknown API paths stay JSON 404', async () => {
    for (const path of ['/api/nope', '/api', '/api/feed']) {
      const response = await server.get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(errorBodySchema.parse(response.json).message).toBe(ERRORS.unknownRoute);
    }
  });

  it('does not serve files outside the UI directory', async () => {
    const response = await server.get('/..%2F..%2F..%2Fetc%2Fpasswd');
    expect(response.text).not.toContain('root:');
  });

  it('does not answer other methods with the page', async () => {
    const response = await server.request('/feed', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('FactLens test UI');
  });
});

describe('without a built UI', () => {
  it('still serves the API and answers pages with 404', async () => {
    const apiOnly = await startTestServer();
    try {
      expect((await apiOnly.get('/api/public-feed')).status).toBe(200);
      const page = await apiOnly.get('/feed');
      expect(page.status).toBe(404);
      expect(page.text).not.toContain('<div id="root">');
    } finally {
      await apiOnly.close();
    }
  });
});
