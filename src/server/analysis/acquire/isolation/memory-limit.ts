/**
 * How the operating system bounds a parsing child's memory (child-worker.ts), per platform:
 *
 * - Linux, plain Node (the hosted server, `npm start`): an address-space limit (RLIMIT_AS, set by
 *   `ulimit -v` in the shell that then becomes the child). The kernel refuses every allocation
 *   past it: a large ArrayBuffer fails with a RangeError, a heap that cannot grow ends the child.
 *   WebAssembly normally reserves 8 GB or more of address space per memory for its bounds traps,
 *   which no limit under about 11.5 GB allows, so the child runs with
 *   `--disable-wasm-trap-handler` (explicit bounds checks instead; PDF.js's JBIG2 and JPEG 2000
 *   decoders and the image checks run in WebAssembly).
 * - macOS and Windows (the desktop app), and Electron anywhere (its V8 reserves a large memory
 *   cage at start, which an address-space limit would refuse): macOS does not enforce
 *   RLIMIT_AS and Node has no way to put a child in a Windows job object, so a watchdog thread in
 *   the child reads the process's resident memory every WATCHDOG_INTERVAL_MS and kills the
 *   process past the limit (memory-watchdog.ts).
 *
 * Either way a hostile file ends only its own child, and the pool starts another.
 */
import { UNTRUSTED_ADDRESS_SPACE_MB, UNTRUSTED_RESIDENT_MB } from './pool-limits';

export type MemoryMechanism = 'address-space' | 'watchdog';

export interface ChildMemoryLimit {
  mechanism: MemoryMechanism;
  /** Address space (address-space) or resident memory (watchdog) the child may use, in MB. */
  megabytes: number;
}

/** The environment variable that tells a child to start its watchdog, with its limit in MB. */
export const WATCHDOG_ENV = 'FACTLENS_MEMORY_WATCHDOG_MB';
/** Printed by the watchdog before it ends its process, so the pool can say why it ended. */
export const MEMORY_LIMIT_MARK = 'factlens: memory limit reached';
/** How often the watchdog reads the resident memory. */
export const WATCHDOG_INTERVAL_MS = 50;

/** The limit this platform gets (see above). */
export function platformMemoryLimit(
  platform: NodeJS.Platform = process.platform,
  electron: string | undefined = process.versions.electron,
): ChildMemoryLimit {
  if (platform === 'linux' && electron === undefined)
    return { mechanism: 'address-space', megabytes: UNTRUSTED_ADDRESS_SPACE_MB };
  return { mechanism: 'watchdog', megabytes: UNTRUSTED_RESIDENT_MB };
}

export interface ChildCommand {
  execPath: string;
  execArgv: string[];
  env: NodeJS.ProcessEnv;
}

/**
 * How to start a child under `limit` with these Node flags: through `/bin/sh` that sets the limit
 * and then becomes Node (exec keeps the IPC channel's descriptor), or Node itself with the
 * watchdog's variable set.
 */
export function childCommand(limit: ChildMemoryLimit, nodeFlags: readonly string[]): ChildCommand {
  // Two malloc arenas, not eight per core: glibc reserves 64 MB of address space for each, which
  // would make the limit mean less on a machine with more cores.
  const env: NodeJS.ProcessEnv = { ...process.env, MALLOC_ARENA_MAX: '2' };
  delete env[WATCHDOG_ENV];
  // Electron's binary runs as plain Node only when told to.
  if (process.versions.electron !== undefined) env.ELECTRON_RUN_AS_NODE = '1';
  if (limit.mechanism === 'watchdog')
    return {
      execPath: process.execPath,
      execArgv: [...nodeFlags],
      env: { ...env, [WATCHDOG_ENV]: String(limit.megabytes) },
    };
  const kilobytes = String(Math.round(limit.megabytes * 1024));
  return {
    execPath: '/bin/sh',
    execArgv: [
      '-c',
      // A limit that cannot be set (a lower hard limit) ends the child rather than run it unbound.
      'ulimit -v "$1" || exit 97; shift; exec "$@"',
      'factlens-parser',
      kilobytes,
      process.execPath,
      ...nodeFlags,
    ],
    env,
  };
}
