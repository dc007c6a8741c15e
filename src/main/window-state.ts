/**
 * Remembered window size and position: a small JSON file in the user's data directory. Plain Node
 * (no Electron), so the clamping, loading and saving are tested under vitest; ./main-window feeds
 * it Electron's window bounds and the displays' work areas.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const WINDOW_STATE_FILE = 'window-state.json';
export const DEFAULT_WINDOW_WIDTH = 1280;
export const DEFAULT_WINDOW_HEIGHT = 860;
/** The narrowest layout the UI supports (a phone's width) and a height that still shows a form. */
export const MIN_WINDOW_WIDTH = 375;
export const MIN_WINDOW_HEIGHT = 480;
/** Moves and resizes come in bursts while dragging; the file is written once the burst is over. */
export const WINDOW_STATE_SAVE_DELAY_MS = 500;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** No x/y means "let the system place it" (centred on the primary display). */
export interface WindowState {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

export const DEFAULT_WINDOW_STATE: WindowState = {
  width: DEFAULT_WINDOW_WIDTH,
  height: DEFAULT_WINDOW_HEIGHT,
  maximized: false,
};

export function windowStateFile(userDataDir: string): string {
  return join(userDataDir, WINDOW_STATE_FILE);
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A saved file's content -> a state, or null when it is not one (hand-edited, truncated, old). */
export function parseWindowState(value: unknown): WindowState | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isFiniteNumber(v.width) || !isFiniteNumber(v.height) || v.width <= 0 || v.height <= 0)
    return null;
  const state: WindowState = {
    width: Math.round(v.width),
    height: Math.round(v.height),
    maximized: v.maximized === true,
  };
  if (isFiniteNumber(v.x) && isFiniteNumber(v.y)) {
    state.x = Math.round(v.x);
    state.y = Math.round(v.y);
  }
  return state;
}

function overlapArea(a: Rect, b: Rect): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

const clamp = (value: number, min: number, max: number) =>
  Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Fits a saved state to the displays there are now (work areas, primary first): the window goes
 * onto the display it overlaps most, shrunk to fit and moved fully inside it, so a window saved on
 * a monitor that is gone, or half off-screen, never opens where the person cannot reach it. With
 * no overlap at all it is centred on the primary display.
 */
export function fitToDisplays(state: WindowState, workAreas: readonly Rect[]): WindowState {
  const primary = workAreas[0];
  if (!primary)
    return {
      ...state,
      width: Math.max(state.width, MIN_WINDOW_WIDTH),
      height: Math.max(state.height, MIN_WINDOW_HEIGHT),
    };
  const size = (area: Rect) => ({
    width: clamp(state.width, Math.min(MIN_WINDOW_WIDTH, area.width), area.width),
    height: clamp(state.height, Math.min(MIN_WINDOW_HEIGHT, area.height), area.height),
  });
  if (state.x === undefined || state.y === undefined)
    return { maximized: state.maximized, ...size(primary) };

  const bounds: Rect = { x: state.x, y: state.y, width: state.width, height: state.height };
  let best: Rect | null = null;
  let bestOverlap = 0;
  for (const area of workAreas) {
    const overlap = overlapArea(bounds, area);
    if (overlap > bestOverlap) {
      best = area;
      bestOverlap = overlap;
    }
  }
  if (!best) return { maximized: state.maximized, ...size(primary) };
  const { width, height } = size(best);
  return {
    x: clamp(state.x, best.x, best.x + best.width - width),
    y: clamp(state.y, best.y, best.y + best.height - height),
    width,
    height,
    maximized: state.maximized,
  };
}

/** The saved state fitted to the current displays; the default when there is none or it is unreadable. */
export async function loadWindowState(
  file: string,
  workAreas: readonly Rect[],
): Promise<WindowState> {
  let saved: WindowState | null = null;
  try {
    saved = parseWindowState(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    // No file yet (first launch) or a broken one: start from the default, it is rewritten on close.
  }
  return fitToDisplays(saved ?? DEFAULT_WINDOW_STATE, workAreas);
}

/** Written to a temp file and renamed over the old one, so a crash mid-write leaves a whole file. */
export async function saveWindowState(file: string, state: WindowState): Promise<void> {
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, `${JSON.stringify(state)}\n`, 'utf8');
  await rename(temp, file);
}

export interface WindowStateKeeper {
  /** The window moved or resized: save this state after the burst of changes ends. */
  update(state: WindowState): void;
  /** Write the latest state now (the window is closing) and wait for it. */
  flush(): Promise<void>;
}

export interface WindowStateKeeperOptions {
  file: string;
  delayMs?: number;
  /** Reports a failed write; the window keeps working, it just opens at the default next time. */
  onError?: (error: unknown) => void;
}

export function createWindowStateKeeper(options: WindowStateKeeperOptions): WindowStateKeeper {
  const delayMs = options.delayMs ?? WINDOW_STATE_SAVE_DELAY_MS;
  let pending: WindowState | null = null;
  let timer: NodeJS.Timeout | null = null;
  // Writes run one after another, so an older state never lands after a newer one.
  let writing: Promise<void> = Promise.resolve();

  const writePending = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const state = pending;
    pending = null;
    if (state) {
      writing = writing
        .then(() => saveWindowState(options.file, state))
        .catch((error: unknown) => options.onError?.(error));
    }
    return writing;
  };

  return {
    update(state) {
      pending = { ...state };
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void writePending(), delayMs);
      timer.unref();
    },
    flush: writePending,
  };
}
