/**
 * Screenshots are screened before anything is public, over real HTTP on a real server: an ordinary
 * screenshot goes through the offline image check and is shown; a passport's data page (the ICAO
 * specimen, rendered by Chromium and read by the bundled OCR) is withheld: never written to disk,
 * not on /shared, the feed or the export (only the uploader gets their own bytes back for their
 * results view), while its text is analyzed as usual and the report says why. A check that cannot
 * finish withholds too.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  imageAnalyzeResponseSchema,
  publicFeedResponseSchema,
  storedAnalysisResponseSchema,
  type ImageAnalyzeResponse,
} from '../../src/shared';
import { MASKS } from '../../src/server/privacy/mask';
import { FAKE_GEMINI_KEY, geminiReply, startFakeGemini } from '../fakes/gemini/fake-gemini';
import { renderPassportPage } from '../helpers/identity-screenshots';
import { renderHtml, scamSmsHtml } from '../helpers/screenshots';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let smsPng: Buffer;
let passportPng: Buffer;
/** The copy of smsPng the server stored: the screened bitmap, re-encoded (a plain PNG). */
let keptSms: Buffer;

async function upload(
  target: TestServer,
  bytes: Uint8Array,
  name: string,
): Promise<ImageAnalyzeResponse> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const response = await target.request('/api/analyze/image', { method: 'POST', body: form });
  expect(response.status, response.text.slice(0, 300)).toBe(200);
  return imageAnalyzeResponseSchema.parse(response.json);
}

/** Pieces of the image as they would sit on disk: raw bytes (latin1) and base64. */
function traces(bytes: Buffer): string[] {
  const middle = bytes.subarray(bytes.length >> 1, (bytes.length >> 1) + 48);
  return [middle.toString('latin1'), bytes.toString('base64').slice(400, 460)];
}

async function dataFileTexts(dir: string): Promise<Array<{ name: string; text: string }>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => ({
        name: entry.name,
        text: (await readFile(join(entry.parentPath, entry.name))).toString('latin1'),
      })),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  smsPng = await renderHtml(scamSmsHtml(), { width: 900, height: 420 });
  passportPng = await renderPassportPage();
});

afterAll(async () => {
  await server?.close();
});

describe('an ordinary screenshot', () => {
  it('is checked and shown: sent back, stored for the shared page, no withheld sentence', async () => {
    const body = await upload(server, smsPng, 'sms.png');
    expect(body.results.analysisMetadata.imageWithheld).toBeUndefined();
    expect(body.temporaryImageData).toBe(`data:image/png;base64,${smsPng.toString('base64')}`);
    const stored = storedAnalysisResponseSchema.parse(
      (await server.get(`/api/analysis/${body.id}`)).json,
    );
    // The stored copy is the screened bitmap re-encoded: the same pixels as the upload.
    expect(stored.imageData).toMatch(/^data:image\/png;base64,/);
    keptSms = Buffer.from(stored.imageData!.split(',')[1]!, 'base64');
    expect(PNG.sync.read(keptSms).data.equals(PNG.sync.read(smsPng).data)).toBe(true);
  });

  it('is withheld, and says so, when the image check cannot finish', async () => {
    // The same image on a server whose classifier may not even load: the check fails, so the
    // image is not shown. That the first server showed it means the check ran and passed it.
    const strict = await startTestServer({ untrusted: { classifierLoadMs: 1 } });
    try {
      const body = await upload(strict, smsPng, 'sms.png');
      expect(body.results.analysisMetadata.imageWithheld).toBe(
        'The screenshot is not shown with this report because the image check could not finish, and only checked images are ' +
          'shown. The text read from it was analyzed as usual, with personal details hidden.',
      );
      expect(body.results.redFlags.length).toBeGreaterThan(0);
      const stored = storedAnalysisResponseSchema.parse(
        (await strict.get(`/api/analysis/${body.id}`)).json,
      );
      expect(stored.imageData).toBeNull();
      expect(stored.imageName).toBe('screenshot.png');
    } finally {
      await strict.close();
    }
  });
});

