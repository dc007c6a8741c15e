/**
 * The rendered link-preview images, kept in memory so a link shared to a busy chat is drawn once.
 * Keyed by the analysis id and a hash of everything drawn (previewImageKey), so a changed report
 * is never answered with its old picture. Bounded by entries and by bytes; the least recently used
 * image goes first. Requests for an image being drawn wait for that one drawing.
 */

/** At most this many images are kept. */
export const PREVIEW_IMAGE_CACHE_ENTRIES = 200;
/** And at most this many bytes of them (a card is about 60-80 KB). */
export const PREVIEW_IMAGE_CACHE_BYTES = 24 * 1024 * 1024;

export class PreviewImageCache {
  private readonly images = new Map<string, Buffer>();
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = PREVIEW_IMAGE_CACHE_ENTRIES,
    private readonly maxBytes = PREVIEW_IMAGE_CACHE_BYTES,
  ) {}

  get size(): number {
    return this.images.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** The cached image for `key`, else the one `draw` makes (drawn once however many ask). */
  async get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.images.get(key);
    if (kept) {
      // Most recently used goes to the end of the Map's order.
      this.images.delete(key);
      this.images.set(key, kept);
      return kept;
    }
    const pending = this.drawing.get(key);
    if (pending) return pending;
    const promise = draw().finally(() => this.drawing.delete(key));
    this.drawing.set(key, promise);
    const image = await promise;
    this.keep(key, image);
    return image;
  }

  private keep(key: string, image: Buffer): void {
    if (image.length > this.maxBytes || this.images.has(key)) return;
    this.images.set(key, image);
    this.bytes += image.length;
    for (const [oldest, old] of this.images) {
      if (this.images.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.images.delete(oldest);
      this.bytes -= old.length;
    }
  }
}
