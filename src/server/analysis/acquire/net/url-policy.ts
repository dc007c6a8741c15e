/**
 * What a URL must look like before the fetcher touches the network: http or https, at most
 * MAX_URL_CHARS, no user:password@, and port 80/443 unless its host:port is on the allow-list.
 * Checked for the submitted address and again for every redirect target.
 */
import { MAX_URL_CHARS } from '../../../../shared';
import { refuse } from './fetch-errors';

export const STANDARD_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

// "example.com/page" pasted without a scheme: a host with a dot, then an optional path.
const SCHEMELESS = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?:[/?#]|$)/i;
const HAS_SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** Parses what the person sent; throws a FetchRefused that says what is accepted. */
export function parseRequestedUrl(input: string): URL {
  const trimmed = input.trim();
  if (trimmed === '') throw refuse.invalidUrl();
  if (trimmed.length > MAX_URL_CHARS) throw refuse.tooLong(MAX_URL_CHARS);
  const withScheme = SCHEMELESS.test(trimmed) ? `https://${trimmed}` : trimmed;
  const scheme = HAS_SCHEME.exec(withScheme)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') throw refuse.scheme(`${scheme}:`);
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw refuse.invalidUrl();
  }
  if (url.href.length > MAX_URL_CHARS) throw refuse.tooLong(MAX_URL_CHARS);
  return url;
}

/** "host:port" as the allow-list writes it: lower-case host, IPv6 in brackets, explicit port. */
export function hostPort(url: URL): string {
  return `${url.hostname.toLowerCase()}:${effectivePort(url)}`;
}

export function effectivePort(url: URL): number {
  return url.port ? Number(url.port) : (STANDARD_PORTS[url.protocol] ?? 0);
}

/** The allow-list spells hosts as people do ("127.0.0.1:8080"); compare both through URL parsing. */
export function normaliseAllowList(entries: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const entry of entries) {
    try {
      const url = new URL(`http://${entry}`);
      const port = /:(\d+)$/.exec(entry)?.[1];
      if (port) out.add(`${url.hostname.toLowerCase()}:${Number(port)}`);
    } catch {
      // Config validation already rejects malformed entries; nothing to add.
    }
  }
  return out;
}

/** Throws unless the URL may be requested at all (before any DNS lookup). */
export function checkUrlShape(url: URL, allowed: ReadonlySet<string>): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse.scheme(url.protocol);
  if (url.href.length > MAX_URL_CHARS) throw refuse.tooLong(MAX_URL_CHARS);
  if (url.username || url.password) throw refuse.credentials();
  const port = effectivePort(url);
  if (
    port !== STANDARD_PORTS[url.protocol] &&
    port !== 80 &&
    port !== 443 &&
    !allowed.has(hostPort(url))
  ) {
    throw refuse.port(url.hostname, port);
  }
}
