import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDesktopRuntime, type DesktopRuntime } from '../../src/main/desktop-runtime';
import { analyzeResponseSchema, metaResponseSchema, storedAnalysisSchema } from '../../src/shared';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function start(dataDir: string, staticDir: string): Promise<DesktopRuntime> {
  const runtime = await startDesktopRuntime({ dataDir, staticDir, env: { LOG_LEVEL: 'silent' } });
  cleanups.push(() => runtime.close());
  return runtime;
}

describe('desktop runtime', () => {
  it('serves the UI and the same /api on loopback only, with its database in the data dir', async () => {
    const dataDir = await tempDir('factlens-desktop-data-');
    const staticDir = await tempDir('factlens-desktop-ui-');
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>FactLens desktop</title>');

    const runtime = await start(dataDir, staticDir);
    expect(new URL(runtime.url).hostname).toBe('127.0.0.1');

    const page = await fetch(`${runtime.url}/feed`);
    expect(await page.text()).toContain('FactLens desktop');

    const meta = metaResponseSchema.parse(await (await fetch(`${runtime.url}/api/meta`)).json());
    expect(meta.analyzer).toBe('offline');

    const analysed = await fetch(`${runtime.url}/api/analyze/text`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Your parcel is held. Pay the customs fee with a gift card today.' }),
    });
    expect(analysed.status).toBe(200);
    const { id } = analyzeResponseSchema.parse(await analysed.json());
    expect((await readdir(dataDir)).some((name) => name.endsWith('.db'))).toBe(true);

    // A second launch on the same user data finds the analysis again.
    await runtime.close();
    const again = await start(dataDir, staticDir);
    const stored = storedAnalysisSchema.parse(await (await fetch(`${again.url}/api/analysis/${id}`)).json());
    expect(stored.content).toContain('gift card');
  });
});
