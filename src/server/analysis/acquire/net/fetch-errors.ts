/**
 * Why the URL fetcher refuses or fails, as the API's AppError with a message that names the reason
 * and says what to do instead. Status codes:
 *   400  the address itself is not acceptable (scheme, length, credentials, port, a private or
 *        loopback address, including one reached by a redirect);
 *   422  the address is fine but its page cannot be read (unknown host, unreachable, too slow,
 *        too big, not a web page, too many redirects, an error status from the site).
 * Both are the user's to act on, so neither is a 5xx.
 */
import { AppError } from '../../../errors';
import type { AddressRange } from './address-classifier';

export type FetchFailureReason =
  | 'invalid_url'
  | 'scheme'
  | 'too_long'
  | 'credentials'
  | 'port'
  | 'private_address'
  | 'dns'
  | 'offline'
  | 'unreachable'
  | 'timeout'
  | 'too_big'
  | 'content_type'
  | 'too_many_redirects'
  | 'http_status'
  | 'encoding';

/**
 * Why a page that may well exist could not be opened, when the address itself is acceptable: the
 * cases a report can still be built from the address alone (src/server/services/domain-only.ts).
 */
export type PageNotOpenedReason =
  | 'offline'
  | 'no_such_site'
  | 'refused'
  | 'timeout'
  | 'error_status';

export interface PageNotOpened {
  reason: PageNotOpenedReason;
  /** The host that could not be opened, as written in the address. */
  host: string;
  /** What went wrong, in words ("connection refused", "HTTP 404 Not Found", "8 seconds"). */
  detail: string;
}

export class FetchRefused extends AppError {
  constructor(
    readonly reason: FetchFailureReason,
    status: 400 | 422,
    message: string,
    guidance = false,
    /** Set when the page could not be opened at all (offline, no such site, refused, ...). */
    readonly notOpened: PageNotOpened | null = null,
  ) {
    super(status, message, guidance ? { type: 'guidance' } : {});
  }
}

/** What each refused range is, in words: where it points, and what kind of address it is. */
const RANGE_WORDS: Record<AddressRange, [where: string, kind: string]> = {
  unspecified: ['no particular machine', 'unspecified address'],
  loopback: ['this server itself', 'loopback address'],
  private: ['a private network', 'private address'],
  'link-local': ['a local network segment', 'link-local address'],
  'cloud-metadata': ["a cloud provider's metadata service", 'metadata address'],
  'carrier-grade-nat': ["a carrier's internal network", 'shared address'],
  multicast: ['many machines at once', 'multicast address'],
  broadcast: ['every machine on the network', 'broadcast address'],
  'unique-local': ['a private IPv6 network', 'unique-local address'],
  'ipv4-mapped': ['an IPv4 address in IPv6 disguise', 'IPv4-mapped address'],
  documentation: ['an example network', 'documentation address'],
  benchmarking: ['a test network', 'benchmarking address'],
  reserved: ['a reserved network', 'reserved address'],
  tunnel: ['a tunnel that hides the real destination', 'tunnelling address'],
  'not-an-address': ['nowhere valid', 'invalid address'],
};

const PASTE_INSTEAD = 'paste the text you want checked into the Text tab';

