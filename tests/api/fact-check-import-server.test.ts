/**
 * `npm run factchecks -- import` beside a running server: the import writes in short transactions
 * with pauses and reads a CSV as a stream, so the server keeps answering /api/* (analyses are
 * written, the feed is read) while it runs and the importer fits in a small heap; a server write that meets another program's lock waits on a timer, so the event loop
 * keeps serving meanwhile; and a JSON file nested 200,000 deep is refused in one plain line
 * instead of crashing the importer.
 */
import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../src/server/analysis/fact-checks/claim-review-json';
import { IMPORT_BATCH_ROWS } from '../../src/server/analysis/fact-checks/import';
import { createLogger } from '../../src/server/logger';
import { DB_FILE_NAME } from '../../src/server/store/sqlite-store';
import { waitFor } from '../desktop/hub-front';
import { makeTempDir, startTestServer, type TestServer } from '../helpers/server';
import { REPO_ROOT } from '../helpers/spawned-server';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function tempDir(): Promise<string> {
  const dir = await makeTempDir('factlens-import-');
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The importer's JavaScript heap in the large-import test. The CSV is read as a stream and written
 * in batches, so it runs within this (measured: 64 MB is enough for 52,000 rows); reading the
 * whole file and every entry at once ran out of heap at 96 MB on 10 MB of CSV.
 */
const IMPORT_HEAP_MB = 96;

/** `npm run factchecks -- import <file>` as its own process (what the script runs). */
function startImport(
  dataDir: string,
  file: string,
  heapMb?: number,
): { done: Promise<CliRun>; running(): boolean } {
  const heap = heapMb ? [`--max-old-space-size=${heapMb}`] : [];
  const script = join(REPO_ROOT, 'scripts/factchecks.mjs');
  const child = spawn(process.execPath, [...heap, script, 'import', file], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });
  let exited = false;
  cleanups.push(() => {
    if (!exited) child.kill('SIGKILL');
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<CliRun>((resolve) =>
    child.once('exit', (code) => {
      exited = true;
      resolve({ code, stdout, stderr });
    }),
  );
  return { done, running: () => !exited };
}

const HEADER = 'claim_reviewed,rating,publisher_name,review_url,review_date';

/** A CSV of `rows` distinct fact-checks (about 150 bytes each). */
async function generatedCsv(dir: string, rows: number): Promise<string> {
  const file = join(dir, 'archive.csv');
  const lines = [HEADER];
  for (let i = 0; i < rows; i++)
    lines.push(
      `"Generated claim ${i} says the harbour toll rose by ${i % 97} percent in ${1990 + (i % 30)}",False,Harbour Desk,https://desk.example/checks/${i},2024-0${1 + (i % 9)}-1${i % 10}`,
    );
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

const note = (n: number) =>
  `Probe ${n}: the ferry timetable for route ${n} changes on Monday, the operator said in a statement.`;

describe('importing fact-checks while the server runs', () => {
  it('refuses JSON nested 200,000 deep with one plain line and exit code 1', async () => {
    const dataDir = await tempDir();
    const file = join(dataDir, 'deep.json');
    const depth = 200_000;
    await writeFile(
      file,
      JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'ClaimReview',
        url: 'https://desk.example/deep',
        claimReviewed: 'PLACEHOLDER',
        reviewRating: { '@type': 'Rating', alternateName: 'False' },
        author: { '@type': 'Organization', name: 'Desk' },
      }).replace('"PLACEHOLDER"', `${'['.repeat(depth)}"x"${']'.repeat(depth)}`),
    );
    const run = await startImport(dataDir, file).done;
    expect(run.stderr.trim()).toBe(
      `Import refused, nothing was added: The file nests arrays or objects more than ${MAX_JSON_DEPTH} levels deep. ClaimReview JSON-LD needs far fewer; check that it is a fact-check feed.`,
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
  }, 180_000);

  it('keeps answering /api/* (no 503) while a large CSV is imported in batches, within a small heap', async () => {
    const server: TestServer = await startTestServer();
    cleanups.push(() => server.close());
    const rows = 60_000;
    const csv = await generatedCsv(await tempDir(), rows);
    const reader = new Database(join(server.dataDir, DB_FILE_NAME), { readonly: true });
    cleanups.push(() => reader.close());
    const count = () => Number(reader.prepare('SELECT count(*) FROM fact_checks').pluck().get());

    const imported = startImport(server.dataDir, csv, IMPORT_HEAP_MB);
    const statuses: number[] = [];
    const seen = new Set<number>();
    const roundMs: number[] = [];
    for (let n = 0; imported.running(); n++) {
      const started = performance.now();
      const [analysis, feed] = await Promise.all([
        server.postJson('/api/analyze/text', { content: note(n) }),
        server.get('/api/public-feed'),
      ]);
      roundMs.push(performance.now() - started);
      statuses.push(analysis.status, feed.status);
      seen.add(count());
    }
    const run = await imported.done;
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`Read ${rows} fact-checks \\(CSV\\): added ${rows}\\.`));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    // Probes ran while the rows were being written, and saw them arrive batch by batch.
    const partial = [...seen].filter((c) => c > 0 && c < rows);
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.every((c) => c % IMPORT_BATCH_ROWS === 0)).toBe(true);
    expect(count()).toBe(rows);
    // A figure for the record, not a pass condition (it depends on the machine).
    const later = roundMs.slice(1).sort((a, b) => a - b);
    console.log(
      `import of ${rows} rows beside the server: ${roundMs.length} probe rounds (an analysis and a feed read each); first ${Math.round(roundMs[0] ?? 0)} ms, later median ${Math.round(later[Math.floor(later.length / 2)] ?? 0)} ms, worst ${Math.round(later.at(-1) ?? 0)} ms`,
    );
  }, 300_000);

  it("a write that meets another program's lock waits off the event loop, then succeeds", async () => {
    const logged: string[] = [];
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        logged.push(chunk.toString());
        done();
      },
    });
    const server = await startTestServer({ log: createLogger('warn', sink) });
    cleanups.push(() => server.close());
    const other = new Database(join(server.dataDir, DB_FILE_NAME));
    cleanups.push(() => {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
    });
    other.exec('BEGIN IMMEDIATE'); // holds the write lock, as an import's batch does
    let answered = false;
    const analysis = server.postJson('/api/analyze/text', { content: note(1) }).then((r) => {
      answered = true;
      return r;
    });
    await waitFor(
      async () => (logged.some((l) => l.includes('database write waits')) ? true : undefined),
      'the write to wait for the lock',
      // The analysis runs before its write (a first one loads the analyzer): generous on a busy machine.
      90_000,
    );
    // The server keeps answering while that write waits.
    for (let i = 0; i < 3; i++) expect((await server.get('/api/public-feed')).status).toBe(200);
    expect(answered).toBe(false);
    other.exec('COMMIT');
    const answer = await analysis;
    expect(answer.status).toBe(200);
  }, 120_000);
});
