/**
 * Personal data is masked before an analysis is stored, so /shared, the feed and the link preview
 * never show it, and a screenshot that showed any is not kept for display (its masked text is).
 * Through the real interface: HTTP against a real server on a temp SQLite file, OCR on a real
 * screenshot rendered by Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  imageAnalyzeResponseSchema,
  publicFeedResponseSchema,
  storedAnalysisResponseSchema,
} from '../../src/shared';
import { MASKS } from '../../src/server/privacy/mask';
import { PUBLIC_FEED_PROMISES } from '../../src/renderer/src/lib/public-feed-promises';
import { NEWS_TEXT } from '../helpers/samples';
import { renderHtml, scamSmsHtml, SCAM_SMS_TEXT } from '../helpers/screenshots';
import { startTestServer, type TestServer } from '../helpers/server';

const CARD = '4111 1111 1111 1111';
const EMAIL = 'jane.doe.1987@mail.example.com';
const PHONE = '+44 7700 900123';
const IBAN = 'DE89 3704 0044 0532 0130 00';
const PERSONAL_TEXT =
  `Hi Mum, it's me, I lost my phone. This is my new number ${PHONE}. Please send 900 euros today to ${IBAN}, ` +
  `or pay with your card ${CARD} and send the code to ${EMAIL}. Don't tell Dad, it's urgent!`;
const RAW = [
  CARD,
  EMAIL,
  PHONE,
  IBAN,
  '4111111111111111',
  'jane.doe.1987',
  '7700 900123',
  '3704 0044',
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function expectNoRaw(text: string, where: string) {
  for (const raw of RAW) expect(text, `${where} shows ${raw}`).not.toContain(raw);
}

describe('personal data is masked before an analysis is stored or shown publicly', () => {
  it(`"${PUBLIC_FEED_PROMISES.masked}" pasted text: the stored content, the results, the feed and the export hold masks, not the data`, async () => {
    const analyzed = await server.postJson('/api/analyze/text', { content: PERSONAL_TEXT });
    expect(analyzed.status).toBe(200);
    const { id } = analyzed.json as { id: string };
    expectNoRaw(analyzed.text, 'the analyze response');

    const stored = await server.get(`/api/analysis/${id}`);
    const record = storedAnalysisResponseSchema.parse(stored.json);
    expectNoRaw(stored.text, '/api/analysis');
    for (const mask of [MASKS.card, MASKS.email, MASKS.phone, MASKS.iban])
      expect(record.content).toContain(mask);
    // The words around the data are kept, so the report still shows what was judged.
    expect(record.content).toContain("Hi Mum, it's me, I lost my phone.");

    const feed = await server.get('/api/public-feed');
    const card = publicFeedResponseSchema.parse(feed.json).find((item) => item.id === id);
    // The untitled text's card leads with its first line, masked like the rest.
    expect(card?.snippet).toMatch(
      /^Hi Mum, it's me, I lost my phone\. This is my new number \[phone number hidden\]/,
    );
    expectNoRaw(feed.text, 'the public feed');
    expectNoRaw((await server.get('/api/export-dataset')).text, 'the dataset export');
  });

  it(`"${PUBLIC_FEED_PROMISES.limits}" legitimate text is stored exactly as sent`, async () => {
    const analyzed = await server.postJson('/api/analyze/text', { content: NEWS_TEXT });
    const { id } = analyzed.json as { id: string };
    const record = storedAnalysisResponseSchema.parse(
      (await server.get(`/api/analysis/${id}`)).json,
    );
    expect(record.content).toBe(NEWS_TEXT);
  });

  it(`"${PUBLIC_FEED_PROMISES.image}"`, async () => {
    const png = await renderHtml(scamSmsHtml(SCAM_SMS_TEXT, `From ${PHONE}`), {
      width: 900,
      height: 420,
    });
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'sms.png');
    const response = await server.request('/api/analyze/image', { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const body = imageAnalyzeResponseSchema.parse(response.json);
    // The person who uploaded it still sees their own image in the results.
    expect(body.temporaryImageData).toMatch(/^data:image\/png;base64,/);

    const record = storedAnalysisResponseSchema.parse(
      (await server.get(`/api/analysis/${body.id}`)).json,
    );
    // Kept for display with the number covered (tests/api/screenshot-cover.test.ts checks the
    // pixels); the report says so.
    expect(record.imageData).toMatch(/^data:image\/png;base64,/);
    expect(body.results.analysisMetadata.imageWithheld).toBeUndefined();
    expect(body.results.analysisMetadata.notes.join(' ')).toContain(
      'shown with a phone number covered by a grey box',
    );
    expect(record.imageName).toBe('screenshot.png');
    expect(record.content).toContain(MASKS.phone);
    expect(record.content).not.toMatch(/7700\s*900123/);
    expect(record.content).toMatch(/Amazon account/i);
  });

  it('a screenshot without personal data keeps its image for the retention period', async () => {
    const png = await renderHtml(scamSmsHtml(), { width: 900, height: 420 });
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'plain.png');
    const body = imageAnalyzeResponseSchema.parse(
      (await server.request('/api/analyze/image', { method: 'POST', body: form })).json,
    );
    const record = storedAnalysisResponseSchema.parse(
      (await server.get(`/api/analysis/${body.id}`)).json,
    );
    expect(record.imageData).toMatch(/^data:image\/png;base64,/);
  });
});
