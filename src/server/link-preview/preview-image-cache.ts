/**
 * The rendered link-preview images, kept in memory so a link shared to a busy chat is drawn once.
 * Keyed by the analysis id and a hash of everything drawn (previewImageKey), so a changed report
 * is never answered with its old picture. Bounded by entries and by bytes; the least recently used
 * image goes first. Requests for an image being drawn wait for that one drawing.
 *
 * Bounded per client too: the images one client's requests caused to be drawn hold at most
 * PREVIEW_IMAGES_PER_CLIENT places, so a client cycling through report ids pushes out its own
 * images, not the ones everyone else's shared links need.
 */

/** At most this many images are kept. */
export const PREVIEW_IMAGE_CACHE_ENTRIES = 200;
/** And at most this many bytes of them (a card is about 60-80 KB). */
export const PREVIEW_IMAGE_CACHE_BYTES = 24 * 1024 * 1024;
/** Places in the cache the drawings of one client may hold. */
export const PREVIEW_IMAGES_PER_CLIENT = 20;

interface Kept {
  image: Buffer;
  /** Whose request drew it (an address, in memory only). */
  client: string;
}

export class PreviewImageCache {
  private readonly images = new Map<string, Kept>();
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private readonly perClient = new Map<string, number>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = PREVIEW_IMAGE_CACHE_ENTRIES,
    private readonly maxBytes = PREVIEW_IMAGE_CACHE_BYTES,
    private readonly maxPerClient = PREVIEW_IMAGES_PER_CLIENT,
  ) {}

  get size(): number {
    return this.images.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** The kept image for `key`, if any (now the most recently used). */
  peek(key: string): Buffer | undefined {
    const kept = this.images.get(key);
    if (!kept) return undefined;
    // Most recently used goes to the end of the Map's order.
    this.images.delete(key);
    this.images.set(key, kept);
    return kept.image;
  }

  /** The cached image for `key`, else the one `draw` makes (drawn once however many ask). */
  async get(key: string, draw: () => Promise<Buffer>, client = ''): Promise<Buffer> {
    const kept = this.peek(key);
    if (kept) return kept;
    const pending = this.drawing.get(key);
    if (pending) return pending;
    const promise = draw().finally(() => this.drawing.delete(key));
    this.drawing.set(key, promise);
    const image = await promise;
    this.keep(key, image, client);
    return image;
  }

  private keep(key: string, image: Buffer, client: string): void {
    if (image.length > this.maxBytes || this.images.has(key)) return;
    // A client at its share gives up its own least recently used image first.
    if ((this.perClient.get(client) ?? 0) >= this.maxPerClient) {
      for (const [oldKey, old] of this.images)
        if (old.client === client) {
          this.drop(oldKey, old);
          break;
        }
    }
    this.images.set(key, { image, client });
    this.perClient.set(client, (this.perClient.get(client) ?? 0) + 1);
    this.bytes += image.length;
    for (const [oldest, old] of this.images) {
      if (this.images.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.drop(oldest, old);
    }
  }

  private drop(key: string, kept: Kept): void {
    this.images.delete(key);
    this.bytes -= kept.image.length;
    const left = (this.perClient.get(kept.client) ?? 1) - 1;
    if (left > 0) this.perClient.set(kept.client, left);
    else this.perClient.delete(kept.client);
  }
}
