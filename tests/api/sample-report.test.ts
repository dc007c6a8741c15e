// The Sample Report (/sample) is a real analysis: its message, analyzed again by a real server with
// the offline engine, must give exactly the stored report (only the time it took may differ). When
// the engine changes what it says, this fails and names the command that writes the file again.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SAMPLE_ANALYZED_AT,
  SAMPLE_CONTENT,
  SAMPLE_REGENERATE_COMMAND,
  SAMPLE_REPORT_FILE,
} from '../../src/renderer/src/lib/sample-text';
import {
  analyzeResponseSchema,
  resultsSchema,
  storedAnalysisSchema,
  type Results,
} from '../../src/shared';
import { ManualClock } from '../helpers/clock';
import { startTestServer, type TestServer } from '../helpers/server';

/** The one field that measures the machine, not the engine. */
function normalise(results: Results): Results {
  return {
    ...results,
    analysisMetadata: { ...results.analysisMetadata, durationMs: 0 },
  };
}

describe('the Sample Report', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock: new ManualClock(SAMPLE_ANALYZED_AT) });
  });
  afterAll(() => server.close());

  it('is what the offline engine says about the sample message today', async () => {
    const stored = JSON.parse(readFileSync(resolve(SAMPLE_REPORT_FILE), 'utf8')) as {
      content: string;
      results: unknown;
    };
    const file = resultsSchema.parse(stored.results);

    const posted = await server.postJson('/api/analyze/text', { content: SAMPLE_CONTENT });
    expect(posted.status, posted.text).toBe(200);
    const { id } = analyzeResponseSchema.parse(posted.json);
    const fresh = storedAnalysisSchema.parse((await server.get(`/api/analysis/${id}`)).json);

    const hint = `${SAMPLE_REPORT_FILE} no longer matches what the engine says about the sample message. Run "${SAMPLE_REGENERATE_COMMAND}" to write it again, and look at /sample.`;
    expect(fresh.analysisResults.analyzedAt).toBe(SAMPLE_ANALYZED_AT);
    expect(normalise(file), hint).toEqual(normalise(fresh.analysisResults));
    expect(stored.content, hint).toBe(fresh.content);
  });

  it('shows what the offline engine can say, nothing it cannot', () => {
    const { results } = JSON.parse(readFileSync(resolve(SAMPLE_REPORT_FILE), 'utf8')) as {
      results: Results;
    };
    expect(results.analysisMetadata.analyzer).toBe('offline');
    expect(results.analysisMetadata.model ?? null).toBeNull();
    // Without evidence retrieval no claim is settled and no source is cited.
    for (const claim of results.claims) {
      expect(claim.status).toBe('uncertain');
      expect(claim.sources).toEqual([]);
    }
  });
});
