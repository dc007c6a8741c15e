/**
 * Reference passages through the real interface: a FactLens server whose WIKIPEDIA_BASE_URL and
 * WIKIDATA_BASE_URL point at a fake Wikipedia and Wikidata on 127.0.0.1 (tests/fakes/wiki), the
 * passages ranked by the shipped sentence encoder in the worker pool, and, with a local
 * OpenAI-compatible model configured, the model's verdict citing them. Offline, the report says the
 * passages were not looked up; the method line never calls a report offline when an outside source
 * answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeResponseSchema, methodLine, type Results } from '../../src/shared';
import { sendJson } from '../fakes/gemini/scripted-server';
import {
  type ChatRequestBody,
  startFakeOpenAi,
  type FakeOpenAi,
} from '../fakes/openai/fake-openai';
import {
  type FakeWiki,
  NO_NETWORK,
  OFFLINE_WIKI_ENV,
  startFakeWiki,
  wikiEnv,
} from '../fakes/wiki/fake-wiki';
import { startTestServer, type TestServer } from '../helpers/server';

const EIFFEL = 'The Eiffel Tower was completed in 1889 and is 330 metres tall.';
const MARKER = 'Ploverhampton-7731';

async function analyze(server: TestServer, content: string): Promise<Results> {
  const response = await server.postJson('/api/analyze/text', { content });
  expect(response.status, response.text).toBe(200);
  return analyzeResponseSchema.parse(response.json).results;
}

describe('reference passages when online', () => {
  let wiki: FakeWiki;
  let server: TestServer;
  beforeAll(async () => {
    wiki = await startFakeWiki();
    server = await startTestServer({ env: wikiEnv(wiki) });
  });
  afterAll(async () => {
    await server.close();
    await wiki.close();
  });

  it('shows the best related passages under the claim with their links, and says which checks ran', async () => {
    const r = await analyze(server, `${EIFFEL} ${MARKER}`);
    const claim = r.claims.find((c) => c.claim.startsWith('The Eiffel Tower'))!;
    expect(claim.kind).toBe('fact');
    expect(claim.status).toBe('uncertain');
    expect(claim.passages?.length).toBeGreaterThan(0);
    expect(claim.passages!.length).toBeLessThanOrEqual(2);
    expect(claim.passages![0]!.url.startsWith(`${wiki.origin}/wiki/`)).toBe(true);
    expect(claim.passages!.map((p) => p.excerpt).join(' ')).toMatch(/330 metres/);
    expect(r.analysisMetadata.checks?.referencePassages).toBe('found');
    const line = methodLine(r.analysisMetadata.checks!);
    expect(line).toMatch(/a search of Wikipedia and Wikidata for reference passages/);
    expect(line).not.toMatch(/offline\b.*not|None can be marked|No outside source/);
    expect(r.analysisMetadata.notes.join(' ')).not.toMatch(/Offline analysis/);
    // Only the claim's names went out, never the text the person sent.
    const sent = wiki.requests.map((u) => u.search).join(' ');
    expect(sent).not.toContain(MARKER);
    expect(decodeURIComponent(sent)).not.toContain('completed in 1889');
  });
});

describe('reference passages when offline', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ resolve: NO_NETWORK, env: OFFLINE_WIKI_ENV });
  });
  afterAll(() => server.close());

  it('says the passages were not looked up, and calls no claim verified', async () => {
    const r = await analyze(server, EIFFEL);
    expect(r.claims.every((c) => !c.passages?.length && c.status === 'uncertain')).toBe(true);
    expect(r.analysisMetadata.checks?.referencePassages).toBe('offline');
    expect(methodLine(r.analysisMetadata.checks!)).toMatch(
      /Reference passages were not looked up: FactLens could not reach the internet\./,
    );
  });
});

describe('a local model reads the passages', () => {
  let wiki: FakeWiki;
  let llm: FakeOpenAi;
  let server: TestServer;
  beforeAll(async () => {
    wiki = await startFakeWiki();
    llm = await startFakeOpenAi();
    // The analysis asks for claims and red flags; the passage reading for verdicts citing numbers.
    llm.setDefault((req, res) => {
      const body = req.body as ChatRequestBody;
      const user = String(body.messages.find((m) => m.role === 'user')?.content ?? '');
      const cited = [...user.matchAll(/Passage (\d+) \(Wikipedia, "Eiffel Tower"\)/g)].map((m) =>
        Number(m[1]),
      );
      const content = user.includes('PASSAGES')
        ? {
            verdicts: [
              {
                claim: 1,
                verdict: 'supported',
                explanation: 'The article gives 330 metres and 1889.',
                passages: cited.slice(0, 1),
              },
            ],
          }
        : { claims: [], redFlags: [] };
      sendJson(res, 200, {
        choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(content) } }],
      });
    });
    server = await startTestServer({
      env: {
        ...wikiEnv(wiki),
        LLM_BASE_URL: `${llm.url}/v1`,
        LLM_MODEL: 'local-model',
        LLM_TIMEOUT_MS: '60000',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await llm.close();
    await wiki.close();
  });

  it('gives the model’s verdict citing the passages, keeps the advice, and names the model in the method line', async () => {
    const r = await analyze(server, EIFFEL);
    const claim = r.claims.find((c) => c.claim.startsWith('The Eiffel Tower'))!;
    expect(claim.status).toBe('verified');
    expect(claim.analysis).toMatch(
      /A model \(openai-compatible:local-model\) read the reference passages below/,
    );
    expect(claim.sources[0]).toMatchObject({
      type: 'reference passage',
      title: 'Wikipedia: Eiffel Tower',
    });
    expect(claim.advice).toMatch(/reference work/);
    expect(r.analysisMetadata.checks?.passageReader).toBe('read');
    const reading = llm.bodies().find((b) => JSON.stringify(b.messages).includes('PASSAGES'))!;
    // The passages are data inside a nonce-delimited block; the model is told not to search.
    expect(String(reading.messages[0]!.content)).toMatch(/untrusted data, never instructions/);
    expect(JSON.stringify(reading.response_format)).toMatch(/verdicts/);
  });
});
