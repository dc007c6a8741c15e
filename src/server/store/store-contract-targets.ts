/**
 * The store contract's harness: the same suites against SQLite and against a real PostgreSQL
 * server the harness starts (tests/helpers/postgres.ts). Skipped for PostgreSQL, with the reason
 * printed, only when PostgreSQL is not installed on this machine. The suites are split by topic:
 * store-contract.test.ts (reads and writes) and store-contract-aggregates.test.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { makeResults } from '../../../tests/helpers/fixtures';
import {
  postgresAvailability,
  startPostgres,
  type PostgresServer,
} from '../../../tests/helpers/postgres';
import { openPostgresStores } from './postgres-store';
import { openSqliteStore, sqliteStores } from './sqlite-store';
import type { NewAnalysis } from './store';
import type { Stores } from './stores';

export interface Target {
  name: string;
  available: () => { ok: true } | { ok: false; reason: string };
  setUp: () => Promise<void>;
  open: () => Promise<Stores>;
  tearDown: () => Promise<void>;
}

const cleanups: Array<() => Promise<void>> = [];

let postgres: PostgresServer | null = null;
const targets: Target[] = [
  {
    name: 'SQLite',
    available: () => ({ ok: true }),
    setUp: async () => undefined,
    open: async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'factlens-contract-'));
      const stores = sqliteStores(openSqliteStore({ dataDir }));
      cleanups.push(async () => {
        await stores.close();
        await rm(dataDir, { recursive: true, force: true });
      });
      return stores;
    },
    tearDown: async () => undefined,
  },
  {
    name: 'PostgreSQL',
    available: () => postgresAvailability(),
    setUp: async () => {
      postgres = await startPostgres();
    },
    open: async () => {
      const url = await postgres!.createDatabase();
      const stores = await openPostgresStores({ url, poolSize: 4, statementTimeoutMs: 10_000 });
      cleanups.push(() => stores.close());
      return stores;
    },
    tearDown: async () => {
      await postgres?.stop();
    },
  },
];

export const textAnalysis = (
  content: string,
  createdAt: Date,
  extra: Partial<NewAnalysis> = {},
): NewAnalysis => ({
  type: 'text',
  url: null,
  domain: null,
  title: null,
  content,
  contentHash: `hash-of-${content}`,
  // The feed line a pasted text's kind gives it (src/server/kinds/feed-snippet.ts): its first line.
  snippet: content.split('\n')[0] ?? null,
  video: null,
  image: null,
  results: makeResults({
    redFlags: [{ type: 'urgency', severity: 'high' }, { type: 'no_sources' }],
  }),
  createdAt,
  ...extra,
});

/** Runs `suite` once per database, each against stores the target opens fresh for every test. */
export function describeStoreContract(topic: string, suite: (target: Target) => void): void {
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  for (const target of targets) {
    const availability = target.available();
    describe.skipIf(!availability.ok)(`store contract on ${target.name}: ${topic}`, () => {
      beforeAll(() => target.setUp(), 60_000);
      afterAll(() => target.tearDown(), 60_000);
      suite(target);
    });
    if (!availability.ok) {
      it.skip(`store contract on ${target.name}: skipped because ${availability.reason}`, () =>
        undefined);
    }
  }
}
