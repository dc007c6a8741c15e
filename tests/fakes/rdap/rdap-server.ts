/**
 * A local RDAP server on 127.0.0.1 speaking RFC 9083 JSON for domain queries
 * (GET /domain/<name>): a domain object with its events (registration, expiration, last changed),
 * 404 with an RFC 9083 error object for names it does not know, 503 for names told to fail. It
 * records every request, so tests can check what was asked and how often.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRdapDomain {
  /** ISO 8601 date of the "registration" event; null = a domain object without one. */
  registeredAt: string | null;
  /** Answer 503 instead (a registry that is down). */
  down?: boolean;
}

export interface FakeRdapServer {
  /** e.g. "http://127.0.0.1:41234/", for RDAP_BASE_URL. */
  baseUrl: string;
  hostPort: string;
  /** Request paths, in order. */
  requests: string[];
  close(): Promise<void>;
}

const RDAP_TYPE = 'application/rdap+json';

export async function startFakeRdapServer(
  domains: Record<string, FakeRdapDomain>,
): Promise<FakeRdapServer> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://rdap.invalid').pathname;
    requests.push(path);
    const match = /^\/domain\/([^/]+)$/.exec(path);
    const name = match ? decodeURIComponent(match[1]!).toLowerCase() : null;
    const entry = name ? domains[name] : undefined;
    if (entry?.down) {
      res.writeHead(503, { 'content-type': RDAP_TYPE });
      return res.end(
        JSON.stringify({
          rdapConformance: ['rdap_level_0'],
          errorCode: 503,
          title: 'Service Unavailable',
        }),
      );
    }
    if (!name || !entry) {
      res.writeHead(404, { 'content-type': RDAP_TYPE });
      return res.end(
        JSON.stringify({
          rdapConformance: ['rdap_level_0'],
          errorCode: 404,
          title: 'Not Found',
          description: ['The domain is not registered here.'],
        }),
      );
    }
    const events = [
      { eventAction: 'last changed', eventDate: '2026-01-02T03:04:05Z' },
      ...(entry.registeredAt
        ? [{ eventAction: 'registration', eventDate: entry.registeredAt }]
        : []),
      { eventAction: 'expiration', eventDate: '2030-01-01T00:00:00Z' },
      { eventAction: 'last update of RDAP database', eventDate: new Date().toISOString() },
    ];
    res.writeHead(200, { 'content-type': RDAP_TYPE });
    res.end(
      JSON.stringify({
        rdapConformance: ['rdap_level_0', 'icann_rdap_response_profile_1'],
        objectClassName: 'domain',
        handle: `${name.toUpperCase().replace(/\./g, '_')}-TEST`,
        ldhName: name.toUpperCase(),
        status: ['client transfer prohibited'],
        events,
        nameservers: [{ objectClassName: 'nameserver', ldhName: 'NS1.EXAMPLE.NET' }],
        notices: [{ title: 'Terms of Use', description: ['A fake registry for tests.'] }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/`,
    hostPort: `127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
