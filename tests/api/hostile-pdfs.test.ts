/**
 * Issue 35's hostile PDFs over real HTTP, each written in the test (hostile-test-pdfs.ts): a
 * JBIG2 page as the page's content behind hex (608 bytes took the server from 343 MB to 4.5 GB),
 * a JPEG header behind hex (2.3 GB), a form packed with JBIG2 (597 MB, and answered 200), and
 * forms drawing forms (a parser held for 17 s). Each is refused with a sentence before PDF.js
 * runs, nothing is stored, and the upload costs the server's own process less than 250 MB of
 * resident memory and the server with its parsing children less than 1.2 GB, measured every
 * 25 ms while it is answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared';
import {
  formFanOutPdf,
  jbig2ContentPdf,
  jbig2FormPdf,
  jpegContentPdf,
} from '../../src/server/kinds/pdf/hostile-test-pdfs';
import { PDF_ERRORS } from '../../src/server/kinds/pdf/pdf-problems';
import { writeTestPdf } from '../../src/server/kinds/pdf/test-pdf-writer';
import { watchMemory } from '../helpers/memory-watch';
import { startTestServer, type ApiResponse, type TestServer } from '../helpers/server';

/** What one hostile upload may cost (issue 35). */
const OWN_GROWTH_MB = 250;
const GROUP_GROWTH_MB = 1200;

let server: TestServer;

function upload(bytes: Uint8Array): Promise<ApiResponse> {
  const form = new FormData();
  form.append('document', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'a.pdf');
  return server.request('/api/analyze/pdf', { method: 'POST', body: form });
}

beforeAll(async () => {
  server = await startTestServer();
  // An ordinary PDF first: the parsing child is started and PDF.js loaded before any is measured.
  const first = await upload(writeTestPdf({ pages: [{ lines: ['An ordinary letter.'] }] }));
  expect(first.status, first.text).toBe(200);
});
afterAll(() => server.close());

const stored = async () => (await server.get('/api/database-metrics')).json;

describe('hostile PDFs', () => {
  it.each([
    ['a JBIG2 page as the content, behind hex', jbig2ContentPdf, PDF_ERRORS.too_much_packed_data],
    ['a JPEG header as the content, behind hex', jpegContentPdf, PDF_ERRORS.too_much_packed_data],
    ['a form packed with JBIG2', jbig2FormPdf, PDF_ERRORS.too_much_packed_data],
    ['forms drawing forms ten times over, eight deep', formFanOutPdf, PDF_ERRORS.too_complex],
  ])('refuses %s with a sentence, within the memory bounds', async (_, make, message) => {
    const before = await stored();
    const watch = await watchMemory();
    const response = await upload(make());
    const peaks = await watch.stop();
    expect(peaks.ownMb, 'growth of the server process, MB').toBeLessThan(OWN_GROWTH_MB);
    expect(peaks.groupMb, 'growth of the server and its children, MB').toBeLessThan(
      GROUP_GROWTH_MB,
    );
    expect(response.status, response.text).toBe(422);
    expect(errorBodySchema.parse(response.json).message).toBe(message);
    expect(await stored()).toEqual(before);
  });
});
