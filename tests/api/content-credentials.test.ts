/**
 * POST /api/analyze/image with content credentials (C2PA): screenshots signed with a throwaway test
 * certificate (tests/fixtures/c2pa/make-fixtures.mjs), read offline in the untrusted worker.
 * A valid record is evidence (signer, tool, "created by an AI model"); one that no longer matches
 * its image is a red flag; an image without one gets neither.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageAnalyzeResponseSchema, type Results } from '../../src/shared';
import { startTestServer, type TestServer } from '../helpers/server';

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/c2pa/${name}`, import.meta.url));
const CREDENTIAL_TYPES = ['ai_generated_image', 'broken_credentials'];

describe('content credentials of uploaded images', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function analyze(name: string): Promise<Results> {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(fixture(name))], { type: 'image/png' }), name);
    const response = await server.request('/api/analyze/image', { method: 'POST', body: form });
    expect(response.status, response.text).toBe(200);
    const { results } = imageAnalyzeResponseSchema.parse(response.json);
    // The OCR read the notice itself, so the analysis is of the screenshot's text.
    expect(results.analysisMetadata.contentLength).toBeGreaterThan(40);
    return results;
  }

  it('names the signer, the tool and the AI model a valid record declares', async () => {
    const results = await analyze('message-signed.png');
    const signal = results.positiveSignals.find(
      (p) => p.indicator === 'The image carries valid content credentials',
    );
    expect(signal?.explanation).toContain(
      'signed by FactLens Test Signer (FactLens tests) and name FactLens fixture maker 1.0 as the tool',
    );
    expect(signal?.explanation).toContain('They say it was created by an AI model and edited.');
    expect(results.redFlags.find((f) => f.type === 'ai_generated_image')).toMatchObject({
      severity: 'medium',
      textExample: 'FactLens fixture maker 1.0',
    });
    expect(results.redFlags.some((f) => f.type === 'broken_credentials')).toBe(false);
  });

  it('flags a record that no longer matches its image, and says nothing when there is none', async () => {
    const tampered = await analyze('message-tampered.png');
    expect(tampered.redFlags.find((f) => f.type === 'broken_credentials')).toMatchObject({
      severity: 'medium',
      textExample: 'signed by FactLens Test Signer',
    });
    expect(tampered.positiveSignals.some((p) => /content credentials/.test(p.indicator))).toBe(
      false,
    );

    const plain = await analyze('message-plain.png');
    expect(plain.redFlags.filter((f) => CREDENTIAL_TYPES.includes(f.type))).toEqual([]);
    expect(plain.positiveSignals.some((p) => /content credentials/.test(p.indicator))).toBe(false);
    expect(plain.scorecard.credibilityScore).toBeGreaterThan(tampered.scorecard.credibilityScore);
  });
});
