/**
 * `npm run backup` (scripts/backup.mjs): a consistent copy of the database while the real server
 * keeps writing. The copy opens, passes integrity_check, holds every analysis acknowledged before
 * the backup started, and a server restored from it serves them. Bad arguments or no database:
 * a clear message and exit code 1.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResponseSchema, storedAnalysisResponseSchema } from '../../src/shared';
import { makeTempDir } from '../helpers/server';
import {
  REPO_ROOT,
  buildServer,
  killLeftoverServers,
  spawnServer,
  type BuiltServer,
  type SpawnedServer,
} from '../helpers/spawned-server';

let built: BuiltServer;
const dirs: string[] = [];
beforeAll(async () => {
  built = await buildServer();
});
afterAll(async () => {
  await killLeftoverServers();
  await built.remove();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});
async function tempDir(): Promise<string> {
  const dir = await makeTempDir('factlens-backup-');
  dirs.push(dir);
  return dir;
}

/** Runs the backup as an operator would, without blocking this process (the writers keep going). */
function runBackup(
  dataDir: string,
  args: string[],
  viaNpm = false,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const [command, argv] = viaNpm
    ? ['npm', ['run', '--silent', 'backup', '--', ...args]]
    : [process.execPath, [join(REPO_ROOT, 'scripts/backup.mjs'), ...args]];
  return new Promise((resolve) => {
    const child = spawn(command as string, argv as string[], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function analyze(server: SpawnedServer, content: string) {
  const response = await fetch(`${server.url}/api/analyze/text`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });
  expect(response.status).toBe(200);
  return analyzeResponseSchema.parse(await response.json());
}

const text = (n: number) =>
  `Bulletin ${n}: the library extended its opening hours to ${(n % 10) + 8} pm on weekdays, the council said.`;

describe('npm run backup while the server writes', () => {
  it('copies every acknowledged analysis into a file that passes integrity_check and restores', async () => {
    const dataDir = await tempDir();
    const server = await spawnServer({ entry: built.entry, dataDir });
    const acknowledged = new Map<string, unknown>();
    for (let n = 0; n < 5; n++) {
      const { id, results } = await analyze(server, text(n));
      acknowledged.set(id, results);
    }

    // Three writers keep the server busy through the whole backup.
    let writing = true;
    let n = 100;
    let inFlight = 0;
    const writers = Array.from({ length: 3 }, async () => {
      while (writing) {
        inFlight++;
        const { id, results } = await analyze(server, text(n++)).finally(() => inFlight--);
        acknowledged.set(id, results);
      }
    });
    while (acknowledged.size < 8) await new Promise((resolve) => setTimeout(resolve, 20));

    const before = new Map(acknowledged); // everything acknowledged before the backup starts
    const destination = join(await tempDir(), 'copy.db');
    const backupRunning = runBackup(dataDir, [destination]);
    // The server is in the middle of writes while the copy is taken (else this proves nothing about "online").
    expect(inFlight).toBeGreaterThan(0);
    const backup = await backupRunning;
    writing = false;
    await Promise.all(writers);

    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Backup written to ${destination}`);
    const copy = new Database(destination, { readonly: true, fileMustExist: true });
    let copied: string[];
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      // One self-contained file: not in WAL mode, nothing beside it to carry along.
      expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
      copied = copy.prepare('SELECT id FROM analyses').pluck().all() as string[];
    } finally {
      copy.close();
    }
    expect(backup.stdout).toMatch(
      new RegExp(`holds ${copied.length} analyses .*passed integrity_check`),
    );
    expect(copied).toEqual(expect.arrayContaining([...before.keys()]));
    expect(existsSync(`${destination}-wal`)).toBe(false);

    // Restore as docs/hosting.md says: stop the server, put the copy in place of the database files, start.
    server.process.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    for (const file of await readdir(dataDir))
      if (file.startsWith('factlens.db')) await rm(join(dataDir, file));
    await copyFile(destination, join(dataDir, 'factlens.db'));
    const restored = await spawnServer({ entry: built.entry, dataDir });
    try {
      for (const [id, results] of before) {
        const response = await fetch(`${restored.url}/api/analysis/${id}`);
        expect(response.status).toBe(200);
        expect(storedAnalysisResponseSchema.parse(await response.json()).analysisResults).toEqual(
          results,
        );
      }
      // The restored server takes writes again.
      await analyze(
        restored,
        'After the restore: the ferry timetable changes on Monday, the port authority said.',
      );
    } finally {
      restored.process.kill('SIGTERM');
      await restored.exited;
    }
  }, 180_000);

  it('writes a timestamped file under DATA_DIR/backups by default, through npm run backup', async () => {
    const dataDir = await tempDir();
    const server = await spawnServer({ entry: built.entry, dataDir });
    const { id } = await analyze(server, text(1));
    try {
      const backup = await runBackup(dataDir, [], true);
      expect(backup.code).toBe(0);
      const files = await readdir(join(dataDir, 'backups'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^factlens-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.db$/);
      const path = join(dataDir, 'backups', files[0] ?? '');
      expect(backup.stdout).toContain(`Backup written to ${path}`);
      expect(backup.stdout).toContain('It holds 1 analysis');
      const copy = new Database(path, { readonly: true });
      expect(copy.prepare('SELECT id FROM analyses').pluck().all()).toEqual([id]);
      copy.close();
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
    }
  }, 180_000);
});

describe('npm run backup refuses with a clear message and exit code 1', () => {
  it('when there is no database in DATA_DIR', async () => {
    const dataDir = await tempDir();
    const result = await runBackup(dataDir, []);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `Backup failed: there is no FactLens database at ${join(dataDir, 'factlens.db')}. Set DATA_DIR`,
    );
    expect(existsSync(join(dataDir, 'backups'))).toBe(false);
  });

  it('when the file is not a FactLens database', async () => {
    const dataDir = await tempDir();
    const other = new Database(join(dataDir, 'factlens.db'));
    other.exec('CREATE TABLE notes (text TEXT)');
    other.close();
    const result = await runBackup(dataDir, [join(dataDir, 'copy.db')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is not a FactLens database');
    expect(existsSync(join(dataDir, 'copy.db'))).toBe(false);
  });

  it('for a destination that exists, a missing directory, two destinations or an unknown option', async () => {
    const dataDir = await tempDir();
    const db = new Database(join(dataDir, 'factlens.db'));
    db.exec('CREATE TABLE analyses (id TEXT PRIMARY KEY)');
    db.close();
    const taken = join(dataDir, 'taken.db');
    await writeFile(taken, 'keep me');
    const cases: Array<[string[], string]> = [
      [[taken], `${taken} already exists. Give a new file name or a directory.`],
      [
        [join(dataDir, 'nowhere', 'copy.db')],
        `the directory ${join(dataDir, 'nowhere')} does not exist`,
      ],
      [['a.db', 'b.db'], 'expected at most one destination, got 2'],
      [['--force'], 'unknown option --force'],
    ];
    for (const [args, message] of cases) {
      const result = await runBackup(dataDir, args);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr).toContain(`Backup failed: ${message}`);
    }
    expect(await readFile(taken, 'utf8')).toBe('keep me');
  });

  it('into an existing directory: a timestamped file inside it', async () => {
    const dataDir = await tempDir();
    const db = new Database(join(dataDir, 'factlens.db'));
    db.exec(
      "CREATE TABLE analyses (id TEXT PRIMARY KEY); INSERT INTO analyses VALUES ('a'), ('b')",
    );
    db.close();
    const target = join(dataDir, 'nightly');
    await mkdir(target);
    const result = await runBackup(dataDir, [target]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('It holds 2 analyses');
    expect(await readdir(target)).toEqual([expect.stringMatching(/^factlens-.*\.db$/)]);
  });
});
