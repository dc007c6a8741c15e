/**
 * The safe fetcher: reads one user-supplied web page without letting the address reach anything
 * it should not. For the address and every redirect hop it
 *   1. checks the URL's shape (http/https, length, no credentials, port 80/443 or allow-listed),
 *   2. resolves the host itself and refuses if ANY address is not public (unless the exact
 *      host:port is allow-listed), so a name that resolves to 127.0.0.1 or 169.254.169.254 is
 *      refused like the literal address,
 *   3. connects to the address it checked (a pinned `lookup`; no second resolution, so DNS cannot
 *      change its answer between the check and the connection), keeping Host and SNI = hostname.
 * One deadline covers DNS, connects, redirects and the body; the body is capped in bytes after
 * decompression; only HTML, XHTML and plain text are read.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { classifyAddress, literalAddress } from './address-classifier';
import { decodeBody } from './charset';
import { FetchRefused, refuse } from './fetch-errors';
import { checkUrlShape, effectivePort, hostPort, normaliseAllowList } from './url-policy';

/** Redirects followed before giving up. */
export const MAX_REDIRECTS = 5;
export const READABLE_CONTENT_TYPES: readonly string[] = [
  'text/html',
  'application/xhtml+xml',
  'text/plain',
];

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Resolves a host name to every address it has (tests never need a real resolver). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface FetchPolicy {
  /** "host:port" entries that may be private (intranet pages, test fixtures). */
  allowPrivateHosts: readonly string[];
  /** Total time for the whole fetch: DNS, connects, redirects and body. */
  timeoutMs: number;
  /** Largest body read, after decompression. */
  maxBytes: number;
  userAgent: string;
  resolve?: Resolver;
  /**
   * Asked when a name is not found: does the resolver find any name at all (dns-probe.ts)? When
   * it does not, the lookup failed because this machine is offline, not because of the name.
   * Left out, a name that is not found counts as one that does not exist.
   */
  nameLookupWorks?: () => Promise<boolean>;
  /** MIME types read; READABLE_CONTENT_TYPES when left out (JSON APIs and feeds pass their own). */
  acceptTypes?: readonly string[];
}

export interface FetchedPage {
  /** Where the page was finally read from, after redirects. */
  url: string;
  requestedUrl: string;
  /** Every address visited before the final one. */
  redirects: string[];
  status: number;
  /** The MIME type without parameters, e.g. "text/html". */
  contentType: string;
  charset: string;
  body: string;
  bytes: number;
}

export const systemResolver: Resolver = async (hostname) => {
  const results = await dnsLookup(hostname, { all: true, verbatim: true });
  return results.map((r) => ({ address: r.address, family: r.family === 6 ? 6 : 4 }));
};

/** The name server answered: no such name. */
const DNS_NOT_FOUND = new Set(['ENOTFOUND', 'ENODATA', 'EAI_NONAME', 'ENONAME', 'ENXDOMAIN']);
/**
 * The name server could not be asked or did not answer: what a machine without a network sees
 * (getaddrinfo's EAI_AGAIN, "temporary failure in name resolution"), not a missing site.
 */
const DNS_UNAVAILABLE = new Set([
  'EAI_AGAIN',
  'ESERVFAIL',
  'ETIMEOUT',
  'ECONNREFUSED',
  'ENETUNREACH',
  'EAI_FAIL',
  'ENETDOWN',
]);
/** Connection errors that mean this machine has no route to any network. */
const NO_NETWORK = new Set(['ENETUNREACH', 'ENETDOWN']);

/** A name that was not found: missing, unless no name can be looked up at all (offline). */
async function notFound(host: string, policy: FetchPolicy): Promise<FetchRefused> {
  const works = policy.nameLookupWorks ? await policy.nameLookupWorks() : true;
  return works ? refuse.dns(host) : refuse.offline(host, 'no name could be looked up at all');
}

/** Resolves and checks a hop's host; returns the checked addresses, the only ones connected to. */
async function pinAddresses(
  url: URL,
  policy: FetchPolicy,
  allowed: ReadonlySet<string>,
  redirectedFrom: string | null,
): Promise<ResolvedAddress[]> {
  const host = url.hostname;
  const literal = literalAddress(host);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: literal, family: literal.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await (policy.resolve ?? systemResolver)(host);
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (DNS_NOT_FOUND.has(code)) throw await notFound(host, policy);
      if (DNS_UNAVAILABLE.has(code)) throw refuse.offline(host, 'no name server answered');
      throw refuse.unreachable(host, `name lookup failed${code ? `: ${code}` : ''}`);
    }
    if (addresses.length === 0) throw await notFound(host, policy);
  }
  const isAllowed = allowed.has(hostPort(url));
  for (const { address } of addresses) {
    const verdict = classifyAddress(address);
    if (!verdict.allowed && !isAllowed)
      throw refuse.privateAddress(host, verdict.address, verdict.range, redirectedFrom);
  }
  return addresses;
}

/**
 * Answers the socket's name lookup with the addresses already checked, so nothing is resolved
 * twice. With all of them, Node tries each in turn (e.g. ::1 then 127.0.0.1 for "localhost").
 */
function pinnedLookup(pinned: readonly ResolvedAddress[]): LookupFunction {
  return ((
    _hostname: string,
    options: { all?: boolean },
    callback: (...args: unknown[]) => void,
  ) => {
    const first = pinned[0]!;
    if (options?.all)
      callback(
        null,
        pinned.map((p) => ({ address: p.address, family: p.family })),
      );
    else callback(null, first.address, first.family);
  }) as unknown as LookupFunction;
}

