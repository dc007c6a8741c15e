/** The remembered window: fitted to the displays there are now, loaded and saved as a small JSON file. */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createWindowStateKeeper,
  DEFAULT_WINDOW_STATE,
  fitToDisplays,
  loadWindowState,
  MIN_WINDOW_HEIGHT,
  MIN_WINDOW_WIDTH,
  parseWindowState,
  saveWindowState,
  windowStateFile,
  type Rect,
} from '../../src/main/window-state';

const laptop: Rect = { x: 0, y: 0, width: 1440, height: 875 };
/** A second monitor to the right of the laptop. */
const monitor: Rect = { x: 1440, y: -200, width: 2560, height: 1400 };

const dirs: string[] = [];
afterEach(async () => {
  while (dirs.length) await rm(dirs.pop()!, { recursive: true, force: true });
});
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'factlens-window-'));
  dirs.push(dir);
  return dir;
}

describe('fitToDisplays', () => {
  it('keeps a window that fits on a display where it was', () => {
    const state = { x: 100, y: 50, width: 1000, height: 700, maximized: false };
    expect(fitToDisplays(state, [laptop, monitor])).toEqual(state);
    const onMonitor = { x: 2000, y: 100, width: 1600, height: 1000, maximized: true };
    expect(fitToDisplays(onMonitor, [laptop, monitor])).toEqual(onMonitor);
  });

  it('moves a window saved on an unplugged monitor back onto the primary display, centred', () => {
    const state = { x: 2000, y: 100, width: 1600, height: 1000, maximized: false };
    expect(fitToDisplays(state, [laptop])).toEqual({ width: 1440, height: 875, maximized: false });
  });

  it('pulls a half off-screen window fully onto the display it overlaps most', () => {
    expect(
      fitToDisplays({ x: -300, y: -40, width: 800, height: 600, maximized: false }, [
        laptop,
        monitor,
      ]),
    ).toEqual({
      x: 0,
      y: 0,
      width: 800,
      height: 600,
      maximized: false,
    });
    // Mostly on the monitor, hanging below its bottom edge.
    expect(
      fitToDisplays({ x: 1400, y: 900, width: 1000, height: 600, maximized: false }, [
        laptop,
        monitor,
      ]),
    ).toEqual({
      x: 1440,
      y: 600,
      width: 1000,
      height: 600,
      maximized: false,
    });
  });

  it('shrinks a window larger than its display, and grows one below the minimum size', () => {
    expect(
      fitToDisplays({ x: 10, y: 10, width: 3000, height: 2000, maximized: false }, [laptop]),
    ).toEqual({
      x: 0,
      y: 0,
      width: 1440,
      height: 875,
      maximized: false,
    });
    expect(
      fitToDisplays({ x: 10, y: 10, width: 100, height: 50, maximized: false }, [laptop]),
    ).toEqual({
      x: 10,
      y: 10,
      width: MIN_WINDOW_WIDTH,
      height: MIN_WINDOW_HEIGHT,
      maximized: false,
    });
  });

  it('places a window without a saved position on the primary display', () => {
    expect(
      fitToDisplays(DEFAULT_WINDOW_STATE, [{ x: 0, y: 0, width: 1024, height: 700 }, monitor]),
    ).toEqual({
      width: 1024,
      height: 700,
      maximized: false,
    });
    expect(fitToDisplays(DEFAULT_WINDOW_STATE, [laptop])).toEqual(DEFAULT_WINDOW_STATE);
  });
});

describe('parseWindowState', () => {
  it('accepts a saved state and rejects anything else', () => {
    expect(parseWindowState({ x: 1.4, y: 2, width: 800.6, height: 600, maximized: true })).toEqual({
      x: 1,
      y: 2,
      width: 801,
      height: 600,
      maximized: true,
    });
    expect(parseWindowState({ width: 800, height: 600 })).toEqual({
      width: 800,
      height: 600,
      maximized: false,
    });
    // A position needs both coordinates.
    expect(parseWindowState({ x: 5, width: 800, height: 600 })).toEqual({
      width: 800,
      height: 600,
      maximized: false,
    });
    for (const bad of [
      null,
      'x',
      [],
      {},
      { width: '800', height: 600 },
      { width: 0, height: 600 },
      { width: 800, height: Number.NaN },
    ]) {
      expect(parseWindowState(bad)).toBeNull();
    }
  });
});

describe('loading and saving', () => {
  it('loads the default on first launch and for a broken file', async () => {
    const dir = await tempDir();
    const file = windowStateFile(dir);
    expect(file).toBe(join(dir, 'window-state.json'));
    expect(await loadWindowState(file, [laptop])).toEqual(DEFAULT_WINDOW_STATE);
    await writeFile(file, '{"width": 900, "hei');
    expect(await loadWindowState(file, [laptop])).toEqual(DEFAULT_WINDOW_STATE);
    await writeFile(file, JSON.stringify({ width: -1, height: 600 }));
    expect(await loadWindowState(file, [laptop])).toEqual(DEFAULT_WINDOW_STATE);
  });

  it('saves a state that the next launch loads, fitted to its displays', async () => {
    const file = windowStateFile(await tempDir());
    await saveWindowState(file, { x: 2000, y: 100, width: 1600, height: 1000, maximized: true });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      x: 2000,
      y: 100,
      width: 1600,
      height: 1000,
      maximized: true,
    });
    expect(await loadWindowState(file, [laptop, monitor])).toEqual({
      x: 2000,
      y: 100,
      width: 1600,
      height: 1000,
      maximized: true,
    });
    expect(await loadWindowState(file, [laptop])).toEqual({
      width: 1440,
      height: 875,
      maximized: true,
    });
  });

  it('writes a burst of moves once, the last one, and flush() writes at once on close', async () => {
    const dir = await tempDir();
    const file = windowStateFile(dir);
    const keeper = createWindowStateKeeper({ file, delayMs: 60_000 });
    for (let x = 0; x < 20; x += 1)
      keeper.update({ x, y: 10, width: 900, height: 700, maximized: false });
    // Nothing is written while the moves go on.
    expect(await readdir(dir)).toEqual([]);
    await keeper.flush();
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      x: 19,
      y: 10,
      width: 900,
      height: 700,
      maximized: false,
    });
    // No temp files are left behind.
    expect(await readdir(dir)).toEqual(['window-state.json']);
    await keeper.flush(); // nothing pending: harmless
  });

  it('writes by itself once the moves stop', async () => {
    const file = windowStateFile(await tempDir());
    const keeper = createWindowStateKeeper({ file, delayMs: 20 });
    keeper.update({ x: 5, y: 6, width: 800, height: 600, maximized: false });
    await expect
      .poll(async () => readFile(file, 'utf8').catch(() => null), { timeout: 60_000 })
      .not.toBeNull();
    expect(await loadWindowState(file, [laptop])).toEqual({
      x: 5,
      y: 6,
      width: 800,
      height: 600,
      maximized: false,
    });
  });

  it('reports a failed write instead of throwing, and keeps working', async () => {
    const errors: unknown[] = [];
    const keeper = createWindowStateKeeper({
      file: join(await tempDir(), 'missing-dir', 'w.json'),
      delayMs: 60_000,
      onError: (e) => errors.push(e),
    });
    keeper.update({ width: 800, height: 600, maximized: false });
    await keeper.flush();
    expect(errors).toHaveLength(1);
  });
});
