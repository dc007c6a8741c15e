/**
 * The desktop runtime is the hosted server on loopback, in desktop mode, with its database in the
 * user's data directory; close() ends it completely, so the next launch opens the same data.
 */
import { readdir } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { desktopConfig, FACTLENS_HUB_URL } from '../../src/main/desktop-runtime';
import { analyzeResponseSchema, metaResponseSchema, storedAnalysisSchema } from '../../src/shared';
import {
  createHarness,
  OFFLINE_HUB_URL,
  rawRequest,
  UI_MARKER,
  windowHeaders,
} from './desktop-harness';

const harness = createHarness();
afterEach(() => harness.cleanup());

const SCAM_TEXT = 'Your parcel is held. Pay the customs fee with a gift card today.';

describe('desktop runtime', () => {
  it('serves the UI and the same /api on loopback, in desktop mode, offline, with its database in the data dir', async () => {
    const dataDir = await harness.tempDir('factlens-desktop-data-');
    const runtime = await harness.start(dataDir, await harness.uiDir());
    expect(new URL(runtime.url).hostname).toBe('127.0.0.1');
    expect(runtime.url).toBe(`http://127.0.0.1:${runtime.port}`);

    const page = await rawRequest(runtime.port, '/feed', { headers: windowHeaders(runtime) });
    expect(page.text).toContain(UI_MARKER);

    const meta = metaResponseSchema.parse(
      (await rawRequest(runtime.port, '/api/meta', { headers: windowHeaders(runtime) })).json,
    );
    expect(meta).toMatchObject({ mode: 'desktop', analyzer: 'offline', hubUrl: OFFLINE_HUB_URL });

    // The hub is unreachable (offline): analyzing still works, locally.
    const analyzed = await rawRequest(runtime.port, '/api/analyze/text', {
      method: 'POST',
      headers: windowHeaders(runtime, { 'content-type': 'application/json', origin: runtime.url }),
      body: JSON.stringify({ content: SCAM_TEXT }),
    });
    expect(analyzed.status).toBe(200);
    const { id } = analyzeResponseSchema.parse(analyzed.json);
    expect((await readdir(dataDir)).some((name) => name.endsWith('.db'))).toBe(true);

    // A second launch on the same user data finds the analysis again, under a new secret.
    await runtime.close();
    const again = await harness.start(dataDir, await harness.uiDir());
    expect(again.secret).not.toBe(runtime.secret);
    const stored = await rawRequest(again.port, `/api/analysis/${id}`, {
      headers: windowHeaders(again),
    });
    expect(stored.status).toBe(200);
    expect(storedAnalysisSchema.parse(stored.json).content).toContain('gift card');
  });

  it('close() stops the server and releases the database, so the next start on the same data works', async () => {
    const dataDir = await harness.tempDir('factlens-desktop-close-');
    const staticDir = await harness.uiDir();
    const first = await harness.start(dataDir, staticDir);
    expect(
      (await rawRequest(first.port, '/api/meta', { headers: windowHeaders(first) })).status,
    ).toBe(200);

    await first.close();
    await first.close(); // quitting twice (window closed, then the app) is harmless
    await expect(
      rawRequest(first.port, '/api/meta', { headers: windowHeaders(first) }),
    ).rejects.toThrow(/ECONNREFUSED/);

    for (let launch = 0; launch < 3; launch += 1) {
      const next = await harness.start(dataDir, staticDir);
      const analyzed = await rawRequest(next.port, '/api/analyze/text', {
        method: 'POST',
        headers: windowHeaders(next, { 'content-type': 'application/json' }),
        body: JSON.stringify({ content: `${SCAM_TEXT} Launch ${launch}.` }),
      });
      expect(analyzed.status).toBe(200);
      await next.close();
    }
  });

  it('uses the FactLens hub unless HUB_URL names another, and always loopback on a free port in the given data dir', () => {
    const base = { dataDir: '/tmp/factlens-user-data', staticDir: '/tmp/factlens-ui' };
    const byDefault = desktopConfig({
      ...base,
      env: { PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/elsewhere' },
    });
    expect(byDefault).toMatchObject({
      hubUrl: FACTLENS_HUB_URL,
      mode: 'desktop',
      host: '127.0.0.1',
      port: 0,
      dataDir: base.dataDir,
    });
    expect(FACTLENS_HUB_URL).toMatch(/^https:\/\//);

    const ownHub = desktopConfig({ ...base, env: { HUB_URL: 'https://hub.example.org' } });
    expect(ownHub.hubUrl).toBe('https://hub.example.org');
    // An empty HUB_URL is "not set", not "no hub": the desktop app is always in desktop mode.
    expect(desktopConfig({ ...base, env: { HUB_URL: '' } }).hubUrl).toBe(FACTLENS_HUB_URL);
  });
});
