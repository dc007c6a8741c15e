/**
 * npm run bench hostile: the hostile inputs of issue 15 against a real server (a child process),
 * one after another, while GET /api/public-feed is probed every 100 ms. Per input: its own time,
 * its answer, the worst probe latency and the peak RSS of the server process while it ran. Then a
 * normal screenshot sent 5 s after a 29.9 MP noise image from another client, the comment and
 * attribute tricks against the plain page, a 25 MB upload from a client that sends
 * "Connection: close" and writes its whole body first, and the page-read cost on fixtures.
 * Goals: worst probe < 250 ms, RSS < 800 MB, each hostile input answered within 30 s, the normal
 * screenshot within 20 s, the tricks finding the plain page's flags. Needs Chromium for the
 * screenshots (CHROMIUM_PATH); without it the image rows are skipped.
 */
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  HOSTILE_PAGES,
  SCAM_LINES,
  page,
  withPngChunks,
  xmpBomb,
} from '../tests/helpers/hostile-payloads';
import { renderHtml, scamSmsHtml } from '../tests/helpers/screenshots';
import { addSummary, fmtNumber, printTable, verdict } from './lib';
import { frameBombGif, noisePng } from './support/hostile-images';
import { benchPageRead } from './support/page-read';
import { spawn, spawnSync } from 'node:child_process';
import { BENCH_ENV, freePort, stopProcess } from './support/processes';

const PROBE_EVERY_MS = 100;
const GOALS = { probeMs: 250, rssMb: 800, hostileMs: 30_000, normalBehindMs: 20_000 };
const ARTICLE =
  'The harbour authority said on Monday that the north quay will reopen in June after repairs to the sea wall, according to a statement published on its website.';

const pages: Record<string, string> = {
  '/plain': page(`<p>${SCAM_LINES}</p>`),
  '/comment-trick': HOSTILE_PAGES.commentTrick(),
  '/attribute-trick': HOSTILE_PAGES.attributeTrick(),
  '/unclosed-anchors': HOSTILE_PAGES.unclosedAnchors(),
  '/many-attributes': HOSTILE_PAGES.manyAttributes(ARTICLE),
  '/deep-nesting': HOSTILE_PAGES.deepNesting(ARTICLE),
  '/flat-elements': HOSTILE_PAGES.flatElements(ARTICLE),
  '/warm-up': page(`<article><p>${ARTICLE}</p><p>${ARTICLE}</p></article>`),
};
const web = createServer((req, res) => {
  const body = pages[new URL(req.url ?? '/', 'http://x').pathname];
  res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(body ?? '');
});
await new Promise<void>((done) => web.listen(0, '127.0.0.1', done));
const webOrigin = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;

// The built server, as `npm start` runs it: worker code bundled, no TypeScript compiled at run time.
const build = spawnSync('npm', ['run', 'build:server'], { stdio: 'ignore' });
if (build.status !== 0) throw new Error('npm run build:server failed');
const dataDir = await mkdtemp(join(tmpdir(), 'factlens-bench-hostile-'));
const port = await freePort();
const serverProcess = spawn(
  process.execPath,
  ['--import', './bench/support/loop-lag.mjs', 'out/server/main.js'],
  {
    env: {
      ...process.env,
      ...BENCH_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      STATIC_DIR: join(dataDir, 'no-ui'),
      TRUST_PROXY: 'loopback',
      FETCH_ALLOW_PRIVATE_HOSTS: new URL(webOrigin).host,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  },
);
const server = { url: `http://127.0.0.1:${port}`, process: serverProcess };
for (let i = 0; ; i++) {
  if (
    await fetch(`${server.url}/api/meta`)
      .then((r) => r.ok)
      .catch(() => false)
  )
    break;
  if (i > 300) throw new Error('the server did not start');
  await sleep(100);
}

const prober = spawn(
  process.execPath,
  [join('bench', 'support', 'prober.mjs'), server.url, String(serverProcess.pid)],
  { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
);
const window = (message: 'reset' | 'read') =>
  new Promise<{ worst: number; peak: number; loopMaxMs: number }>((done) => {
    if (message === 'reset') {
      prober.send('reset');
      serverProcess.send('reset');
      done({ worst: 0, peak: 0, loopMaxMs: 0 });
      return;
    }
    let probe: { worst: number; peak: number } | null = null;
    let loop: { loopMaxMs: number } | null = null;
    const finish = () => probe && loop && done({ ...probe, ...loop });
    prober.once('message', (m) => {
      probe = m as { worst: number; peak: number };
      finish();
    });
    serverProcess.once('message', (m) => {
      loop = m as { loopMaxMs: number };
      finish();
    });
    prober.send('read');
    serverProcess.send('read');
  });

interface Answer {
  status: number;
  json: unknown;
}
const analyzeUrl = async (path: string): Promise<Answer> => {
  const response = await fetch(`${server.url}/api/analyze/url`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: `${webOrigin}${path}` }),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
};
const analyzeImage = async (
  bytes: Buffer,
  name: string,
  type: string,
  client = '203.0.113.1',
): Promise<Answer> => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${server.url}/api/analyze/image`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': client },
  });
  return { status: response.status, json: await response.json().catch(() => null) };
};

const rows: Array<Record<string, string | number>> = [];
async function run(
  input: string,
  send: () => Promise<Answer>,
  counts = true,
): Promise<Answer & { ms: number }> {
  await sleep(300);
  await window('reset');
  const started = performance.now();
  const answer = await send();
  const ms = performance.now() - started;
  await sleep(PROBE_EVERY_MS * 2);
  const { worst, peak, loopMaxMs } = await window('read');
  rows.push({
    input,
    answer: answer.status,
    'own ms': ms,
    'worst probe ms': worst,
    'server loop max ms': loopMaxMs,
    'peak RSS MB': peak,
    goal: counts ? 'yes' : 'no (warm-up)',
  });
  return { ...answer, ms };
}

/** A raw client: "Connection: close", the whole body written before anything is read. */
const BOUNDARY = 'bench-boundary';
function bigUpload(bytes: number): Buffer {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return Buffer.concat([head, Buffer.alloc(bytes, 'a'), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}
function closeClientUpload(body: Buffer): Promise<Answer> {
  const url = new URL(server.url);
  const boundary = BOUNDARY;
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    const got: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => got.push(chunk));
    socket.on('error', () => resolve({ status: 0, json: null }));
    socket.on('close', () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(got).toString('latin1'))?.[1] ?? 0),
        json: null,
      }),
    );
    socket.write(
      `POST /api/analyze/image HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body);
  });
}

