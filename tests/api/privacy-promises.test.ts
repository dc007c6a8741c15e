/**
 * Every promise of the privacy page (src/renderer/src/pages/privacy-page.tsx) and of the FAQ's
 * "Privacy & Security" answers (faq-page.tsx), each as a named test that checks it through the
 * real interface: HTTP against a real server on a temp SQLite file, the files in its data
 * directory and the connections the process opens. What is sent to a model provider or a hub is
 * in privacy-sending.test.ts; visitor identifiers, logs and cookies in privacy-no-identifiers.test.ts.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CLIENT_IMAGE_RETENTION_MS,
  RESULT_CACHE_MS,
  SERVER_IMAGE_RETENTION_MS,
  analyzeResponseSchema,
  errorBodySchema,
  exportDatasetResponseSchema,
  imageAnalyzeResponseSchema,
  publicFeedResponseSchema,
  storedAnalysisResponseSchema,
} from '../../src/shared';
import { useAnalyzerStore } from '../../src/renderer/src/state/analyzer-store';
import { startFixtureServer, type FixtureServer } from '../fakes/web/fixture-server';
import { ManualClock } from '../helpers/clock';
import { renderPassportPage } from '../helpers/identity-screenshots';
import { isLoopback, recordConnections } from '../helpers/outbound-connections';
import { makeResults } from '../helpers/fixtures';
import { NEWS_TEXT, SCAM_TEXT } from '../helpers/samples';
import { renderHtml, scamSmsHtml } from '../helpers/screenshots';
import { makeTempDir, startTestServer, type TestServer } from '../helpers/server';

const START = '2025-06-15T12:00:00.000Z';
const MINUTE = 60_000;
const UI_DIR = resolve('out/renderer');
const HAS_UI = existsSync(join(UI_DIR, 'index.html'));
/** Words no sample contains, to find submitted content wherever it might end up. */
const MARKER = 'Quetzalcoatl-zebra-marker';

async function filesOf(dir: string): Promise<Array<{ name: string; text: string }>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e) => ({
        name: e.name,
        text: (await readFile(join(e.parentPath, e.name))).toString('latin1'),
      })),
  );
}

describe('privacy page: what we do not collect', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { RATE_LIMIT_ANALYZE_PER_MIN: '0', RATE_LIMIT_READ_PER_MIN: '0' },
      ...(HAS_UI ? { staticDir: UI_DIR } : {}),
    });
    await server.postJson('/api/analyze/text', { content: NEWS_TEXT });
  });
  afterAll(() => server.close());

  it('"No accounts, names or email addresses": no sign-up or login endpoint, no such column in the database', async () => {
    for (const path of [
      '/api/signup',
      '/api/login',
      '/api/account',
      '/api/users',
      '/api/session',
    ]) {
      const response = await server.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":"a@b.example"}',
      });
      expect(response.status, path).toBe(404);
    }
    const db = new Database(join(server.dataDir, 'factlens.db'), {
      readonly: true,
      fileMustExist: true,
    });
    try {
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all() as Array<{ name: string }>;
      const columns = tables.flatMap(({ name }) =>
        (db.prepare(`PRAGMA table_info("${name}")`).all() as Array<{ name: string }>).map(
          (c) => `${name}.${c.name}`,
        ),
      );
      expect(columns.length).toBeGreaterThan(5);
      for (const column of columns)
        expect(column).not.toMatch(
          /email|user|account|password|ip_?addr|\.ip$|agent|cookie|session|fingerprint|visitor/i,
        );
    } finally {
      db.close();
    }
  });

  it('"No tracking or advertising cookies" (also FAQ "Do you track me?"): no answer sets a cookie (all routes: privacy-no-identifiers.test.ts)', async () => {
    for (const path of ['/api/meta', '/api/public-feed', '/', '/privacy']) {
      expect((await server.get(path)).headers.get('set-cookie'), path).toBeNull();
    }
  });

  it.skipIf(!HAS_UI)(
    '"no analytics scripts": the UI page loads only its own files, and its policy allows requests to this server only',
    async () => {
      const page = await server.get('/');
      expect(page.status).toBe(200);
      const sources = [...page.text.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+)"/g)].map(
        (m) => m[1]!,
      );
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) expect(source, source).not.toMatch(/^(?:https?:)?\/\//);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toMatch(/connect-src 'self'(;|$)/);
      expect(csp).toMatch(/default-src 'self'(;|$)/);
    },
  );

  it.skipIf(!HAS_UI)(
    '"The web page makes no requests to third parties. A YouTube video is loaded ... from YouTube\'s privacy-enhanced domain"',
    async () => {
      const page = await server.get('/');
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com(;|$)/);
      // The built UI embeds the player from the no-cookie domain only.
      const bundles = (await filesOf(join(UI_DIR, 'assets'))).filter((f) => f.name.endsWith('.js'));
      const code = bundles.map((f) => f.text).join('\n');
      expect(code).toContain('youtube-nocookie.com/embed');
      expect(code).not.toMatch(/https:\/\/(?:www\.)?youtube\.com\/embed/);
      expect(code).not.toMatch(
        /googletagmanager|google-analytics|gtag\(|fbq\(|plausible|matomo|segment\.io|hotjar/i,
      );
    },
  );
});

