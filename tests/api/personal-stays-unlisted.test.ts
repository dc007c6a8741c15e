/**
 * A text that still reads as personal after masking (a private message, a tip) stays off the
 * public feed unless the person chooses to publish it; the same for a screenshot, decided from
 * the text read from it. And a screenshot whose first line is only its masked sender gets a feed
 * card that leads with words. HTTP against a real server on a temp SQLite file, OCR on screenshots
 * rendered by Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  imageAnalyzeResponseSchema,
  publicFeedResponseSchema,
  storedAnalysisResponseSchema,
  type AnalyzeResponse,
} from '../../src/shared';
import { SEND_UNLISTED } from '../../src/shared/kinds/analyze';
import { renderHtml, SCAM_SMS_TEXT, scamSmsHtml } from '../helpers/screenshots';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { RATE_LIMIT_ANALYZE_PER_MIN: '0', RATE_LIMIT_READ_PER_MIN: '0' },
  });
});
afterAll(() => server.close());

const feed = async () =>
  publicFeedResponseSchema.parse((await server.get('/api/public-feed')).json);
const feedIds = async () => (await feed()).map((item) => item.id);

async function upload(png: Buffer, unlisted?: 'true' | 'false') {
  const form = new FormData();
  if (unlisted) form.append('unlisted', unlisted);
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'chat.png');
  const response = await server.request('/api/analyze/image', { method: 'POST', body: form });
  expect(response.status, response.text).toBe(200);
  return imageAnalyzeResponseSchema.parse(response.json);
}

describe('what reads as personal stays off the feed unless the person publishes it', () => {
  it.each([
    [
      'a private message',
      'Hey Tom! The spare key is under the blue pot, feed the cat twice a day.\nThanks, Dave',
    ],
    [
      'a tip',
      'Off the record: we were told to delete the safety logs at the depot before the audit.',
    ],
  ])(
    '%s sent without a choice is kept off; with "unlisted": false it is published',
    async (_, text) => {
      const kept = (await server.postJson('/api/analyze/text', { content: text }))
        .json as AnalyzeResponse;
      const published = (
        await server.postJson('/api/analyze/text', { content: text, unlisted: false })
      ).json as AnalyzeResponse;
      expect(published.id).not.toBe(kept.id);
      const ids = await feedIds();
      expect(ids).not.toContain(kept.id);
      expect(ids).toContain(published.id);
    },
  );

  it('an article or a mass-sent scam sent without a choice is published as before', async () => {
    for (const content of [
      'The council voted 7 to 2 on Tuesday to extend the bus line to the new hospital by 2026, the mayor said.',
      "Hi Mum, it's me, I lost my phone. This is my new number, text me on WhatsApp, I need help paying a bill.",
    ]) {
      const { id } = (await server.postJson('/api/analyze/text', { content }))
        .json as AnalyzeResponse;
      expect(await feedIds()).toContain(id);
    }
  });

  it('a wrong "unlisted" is named', async () => {
    const response = await server.postJson('/api/analyze/text', {
      content: 'Hello',
      unlisted: 'no',
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: SEND_UNLISTED });
  });

  it('a screenshot of a private message: kept off without a choice, published with unlisted=false', async () => {
    const png = await renderHtml(
      scamSmsHtml(
        [
          'Hi Alex, the spare key is under the blue pot.',
          'Feed the cat twice a day please.',
          'Love, Priya',
        ],
        'Priya',
      ),
      { width: 900, height: 420 },
    );
    const kept = await upload(png);
    expect(await feedIds()).not.toContain(kept.id);
    const published = await upload(png, 'false');
    expect(await feedIds()).toContain(published.id);
    const record = storedAnalysisResponseSchema.parse(
      (await server.get(`/api/analysis/${published.id}`)).json,
    );
    expect(record.content).toMatch(/spare key/);
    expect(record.content).not.toMatch(/\bAlex\b/);
  });
});

describe('a feed card never leads with a placeholder', () => {
  it('an SMS screenshot whose first line is its sender leads with the message', async () => {
    const png = await renderHtml(scamSmsHtml(SCAM_SMS_TEXT, '+44 7700 900123'), {
      width: 900,
      height: 420,
    });
    const { id } = await upload(png);
    const card = (await feed()).find((item) => item.id === id);
    // Its title is the message's first line with real words, never the hidden sender.
    expect(card?.title).toMatch(/Amazon|account|URGENT/i);
    expect(card?.title).not.toMatch(/hidden|\+44|7700/);
    // A titled card needs no snippet; if it has one, it is not a placeholder either.
    expect(card?.snippet ?? '').not.toMatch(/^\[[a-z ]+ hidden\]$/);
  });
});
