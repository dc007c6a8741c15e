/**
 * A local stand-in for Google's Fact Check Tools API on 127.0.0.1, speaking its real JSON:
 *   GET /v1alpha1/claims:search?query=...&languageCode=...&key=...
 *   -> { claims: [{ text, claimant, claimDate, claimReview: [{ publisher: { name, site }, url,
 *        title, reviewDate, textualRating, languageCode }] }], nextPageToken? }
 * It answers the claims whose text shares a word with the query (the real API's search is its
 * own), refuses a wrong key with the API's 400 error body, and records every request.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ApiClaim {
  text: string;
  claimant?: string;
  claimDate?: string;
  claimReview: Array<{
    publisher: { name: string; site: string };
    url: string;
    title: string;
    reviewDate: string;
    textualRating: string;
    languageCode: string;
  }>;
}

export interface FakeFactCheckApi {
  origin: string;
  hostPort: string;
  key: string;
  requests: URL[];
  /** The headers of each request, in the same order. */
  headers: IncomingHttpHeaders[];
  close(): Promise<void>;
}

export const FAKE_API_CLAIMS: ApiClaim[] = [
  {
    text: 'Eating raw garlic every day cures high blood pressure',
    claimant: 'Wellness blog',
    claimDate: '2024-02-01T00:00:00Z',
    claimReview: [
      {
        publisher: { name: 'Health Check Weekly', site: 'healthcheck.example' },
        url: 'https://healthcheck.example/reviews/garlic-blood-pressure',
        title: 'No, garlic does not cure high blood pressure',
        reviewDate: '2024-02-12T00:00:00Z',
        textualRating: 'False',
        languageCode: 'en',
      },
    ],
  },
  {
    text: 'The national library will close on Sundays from next month',
    claimant: 'City newsletter',
    claimReview: [
      {
        publisher: { name: 'Local Verify', site: 'localverify.example' },
        url: 'https://localverify.example/library-sundays',
        title: 'Library Sunday closures',
        reviewDate: '2024-05-03T00:00:00Z',
        textualRating: 'Correct',
        languageCode: 'en',
      },
    ],
  },
];

const words = (s: string) => new Set(s.toLowerCase().match(/[a-z]{4,}/g) ?? []);

export async function startFakeFactCheckApi(key = 'test-factcheck-key'): Promise<FakeFactCheckApi> {
  const requests: URL[] = [];
  const headers: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    requests.push(url);
    headers.push(req.headers);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' || url.pathname !== '/v1alpha1/claims:search') {
      json(404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
      return;
    }
    if (url.searchParams.get('key') !== key) {
      json(400, {
        error: {
          code: 400,
          message: 'API key not valid. Please pass a valid API key.',
          status: 'INVALID_ARGUMENT',
        },
      });
      return;
    }
    const query = words(url.searchParams.get('query') ?? '');
    const language = url.searchParams.get('languageCode');
    const claims = FAKE_API_CLAIMS.filter(
      (c) =>
        [...words(c.text)].some((w) => query.has(w)) &&
        (!language || c.claimReview.some((r) => r.languageCode === language)),
    );
    json(200, claims.length ? { claims } : {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    key,
    requests,
    headers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
