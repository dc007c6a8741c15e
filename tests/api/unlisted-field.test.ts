/**
 * An upload's "unlisted" form field (issue 35, finding: `unlisted=on`, what an HTML checkbox
 * sends, was silently read as left out). Over HTTP on the PDF endpoint, which shares the field's
 * reading with the screenshot endpoint (kinds/upload-endpoint.ts): true, on, 1 and yes keep the
 * analysis off the public feed; false, off, 0 and no list it; anything else is a 400 with a
 * sentence and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResponseSchema, errorBodySchema, publicFeedResponseSchema } from '../../src/shared';
import { writeTestPdf } from '../../src/server/kinds/pdf/test-pdf-writer';
import { UNLISTED_FIELD_ERROR } from '../../src/server/kinds/upload-endpoint';
import { startTestServer, type ApiResponse, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let serial = 0;
/** A distinct public-looking PDF per upload, so the cache never answers. */
const pdf = () =>
  writeTestPdf({
    pages: [{ lines: [`The council approved budget number ${++serial} for the new library.`] }],
  });

function upload(unlisted: string): Promise<ApiResponse> {
  const form = new FormData();
  form.append('unlisted', unlisted);
  form.append('document', new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }), 'a.pdf');
  return server.request('/api/analyze/pdf', { method: 'POST', body: form });
}

const feedIds = async () =>
  publicFeedResponseSchema
    .parse((await server.get('/api/public-feed')).json)
    .map((item) => item.id);

describe('the multipart field "unlisted"', () => {
  it.each(['true', 'on', '1', 'yes', 'ON', ' Yes '])(
    '%j keeps the upload off the feed',
    async (value) => {
      const res = await upload(value);
      expect(res.status, res.text).toBe(200);
      expect(await feedIds()).not.toContain(analyzeResponseSchema.parse(res.json).id);
    },
  );

  it.each(['false', 'off', '0', 'no', 'NO'])('%j lists the upload on the feed', async (value) => {
    const res = await upload(value);
    expect(res.status, res.text).toBe(200);
    expect(await feedIds()).toContain(analyzeResponseSchema.parse(res.json).id);
  });

  it.each(['maybe', '', '2', 'truee', '__proto__'])(
    '%j is refused with a sentence, nothing stored',
    async (value) => {
      const before = (await server.get('/api/database-metrics')).json;
      const res = await upload(value);
      expect(res.status, res.text).toBe(400);
      expect(errorBodySchema.parse(res.json).message).toBe(UNLISTED_FIELD_ERROR);
      expect((await server.get('/api/database-metrics')).json).toEqual(before);
    },
  );
});
