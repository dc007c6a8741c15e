/**
 * POST /api/analyze/pdf over real HTTP on a real server with a temporary database: a PDF's text is
 * read in the untrusted pool and analyzed like pasted text, stored (text and title, never the
 * file), answered again from the cache for the same bytes, listed in the feed unless unlisted, and
 * its criteria panel served; a file that is not a PDF, one over the size limit, a scan without
 * text and a request without the file are each refused with a sentence saying what to do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analysisCriteriaResponseSchema,
  analyzeResponseSchema,
  errorBodySchema,
  publicFeedResponseSchema,
  storedAnalysisResponseSchema,
} from '../../src/shared';
import { MAX_PDF_BYTES } from '../../src/server/kinds/pdf/limits';
import { PDF_ERRORS } from '../../src/server/kinds/pdf/pdf-problems';
import { writeTestPdf } from '../../src/server/kinds/pdf/test-pdf-writer';
import { NEWS_TEXT, SCAM_PHRASE, SCAM_TEXT } from '../helpers/samples';
import { startTestServer, type ApiResponse, type TestServer } from '../helpers/server';

let server: TestServer;

function upload(
  bytes: Uint8Array,
  options: { field?: string; unlisted?: string; name?: string } = {},
): Promise<ApiResponse> {
  const form = new FormData();
  if (options.unlisted !== undefined) form.append('unlisted', options.unlisted);
  const blob = new Blob([new Uint8Array(bytes)], { type: 'application/pdf' });
  form.append(options.field ?? 'document', blob, options.name ?? 'letter.pdf');
  return server.request('/api/analyze/pdf', { method: 'POST', body: form });
}

/** A text cut into lines a PDF page draws (its writer takes Latin-1 lines). */
function lines(text: string): string[] {
  return text.match(/.{1,80}(?:\s|$)/g)?.map((line) => line.trim()) ?? [];
}

const scamPdf = writeTestPdf({
  pages: [{ lines: lines(SCAM_TEXT) }],
  info: { title: 'Account notice' },
});

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/analyze/pdf', () => {
  it('reads the text of a PDF, analyzes it and stores the text and title, never the file', async () => {
    const res = await upload(scamPdf);
    expect(res.status, res.text).toBe(200);
    const body = analyzeResponseSchema.parse(res.json);
    expect(body.results.analysisMetadata.type).toBe('pdf');
    // The scam's signs are found in the text read from the document.
    expect(body.results.redFlags.length).toBeGreaterThan(0);
    const stored = storedAnalysisResponseSchema.parse(
      (await server.get(`/api/analysis/${body.id}`)).json,
    );
    expect(stored).toMatchObject({ type: 'pdf', title: 'Account notice', imageData: null });
    expect(stored.content).toContain('Your bank account will be SUSPENDED');
    expect(stored.content).toContain(SCAM_PHRASE);

    // The same bytes again are the same analysis (the 24 h cache), whatever the file is called.
    const again = analyzeResponseSchema.parse((await upload(scamPdf, { name: 'other.pdf' })).json);
    expect(again.id).toBe(body.id);

    const feed = publicFeedResponseSchema.parse((await server.get('/api/public-feed')).json);
    expect(feed.find((item) => item.id === body.id)).toMatchObject({
      type: 'pdf',
      title: 'Account notice',
    });
  });

  it('keeps a PDF sent with unlisted=true off the public feed, reachable by its link', async () => {
    const pdf = writeTestPdf({ pages: [{ lines: lines(NEWS_TEXT) }] });
    const res = await upload(pdf, { unlisted: 'true' });
    expect(res.status, res.text).toBe(200);
    const { id } = analyzeResponseSchema.parse(res.json);
    const feed = publicFeedResponseSchema.parse((await server.get('/api/public-feed')).json);
    expect(feed.some((item) => item.id === id)).toBe(false);
    const stored = storedAnalysisResponseSchema.parse(
      (await server.get(`/api/analysis/${id}`)).json,
    );
    // Untitled documents are named by their first line.
    expect(stored.title).toMatch(/^The city council voted 7 to 2/);
  });

  it('refuses a file that is not a PDF, by its bytes and not its name, without a worker', async () => {
    const res = await upload(new TextEncoder().encode('Just some words, not a PDF.'));
    expect(res.status).toBe(415);
    expect(errorBodySchema.parse(res.json).message).toBe(PDF_ERRORS.not_a_pdf);
  });

  it('refuses a PDF over the size limit of a web page while it streams in', async () => {
    const big = new Uint8Array(MAX_PDF_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    const res = await upload(big);
    expect(res.status).toBe(413);
    expect(errorBodySchema.parse(res.json).message).toBe(PDF_ERRORS.too_large);
  });

  it('says what to do with a scan that has no text to read', async () => {
    const res = await upload(writeTestPdf({ pages: [{ image: true }] }));
    expect(res.status).toBe(422);
    expect(errorBodySchema.parse(res.json)).toEqual({
      message: PDF_ERRORS.no_text,
      type: 'guidance',
    });
  });

  it('says how to send the file when the field is missing, and answers 405 to a GET', async () => {
    const res = await upload(scamPdf, { field: 'file' });
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(res.json).message).toMatch(/field named "document"/);
    expect((await server.get('/api/analyze/pdf')).status).toBe(405);
  });

  it("serves the PDF tab's criteria panel", async () => {
    const res = await server.get('/api/analysis-criteria/pdf');
    expect(res.status).toBe(200);
    const panel = analysisCriteriaResponseSchema.parse(res.json);
    expect(panel.type).toBe('pdf');
    expect(panel.criteria.join(' ')).toMatch(/text of the document/);
  });
});
