/**
 * Time to fetch and read an article from a loopback server: the safe fetcher alone, the fetcher
 * plus reading (jsdom + Readability + metadata), and reading alone, each against a bare HTTP GET
 * of the same page measured in the same run (the baseline).
 */
import { request } from 'node:http';
import { acquirePage } from '../src/server/analysis/acquire/page';
import { safeFetch, type FetchPolicy } from '../src/server/analysis/acquire/net/safe-fetch';
import { startFixtureServer } from '../tests/fakes/web/fixture-server';
import { addSummary, measure, printTable } from './lib';

const web = await startFixtureServer();
const url = new URL(`${web.origin}/article`);
const policy: FetchPolicy = {
  allowPrivateHosts: [web.hostPort],
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  userAgent: 'FactLens/bench (+credibility checker)',
};

function bareGet(): Promise<string> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const now = new Date();
const fetched = await safeFetch(url, policy);
const runs = 40;
const baseline = await measure(bareGet, { runs });
const fetchOnly = await measure(() => safeFetch(url, policy), { runs });
const readOnly = await measure(() => acquirePage(fetched, { kind: 'auto', now }), { runs });
const both = await measure(
  async () => acquirePage(await safeFetch(url, policy), { kind: 'auto', now }),
  { runs },
);
await web.close();

const ratio = (ms: number) => `${(ms / baseline.medianMs).toFixed(1)}x`;
console.log(
  `Article page: ${fetched.bytes} bytes from ${web.origin}/article, ${runs} runs each (median, p90 in ms).`,
);
printTable([
  {
    step: 'bare HTTP GET (baseline)',
    median: baseline.medianMs,
    p90: baseline.p90Ms,
    'vs baseline': '1.0x',
  },
  {
    step: 'safe fetch (checks, pinned connect, caps, decode)',
    median: fetchOnly.medianMs,
    p90: fetchOnly.p90Ms,
    'vs baseline': ratio(fetchOnly.medianMs),
  },
  {
    step: 'read only (jsdom + Readability + metadata)',
    median: readOnly.medianMs,
    p90: readOnly.p90Ms,
    'vs baseline': ratio(readOnly.medianMs),
  },
  {
    step: 'fetch and read',
    median: both.medianMs,
    p90: both.p90Ms,
    'vs baseline': ratio(both.medianMs),
  },
]);
addSummary({
  bench: 'fetch-article',
  measure: `fetch and read a ${Math.round(fetched.bytes / 1024)} KB article (loopback)`,
  figure: `${both.medianMs.toFixed(1)} ms (bare GET ${baseline.medianMs.toFixed(1)} ms, ${ratio(both.medianMs)})`,
  goal: '',
  verdict: '',
});
