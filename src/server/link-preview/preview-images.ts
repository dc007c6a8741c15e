/**
 * The link-preview images as a service: drawn off the request thread (the analysis pool, through
 * `draw`), kept in a cache where each client holds a bounded share (preview-image-cache.ts), and
 * drawn for one client at most PREVIEW_DRAWS_PER_CLIENT times a minute. An image already kept is
 * always served; only new drawings count. So no client can make the server draw without end, and
 * the images of links people really share stay kept.
 */
import { PoolJobError } from '../analysis/acquire/isolation/pool-engine';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import type { PreviewImageContent } from './preview-image';
import { PreviewImageCache } from './preview-image-cache';

/** New drawings one client may cause per window. */
export const PREVIEW_DRAWS_PER_CLIENT = 20;
export const PREVIEW_DRAW_WINDOW_MS = 60_000;
/** Clients whose drawings are counted at once; the longest quiet are forgotten first. */
export const PREVIEW_DRAW_CLIENTS = 10_000;
/** Seconds a client is told to wait when the pool that draws is busy. */
export const PREVIEW_BUSY_RETRY_AFTER_S = 30;

export const PREVIEW_ERRORS = {
  tooMany: (seconds: number) =>
    `Too many link-preview images were asked for from your address. Please try again in ${seconds} seconds.`,
  busy: 'FactLens is busy drawing link previews right now. Try again in a minute.',
} as const;

export interface PreviewImagesDeps {
  clock: Clock;
  /** Draws one image (the analysis pool's draw-preview job on a server). */
  draw: (content: PreviewImageContent) => Promise<Uint8Array>;
  cache?: PreviewImageCache;
  drawsPerClient?: number;
}

export interface PreviewImageRequest {
  /** previewImageKey(id, content): the report and everything drawn. */
  key: string;
  content: PreviewImageContent;
  /** Who asked (an address, in memory only). */
  client: string;
}

export function createPreviewImages(deps: PreviewImagesDeps) {
  const cache = deps.cache ?? new PreviewImageCache();
  const limit = deps.drawsPerClient ?? PREVIEW_DRAWS_PER_CLIENT;
  /** Each counted client's window: when it began and the drawings in it. */
  const windows = new Map<string, { start: number; draws: number }>();

  /** Counts one new drawing for `client`, or refuses it with when to try again. */
  function charge(client: string): void {
    const now = deps.clock.now().getTime();
    let window = windows.get(client);
    if (!window || now - window.start >= PREVIEW_DRAW_WINDOW_MS) {
      windows.delete(client);
      window = { start: now, draws: 0 };
      windows.set(client, window);
      if (windows.size > PREVIEW_DRAW_CLIENTS) windows.delete(windows.keys().next().value!);
    }
    if (window.draws >= limit) {
      const seconds = Math.max(1, Math.ceil((window.start + PREVIEW_DRAW_WINDOW_MS - now) / 1000));
      throw new AppError(429, PREVIEW_ERRORS.tooMany(seconds), { retryAfterSeconds: seconds });
    }
    window.draws += 1;
  }

  async function draw(content: PreviewImageContent): Promise<Buffer> {
    try {
      const png = await deps.draw(content);
      return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    } catch (error) {
      if (!(error instanceof PoolJobError)) throw error;
      throw new AppError(503, PREVIEW_ERRORS.busy, {
        retryAfterSeconds: PREVIEW_BUSY_RETRY_AFTER_S,
      });
    }
  }

  return {
    async image({ key, content, client }: PreviewImageRequest): Promise<Buffer> {
      const kept = cache.peek(key);
      if (kept) return kept;
      charge(client);
      return cache.get(key, () => draw(content), client);
    },
  };
}

export type PreviewImages = ReturnType<typeof createPreviewImages>;