const flagTypes = (answer: Answer) =>
  (
    (answer.json as { results?: { redFlags?: Array<{ type: string }> } } | null)?.results
      ?.redFlags ?? []
  )
    .map((f) => f.type)
    .sort()
    .join(',');

try {
  let screenshot: Buffer | null = null;
  try {
    screenshot = await renderHtml(scamSmsHtml(), { width: 900, height: 420 });
  } catch (error) {
    console.log(
      `No Chromium (${error instanceof Error ? error.message.split('\n')[0] : String(error)}): image rows skipped.`,
    );
  }
  // Workers start on first use; started here so no hostile row pays for that.
  await run('warm-up: an ordinary page', () => analyzeUrl('/warm-up'), false);
  if (screenshot)
    await run(
      'warm-up: an ordinary screenshot',
      () => analyzeImage(screenshot, 'warm.png', 'image/png'),
      false,
    );

  const hostile: Array<{ input: string; ms: number; status: number }> = [];
  const hostileRun = async (input: string, send: () => Promise<Answer>) => {
    const result = await run(input, send);
    hostile.push({ input, ms: result.ms, status: result.status });
    return result;
  };
  await hostileRun('page: 160 KB of unclosed <a tags', () => analyzeUrl('/unclosed-anchors'));
  await hostileRun('page: one element with 100,000 attributes (1.1 MB)', () =>
    analyzeUrl('/many-attributes'),
  );
  await hostileRun('page: 499 nested <div>s (5.7 KB)', () => analyzeUrl('/deep-nesting'));
  await hostileRun('page: 30,000 flat elements', () => analyzeUrl('/flat-elements'));
  const plain = await run('page: plain scam text (baseline for the tricks)', () =>
    analyzeUrl('/plain'),
  );
  const comment = await hostileRun('page: scam text between scripts holding <!-- and -->', () =>
    analyzeUrl('/comment-trick'),
  );
  const attribute = await hostileRun('page: scam text after title="<style>"', () =>
    analyzeUrl('/attribute-trick'),
  );
  const tricksSame =
    flagTypes(comment) === flagTypes(plain) &&
    flagTypes(attribute) === flagTypes(plain) &&
    flagTypes(plain) !== '';
  const upload25 = bigUpload(25 * 1024 * 1024);
  await hostileRun('upload: 25 MB, Connection: close, whole body first', () =>
    closeClientUpload(upload25),
  );
  let normalBehind = Number.NaN;
  if (screenshot) {
    const xmp = withPngChunks(screenshot, xmpBomb(896 * 1024));
    await hostileRun('image: 896 KB of repeated XMP elements', () =>
      analyzeImage(xmp, 'xmp.png', 'image/png'),
    );
    const gif = frameBombGif(40_000, 40_000, 1024 * 1024);
    await hostileRun('image: 1 MB GIF, 10x10 screen, 40000x40000 frame', () =>
      analyzeImage(gif, 'bomb.gif', 'image/gif'),
    );
    const noise = noisePng(5468);
    const other = renderHtml(
      scamSmsHtml([
        'Your parcel is held at customs.',
        'Pay the $3 release fee at parcel-release.top today.',
      ]),
      { width: 700, height: 220 },
    );
    const normal = await other;
    await hostileRun(
      `image: 29.9 MP noise PNG (${(noise.length / 1048576).toFixed(1)} MB), normal screenshot from another client 5 s later`,
      async () => {
        const hostileImage = analyzeImage(noise, 'noise.png', 'image/png', '203.0.113.66');
        await sleep(5000);
        const started = performance.now();
        const answer = await analyzeImage(normal, 'normal.png', 'image/png', '198.51.100.7');
        normalBehind = performance.now() - started;
        rows.push({
          input: '  the normal screenshot behind it',
          answer: answer.status,
          'own ms': normalBehind,
          'worst probe ms': '',
          'server loop max ms': '',
          'peak RSS MB': '',
          goal: '',
        });
        return hostileImage;
      },
    );
  }

  printTable(rows);
  const measured = rows.filter((r) => r.goal === 'yes');
  const probeMax = Math.max(...measured.map((r) => r['worst probe ms'] as number));
  const rssMax = Math.max(...measured.map((r) => r['peak RSS MB'] as number));
  const slowest = Math.max(...hostile.map((h) => h.ms));
  console.log(
    `\nTricks find the plain page's flags: ${tricksSame ? 'yes' : 'NO'} (${flagTypes(plain)})`,
  );
  addSummary({
    bench: 'hostile',
    measure: 'worst /api/public-feed probe during any input',
    figure: `${fmtNumber(probeMax)} ms`,
    goal: `< ${GOALS.probeMs} ms`,
    verdict: verdict(probeMax, { atMost: GOALS.probeMs }),
  });
  const loopMax = Math.max(...measured.map((r) => r['server loop max ms'] as number));
  addSummary({
    bench: 'hostile',
    measure: "server's own event-loop delay, max during any input",
    figure: `${fmtNumber(loopMax)} ms`,
    goal: '',
    verdict: '',
  });
  addSummary({
    bench: 'hostile',
    measure: 'peak RSS of the server',
    figure: `${fmtNumber(rssMax)} MB`,
    goal: `< ${GOALS.rssMb} MB`,
    verdict: verdict(rssMax, { atMost: GOALS.rssMb }),
  });
  addSummary({
    bench: 'hostile',
    measure: 'slowest hostile input answered',
    figure: `${fmtNumber(slowest)} ms`,
    goal: `< ${GOALS.hostileMs} ms`,
    verdict: verdict(slowest, { atMost: GOALS.hostileMs }),
  });
  if (screenshot)
    addSummary({
      bench: 'hostile',
      measure: 'normal screenshot 5 s behind a noise image',
      figure: `${fmtNumber(normalBehind)} ms`,
      goal: `< ${GOALS.normalBehindMs} ms`,
      verdict: verdict(normalBehind, { atMost: GOALS.normalBehindMs }),
    });
  addSummary({
    bench: 'hostile',
    measure: 'comment/attribute tricks find the plain flags',
    figure: tricksSame ? 'yes' : 'no',
    goal: 'yes',
    verdict: tricksSame ? 'met' : 'NOT met',
  });
} finally {
  if (prober.connected) prober.send('stop');
  await stopProcess(prober);
  await stopProcess(serverProcess);
  await new Promise<void>((done) => web.close(() => done()));
  await rm(dataDir, { recursive: true, force: true });
}