const secs = (ms: number) => `${Math.round((ms / 1000) * 10) / 10} seconds`;
const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`;

export const refuse = {
  invalidUrl: () =>
    new FetchRefused(
      'invalid_url',
      400,
      'That is not a web address FactLens can read. Paste the full link, e.g. https://example.com/article.',
    ),
  scheme: (scheme: string) =>
    new FetchRefused(
      'scheme',
      400,
      `Only web addresses starting with http:// or https:// can be analyzed, not "${scheme}" links. Paste the full link, e.g. https://example.com/article.`,
    ),
  tooLong: (max: number) =>
    new FetchRefused(
      'too_long',
      400,
      `The address is too long: send at most ${max.toLocaleString('en-US')} characters. Copy the page's own link without tracking parameters.`,
    ),
  credentials: () =>
    new FetchRefused(
      'credentials',
      400,
      'Addresses with a user name or password in them (user:pass@host) are not fetched. Remove the part before "@" and send the page\'s public link.',
    ),
  port: (host: string, port: number) =>
    new FetchRefused(
      'port',
      400,
      `Only the standard web ports 80 and 443 are fetched, and ${host} uses port ${port}. Send the page's public link on its normal address.`,
    ),
  privateAddress: (
    host: string,
    address: string,
    range: AddressRange,
    redirectedFrom: string | null,
  ) => {
    const [where, kind] = RANGE_WORDS[range];
    const named = host.replace(/^\[|\]$/g, '') === address ? '' : ` (${host})`;
    const subject = redirectedFrom
      ? `The page redirected to ${host}, and that address`
      : `That address${named}`;
    return new FetchRefused(
      'private_address',
      400,
      `${subject} points to ${where} (${kind} ${address}), which FactLens never fetches. Send a link to a public web page, or ${PASTE_INSTEAD}.`,
    );
  },
  dns: (host: string) =>
    new FetchRefused(
      'dns',
      422,
      `The site ${host} could not be found. Check the address for typos, or ${PASTE_INSTEAD}.`,
      true,
      { reason: 'no_such_site', host, detail: 'the name does not exist' },
    ),
  /** The name server could not be asked at all: no network, or none that answers. */
  offline: (host: string, detail: string) =>
    new FetchRefused(
      'offline',
      422,
      `The name ${host} could not be looked up (${detail}): FactLens seems to be offline. Try again when the connection is back, or ${PASTE_INSTEAD}.`,
      true,
      { reason: 'offline', host, detail },
    ),
  /** `refused`: the site was found but would not talk; false when the page broke off midway. */
  unreachable: (host: string, detail: string, refused = true) =>
    new FetchRefused(
      'unreachable',
      422,
      `Could not connect to ${host} (${detail}). The site may be down or blocking readers; try again later, or ${PASTE_INSTEAD}.`,
      true,
      refused ? { reason: 'refused', host, detail } : null,
    ),
  /** The network itself could not be reached while connecting (no route to any network). */
  noNetwork: (host: string, detail: string) =>
    new FetchRefused(
      'offline',
      422,
      `Could not connect to ${host} (${detail}): FactLens seems to be offline. Try again when the connection is back, or ${PASTE_INSTEAD}.`,
      true,
      { reason: 'offline', host, detail },
    ),
  timeout: (ms: number, host = '') =>
    new FetchRefused(
      'timeout',
      422,
      `The page did not finish loading within ${secs(ms)}, so it was not analyzed. Try again later, or ${PASTE_INSTEAD}.`,
      true,
      { reason: 'timeout', host, detail: secs(ms) },
    ),
  tooBig: (maxBytes: number) =>
    new FetchRefused(
      'too_big',
      422,
      `The page is larger than ${size(maxBytes)}, more than FactLens reads. ${PASTE_INSTEAD.charAt(0).toUpperCase()}${PASTE_INSTEAD.slice(1)} instead (the part you doubt most).`,
      true,
    ),
  contentType: (type: string) =>
    new FetchRefused(
      'content_type',
      422,
      `That link leads to ${type ? `"${type}"` : 'content without a declared type'}, not a web page. FactLens reads HTML, XHTML and plain-text pages; use the Screenshot tab for images.`,
    ),
  tooManyRedirects: (max: number) =>
    new FetchRefused(
      'too_many_redirects',
      422,
      `The page redirected more than ${max} times, so it was not followed further. Open it in a browser and send the address it ends on.`,
    ),
  httpStatus: (status: number, text: string, host = '') =>
    new FetchRefused(
      'http_status',
      422,
      `The site answered with HTTP ${status}${text ? ` (${text})` : ''}, so there was no page to read. Check the link in a browser, or ${PASTE_INSTEAD}.`,
      true,
      { reason: 'error_status', host, detail: `HTTP ${status}${text ? ` ${text}` : ''}` },
    ),
  encoding: (encoding: string) =>
    new FetchRefused(
      'encoding',
      422,
      `The site sent the page compressed as "${encoding}", which FactLens cannot read. ${PASTE_INSTEAD.charAt(0).toUpperCase()}${PASTE_INSTEAD.slice(1)} instead.`,
      true,
    ),
};
