/**
 * Which IP addresses the URL fetcher may connect to. A user-supplied link must never make the
 * server reach into its own machine, its network or the cloud provider's metadata service, so
 * everything that is not a public unicast address is refused, in every spelling: IPv4 written as
 * one number (2130706433), in hex (0x7f000001), in octal (0177.0.0.1) or shortened (127.1), and
 * IPv6 forms that carry an IPv4 address inside (::ffff:127.0.0.1, 6to4, NAT64).
 *
 * Pure functions over strings: the tests check them on literal addresses without connecting.
 */
import { isIPv6 } from 'node:net';

export type AddressRange =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'cloud-metadata'
  | 'carrier-grade-nat'
  | 'multicast'
  | 'broadcast'
  | 'unique-local'
  | 'ipv4-mapped'
  | 'documentation'
  | 'benchmarking'
  | 'reserved'
  | 'tunnel'
  | 'not-an-address';

export type AddressVerdict =
  | { allowed: true; address: string; family: 4 | 6 }
  | { allowed: false; address: string; range: AddressRange };

/** Cloud metadata endpoints (AWS, GCP, Azure, OpenStack on IPv4; AWS Nitro on IPv6). */
export const CLOUD_METADATA_ADDRESSES: readonly string[] = ['169.254.169.254', 'fd00:ec2::254'];

interface Ipv4Block {
  base: number;
  bits: number;
  range: AddressRange;
}

const v4 = (a: number, b: number, c: number, d: number) =>
  ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

// Order matters only for overlapping blocks: the most specific comes first.
const IPV4_BLOCKS: readonly Ipv4Block[] = [
  { base: v4(169, 254, 169, 254), bits: 32, range: 'cloud-metadata' },
  { base: v4(255, 255, 255, 255), bits: 32, range: 'broadcast' },
  { base: v4(0, 0, 0, 0), bits: 8, range: 'unspecified' },
  { base: v4(10, 0, 0, 0), bits: 8, range: 'private' },
  { base: v4(100, 64, 0, 0), bits: 10, range: 'carrier-grade-nat' },
  { base: v4(127, 0, 0, 0), bits: 8, range: 'loopback' },
  { base: v4(169, 254, 0, 0), bits: 16, range: 'link-local' },
  { base: v4(172, 16, 0, 0), bits: 12, range: 'private' },
  { base: v4(192, 0, 0, 0), bits: 24, range: 'reserved' },
  { base: v4(192, 0, 2, 0), bits: 24, range: 'documentation' },
  { base: v4(192, 88, 99, 0), bits: 24, range: 'reserved' },
  { base: v4(192, 168, 0, 0), bits: 16, range: 'private' },
  { base: v4(198, 18, 0, 0), bits: 15, range: 'benchmarking' },
  { base: v4(198, 51, 100, 0), bits: 24, range: 'documentation' },
  { base: v4(203, 0, 113, 0), bits: 24, range: 'documentation' },
  { base: v4(224, 0, 0, 0), bits: 4, range: 'multicast' },
  { base: v4(240, 0, 0, 0), bits: 4, range: 'reserved' },
];

function inBlock(value: number, block: Ipv4Block): boolean {
  const mask = block.bits === 0 ? 0 : (0xffffffff << (32 - block.bits)) >>> 0;
  return (value & mask) >>> 0 === block.base;
}

function classifyIpv4Number(value: number): AddressRange | null {
  return IPV4_BLOCKS.find((block) => inBlock(value, block))?.range ?? null;
}

function formatIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 0xff).join('.');
}

/** One part of an inet_aton address: decimal, octal (leading 0) or hex (0x). */
function parseIpv4Part(part: string): number | null {
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (/^0[0-7]*$/.test(part)) return parseInt(part, 8);
  if (/^[1-9][0-9]*$/.test(part)) return Number(part);
  return null;
}

/**
 * Parses IPv4 the way inet_aton and the WHATWG URL parser do: 1 to 4 parts, the last filling the
 * remaining bytes, so "127.1", "2130706433" and "0x7f.0.0.1" all mean 127.0.0.1. Null if not IPv4.
 */
export function parseIpv4(input: string): number | null {
  const text = input.endsWith('.') ? input.slice(0, -1) : input;
  const parts = text.split('.');
  if (parts.length < 1 || parts.length > 4 || parts.some((p) => p === '')) return null;
  const numbers = parts.map(parseIpv4Part);
  if (numbers.some((n) => n === null || !Number.isFinite(n))) return null;
  const values = numbers as number[];
  const last = values[values.length - 1]!;
  const head = values.slice(0, -1);
  if (head.some((n) => n > 255)) return null;
  if (last >= 256 ** (5 - values.length)) return null;
  let result = 0;
  head.forEach((n, i) => {
    result += n * 256 ** (3 - i);
  });
  return result + last;
}

