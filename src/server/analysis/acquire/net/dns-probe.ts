/**
 * Tells "this name does not exist" from "no name can be looked up at all". A machine without a
 * network, or whose resolver is down, often answers every lookup with ENOTFOUND (getaddrinfo has
 * no better word for it), and bbc.co.uk would then be reported as a site that does not exist. So
 * when a name is not found, the same resolver is asked for a few names that always exist: if none
 * of them resolves either, the lookup failed because FactLens is offline, not because of the name.
 * The probe is bounded by a deadline and its answer is kept briefly, so a burst of missing names
 * costs one probe.
 */
import type { Clock } from '../../../clock';
import type { Resolver } from './safe-fetch';

/** Names that exist as long as the internet does (reserved by RFC 2606 and IANA's own). */
export const DNS_PROBE_HOSTS: readonly string[] = ['example.com', 'iana.org'];
/** How long the probe may take before the resolver counts as not answering. */
export const DNS_PROBE_TIMEOUT_MS = 3000;
/** How long one probe's answer is reused before the resolver is asked again. */
export const DNS_PROBE_CACHE_MS = 30_000;

/** Resolves true when the resolver finds names at all, false when it finds none. */
export type NameLookupProbe = () => Promise<boolean>;

export interface DnsProbeOptions {
  resolve: Resolver;
  clock: Clock;
  timeoutMs?: number;
  cacheMs?: number;
  hosts?: readonly string[];
}

export function createDnsProbe(options: DnsProbeOptions): NameLookupProbe {
  const timeoutMs = options.timeoutMs ?? DNS_PROBE_TIMEOUT_MS;
  const cacheMs = options.cacheMs ?? DNS_PROBE_CACHE_MS;
  const hosts = options.hosts ?? DNS_PROBE_HOSTS;
  let cached: { works: boolean; at: number } | null = null;
  let running: Promise<boolean> | null = null;

  async function probe(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
      timer.unref?.();
    });
    const anyResolves = Promise.any(
      hosts.map(async (host) => {
        const addresses = await options.resolve(host);
        if (addresses.length === 0) throw new Error(`${host} has no address`);
        return true;
      }),
    ).catch(() => false);
    try {
      return await Promise.race([anyResolves, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  return async () => {
    const now = options.clock.now().getTime();
    if (cached && now - cached.at >= 0 && now - cached.at < cacheMs) return cached.works;
    running ??= probe().finally(() => {
      running = null;
    });
    const works = await running;
    cached = { works, at: options.clock.now().getTime() };
    return works;
  };
}
