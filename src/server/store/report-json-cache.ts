/**
 * The shared report is the most read endpoint, and a stored analysis never changes after it is
 * written except when its screenshot is purged or it is deleted (both in this process, which
 * clears the entry). So its JSON text is kept in memory, newest use last, up to a total size:
 * a hit costs no SQLite read (bench/api.ts). Other processes (backup, a second server) only read
 * or add rows, which a miss picks up.
 */

/** Characters of report JSON kept in memory (about 16 MB as UTF-16). */
export const REPORT_JSON_CACHE_CHARS = 8_000_000;
/** Reports larger than this (long transcripts, big pastes) are not kept. */
export const REPORT_JSON_CACHE_MAX_ENTRY_CHARS = 400_000;

export class ReportJsonCache {
  private readonly entries = new Map<string, string>();
  private chars = 0;

  constructor(
    private readonly maxChars = REPORT_JSON_CACHE_CHARS,
    private readonly maxEntryChars = REPORT_JSON_CACHE_MAX_ENTRY_CHARS,
  ) {}

  get(id: string): string | undefined {
    const json = this.entries.get(id);
    if (json !== undefined) {
      // Map keeps insertion order: moving a hit to the end makes the first key the least recent.
      this.entries.delete(id);
      this.entries.set(id, json);
    }
    return json;
  }

  set(id: string, json: string): void {
    if (json.length > this.maxEntryChars) return;
    this.delete(id);
    this.entries.set(id, json);
    this.chars += json.length;
    for (const [oldest, text] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= text.length;
    }
  }

  delete(id: string): void {
    const json = this.entries.get(id);
    if (json === undefined) return;
    this.entries.delete(id);
    this.chars -= json.length;
  }

  clear(): void {
    this.entries.clear();
    this.chars = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}
