/**
 * A text with a letter from outside the Basic Multilingual Plane right before a spelled-out "at"
 * ("𨋢仔 at shop.example", a Cantonese name) once sent the e-mail masker round the same place for ever: it looked
 * again from the next code unit, between the letter's two halves, where the pattern starts at the
 * same letter again. The analysis worker then spun until the step deadline and the person got no
 * report. Through the real interface: HTTP against a real server on a temp database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedAnalysisResponseSchema } from '../../src/shared';
import { MASKS } from '../../src/server/privacy/mask';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('letters from outside the Basic Multilingual Plane next to an address', () => {
  it('are analyzed, and a real address beside them is still masked', async () => {
    // A Cantonese name with a character from outside the BMP, a Gothic letter, and an address.
    const content =
      'From the group chat: 𨋢仔 at shop.example said the parcel was late, and 𐌰lf at desk.example agreed. ' +
      'Write to 𨋢仔@mail.example.com for the refund.';
    const analyzed = await server.postJson('/api/analyze/text', { content, unlisted: true });
    expect(analyzed.status).toBe(200);
    const { id } = analyzed.json as { id: string };
    const record = storedAnalysisResponseSchema.parse(
      (await server.get(`/api/analysis/${id}`)).json,
    );
    expect(record.content).toContain(MASKS.email);
    expect(record.content).not.toContain('@mail.example.com');
    expect(record.content).toContain('𨋢仔 at shop.example');
    expect(record.content).toContain('𐌰lf at desk.example');
  });
});
