/**
 * The server's one configuration, parsed once from the environment with defaults for everything,
 * so the hosted entry, the desktop runtime and the tests all build the same shape.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { MetaResponse } from '../shared';

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATA_DIR = './data';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The built renderer sits next to the built server (out/server/main.js -> out/renderer, and in the
 * Electron build out/main/index.js -> out/renderer), so it is found relative to this module.
 */
export function defaultStaticDir(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', 'renderer');
}

// An empty variable (PORT=) means "not set", not "the empty string".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

const envSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ error: 'must be a port number between 0 and 65535' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(DEFAULT_PORT),
  ),
  HOST: optional(z.string().default(DEFAULT_HOST)),
  DATA_DIR: optional(z.string().default(DEFAULT_DATA_DIR)),
  LOG_LEVEL: optional(
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  STATIC_DIR: optional(z.string().optional()),
  HUB_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://factlens.example' }).optional()),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the directory that holds the SQLite file. */
  dataDir: string;
  logLevel: LogLevel;
  /** Absolute path of the built renderer; served only if it exists. */
  staticDir: string;
  /** The hosted public feed a desktop app publishes to; set only in desktop mode. */
  hubUrl: string | null;
  mode: MetaResponse['mode'];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `${name}=${JSON.stringify(env[name] ?? '')} ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment variable: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    staticDir: resolve(e.STATIC_DIR ?? defaultStaticDir()),
    hubUrl: e.HUB_URL ?? null,
    mode: e.HUB_URL ? 'desktop' : 'hosted',
  };
}
