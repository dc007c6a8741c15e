// `npm run backup [-- <destination>]`: a consistent copy of the FactLens database in DATA_DIR,
// safe while the server is running. Plain JS on better-sqlite3 so it works on a fresh clone after
// `npm install`, without a build.
//
// SQLite's online backup API copies the pages of one read snapshot: every analysis committed
// before the copy started is in it, nothing half-written is. The copy is switched out of WAL mode
// so it is one self-contained file, then checked with PRAGMA integrity_check.
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';

// Same names as src/server/config.ts (DEFAULT_DATA_DIR) and src/server/store/sqlite-store.ts
// (DB_FILE_NAME); this script cannot import TypeScript.
const DEFAULT_DATA_DIR = './data';
const DB_FILE_NAME = 'factlens.db';
/** Pages per backup step; large enough that a database of any size we expect is copied in one
 * step, so a server writing meanwhile cannot make the copy restart over and over. */
const PAGES_PER_STEP = 0x7fffffff;

const USAGE = `Usage: npm run backup [-- <destination>]
  Copies DATA_DIR/${DB_FILE_NAME} (DATA_DIR defaults to ${DEFAULT_DATA_DIR}) while the server may be running.
  <destination>  a new file, or an existing directory to put a timestamped file in
                 (default: DATA_DIR/backups/factlens-<UTC time>.db)`;

function fail(message) {
  console.error(`Backup failed: ${message}`);
  process.exit(1);
}

function timestampedName() {
  return `factlens-${new Date().toISOString().replace(/[:.]/g, '-')}.db`;
}

/** Where the copy goes; refuses anything that would overwrite a file. */
function destinationFor(arg, dataDir) {
  if (arg === undefined) {
    const dir = join(dataDir, 'backups');
    mkdirSync(dir, { recursive: true });
    return join(dir, timestampedName());
  }
  const target = resolve(arg);
  if (existsSync(target) && statSync(target).isDirectory()) return join(target, timestampedName());
  if (existsSync(target)) fail(`${target} already exists. Give a new file name or a directory.`);
  if (!existsSync(dirname(target)))
    fail(`the directory ${dirname(target)} does not exist. Create it first or give another path.`);
  return target;
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const unknownOption = args.find((arg) => arg.startsWith('-'));
  if (unknownOption) fail(`unknown option ${unknownOption}.\n${USAGE}`);
  if (args.length > 1) fail(`expected at most one destination, got ${args.length}.\n${USAGE}`);

  const dataDir = resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR);
  const source = join(dataDir, DB_FILE_NAME);
  if (!existsSync(source)) {
    fail(
      `there is no FactLens database at ${source}. Set DATA_DIR to the directory the server uses (it holds ${DB_FILE_NAME}).`,
    );
  }
  const destination = destinationFor(args[0], dataDir);

  let db;
  try {
    db = new Database(source, { fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    const hasAnalyses = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'analyses'")
      .get();
    if (!hasAnalyses) fail(`${source} is not a FactLens database (it has no analyses table).`);
    await db.backup(destination, { progress: () => PAGES_PER_STEP });
  } catch (error) {
    rmSync(destination, { force: true });
    fail(`could not copy ${source}: ${error.message}`);
  } finally {
    db?.close();
  }

  let copy;
  try {
    copy = new Database(destination, { fileMustExist: true });
    // One file, no -wal/-shm companions: the copy can be moved, archived or restored as it is.
    copy.pragma('journal_mode = DELETE');
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok')
      fail(`the copy at ${destination} failed its integrity check: ${integrity}`);
    const analyses = copy.prepare('SELECT count(*) FROM analyses').pluck().get();
    const size = statSync(destination).size;
    console.log(`Backup written to ${destination}`);
    console.log(
      `It holds ${analyses} ${analyses === 1 ? 'analysis' : 'analyses'} (${(size / 1024).toFixed(0)} KB) and passed integrity_check.`,
    );
  } catch (error) {
    fail(`the copy at ${destination} cannot be read: ${error.message}`);
  } finally {
    copy?.close();
  }
}

await main();
