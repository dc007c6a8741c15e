/**
 * What app instances sharing one PostgreSQL database coordinate through: result-cache claims
 * (insert-or-wait), the daily pick, and rate-limit counts.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { ClientRateLimitInfo, Options, Store as RateLimitStore } from 'express-rate-limit';
import { query } from './postgres-pool';
import type { AnalysisClaims, DailyPickStore, SharedState } from './stores';

/**
 * A claim older than this is taken over: its instance died or hung. Longer than an analysis may
 * take with the default budgets (model 45 s, page 10 s, video 12 s).
 */
export const ANALYSIS_CLAIM_TTL_MS = 2 * 60 * 1000;

export class PostgresClaims implements AnalysisClaims {
  /** This instance's token per claimed input, so it only ever releases its own claim. */
  private readonly tokens = new Map<string, string>();

  constructor(private readonly pool: pg.Pool) {}

  async claim(contentHash: string): Promise<boolean> {
    const token = randomUUID();
    const now = Date.now();
    const { rowCount } = await query(
      this.pool,
      `INSERT INTO analysis_claims AS c (content_hash, token, claimed_at) VALUES ($1, $2, $3)
       ON CONFLICT (content_hash) DO UPDATE SET token = excluded.token, claimed_at = excluded.claimed_at
       WHERE c.claimed_at < $4`,
      [contentHash, token, now, now - ANALYSIS_CLAIM_TTL_MS],
    );
    if (rowCount !== 1) return false;
    this.tokens.set(contentHash, token);
    return true;
  }

  async release(contentHash: string): Promise<void> {
    const token = this.tokens.get(contentHash);
    if (token === undefined) return;
    this.tokens.delete(contentHash);
    await query(this.pool, 'DELETE FROM analysis_claims WHERE content_hash = $1 AND token = $2', [
      contentHash,
      token,
    ]);
  }
}

export class PostgresDailyPick implements DailyPickStore {
  constructor(private readonly pool: pg.Pool) {}

  async currentPick(since: Date): Promise<string | null> {
    const { rows } = await query<{ analysis_id: string }>(
      this.pool,
      'SELECT analysis_id FROM daily_pick WHERE slot = 1 AND picked_at >= $1',
      [since.getTime()],
    );
    return rows[0]?.analysis_id ?? null;
  }

  async savePick(analysisId: string, at: Date): Promise<void> {
    await query(
      this.pool,
      `INSERT INTO daily_pick (slot, analysis_id, picked_at) VALUES (1, $1, $2)
       ON CONFLICT (slot) DO UPDATE SET analysis_id = excluded.analysis_id, picked_at = excluded.picked_at`,
      [analysisId, at.getTime()],
    );
  }
}

/**
 * express-rate-limit's Store in PostgreSQL, fixed windows aligned to windowMs on the wall clock
 * (instances agree to within their clock skew). A client is stored as an HMAC of its key under a
 * secret made for the window and deleted with the window's counts, so no address, and after the
 * window nothing that could be matched to one, stays in the database.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  readonly localKeys = false;
  private windowMs = 60_000;
  private secret: { windowStart: number; value: string } | null = null;

  constructor(
    private readonly pool: pg.Pool,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private async window(): Promise<{ start: number; secret: string }> {
    const start = Math.floor(Date.now() / this.windowMs) * this.windowMs;
    if (this.secret?.windowStart === start) return { start, secret: this.secret.value };
    // A new window: drop the finished ones (counts and their secrets), then agree on this one's.
    await query(this.pool, 'DELETE FROM rate_limit_hits WHERE window_start < $1', [start]);
    await query(this.pool, 'DELETE FROM rate_limit_windows WHERE window_start < $1', [start]);
    await query(
      this.pool,
      'INSERT INTO rate_limit_windows (window_start, secret) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [start, randomBytes(32).toString('base64')],
    );
    const { rows } = await query<{ secret: string }>(
      this.pool,
      'SELECT secret FROM rate_limit_windows WHERE window_start = $1',
      [start],
    );
    const secret = rows[0]?.secret;
    if (!secret) throw new Error('the rate-limit window could not be stored');
    this.secret = { windowStart: start, value: secret };
    return { start, secret };
  }

  private client(key: string, secret: string): string {
    return createHmac('sha256', secret).update(key).digest('base64url');
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { start, secret } = await this.window();
    const { rows } = await query<{ hits: number }>(
      this.pool,
      `INSERT INTO rate_limit_hits AS h (limiter, client, window_start, hits) VALUES ($1, $2, $3, 1)
       ON CONFLICT (limiter, client, window_start) DO UPDATE SET hits = h.hits + 1
       RETURNING hits`,
      [this.prefix, this.client(key, secret), start],
    );
    return { totalHits: rows[0]?.hits ?? 1, resetTime: new Date(start + this.windowMs) };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { start, secret } = await this.window();
    const { rows } = await query<{ hits: number }>(
      this.pool,
      'SELECT hits FROM rate_limit_hits WHERE limiter = $1 AND client = $2 AND window_start = $3',
      [this.prefix, this.client(key, secret), start],
    );
    return rows[0]
      ? { totalHits: rows[0].hits, resetTime: new Date(start + this.windowMs) }
      : undefined;
  }

  async decrement(key: string): Promise<void> {
    const { start, secret } = await this.window();
    await query(
      this.pool,
      'UPDATE rate_limit_hits SET hits = hits - 1 WHERE limiter = $1 AND client = $2 AND window_start = $3 AND hits > 0',
      [this.prefix, this.client(key, secret), start],
    );
  }

  async resetKey(key: string): Promise<void> {
    const { secret } = await this.window();
    await query(this.pool, 'DELETE FROM rate_limit_hits WHERE limiter = $1 AND client = $2', [
      this.prefix,
      this.client(key, secret),
    ]);
  }
}

export class PostgresSharedState implements SharedState {
  readonly claims: PostgresClaims;
  readonly dailyPick: PostgresDailyPick;

  constructor(private readonly pool: pg.Pool) {
    this.claims = new PostgresClaims(pool);
    this.dailyPick = new PostgresDailyPick(pool);
  }

  rateLimitStore(prefix: string): RateLimitStore {
    return new PostgresRateLimitStore(this.pool, prefix);
  }
}