describe('a passport page', () => {
  let body: ImageAnalyzeResponse;
  beforeAll(async () => {
    body = await upload(server, passportPng, 'passport.png');
  });

  it('is withheld, and the report says why in a plain sentence', () => {
    // The uploader's own view gets the bytes they sent; nothing else does (below).
    expect(body.temporaryImageData).toBe(`data:image/png;base64,${passportPng.toString('base64')}`);
    expect(body.imageName).toBe('passport.png');
    expect(body.imageSize).toBe(passportPng.length);
    expect(body.results.analysisMetadata.imageWithheld).toMatch(
      /^The screenshot is not shown with this report because it looks like an identity document, such as a passport/,
    );
  });

  it('still has its text analyzed, with the machine-readable lines hidden', async () => {
    const { results } = body;
    expect(results.analysisMetadata.type).toBe('screenshot');
    expect(results.analysisMetadata.notes.join(' ')).toMatch(/offline OCR/);
    expect(results.analysisMetadata.contentLength).toBeGreaterThan(60);
    expect(results.scorecard.credibilityScore).toBeGreaterThanOrEqual(0);
    const stored = storedAnalysisResponseSchema.parse(
      (await server.get(`/api/analysis/${body.id}`)).json,
    );
    expect(stored.content).toMatch(/PASSPORT/);
    expect(stored.content).toContain(MASKS.mrz);
    expect(stored.content).not.toMatch(/L898902C3|ERIKSSON<</);
    expect(JSON.stringify(stored.analysisResults)).not.toContain('L898902C3');
  });

  it('is never written: no copy in any file of the data directory', async () => {
    const files = await dataFileTexts(server.dataDir);
    expect(files.map((f) => f.name)).toContain('factlens.db');
    for (const file of files) {
      for (const trace of traces(passportPng))
        expect(file.text.includes(trace), `image bytes found in ${file.name}`).toBe(false);
    }
    // The ordinary screenshot of the first test is there: the search would find a kept image.
    const kept = files.some((file) => traces(keptSms).some((trace) => file.text.includes(trace)));
    expect(kept).toBe(true);
  });

  it('never appears on the shared report, the feed or the export, and stays withheld when sent again', async () => {
    const stored = storedAnalysisResponseSchema.parse(
      (await server.get(`/api/analysis/${body.id}`)).json,
    );
    expect(stored.imageData).toBeNull();
    expect(stored.analysisResults.analysisMetadata.imageWithheld).toBe(
      body.results.analysisMetadata.imageWithheld,
    );

    const feed = await server.get('/api/public-feed');
    expect(publicFeedResponseSchema.parse(feed.json).some((item) => item.id === body.id)).toBe(
      true,
    );
    expect(feed.text).not.toContain('data:image');
    const exported = await server.get('/api/export-dataset');
    expect(exported.status).toBe(200);
    expect(exported.text).not.toContain('data:image');
    expect(exported.text).not.toContain(passportPng.toString('base64').slice(400, 460));

    const again = await upload(server, passportPng, 'again.png');
    expect(again.id).toBe(body.id);
    expect(again.results.analysisMetadata.imageWithheld).toBe(
      body.results.analysisMetadata.imageWithheld,
    );
  });
});

describe('with a model provider configured', () => {
  it('a withheld image is not sent to it, only its text; a shown one is', async () => {
    const gemini = await startFakeGemini(geminiReply(JSON.stringify({ claims: [], redFlags: [] })));
    const withModel = await startTestServer({
      env: {
        GEMINI_API_KEY: FAKE_GEMINI_KEY,
        GEMINI_BASE_URL: gemini.url,
        LLM_TIMEOUT_MS: '60000',
      },
    });
    try {
      const withheld = await upload(withModel, passportPng, 'passport.png');
      expect(withheld.results.analysisMetadata.imageWithheld).toMatch(/identity document/);
      const shown = await upload(withModel, smsPng, 'sms.png');
      expect(shown.results.analysisMetadata.imageWithheld).toBeUndefined();

      const [first, second] = gemini.bodies().map((b) => b.contents[0]!.parts);
      expect(first!.some((part) => 'inlineData' in part)).toBe(false);
      expect(JSON.stringify(first)).toMatch(/PASSPORT/);
      expect(second!.some((part) => 'inlineData' in part)).toBe(true);
    } finally {
      await withModel.close();
      await gemini.close();
    }
  });
});
