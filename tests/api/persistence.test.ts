import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeResponseSchema } from '../../src/shared';
import { ManualClock } from '../helpers/clock';
import { NEWS_TEXT, SCAM_TEXT } from '../helpers/samples';
import { makeTempDir, startTestServer } from '../helpers/server';

let dataDir: string | undefined;
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('restarting the server on the same DATA_DIR', () => {
  it('keeps every analysis, the counter, the feed and the result cache', async () => {
    dataDir = await makeTempDir();
    const clock = new ManualClock();
    const texts = [NEWS_TEXT, SCAM_TEXT, 'A third text: the moon landing happened in 1969.'];

    const first = await startTestServer({ dataDir, clock });
    const ids: string[] = [];
    for (const content of texts) {
      ids.push(
        analyzeResponseSchema.parse((await first.postJson('/api/analyze/text', { content })).json)
          .id,
      );
      clock.advance(1000);
    }
    const records = await Promise.all(
      ids.map(async (id) => (await first.get(`/api/analysis/${id}`)).text),
    );
    const feed = (await first.get('/api/public-feed')).text;
    await first.close();

    const second = await startTestServer({ dataDir, clock });
    try {
      for (const [i, id] of ids.entries()) {
        const response = await second.get(`/api/analysis/${id}`);
        expect(response.status).toBe(200);
        expect(response.text).toBe(records[i]);
      }
      expect((await second.get('/api/database-metrics')).json).toEqual({ totalAnalyses: '3' });
      expect((await second.get('/api/public-feed')).text).toBe(feed);
      // The 24 h cache lives in the database, so it survives the restart too.
      const again = analyzeResponseSchema.parse(
        (await second.postJson('/api/analyze/text', { content: NEWS_TEXT })).json,
      );
      expect(again.id).toBe(ids[0]);
    } finally {
      await second.close();
    }
  });
});
