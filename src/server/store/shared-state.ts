/**
 * What app instances sharing one database coordinate through: result-cache claims
 * (insert-or-wait), the daily pick, and rate-limit counts. Written once on Kysely; handed out
 * where instances share a database (PostgreSQL: open-stores.ts), since on SQLite one process owns
 * the file and its in-process state is already shared.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ClientRateLimitInfo, Options, Store as RateLimitStore } from 'express-rate-limit';
import type { Database } from './schema';
import type { AnalysisClaims, DailyPickStore, SharedState } from './stores';

/**
 * A claim older than this is taken over: its instance died or hung. Longer than an analysis may
 * take with the default budgets (model 45 s, page 10 s, video 12 s).
 */
export const ANALYSIS_CLAIM_TTL_MS = 2 * 60 * 1000;

export class SharedClaims implements AnalysisClaims {
  /** This instance's token per claimed input, so it only ever releases its own claim. */
  private readonly tokens = new Map<string, string>();

  constructor(private readonly db: Kysely<Database>) {}

  async claim(contentHash: string): Promise<boolean> {
    const token = randomUUID();
    const now = Date.now();
    // A live claim is kept; one older than the TTL is taken over.
    const result = await this.db
      .insertInto('analysis_claims')
      .values({ content_hash: contentHash, token, claimed_at: now })
      .onConflict((oc) =>
        oc
          .column('content_hash')
          .doUpdateSet((eb) => ({
            token: eb.ref('excluded.token'),
            claimed_at: eb.ref('excluded.claimed_at'),
          }))
          .where('analysis_claims.claimed_at', '<', now - ANALYSIS_CLAIM_TTL_MS),
      )
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    this.tokens.set(contentHash, token);
    return true;
  }

  async release(contentHash: string): Promise<void> {
    const token = this.tokens.get(contentHash);
    if (token === undefined) return;
    this.tokens.delete(contentHash);
    await this.db
      .deleteFrom('analysis_claims')
      .where('content_hash', '=', contentHash)
      .where('token', '=', token)
      .execute();
  }
}

export class SharedDailyPick implements DailyPickStore {
  constructor(private readonly db: Kysely<Database>) {}

  async currentPick(since: Date): Promise<string | null> {
    const row = await this.db
      .selectFrom('daily_pick')
      .select('analysis_id')
      .where('slot', '=', 1)
      .where('picked_at', '>=', since.getTime())
      .executeTakeFirst();
    return row?.analysis_id ?? null;
  }

  async savePick(analysisId: string, at: Date): Promise<void> {
    await this.db
      .insertInto('daily_pick')
      .values({ slot: 1, analysis_id: analysisId, picked_at: at.getTime() })
      .onConflict((oc) =>
        oc.column('slot').doUpdateSet((eb) => ({
          analysis_id: eb.ref('excluded.analysis_id'),
          picked_at: eb.ref('excluded.picked_at'),
        })),
      )
      .execute();
  }
}

/**
 * express-rate-limit's Store in the shared database, fixed windows aligned to windowMs on the wall clock
 * (instances agree to within their clock skew). A client is stored as an HMAC of its key under a
 * secret made for the window and deleted with the window's counts, so no address, and after the
 * window nothing that could be matched to one, stays in the database.
 */
export class SharedRateLimitStore implements RateLimitStore {
  readonly localKeys = false;
  private windowMs = 60_000;
  private secret: { windowStart: number; value: string } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private async window(): Promise<{ start: number; secret: string }> {
    const start = Math.floor(Date.now() / this.windowMs) * this.windowMs;
    if (this.secret?.windowStart === start) return { start, secret: this.secret.value };
    // A new window: drop the finished ones (counts and their secrets), then agree on this one's.
    await this.db.deleteFrom('rate_limit_hits').where('window_start', '<', start).execute();
    await this.db.deleteFrom('rate_limit_windows').where('window_start', '<', start).execute();
    await this.db
      .insertInto('rate_limit_windows')
      .values({ window_start: start, secret: randomBytes(32).toString('base64') })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const row = await this.db
      .selectFrom('rate_limit_windows')
      .select('secret')
      .where('window_start', '=', start)
      .executeTakeFirst();
    const secret = row?.secret;
    if (!secret) throw new Error('the rate-limit window could not be stored');
    this.secret = { windowStart: start, value: secret };
    return { start, secret };
  }

  private client(key: string, secret: string): string {
    return createHmac('sha256', secret).update(key).digest('base64url');
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { start, secret } = await this.window();
    const row = await this.db
      .insertInto('rate_limit_hits')
      .values({
        limiter: this.prefix,
        client: this.client(key, secret),
        window_start: start,
        hits: 1,
      })
      .onConflict((oc) =>
        oc
          .columns(['limiter', 'client', 'window_start'])
          .doUpdateSet((eb) => ({ hits: eb('rate_limit_hits.hits', '+', 1) })),
      )
      .returning('hits')
      .executeTakeFirst();
    return { totalHits: Number(row?.hits ?? 1), resetTime: new Date(start + this.windowMs) };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { start, secret } = await this.window();
    const row = await this.db
      .selectFrom('rate_limit_hits')
      .select('hits')
      .where('limiter', '=', this.prefix)
      .where('client', '=', this.client(key, secret))
      .where('window_start', '=', start)
      .executeTakeFirst();
    return row
      ? { totalHits: Number(row.hits), resetTime: new Date(start + this.windowMs) }
      : undefined;
  }

  async decrement(key: string): Promise<void> {
    const { start, secret } = await this.window();
    await this.db
      .updateTable('rate_limit_hits')
      .set((eb) => ({ hits: eb('hits', '-', 1) }))
      .where('limiter', '=', this.prefix)
      .where('client', '=', this.client(key, secret))
      .where('window_start', '=', start)
      .where('hits', '>', 0)
      .execute();
  }

  async resetKey(key: string): Promise<void> {
    const { secret } = await this.window();
    await this.db
      .deleteFrom('rate_limit_hits')
      .where('limiter', '=', this.prefix)
      .where('client', '=', this.client(key, secret))
      .execute();
  }
}

export class DatabaseSharedState implements SharedState {
  readonly claims: SharedClaims;
  readonly dailyPick: SharedDailyPick;

  constructor(private readonly db: Kysely<Database>) {
    this.claims = new SharedClaims(db);
    this.dailyPick = new SharedDailyPick(db);
  }

  rateLimitStore(prefix: string): RateLimitStore {
    return new SharedRateLimitStore(this.db, prefix);
  }
}
