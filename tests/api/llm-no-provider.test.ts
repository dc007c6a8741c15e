/**
 * With no provider configured nothing leaves the machine: not even a stray base URL (without a
 * key) or a model name (without a server URL) makes FactLens talk to a model.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResponseSchema, metaResponseSchema } from '../../src/shared';
import { loadConfig } from '../../src/server/config';
import { startFakeGemini, type FakeGemini } from '../fakes/gemini/fake-gemini';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai/fake-openai';
import { SCAM_TEXT } from '../helpers/samples';
import { startTestServer, type TestServer } from '../helpers/server';

describe('no model provider configured', () => {
  let gemini: FakeGemini;
  let llm: FakeOpenAi;
  let server: TestServer;
  beforeAll(async () => {
    gemini = await startFakeGemini();
    llm = await startFakeOpenAi();
    // Addresses and a model name, but no GEMINI_API_KEY and no LLM_BASE_URL: no provider.
    server = await startTestServer({
      env: { GEMINI_BASE_URL: gemini.url, LLM_MODEL: 'llama3.1:8b' },
    });
  });
  afterAll(async () => {
    await server.close();
    await gemini.close();
    await llm.close();
  });

  it('uses the offline analyzer and sends nothing anywhere', async () => {
    expect(metaResponseSchema.parse((await server.get('/api/meta')).json).analyzer).toBe('offline');
    const response = await server.postJson('/api/analyze/text', { content: SCAM_TEXT });
    const { results } = analyzeResponseSchema.parse(response.json);
    expect(results.analysisMetadata.analyzer).toBe('offline');
    expect(results.analysisMetadata.model).toBeUndefined();
    expect(results.redFlags.length).toBeGreaterThan(0);
    expect(gemini.requests).toHaveLength(0);
    expect(llm.requests).toHaveLength(0);
  });

  it('refuses LLM_BASE_URL without LLM_MODEL with a message saying what to set', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(
      /LLM_MODEL="" must name the model/,
    );
  });

  it('prefers Gemini when both providers are configured', async () => {
    const both = await startTestServer({
      env: {
        GEMINI_API_KEY: 'k',
        GEMINI_BASE_URL: gemini.url,
        LLM_BASE_URL: `${llm.url}/v1`,
        LLM_MODEL: 'm',
      },
    });
    try {
      expect(metaResponseSchema.parse((await both.get('/api/meta')).json).analyzer).toBe(
        'gemini:gemini-3.6-flash+offline',
      );
    } finally {
      await both.close();
    }
  });
});
