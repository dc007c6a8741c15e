/**
 * The shared report is the most read endpoint, and a stored analysis never changes after it is
 * written except when its screenshot is purged (hosted) or it is deleted (desktop only). So the
 * hosted composition root wraps the analysis store in withReportJsonCache: report JSON text kept
 * in memory, newest use last, up to a total size; a hit costs no database read (bench/api.ts).
 *
 * Only reports without image bytes are kept. That makes the cache right across processes and app
 * instances without any invalidation: a report with a screenshot is read from the database until
 * the purge (whichever instance runs it) has removed the bytes, and after that it never changes.
 */
import type { AnalysisStore } from './store';

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

/** What storedAnalysisJson (rows.ts) writes for a report whose image bytes are gone or never were. */
const NO_IMAGE_MARK = ',"imageData":null,"imageName":';

/** The analysis store with getAnalysisJson served from `cache` where it can be. */
export function withReportJsonCache(
  analyses: AnalysisStore,
  cache = new ReportJsonCache(),
): AnalysisStore {
  return {
    insertAnalysis: (analysis) => analyses.insertAnalysis(analysis),
    getAnalysis: (id) => analyses.getAnalysis(id),
    getVideoAnalysis: (id) => analyses.getVideoAnalysis(id),
    findCachedAnalysis: (contentHash, since) => analyses.findCachedAnalysis(contentHash, since),
    listFeed: (limit) => analyses.listFeed(limit),
    countAnalyses: () => analyses.countAnalyses(),
    latestVideoAnalyses: (since, limit) => analyses.latestVideoAnalyses(since, limit),
    async getAnalysisJson(id) {
      const hit = cache.get(id);
      if (hit !== undefined) return hit;
      const json = await analyses.getAnalysisJson(id);
      // A desktop publication changes over time (its JSON ends with the publication object), so
      // such a report is not kept either; the hosted site has none.
      if (json?.includes(NO_IMAGE_MARK) && !json.endsWith('}}')) cache.set(id, json);
      return json;
    },
  };
}
