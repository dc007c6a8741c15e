/**
 * The desktop plug-in's routes and the hub plug-in's route, seen from both shells over HTTP: each
 * shell answers the other's routes with 404 JSON saying where they exist (before reading a body),
 * and a path called with a method it does not take is a 405 naming the methods of the shell that
 * has it, so the two shells agree on what a path accepts. The query string of My analyses is
 * read by the route's contract, whose refusals say what to send. The desktop's page names its
 * shell and hub, so the UI knows it at its first render; the website's page does not.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MY_ANALYSES_MAX_QUERY_CHARS } from '../../src/shared';
import { HUB_META_NAME, SHELL_META_NAME } from '../../src/shared/platform';
import { startTestServer, type TestServer } from '../helpers/server';
import { OFFLINE_HUB_URL } from './desktop-harness';

const SOME_ID = 'AAAAAAAAAAAAAAAA';

/** method, path, the methods a 405 names (the same on both shells). */
const WRONG_METHODS = [
  ['PUT', `/api/analysis/${SOME_ID}`, ['GET', 'DELETE']],
  ['GET', `/api/analysis/${SOME_ID}/publish`, ['POST']],
  ['POST', '/api/my-analyses', ['GET']],
  ['GET', '/api/publish', ['POST']],
] as const;

describe('plug-in routes on both shells', () => {
  let hosted: TestServer;
  let desktop: TestServer;
  let uiDir: string;

  beforeAll(async () => {
    // A built-UI stand-in, so both shells serve their pages.
    uiDir = await mkdtemp(join(tmpdir(), 'factlens-ui-'));
    await writeFile(
      join(uiDir, 'index.html'),
      '<!doctype html><html><head><title>FactLens</title></head><body></body></html>',
    );
    hosted = await startTestServer({ staticDir: uiDir });
    desktop = await startTestServer({ staticDir: uiDir, env: { HUB_URL: OFFLINE_HUB_URL } });
  });
  afterAll(async () => {
    await desktop?.close();
    await hosted?.close();
    await rm(uiDir, { recursive: true, force: true });
  });

  it("serves the desktop's page naming its shell and hub, and the website's without them", async () => {
    const desktopPage = await desktop.get('/home');
    expect(desktopPage.status).toBe(200);
    expect(desktopPage.text).toContain(`<meta name="${SHELL_META_NAME}" content="desktop" />`);
    expect(desktopPage.text).toContain(
      `<meta name="${HUB_META_NAME}" content="${OFFLINE_HUB_URL}" />`,
    );
    expect((await desktop.get('/my-analyses')).status).toBe(200);

    const websitePage = await hosted.get('/home');
    expect(websitePage.status).toBe(200);
    expect(websitePage.text).not.toContain(SHELL_META_NAME);
    expect(websitePage.text).not.toContain(HUB_META_NAME);
    expect((await hosted.get('/my-analyses')).status).toBe(404);
  });

  it.each(WRONG_METHODS)(
    'answers %s %s with 405 naming %j on both shells',
    async (method, path, allowed) => {
      for (const server of [hosted, desktop]) {
        const answer = await server.request(path, { method });
        expect(answer.status, `${method} ${path} at ${server.url}`).toBe(405);
        expect(answer.json).toEqual({ message: ERRORS.methodNotAllowed(method, allowed) });
      }
    },
  );

  it('answers the hub route on a desktop with 404 JSON before looking at the body', async () => {
    const answer = await desktop.request('/api/publish', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'not a type' }),
    });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ message: ERRORS.hubOnly });
  });

  it('reads the My analyses query with its contract: one search, not too long', async () => {
    const repeated = await desktop.get('/api/my-analyses?q=a&q=b');
    expect(repeated.status).toBe(400);
    expect(repeated.json).toEqual({ message: ERRORS.myAnalysesQueryInvalid });

    const long = await desktop.get(
      `/api/my-analyses?q=${'a'.repeat(MY_ANALYSES_MAX_QUERY_CHARS + 1)}`,
    );
    expect(long.status).toBe(400);
    expect(long.json).toEqual({
      message: ERRORS.myAnalysesQueryTooLong(MY_ANALYSES_MAX_QUERY_CHARS),
    });

    const fine = await desktop.get(
      `/api/my-analyses?q=${'a'.repeat(MY_ANALYSES_MAX_QUERY_CHARS)}&limit=`,
    );
    expect(fine.status).toBe(200);
    expect(fine.json).toEqual({ analyses: [], total: 0 });
  });
});
