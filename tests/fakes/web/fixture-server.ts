/**
 * A local web server on 127.0.0.1 serving the fixture pages the URL tests read: articles, shops,
 * redirects, and pages built to break a careless fetcher (slow, endless, huge, wrong type).
 * It records every request, so tests can check what the fetcher sent and that it never requested
 * a page it should have refused.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { articleHtml, latin1ArticleHtml } from './article-page';
import { normalShopHtml, productPageHtml, scamShopHtml } from './shop-pages';

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
}

export interface FixtureServer {
  /** e.g. "http://127.0.0.1:41234" */
  origin: string;
  port: number;
  /** "127.0.0.1:<port>", for FETCH_ALLOW_PRIVATE_HOSTS. */
  hostPort: string;
  /** The same server by name ("http://localhost:<port>"), for pages judged by their host name. */
  namedOrigin: string;
  namedHostPort: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** How often the endless page sends another chunk. */
const ENDLESS_INTERVAL_MS = 5;
const ENDLESS_CHUNK = `<p>${'filler text '.repeat(1300)}</p>\n`;

function html(res: ServerResponse, body: string | Buffer, type = 'text/html; charset=utf-8'): void {
  res.writeHead(200, { 'content-type': type });
  res.end(body);
}

export async function startFixtureServer(options: { year?: number } = {}): Promise<FixtureServer> {
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const year = options.year ?? new Date().getUTCFullYear();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture.invalid');
    requests.push({ path: `${url.pathname}${url.search}`, headers: req.headers });
    const path = url.pathname;
    switch (path) {
      case '/article':
        return html(res, articleHtml());
      case '/article-gzip':
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-encoding': 'gzip',
        });
        return res.end(gzipSync(articleHtml()));
      case '/latin1':
        return html(res, latin1ArticleHtml(), 'text/html');
      case '/plain':
        return html(
          res,
          'Water boils at 100 degrees Celsius at sea level.\nAt higher altitude it boils at a lower temperature.',
          'text/plain; charset=utf-8',
        );
      case '/shop/normal':
        return html(res, normalShopHtml(year));
      case '/shop/scam':
        return html(res, scamShopHtml());
      case '/product':
        return html(res, productPageHtml());
      case '/empty':
        return html(
          res,
          '<!doctype html><html><head><title></title></head><body><div id="app"></div><script>render()</script></body></html>',
        );
      case '/image':
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      case '/json':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"a":1}');
      case '/no-type':
        res.writeHead(200);
        return res.end('<p>no content type</p>');
      case '/corrupt-gzip':
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return res.end(Buffer.from('this is not gzip data at all'));
      case '/broken-off':
        // Half a page, then the connection is cut.
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': '5000' });
        res.write('<html><body><p>The first half of');
        return void setTimeout(() => res.socket?.destroy(), 20);
      case '/not-found':
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('<h1>Not here</h1>');
      case '/declared-huge':
        // Declares more than any cap allows; sends little (the fetcher must not wait for it).
        res.writeHead(200, {
          'content-type': 'text/html',
          'content-length': String(200 * 1024 * 1024),
        });
        return res.write('<html><body>');
      case '/slow':
        // Never answers: headers are never sent.
        return;
      case '/trickle': {
        // Answers, then sends one byte a second, forever: only a total deadline stops it.
        res.writeHead(200, { 'content-type': 'text/html' });
        const timer = setInterval(() => res.write('.'), 1000);
        timers.add(timer);
        res.on('close', () => clearInterval(timer));
        return;
      }
      case '/endless': {
        // An endless stream without a Content-Length: only a byte cap stops it.
        res.writeHead(200, { 'content-type': 'text/html' });
        const timer = setInterval(() => res.write(ENDLESS_CHUNK), ENDLESS_INTERVAL_MS);
        timers.add(timer);
        res.on('close', () => clearInterval(timer));
        return;
      }
      case '/redirect-to': {
        res.writeHead(302, { location: url.searchParams.get('target') ?? '/article' });
        return res.end();
      }
      default: {
        // /hops/N redirects N times (relative Location), then lands on the article.
        const hops = /^\/hops\/(\d+)$/.exec(path);
        if (hops) {
          const n = Number(hops[1]);
          res.writeHead(n > 0 ? 301 : 302, { location: n > 0 ? `/hops/${n - 1}` : '/article' });
          return res.end();
        }
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('no such fixture');
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hostPort: `127.0.0.1:${port}`,
    namedOrigin: `http://localhost:${port}`,
    namedHostPort: `localhost:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
