/**
 * Issue 34, "Why", continued: links keep their site and lose their path on every public surface
 * (a pasted phishing link, and an analyzed address in the feed and in /api/analytics
 * recentAnalyses), while links the product writes stay whole; a PDF's title with zero-width
 * spaces between a card's digit groups, or a 20-digit parcel number, never reaches a feed card or
 * the preview image; and a message private by nature (a child asking to be picked up, a surgery
 * writing to one patient) stays off the feed unless the person ticks the box.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsResponseSchema,
  analyzeResponseSchema,
  publicFeedResponseSchema,
  storedAnalysisSchema,
} from '../../src/shared';
import { PUBLIC_FEED_PROMISES } from '../../src/renderer/src/lib/public-feed-promises';
import { writeTestPdf } from '../../src/server/kinds/pdf/test-pdf-writer';
import { startFixtureServer, type FixtureServer } from '../fakes/web/fixture-server';
import { leaksIn, publicSurfaces, startServerWithPages } from '../helpers/public-surfaces';
import type { TestServer } from '../helpers/server';

let server: TestServer;
let web: FixtureServer;
beforeAll(async () => {
  web = await startFixtureServer();
  server = await startServerWithPages({ env: { FETCH_ALLOW_PRIVATE_HOSTS: web.hostPort } });
});
afterAll(async () => {
  await server?.close();
  await web?.close();
});

const VICTIM = ['valeria.quintero@example.com', 'valeria.quintero', '447700900312', 'verify?email'];

async function uploadPdf(bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append('unlisted', 'false');
  form.append('document', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'a.pdf');
  const response = await server.request('/api/analyze/pdf', { method: 'POST', body: form });
  expect(response.status, response.text).toBe(200);
  return analyzeResponseSchema.parse(response.json).id;
}

const feedIds = async () =>
  publicFeedResponseSchema.parse((await server.get('/api/public-feed')).json).map((i) => i.id);

describe('links from the content keep their site only', () => {
  it('a pasted phishing link shows its site, never the address it carries', async () => {
    const content =
      'Your account is on hold. Confirm your details at https://secure-bank.example/verify?email=valeria.quintero@example.com&phone=447700900312 today.';
    const response = await server.postJson('/api/analyze/text', { content, unlisted: false });
    const { id } = analyzeResponseSchema.parse(response.json);
    const surfaces = await publicSurfaces(server, id);
    expect(leaksIn(surfaces, VICTIM)).toEqual([]);
    expect(surfaces['/api/analysis']).toContain('https://secure-bank.example/[link path hidden]');
  });

  it('an analyzed address shows its site on its report, its feed card and the analytics', async () => {
    const url = `${web.origin}/article?email=valeria.quintero@example.com&phone=447700900312`;
    const response = await server.postJson('/api/analyze/url', {
      url,
      type: 'article',
      unlisted: false,
    });
    expect(response.status, response.text).toBe(200);
    const { id } = analyzeResponseSchema.parse(response.json);
    const surfaces = await publicSurfaces(server, id);
    expect(leaksIn(surfaces, [...VICTIM, 'article?email'])).toEqual([]);
    const shown = `${web.origin}/[link path hidden]`;
    expect(storedAnalysisSchema.parse((await server.get(`/api/analysis/${id}`)).json).url).toBe(
      shown,
    );
    const card = publicFeedResponseSchema
      .parse((await server.get('/api/public-feed')).json)
      .find((item) => item.id === id);
    expect(card?.url).toBe(shown);
    const recent = analyticsResponseSchema
      .parse((await server.get('/api/analytics')).json)
      .recentAnalyses.find((item) => item.id === id);
    expect(recent?.url).toBe(shown);
  });
});

describe('titles read from files', () => {
  it("a PDF title with zero-width spaces between a card number's groups is hidden, in the preview image too", async () => {
    const card = '4539\u200B7814\u200B0402\u200B2284';
    const id = await uploadPdf(
      writeTestPdf({
        info: { title: `Statement for card ${card}` },
        pages: [{ lines: ['Your monthly statement is ready. Pay the balance by the due date.'] }],
      }),
    );
    const surfaces = await publicSurfaces(server, id);
    expect(leaksIn(surfaces, [card, '4539781404022284', '4539 7814 0402 2284'])).toEqual([]);
    expect(storedAnalysisSchema.parse((await server.get(`/api/analysis/${id}`)).json).title).toBe(
      'Statement for card [card number hidden]',
    );
  });

  it('a 20-digit parcel number is never the title of a feed card', async () => {
    const parcel = '00340434161234500917';
    const id = await uploadPdf(
      writeTestPdf({
        pages: [
          { lines: [`DHL ${parcel}`, 'Your parcel is held at customs. Pay the fee online today.'] },
        ],
      }),
    );
    const card = publicFeedResponseSchema
      .parse((await server.get('/api/public-feed')).json)
      .find((item) => item.id === id);
    expect(card).toBeDefined();
    expect(`${card?.title} ${card?.snippet}`).not.toContain(parcel);
    expect(leaksIn(await publicSurfaces(server, id), [parcel])).toEqual([]);
  });
});

describe(`privacy page: "${PUBLIC_FEED_PROMISES.listed}"`, () => {
  it.each([
    [
      'a child asking to be picked up',
      'Can you pick me up from the leisure centre at 6? My phone is nearly dead',
    ],
    [
      'a surgery writing to one patient',
      'Elm Tree Surgery: your appointment with the nurse is on Tue 11 Mar at 09:40. Reply CANCEL if you cannot attend.',
    ],
    [
      'a teacher writing to one family',
      "Your son was absent from Miss Carter's class this morning. Please call the school office.",
    ],
    [
      'a message in Spanish within a family',
      'Mamá, ¿me recoges del polideportivo a las 7? No me queda batería.',
    ],
  ])('%s', async (_, content) => {
    const kept = analyzeResponseSchema.parse(
      (await server.postJson('/api/analyze/text', { content })).json,
    );
    expect(await feedIds()).not.toContain(kept.id);
    const published = analyzeResponseSchema.parse(
      (await server.postJson('/api/analyze/text', { content, unlisted: false })).json,
    );
    expect(await feedIds()).toContain(published.id);
  });
});