console.log('\nPage read on fixtures (in this process; all pages per run):');
const read = await benchPageRead();
printTable([
  {
    reader: 'jsdom + Readability, no pre-pass',
    'median ms': read.jsdomOnly.medianMs,
    'p90 ms': read.jsdomOnly.p90Ms,
    'x jsdom': 1,
  },
  {
    reader: 'shipped: parse5 tokenizer pass + jsdom + page reader',
    'median ms': read.shipped.medianMs,
    'p90 ms': read.shipped.p90Ms,
    'x jsdom': read.shipped.medianMs / read.jsdomOnly.medianMs,
  },
  {
    reader: '  of which the tokenizer pass',
    'median ms': read.tokenizerOnly.medianMs,
    'p90 ms': read.tokenizerOnly.p90Ms,
    'x jsdom': read.tokenizerOnly.medianMs / read.jsdomOnly.medianMs,
  },
]);
console.log(
  `${read.pages} pages; article text differs between the two on ${read.differing} of ${read.pages - 4} data-set pages.`,
);
addSummary({
  bench: 'hostile',
  measure: `page read, ${read.pages} fixture pages (shipped vs jsdom alone)`,
  figure: `${fmtNumber(read.shipped.medianMs)} vs ${fmtNumber(read.jsdomOnly.medianMs)} ms`,
  goal: '',
  verdict: '',
});
