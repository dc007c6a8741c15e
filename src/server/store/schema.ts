/**
 * The tables as the query layer sees them (Kysely's types): one description for SQLite and
 * PostgreSQL, declared as tables once in tables.ts. Timestamps are epoch milliseconds (UTC),
 * flags are integers 0/1, so a row reads the same from either database.
 */
import type { Generated, Kysely, Transaction } from 'kysely';
import type { AnalysisType, FactCheckVerdict, PublicationState } from '../../shared';

/** The databases the one schema and the one query layer serve. */
export type SqlDialect = 'sqlite' | 'postgres';

export interface AnalysesTable {
  /** Insertion order, the tie-break of "newest first". */
  seq: Generated<number>;
  id: string;
  type: AnalysisType;
  url: string | null;
  domain: string | null;
  video_id: string | null;
  title: string | null;
  channel_name: string | null;
  video_duration: number | null;
  transcript_length: number;
  content: string | null;
  content_hash: string | null;
  image_data: string | null;
  image_name: string | null;
  image_size: number | null;
  credibility_score: number;
  grade: string;
  overall_status: string;
  results_json: string;
  created_at: number;
  unlisted: number;
  /** The feed card's line, computed when the analysis is stored (null: no snippet). */
  snippet: string | null;
}

export interface RedFlagsTable {
  analysis_id: string;
  position: number;
  type: string;
  severity: string;
  unlisted: number;
}

export interface CountsTable {
  dimension: string;
  key: string;
  count: number;
}

export interface DaysTable {
  day: number;
  count: number;
  score_sum: number;
}

export interface DomainCountsTable {
  domain: string;
  count: number;
}

export interface FlagTypeCountsTable {
  type: string;
  count: number;
}

export interface PublicationsTable {
  analysis_id: string;
  publish_id: string;
  state: PublicationState;
  shared_url: string | null;
  hub_id: string | null;
  error: string | null;
  attempts: number;
  updated_at: number;
}

export interface OutboxTable {
  analysis_id: string;
  next_attempt_at: number;
  hold_until: number | null;
  queued_at: number;
}

export interface HubFeedCacheTable {
  hub_url: string;
  feed_json: string | null;
  fetched_at: number | null;
  total_analyses: number | null;
  last_attempt_at: number;
  last_error: string | null;
}

export interface ReceivedPublicationsTable {
  publish_id: string;
  analysis_id: string;
  received_at: number;
}

export interface ClaimsTable {
  content_hash: string;
  token: string;
  claimed_at: number;
}

export interface DailyPickTable {
  slot: number;
  analysis_id: string;
  picked_at: number;
}

export interface RateLimitWindowsTable {
  window_start: number;
  secret: string;
}

export interface RateLimitHitsTable {
  limiter: string;
  client: string;
  window_start: number;
  hits: number;
}

export interface FactChecksTable {
  id: Generated<number>;
  review_url: string;
  claim_reviewed: string;
  rating: string;
  verdict: FactCheckVerdict;
  publisher_name: string;
  publisher_site: string | null;
  review_date: string | null;
  language: string | null;
  claimant: string | null;
  appearance_urls: string;
  indexed_at: number;
}

export interface FactCheckSyncTable {
  hub_url: string;
  since_ms: number;
  after_id: number;
  synced_at: number | null;
  last_error: string | null;
}

export interface MigrationsTable {
  version: number;
  name: string;
  applied_at: number;
}

export interface Database {
  analyses: AnalysesTable;
  analysis_red_flags: RedFlagsTable;
  analysis_counts: CountsTable;
  analysis_days: DaysTable;
  domain_counts: DomainCountsTable;
  red_flag_type_counts: FlagTypeCountsTable;
  publications: PublicationsTable;
  publish_outbox: OutboxTable;
  hub_feed_cache: HubFeedCacheTable;
  received_publications: ReceivedPublicationsTable;
  analysis_claims: ClaimsTable;
  daily_pick: DailyPickTable;
  rate_limit_windows: RateLimitWindowsTable;
  rate_limit_hits: RateLimitHitsTable;
  fact_checks: FactChecksTable;
  fact_check_sync: FactCheckSyncTable;
  migrations: MigrationsTable;
}

/** A connection or an open transaction: every query function takes either. */
export type Db = Kysely<Database> | Transaction<Database>;
