/**
 * Which fuzzed strings are safe to send: a string the server might read as a web address must
 * name only a non-public IP literal, "localhost" or a .invalid host, so a generated input never
 * makes the test server fetch from the internet. Split from fuzz.ts, which re-exports it.
 */

/**
 * Valid video links: the server reads them from YOUTUBE_BASE_URL / YOUTUBE_OEMBED_URL only, which
 * FUZZ_ENV points at a closed loopback port.
 */
export const VIDEO_LINKS = [
  'youtu.be/dQw4w9WgXcQ',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://m.youtube.com/shorts/dQw4w9WgXcQ?t=1',
];

const IPV4_LITERAL = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Loopback, private, link-local, CGNAT, "this network", multicast and broadcast IPv4 ranges. */
function isNonPublicIpv4(address: string): boolean {
  const [a = -1, b = -1] = address.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

/** An IP literal (as URL writes it: dotted IPv4, bracketed IPv6) that is not a public address. */
function isNonPublicLiteral(host: string): boolean {
  if (IPV4_LITERAL.test(host)) return isNonPublicIpv4(host);
  // Loopback, unspecified, link-local, unique-local, and IPv4-mapped forms of the ranges above.
  return /^\[(?:::1?|fe[89ab][0-9a-f]?:[0-9a-f:]*|f[cd][0-9a-f]{0,2}:[0-9a-f:]*|::ffff:(?:a[0-9a-f]{2}|7f[0-9a-f]{2}|a9fe|c0a8|[0-9a-f]{1,2}):[0-9a-f]{1,4})\]$/i.test(
    host,
  );
}

/** The host a string would be fetched from if the server read it as a web address (or null). */
function hostIfUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname : null;
  } catch {
    return null;
  }
}

/**
 * True when the server cannot turn this string into a request off this machine: read with or
 * without an added scheme (as the server does for "example.com"), any host is a non-public IP
 * literal, "localhost" (answered from /etc/hosts) or a .invalid name (which never resolves).
 */
export function isSafeToSend(input: string): boolean {
  const trimmed = input.trim();
  if (VIDEO_LINKS.includes(trimmed)) return true;
  // A scheme-less string may be read as https://<string>; one with a scheme only as itself.
  const candidates = /^[a-z][a-z0-9+.-]*:/i.test(trimmed)
    ? [trimmed]
    : [trimmed, `https://${trimmed}`];
  for (const candidate of candidates) {
    const host = hostIfUrl(candidate);
    if (host === null || host === '') continue;
    if (!isNonPublicLiteral(host) && host !== 'localhost' && !host.endsWith('.invalid'))
      return false;
  }
  return true;
}
