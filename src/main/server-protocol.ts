/**
 * What Electron's main process and the desktop server's own process say to each other. Plain
 * Node and types only: the main process imports this, never the server code itself, so the
 * server (its database, models and workers) loads only in the child.
 */
import { parseArgs } from 'node:util';
import type { LaunchCookie } from './desktop-runtime';

/**
 * V8 flags of the server's process. Without regexp tier-up V8 keeps running a regular expression
 * in the bytecode interpreter instead of compiling it to machine code after a few runs: the
 * detectors run thousands of distinct patterns a few times each, so compiling them costs more than
 * it saves (about 3x on the analyzer bench). `npm start` gives the hosted server the same flag;
 * Electron's main process cannot take it, which is why the server runs in a process of its own.
 */
export const SERVER_EXEC_ARGV: readonly string[] = ['--no-regexp-tier-up'];

/** The server's entry in the build, next to the main process's index.js (electron.vite.config.ts). */
export const SERVER_ENTRY_FILE = 'server-process.js';

/** The name the server's process shows in the system's task list and in Electron's metrics. */
export const SERVER_SERVICE_NAME = 'FactLens server';

/** Where the server keeps its data and finds the built UI (passed on the command line). */
export interface ServerProcessOptions {
  dataDir: string;
  staticDir: string;
}

/** The server is listening: where the window finds it and the cookie that lets it in. */
export interface ServerStarted {
  type: 'started';
  url: string;
  port: number;
  secret: string;
  cookie: LaunchCookie;
}

/** The server could not start; the message is a plain sentence for the person. */
export interface ServerFailed {
  type: 'failed';
  message: string;
}

export type ServerMessage = ServerStarted | ServerFailed;

/** Close the server cleanly (open requests finish, the database closes), then exit. */
export interface StopMessage {
  type: 'stop';
}

export function serverProcessArgs(options: ServerProcessOptions): string[] {
  return ['--data-dir', options.dataDir, '--static-dir', options.staticDir];
}

/**
 * Reads the options from a process's argv. Unknown arguments are skipped: where argv starts (the
 * executable, the script) differs between Node and Electron's utility process.
 */
export function parseServerProcessArgs(argv: readonly string[]): ServerProcessOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: { 'data-dir': { type: 'string' }, 'static-dir': { type: 'string' } },
    strict: false,
    allowPositionals: true,
  });
  const dataDir = values['data-dir'];
  const staticDir = values['static-dir'];
  if (typeof dataDir !== 'string' || typeof staticDir !== 'string')
    throw new Error('The FactLens server needs --data-dir and --static-dir.');
  return { dataDir, staticDir };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The child's message, or null for anything that is not one (it is ignored). */
export function readServerMessage(value: unknown): ServerMessage | null {
  if (!isRecord(value)) return null;
  if (value.type === 'failed' && typeof value.message === 'string')
    return { type: 'failed', message: value.message };
  if (
    value.type === 'started' &&
    typeof value.url === 'string' &&
    typeof value.port === 'number' &&
    typeof value.secret === 'string' &&
    isRecord(value.cookie)
  )
    return value as unknown as ServerStarted;
  return null;
}

export function isStopMessage(value: unknown): value is StopMessage {
  return isRecord(value) && value.type === 'stop';
}
