/**
 * Everything the server stores, as the composition root holds it: each part is one of the small
 * interfaces of ./store.ts, handed to the services that need it and to nothing else.
 */
import type { Store as RateLimitStore } from 'express-rate-limit';
import type { FactCheck, FactCheckCursor, FactCheckPage } from '../../shared';
import type { ImportCounts, IndexedFactCheck } from './fact-check-index';
import type {
  AggregateStore,
  AnalysisStore,
  DesktopStores,
  ImageRetentionStore,
  PublishReceiptStore,
} from './store';

/**
 * Insert-or-wait for the 24 h result cache across app instances: the first instance to claim a
 * normalised input analyses it; the others wait for its row instead of analyzing it again.
 */
export interface AnalysisClaims {
  /** True when this instance now holds the claim; false while another live claim exists. */
  claim(contentHash: string): Promise<boolean>;
  release(contentHash: string): Promise<void>;
}

/** The day's featured video analysis as one instance chose it, so every instance shows the same. */
export interface DailyPickStore {
  /** The pick made at or after `since`, or null. */
  currentPick(since: Date): Promise<string | null>;
  savePick(analysisId: string, at: Date): Promise<void>;
}

/** State app instances share when they share a database (PostgreSQL). */
export interface SharedState {
  claims: AnalysisClaims;
  dailyPick: DailyPickStore;
  /** An express-rate-limit store counting in the database, one per limiter (`prefix`). */
  rateLimitStore(prefix: string): RateLimitStore;
}

/**
 * The fact-check index as the services use it: FactCheckIndex on SQLite answers at once,
 * PostgresFactCheckIndex (shared by every instance on the database) through a promise.
 */
export interface FactCheckStore {
  /** Adds them all or none; skips review URLs already indexed (or repeated in `items`). */
  add(items: readonly FactCheck[], now: Date): ImportCounts | Promise<ImportCounts>;
  search(words: readonly string[], limit: number): IndexedFactCheck[] | Promise<IndexedFactCheck[]>;
  count(): number | Promise<number>;
  page(cursor: FactCheckCursor | null, limit?: number): FactCheckPage | Promise<FactCheckPage>;
}

export interface Stores {
  analyses: AnalysisStore;
  images: ImageRetentionStore;
  aggregates: AggregateStore;
  receipts: PublishReceiptStore;
  /** The desktop's own tables; null on PostgreSQL (desktop mode always uses SQLite). */
  desktop: DesktopStores | null;
  /** Null with SQLite: one process owns the file, so in-process state is already shared. */
  shared: SharedState | null;
  /**
   * The fact-check index (in the analyses' database: see open-stores.ts); absent where a caller
   * built the stores itself, and then no claim is looked up.
   */
  factChecks?: FactCheckStore | null;
  close(): Promise<void>;
}
