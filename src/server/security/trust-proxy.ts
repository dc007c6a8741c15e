/**
 * TRUST_PROXY: which reverse proxies may tell the server the visitor's address (X-Forwarded-For).
 * Behind a proxy every request arrives from the proxy, so without it all visitors would share one
 * rate-limit budget; trusting the header from anyone else would let a visitor choose an address per
 * request and never be limited. So "true" (trust everyone) is refused: name the proxies instead.
 */
import { isIP } from 'node:net';

/** Express 'trust proxy': off, a number of proxy hops, or the proxies' addresses/subnets. */
export type TrustProxy = false | number | string[];

/** More hops than any sane chain of proxies; a larger number is surely a typo. */
export const MAX_TRUST_PROXY_HOPS = 10;

/** Express's (proxy-addr's) names for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_HELP =
  'must be a number of proxy hops (e.g. 1), or proxy addresses/subnets separated by commas (e.g. loopback or 10.0.0.0/8,::1)';

function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** The Express setting for a TRUST_PROXY value, or an explanation of what is wrong with it. */
export function parseTrustProxy(
  raw: string,
): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return { ok: true, value: false };
  if (value === 'true') {
    return {
      ok: false,
      message: `${TRUST_PROXY_HELP}; "true" would let any visitor pick the address the rate limits count`,
    };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= MAX_TRUST_PROXY_HOPS
      ? { ok: true, value: hops }
      : { ok: false, message: `must be at most ${MAX_TRUST_PROXY_HOPS} proxy hops` };
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isProxyEntry(entry));
  if (entries.length === 0 || bad.length > 0) {
    return { ok: false, message: `${TRUST_PROXY_HELP}; not understood: ${bad.join(', ') || raw}` };
  }
  return { ok: true, value: entries };
}