function send(
  url: URL,
  pinned: readonly ResolvedAddress[],
  policy: FetchPolicy,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const isLiteral = literalAddress(url.hostname) !== null;
  const options: RequestOptions & { servername?: string } = {
    method: 'GET',
    host: hostname,
    port: effectivePort(url),
    path: `${url.pathname}${url.search}`,
    headers: {
      'user-agent': policy.userAgent,
      accept: policy.acceptTypes
        ? policy.acceptTypes.join(',')
        : 'text/html,application/xhtml+xml,text/plain;q=0.9',
      'accept-encoding': 'gzip, deflate, br',
      'accept-language': 'en;q=0.9, *;q=0.5',
    },
    lookup: pinnedLookup(pinned),
    // A fresh connection per hop: a pooled socket could belong to another (unchecked) host.
    agent: false,
    signal,
  };
  // SNI carries the name the certificate is for; it must not be an IP address.
  if (url.protocol === 'https:' && !isLiteral) options.servername = hostname;
  const requester = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = requester(options, resolve);
    req.on('error', reject);
    req.end();
  });
}

function decompressed(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  if (encoding === 'identity' || encoding === '') return response;
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(createGunzip());
  if (encoding === 'deflate') return response.pipe(createInflate());
  if (encoding === 'br') return response.pipe(createBrotliDecompress());
  response.destroy();
  throw refuse.encoding(encoding);
}

/** Reads the body up to maxBytes; a bigger (or endless) body is cut off and refused. */
function readBody(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const stream = decompressed(response);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let done = false;
    const finish = (error: Error | null, value?: Buffer) => {
      if (done) return;
      done = true;
      signal.removeEventListener('abort', onAbort);
      if (error) {
        response.destroy();
        stream.destroy();
        reject(error);
      } else resolve(value!);
    };
    const onAbort = () => finish(new Error('aborted'));
    signal.addEventListener('abort', onAbort);
    stream.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) finish(refuse.tooBig(maxBytes));
      else chunks.push(chunk);
    });
    stream.on('end', () => finish(null, Buffer.concat(chunks)));
    stream.on('error', (error) => finish(error));
    response.on('aborted', () => finish(new Error('aborted')));
    response.on('error', (error) => finish(error));
  });
}

function mimeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

function connectionDetail(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET') return 'connection reset';
  if (code === 'EHOSTUNREACH') return 'no route to the site';
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT'))
    return 'its security certificate is not valid';
  return code ?? 'the connection failed';
}

async function fetchHops(
  start: URL,
  policy: FetchPolicy,
  signal: AbortSignal,
): Promise<FetchedPage> {
  const allowed = normaliseAllowList(policy.allowPrivateHosts);
  const redirects: string[] = [];
  let url = start;
  for (;;) {
    const from = redirects.at(-1) ?? null;
    checkUrlShape(url, allowed);
    const pinned = await pinAddresses(url, policy, allowed, from);
    if (signal.aborted) throw new Error('aborted');
    let response: IncomingMessage;
    try {
      response = await send(url, pinned, policy, signal);
    } catch (error) {
      if (signal.aborted || error instanceof FetchRefused) throw error;
      const code = (error as { code?: string }).code ?? '';
      if (NO_NETWORK.has(code)) throw refuse.noNetwork(url.hostname, 'network unreachable');
      throw refuse.unreachable(url.hostname, connectionDetail(error));
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      response.destroy();
      if (redirects.length >= MAX_REDIRECTS) throw refuse.tooManyRedirects(MAX_REDIRECTS);
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw refuse.invalidUrl();
      }
      redirects.push(url.href);
      url = next;
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw refuse.httpStatus(status, response.statusMessage ?? '', url.hostname);
    }
    const contentType = response.headers['content-type'];
    const mime = mimeOf(contentType);
    if (!(policy.acceptTypes ?? READABLE_CONTENT_TYPES).includes(mime)) {
      response.destroy();
      throw refuse.contentType(mime);
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > policy.maxBytes) {
      response.destroy();
      throw refuse.tooBig(policy.maxBytes);
    }
    let bytes: Buffer;
    try {
      bytes = await readBody(response, policy.maxBytes, signal);
    } catch (error) {
      if (signal.aborted || error instanceof FetchRefused) throw error;
      // A connection reset mid-page or a corrupt gzip stream: the page could not be read whole.
      throw refuse.unreachable(url.hostname, 'the page broke off or arrived corrupted', false);
    }
    const decoded = decodeBody(
      bytes,
      contentType,
      mime === 'text/html' || mime === 'application/xhtml+xml',
    );
    return {
      url: url.href,
      requestedUrl: start.href,
      redirects,
      status,
      contentType: mime,
      charset: decoded.charset,
      body: decoded.text,
      bytes: bytes.length,
    };
  }
}

/**
 * Fetches a page under the policy. Every failure is a FetchRefused (a 4xx AppError whose message
 * names the reason), never a hang: the deadline aborts whatever is in progress.
 */
export async function safeFetch(url: URL, policy: FetchPolicy): Promise<FetchedPage> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(refuse.timeout(policy.timeoutMs, url.hostname));
    }, policy.timeoutMs);
  });
  const work = fetchHops(url, policy, controller.signal);
  // The losing promise's rejection is expected; keep it from surfacing as unhandled.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
