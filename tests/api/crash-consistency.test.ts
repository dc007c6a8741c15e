/**
 * kill -9 in the middle of writes: every analysis the server acknowledged (a 200 with its id) is
 * in the database afterwards, whole, and the database opens cleanly, for a checker and for the
 * next server. SQLite in WAL mode commits before the 200 is sent; synchronous=NORMAL may lose the
 * last commits on a power cut, but a killed process loses nothing the OS already has.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyzeResponseSchema,
  resultsSchema,
  storedAnalysisResponseSchema,
} from '../../src/shared';
import { makeTempDir } from '../helpers/server';
import {
  buildServer,
  killLeftoverServers,
  spawnServer,
  type BuiltServer,
  type SpawnedServer,
} from '../helpers/spawned-server';

/** Requests kept in flight at once. */
const CONCURRENCY = 8;
/** Acknowledged analyses to wait for before the kill, per round. */
const ACKS_BEFORE_KILL = 15;

let built: BuiltServer;
let dataDir: string;
beforeAll(async () => {
  built = await buildServer();
  dataDir = await makeTempDir('factlens-crash-');
});
afterAll(async () => {
  await killLeftoverServers();
  await built.remove();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * Keeps CONCURRENCY different analyses in flight until the server dies; SIGKILLs it once
 * ACKS_BEFORE_KILL have been answered. Resolves to every id answered with 200 (and its results).
 */
async function writeUntilKilled(server: SpawnedServer, round: number) {
  const acknowledged = new Map<string, unknown>();
  let next = 0;
  let dead = false;
  let inFlightAtKill = 0;
  let inFlight = 0;
  const worker = async () => {
    while (!dead) {
      const n = next++;
      const content = `Round ${round}, report ${n}: the city recorded ${n * 7} millimetres of rain in ${(n % 12) + 1} days, officials said in a statement.`;
      inFlight++;
      try {
        const response = await fetch(`${server.url}/api/analyze/text`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ content }),
        });
        const body: unknown = await response.json();
        if (response.status === 200) {
          const { id, results } = analyzeResponseSchema.parse(body);
          acknowledged.set(id, results);
          if (acknowledged.size === ACKS_BEFORE_KILL && !dead) {
            dead = true;
            inFlightAtKill = inFlight - 1;
            server.process.kill('SIGKILL');
          }
        }
      } catch {
        // The connection died with the server: never acknowledged, so never promised.
        dead = true;
      } finally {
        inFlight--;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const exit = await server.exited;
  return { acknowledged, inFlightAtKill, exit };
}

describe('kill -9 during writes', () => {
  it('loses no acknowledged analysis and the database opens cleanly, twice in a row', async () => {
    const all = new Map<string, unknown>();
    for (const round of [1, 2]) {
      const server = await spawnServer({ entry: built.entry, dataDir });
      const { acknowledged, inFlightAtKill, exit } = await writeUntilKilled(server, round);
      expect(exit.signal).toBe('SIGKILL');
      expect(acknowledged.size).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
      // Other requests were still being answered when it died: the kill really was mid-stream.
      expect(inFlightAtKill).toBeGreaterThan(0);
      for (const [id, results] of acknowledged) all.set(id, results);

      // Read-only, so the check neither checkpoints nor tidies: the next server starts on the files as the crash left them.
      const db = new Database(join(dataDir, 'factlens.db'), {
        readonly: true,
        fileMustExist: true,
      });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(db.pragma('foreign_key_check')).toEqual([]);
        const rows = db.prepare('SELECT id, results_json FROM analyses').all() as Array<{
          id: string;
          results_json: string;
        }>;
        const byId = new Map(rows.map((row) => [row.id, row.results_json]));
        for (const [id, results] of all) {
          const saved = byId.get(id);
          expect(saved, `acknowledged analysis ${id} is missing`).toBeDefined();
          expect(resultsSchema.parse(JSON.parse(saved ?? 'null'))).toEqual(results);
        }
      } finally {
        db.close();
      }
    }

    // The next server starts on the crashed files and serves every acknowledged analysis.
    const after = await spawnServer({ entry: built.entry, dataDir });
    try {
      for (const [id, results] of all) {
        const response = await fetch(`${after.url}/api/analysis/${id}`);
        expect(response.status).toBe(200);
        expect(storedAnalysisResponseSchema.parse(await response.json()).analysisResults).toEqual(
          results,
        );
      }
    } finally {
      after.process.kill('SIGTERM');
      expect((await after.exited).code).toBe(0);
    }
  }, 180_000);
});
