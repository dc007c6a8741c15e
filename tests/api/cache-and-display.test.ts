/**
 * What one submitter sends never reaches the next through the 24-hour result cache, and what is
 * stored and shown is what was screened: a text is stored as the normalised text its cache key
 * covers, bidirectional controls removed before masking (so reversed digits are masked, not shown
 * reordered); a screenshot's file name is masked in the answer and never stored (a second
 * uploader of the same bytes never sees the first one's name); an unlisted submission is its own
 * analysis, never another person's id or time. Payloads are generated here; HTTP against a real
 * server on a temp SQLite file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyzeResponseSchema,
  imageAnalyzeResponseSchema,
  storedAnalysisResponseSchema,
} from '../../src/shared';
import { MASKS } from '../../src/server/privacy/mask';
import { mulberry32 } from '../helpers/prng';
import { renderHtml, scamSmsHtml } from '../helpers/screenshots';
import { startTestServer, type TestServer } from '../helpers/server';

/** Explicit bidirectional formatting characters: embeddings, overrides, isolates. */
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
const RLO = '\u202E';
const PDF = '\u202C';

/** A card number that passes the Luhn check, 16 digits from the seed. */
function cardNumber(seed: number): string {
  const random = mulberry32(seed);
  const digits = [4, ...Array.from({ length: 14 }, () => Math.floor(random() * 10))];
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits[digits.length - 1 - i]!;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return [...digits, (10 - (sum % 10)) % 10].join('');
}
const grouped = (card: string) => card.match(/\d{4}/g)!.join(' ');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const stored = async (id: string) =>
  storedAnalysisResponseSchema.parse((await server.get(`/api/analysis/${id}`)).json);

describe('the text that is stored and shown', () => {
  it('has no bidirectional controls, and digits they reordered are masked', async () => {
    const card = cardNumber(28);
    const [a, b, c, d] = grouped(card).split(' ');
    // The middle groups inside an override: shown raw they read reversed ("4481 2290" as
    // "0922 1844"), and they split the number so that a mask looking for it finds no card.
    const first = `Your parcel is on hold. Pay the fee with card ${a} ${RLO}${b} ${c}${PDF} ${d} today or it goes back to the sender.`;
    const response = await server.postJson('/api/analyze/text', { content: first });
    expect(response.status, response.text).toBe(200);
    const { id } = analyzeResponseSchema.parse(response.json);
    const record = await stored(id);
    expect(record.content).not.toMatch(BIDI);
    expect(JSON.stringify(record)).not.toMatch(BIDI);

    expect(record.content).toContain(MASKS.card);
    expect(record.content).not.toContain(`${b} ${c}`);
    // The same digits without the override: the cache key ignores the controls, so this is the
    // same analysis, and it shows no trace of how the first submitter wrote it.
    const plain = `Your parcel is on hold. Pay the fee with card ${a} ${b} ${c} ${d} today or it goes back to the sender.`;
    const again = await server.postJson('/api/analyze/text', { content: plain });
    const againId = analyzeResponseSchema.parse(again.json).id;
    expect(againId).toBe(id);
    const shown = await stored(againId);
    expect(shown.content).not.toMatch(BIDI);
    expect(shown.content).toContain(MASKS.card);
    expect(shown.content).not.toContain(d);
  });

  it('is the normalised text, whatever spacing each submitter used', async () => {
    const words = `The council approved ${Date.now() % 1000} new bus shelters for the old town on Monday.`;
    const first = await server.postJson('/api/analyze/text', {
      content: `  ${words.replaceAll(' ', '   ')}\u200B\u00AD  `,
    });
    const { id } = analyzeResponseSchema.parse(first.json);
    expect((await stored(id)).content).toBe(words);
  });
});

describe('screenshot file names', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await renderHtml(scamSmsHtml(), { width: 900, height: 420 });
  });
  const upload = async (name: string, unlisted = false) => {
    const form = new FormData();
    if (unlisted) form.append('unlisted', 'true');
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
    const response = await server.request('/api/analyze/image', { method: 'POST', body: form });
    expect(response.status, response.text).toBe(200);
    return imageAnalyzeResponseSchema.parse(response.json);
  };

  it('are masked in the answer and never stored or shown to the next uploader', async () => {
    const email = `jane.doe${Date.now() % 997}@example.com`;
    const first = await upload(`chat with ${email} +44 7700 900123.png`);
    expect(first.imageName).not.toContain(email);
    expect(first.imageName).not.toContain('7700 900123');
    expect(first.imageName).toContain(MASKS.email);
    const second = await upload('my-own-name.png');
    expect(second.id).toBe(first.id);
    expect(second.imageName).toBe('my-own-name.png');
    const report = await server.get(`/api/analysis/${second.id}`);
    expect(report.text).not.toContain('jane.doe');
    expect(report.text).not.toContain('chat with');
    expect(storedAnalysisResponseSchema.parse(report.json).imageName).toBe('screenshot.png');
  });

  it('keep their letters from other languages, as a browser sends them (UTF-8)', async () => {
    const name = 'Capture d’écran à 10.12 – Çağrı.png';
    expect((await upload(name)).imageName).toBe(name);
  });
});

describe('an unlisted submission', () => {
  it("never answers with another person's id or time", async () => {
    const text = `Claim ${cardNumber(7).slice(0, 6)}: the river will be closed to boats all summer, the harbour office said.`;
    const theirs = await server.postJson('/api/analyze/text', { content: text, unlisted: true });
    const theirId = analyzeResponseSchema.parse(theirs.json).id;
    server.clock.advance(60_000);
    const guessed = await server.postJson('/api/analyze/text', { content: text, unlisted: true });
    expect(guessed.status).toBe(200);
    const ownId = analyzeResponseSchema.parse(guessed.json).id;
    expect(ownId).not.toBe(theirId);
    expect((await stored(ownId)).createdAt).toBe(server.clock.now().toISOString());
    // A listed submission of the same text is not answered with either.
    const listed = await server.postJson('/api/analyze/text', { content: text });
    const listedId = analyzeResponseSchema.parse(listed.json).id;
    expect([theirId, ownId]).not.toContain(listedId);
  });
});