/** Expands an IPv6 address (possibly with an IPv4 tail) to 8 groups of 16 bits. */
export function parseIpv6(input: string): number[] | null {
  let text = input.startsWith('[') && input.endsWith(']') ? input.slice(1, -1) : input;
  if (!isIPv6(text)) return null;
  // Rewrite a dotted IPv4 tail ("::ffff:127.0.0.1") as two hex groups, then parse plain hex.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const n = parseIpv4(tail[1]!);
    if (n === null) return null;
    text = `${text.slice(0, tail.index)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [left = '', right, ...rest] = text.split('::');
  if (rest.length > 0) return null;
  const groups = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const l = groups(left);
  const r = right === undefined ? [] : groups(right);
  const missing = 8 - l.length - r.length;
  if (right === undefined ? missing !== 0 : missing < 1) return null;
  const out = [...l, ...new Array<number>(right === undefined ? 0 : missing).fill(0), ...r];
  return out.length === 8 && out.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? out
    : null;
}

function embeddedIpv4(groups: readonly number[], high: number, low: number): number {
  return ((groups[high]! << 16) | groups[low]!) >>> 0;
}

function classifyIpv6Groups(g: readonly number[]): AddressRange | null {
  const [g0 = 0, g1 = 0] = g;
  const allZeroUntil = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (g.every((x) => x === 0)) return 'unspecified';
  if (allZeroUntil(7) && g[7] === 1) return 'loopback';
  if (allZeroUntil(5) && g[5] === 0xffff) return 'ipv4-mapped';
  // IPv4-compatible (::a.b.c.d, deprecated) and IPv4-translated (::ffff:0:a.b.c.d).
  if (allZeroUntil(6) || (allZeroUntil(4) && g[4] === 0xffff && g[5] === 0)) return 'ipv4-mapped';
  if (g.map((x) => x.toString(16)).join(':') === 'fd00:ec2:0:0:0:0:0:254') return 'cloud-metadata';
  // NAT64 well-known prefix 64:ff9b::/96: what matters is the IPv4 address inside.
  if (g0 === 0x64 && g1 === 0xff9b && g.slice(2, 6).every((x) => x === 0)) {
    return classifyIpv4Number(embeddedIpv4(g, 6, 7));
  }
  if (g0 === 0x64 && g1 === 0xff9b && g[2] === 1) return 'private'; // local-use NAT64 (RFC 8215)
  // 6to4 (2002::/16) carries an IPv4 address in bits 16-47.
  if (g0 === 0x2002) return classifyIpv4Number(embeddedIpv4(g, 1, 2));
  if (g0 === 0x2001 && g1 === 0) return 'tunnel'; // Teredo: the real destination is hidden inside
  if (g0 === 0x2001 && g1 === 0xdb8) return 'documentation';
  if (g0 === 0x2001 && g1 >= 0x10 && g1 <= 0x2f) return 'reserved'; // ORCHID and friends
  if (g0 === 0x100 && allZeroUntil(4)) return 'reserved'; // discard-only
  if ((g0 & 0xfe00) === 0xfc00) return 'unique-local';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xffc0) === 0xfec0) return 'private'; // site-local, deprecated but still routed inside sites
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  // Only global unicast (2000::/3) is on the public internet.
  if ((g0 & 0xe000) !== 0x2000) return 'reserved';
  return null;
}

/**
 * Classifies an IP address in any spelling. Host names are not addresses: resolve them first and
 * classify every address they resolve to.
 */
export function classifyAddress(input: string): AddressVerdict {
  const text = input.trim().toLowerCase();
  // A zone id ("fe80::1%eth0") names a local interface: never public.
  if (text.includes('%')) return { allowed: false, address: text, range: 'link-local' };
  const v6 = parseIpv6(text);
  if (v6) {
    const address = text.replace(/^\[|\]$/g, '');
    const range = classifyIpv6Groups(v6);
    return range ? { allowed: false, address, range } : { allowed: true, address, family: 6 };
  }
  const n = parseIpv4(text);
  if (n !== null) {
    const address = formatIpv4(n);
    const range = classifyIpv4Number(n);
    return range ? { allowed: false, address, range } : { allowed: true, address, family: 4 };
  }
  return { allowed: false, address: text, range: 'not-an-address' };
}

/**
 * The address a URL host names directly, if it is an IP literal in any spelling ("[::1]",
 * "2130706433", "127.1"); null for a host name that needs DNS.
 */
export function literalAddress(hostname: string): string | null {
  const host = hostname.toLowerCase();
  const v6 = host.replace(/^\[|\]$/g, '');
  if (v6 !== host || isIPv6(v6)) return isIPv6(v6) ? v6 : null;
  const n = parseIpv4(host);
  return n === null ? null : formatIpv4(n);
}