describe('privacy page: what we store', () => {
  let server: TestServer;
  let web: FixtureServer;
  const clock = new ManualClock(START);
  beforeAll(async () => {
    web = await startFixtureServer();
    server = await startTestServer({
      clock,
      env: {
        RATE_LIMIT_ANALYZE_PER_MIN: '0',
        RATE_LIMIT_READ_PER_MIN: '0',
        FETCH_ALLOW_PRIVATE_HOSTS: web.hostPort,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await web.close();
  });

  it('"Analyses. The submitted address or text and its report" are kept, so shared links and the public feed work', async () => {
    const content = `${NEWS_TEXT} ${MARKER}`;
    const { id } = analyzeResponseSchema.parse(
      (await server.postJson('/api/analyze/text', { content })).json,
    );
    const stored = storedAnalysisResponseSchema.parse(
      (await server.get(`/api/analysis/${id}`)).json,
    );
    expect(stored.content).toBe(content);
    const feed = publicFeedResponseSchema.parse((await server.get('/api/public-feed')).json);
    expect(feed.map((item) => item.id)).toContain(id);
  });

  it('"Results are cached for 24 hours: analyzing the same input again in that window returns the same report"', async () => {
    const content = `${SCAM_TEXT} cache check`;
    const first = analyzeResponseSchema.parse(
      (await server.postJson('/api/analyze/text', { content })).json,
    );
    clock.advance(RESULT_CACHE_MS - MINUTE);
    const again = analyzeResponseSchema.parse(
      (await server.postJson('/api/analyze/text', { content })).json,
    );
    expect(again).toEqual(first);
    clock.advance(2 * MINUTE);
    const later = analyzeResponseSchema.parse(
      (await server.postJson('/api/analyze/text', { content })).json,
    );
    expect(later.id).not.toBe(first.id);
  });

  it('"The exported dataset contains only these patterns, never submitted content or addresses"', async () => {
    const pageUrl = `${web.origin}/article?ref=${MARKER}`;
    const page = await server.postJson('/api/analyze/url', { url: pageUrl });
    expect(page.status, page.text).toBe(200);
    const exported = await server.get('/api/export-dataset');
    const dataset = exportDatasetResponseSchema.parse(exported.json);
    expect(dataset.totalAnalyses).toBeGreaterThanOrEqual(2);
    expect(exported.text).not.toContain(MARKER);
    expect(exported.text).not.toContain('/article');
    expect(exported.text).not.toMatch(/https?:\/\//);
    // Nothing of the submitted texts either: no sentence of them appears.
    for (const sentence of [...NEWS_TEXT.split('. '), ...SCAM_TEXT.split('. ')].filter(
      (s) => s.length > 20,
    )) {
      expect(exported.text).not.toContain(sentence.slice(0, 30));
    }
  });
});

describe('privacy page: screenshots', () => {
  let dataDir: string;
  let png: Buffer;
  let id: string;
  /** What the server keeps: the screened copy (a re-encoded PNG), or null when it was withheld. */
  let kept: string | null;
  beforeAll(async () => {
    dataDir = await makeTempDir('factlens-privacy-img-');
    png = await renderHtml(scamSmsHtml(), { width: 900, height: 420 });
    const server = await startTestServer({ dataDir, clock: new ManualClock(START) });
    try {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'sms.png');
      const response = await server.request('/api/analyze/image', { method: 'POST', body: form });
      expect(response.status, response.text.slice(0, 300)).toBe(200);
      id = imageAnalyzeResponseSchema.parse(response.json).id;
      kept = storedAnalysisResponseSchema.parse(
        (await server.get(`/api/analysis/${id}`)).json,
      ).imageData;
    } finally {
      await server.close();
    }
  }, 300_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /**
   * 48 base64 characters from a quarter, the middle and three quarters of the kept image: wherever
   * it is kept, at least one of them is in one piece (SQLite may split a long value across pages,
   * and where the splits fall moves with the size of the rest of the row).
   */
  const imageSamples = () => {
    const base64 = kept?.split(',')[1] ?? png.toString('base64');
    return [0.25, 0.5, 0.75].map((at) =>
      base64.slice(Math.floor(base64.length * at), Math.floor(base64.length * at) + 48),
    );
  };
  const holdsImage = (text: string) => imageSamples().some((sample) => text.includes(sample));

  it('"Uploaded images are kept on the server for 5 hours and then deleted; only the analysis remains" (also FAQ "What happens to my screenshot?"): gone from every file of the data directory', async () => {
    const before = await filesOf(dataDir);
    expect(
      before.some((f) => holdsImage(f.text)),
      'the image is stored at first',
    ).toBe(true);
    const clock = new ManualClock(START);
    clock.advance(SERVER_IMAGE_RETENTION_MS + MINUTE);
    // The purge runs at start-up; the analysis stays, the image goes.
    const server = await startTestServer({ dataDir, clock });
    try {
      const stored = storedAnalysisResponseSchema.parse(
        (await server.get(`/api/analysis/${id}`)).json,
      );
      expect(stored.imageData).toBeNull();
      expect(stored.analysisResults.redFlags.length).toBeGreaterThan(0);
      // Deleted means deleted: not left in free pages of the file or in the write-ahead log.
      for (const file of await filesOf(dataDir))
        expect(holdsImage(file.text), `image bytes left in ${file.name}`).toBe(false);
    } finally {
      await server.close();
    }
    for (const file of await filesOf(dataDir))
      expect(holdsImage(file.text), `image bytes left in ${file.name} after shutdown`).toBe(false);
  });

  it('"Your browser forgets the image after 5 minutes" (the analyzer store the UI uses)', () => {
    vi.useFakeTimers();
    try {
      const store = useAnalyzerStore.getState();
      store.setResult({
        id,
        results: makeResults({ type: 'screenshot' }),
        image: { data: 'data:image/png;base64,AAAA', name: 'sms.png', size: 4 },
      });
      vi.advanceTimersByTime(CLIENT_IMAGE_RETENTION_MS - 1000);
      expect(useAnalyzerStore.getState().imageData).toBe('data:image/png;base64,AAAA');
      vi.advanceTimersByTime(2000);
      expect(useAnalyzerStore.getState().imageData).toBeNull();
      expect(useAnalyzerStore.getState().imageName).toBe('sms.png');
    } finally {
      useAnalyzerStore.getState().reset();
      vi.useRealTimers();
    }
  });
});

describe('privacy page and FAQ: screening', () => {
  it('"Before anything is shown, each image is screened on the server, offline, with nothing sent anywhere: one that [...] shows an identity document [...] is not kept at all, and its report says so" (also FAQ "Are uploaded images checked?")', async () => {
    const server = await startTestServer();
    const recorder = recordConnections();
    try {
      const png = await renderPassportPage();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'passport.png');
      const response = await server.request('/api/analyze/image', { method: 'POST', body: form });
      expect(response.status, response.text.slice(0, 200)).toBe(200);
      const body = imageAnalyzeResponseSchema.parse(response.json);
      expect(body.results.analysisMetadata.imageWithheld).toMatch(/identity document/);
      // The server process opened nothing beyond loopback (the classifier's own worker is checked
      // with its network cut in src/server/analysis/acquire/image/classify.test.ts).
      expect(recorder.targets.filter((target) => !isLoopback(target))).toEqual([]);
      const sample = png.toString('base64').slice(400, 448);
      for (const file of await filesOf(server.dataDir))
        expect(file.text.includes(sample), `image kept in ${file.name}`).toBe(false);
    } finally {
      recorder.stop();
      await server.close();
    }
  });
});

describe('FAQ: Privacy & Security', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        RATE_LIMIT_ANALYZE_PER_MIN: '0',
        RATE_LIMIT_READ_PER_MIN: '0',
        FETCH_TIMEOUT_MS: '1000',
      },
    });
  });
  afterAll(() => server.close());

  it('"Are my analyses public?": each analysis has a shareable link and recent ones appear in the public feed', async () => {
    const { id } = analyzeResponseSchema.parse(
      (await server.postJson('/api/analyze/text', { content: NEWS_TEXT })).json,
    );
    expect((await server.get(`/api/analysis/${id}`)).status).toBe(200);
    expect(
      publicFeedResponseSchema.parse((await server.get('/api/public-feed')).json).map((i) => i.id),
    ).toContain(id);
  });

  it('"Is it safe to analyze a suspicious link?": the server refuses private network addresses and never requests them', async () => {
    const serverPort = new URL(server.url).port;
    const recorder = recordConnections();
    try {
      for (const url of [
        'http://127.0.0.1/article',
        'http://localhost/',
        'http://10.0.0.1/',
        'http://192.168.1.1/login',
        'http://169.254.169.254/latest/meta-data/',
        'http://[::1]/',
        'http://[::ffff:10.0.0.1]/',
      ]) {
        const response = await server.postJson('/api/analyze/url', { url });
        expect(response.status, url).toBe(400);
        expect(errorBodySchema.parse(response.json).message, url).toMatch(
          /private|local|this server|network|metadata|never fetches/i,
        );
      }
      expect(recorder.targets, 'the recorder sees connections').toContain(
        await recorder.probe(server.url),
      );
    } finally {
      recorder.stop();
    }
    // The only connections were the test's own requests to the server.
    expect(
      recorder.targets.filter((t) => !t.startsWith('lookup') && !t.endsWith(`:${serverPort}`)),
    ).toEqual([]);
  });
});
