/**
 * The privacy page's promises about what leaves the server (src/renderer/src/pages/privacy-page.tsx,
 * "What is sent to an AI model provider" and "The desktop app", and the FAQ's "Is my content sent
 * to an AI company?"), each as a named test through the real interface: the connections the
 * process opens, what a local model server and a hub actually receive, and the log.
 * The page's other promises are in privacy-promises.test.ts.
 */
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MAX_MODEL_CONTENT_CHARS,
  analyzeResponseSchema,
  metaResponseSchema,
  publishAcceptedResponseSchema,
} from '../../src/shared';
import { createLogger } from '../../src/server/logger';
import {
  sendJson,
  startScriptedServer,
  type ScriptedServer,
} from '../fakes/gemini/scripted-server';
import {
  FAKE_GEMINI_KEY,
  geminiReply,
  startFakeGemini,
  type FakeGemini,
} from '../fakes/gemini/fake-gemini';
import { chatReply, startFakeOpenAi, type FakeOpenAi } from '../fakes/openai/fake-openai';
import { isLoopback, recordConnections } from '../helpers/outbound-connections';
import { NEWS_TEXT, SCAM_TEXT } from '../helpers/samples';
import { startTestServer, type TestServer } from '../helpers/server';

/** Words no sample contains, to find submitted content wherever it might end up. */
const MARKER = 'Quetzalcoatl-zebra-marker';

describe('privacy page: what is sent to an AI model provider', () => {
  describe('with no model configured', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        env: { RATE_LIMIT_ANALYZE_PER_MIN: '0', RATE_LIMIT_READ_PER_MIN: '0' },
      });
    });
    afterAll(() => server.close());

    it('"By default no content goes to an AI model" / "With neither configured, no content is sent to any model" (also FAQ "Is my content sent to an AI company?"): with reference passages off too, an analysis opens no connection beyond this machine', async () => {
      const recorder = recordConnections();
      try {
        const response = await server.postJson('/api/analyze/text', {
          content: `${SCAM_TEXT} ${MARKER}`,
        });
        expect(response.status).toBe(200);
        expect(analyzeResponseSchema.parse(response.json).results.analysisMetadata.analyzer).toBe(
          'offline',
        );
        expect(recorder.targets, 'the recorder sees connections').toContain(
          await recorder.probe(server.url),
        );
      } finally {
        recorder.stop();
      }
      expect(recorder.targets.filter((t) => !isLoopback(t))).toEqual([]);
    });

    it('"Every report says which engine produced it"', async () => {
      expect(metaResponseSchema.parse((await server.get('/api/meta')).json).analyzer).toBe(
        'offline',
      );
      const { results } = analyzeResponseSchema.parse(
        (await server.postJson('/api/analyze/text', { content: NEWS_TEXT })).json,
      );
      expect(results.analysisMetadata.analyzer).toBe('offline');
    });
  });

  describe('with a local OpenAI-compatible model configured', () => {
    let llm: FakeOpenAi;
    let server: TestServer;
    let logText = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        logText += chunk.toString('utf8');
        done();
      },
    });
    beforeAll(async () => {
      llm = await startFakeOpenAi();
      llm.setDefault(chatReply(JSON.stringify({ claims: [], redFlags: [] })));
      server = await startTestServer({
        log: createLogger('trace', sink),
        env: {
          LLM_BASE_URL: `${llm.url}/v1`,
          LLM_MODEL: 'local-model',
          LLM_TIMEOUT_MS: '60000',
          RATE_LIMIT_ANALYZE_PER_MIN: '0',
          RATE_LIMIT_READ_PER_MIN: '0',
          LOG_LEVEL: 'trace',
        },
      });
    });
    afterAll(async () => {
      await server.close();
      await llm.close();
    });
    afterEach(() => {
      llm.requests.length = 0;
    });

    const visitor = {
      'user-agent': 'ModelProbe/1.0 UA-9931',
      'x-forwarded-for': '203.0.113.91',
      cookie: 'sid=cookie-9931',
    };

    it('"No IP address, cookie or other identifier of you is sent with it"', async () => {
      const response = await server.request('/api/analyze/text', {
        method: 'POST',
        headers: { ...visitor, 'content-type': 'application/json' },
        body: JSON.stringify({ content: `${NEWS_TEXT} ${MARKER} one` }),
      });
      expect(response.status).toBe(200);
      expect(llm.requests).toHaveLength(1);
      const { headers, body } = llm.requests[0]!;
      const sent = JSON.stringify(body);
      expect(sent).toContain(MARKER);
      // Not in what is sent, nor in how: the visitor's address (also the one they really came
      // from), user agent and cookie stay with this server.
      for (const value of ['UA-9931', '203.0.113.91', 'cookie-9931', '127.0.0.1'])
        expect(sent, value).not.toContain(value);
      for (const value of ['UA-9931', '203.0.113.91', 'cookie-9931'])
        expect(JSON.stringify(headers), value).not.toContain(value);
      expect(Object.keys(headers)).not.toContain('cookie');
      expect(Object.keys(headers)).not.toContain('x-forwarded-for');
    });

    it('"only for a new analysis (not for a report served from the 24-hour cache)"', async () => {
      const content = `${SCAM_TEXT} ${MARKER} two`;
      const first = analyzeResponseSchema.parse(
        (await server.postJson('/api/analyze/text', { content })).json,
      );
      const again = analyzeResponseSchema.parse(
        (await server.postJson('/api/analyze/text', { content })).json,
      );
      expect(again.id).toBe(first.id);
      expect(llm.requests).toHaveLength(1);
    });

    it(`"Content longer than ${MAX_MODEL_CONTENT_CHARS.toLocaleString('en-US')} characters is cut to that length"`, async () => {
      const head = `${NEWS_TEXT} `;
      const content = `${head + 'lorem ipsum dolor '.repeat(Math.ceil(MAX_MODEL_CONTENT_CHARS / 18))} END-${MARKER}`;
      expect(content.length).toBeGreaterThan(MAX_MODEL_CONTENT_CHARS);
      const response = await server.postJson('/api/analyze/text', { content });
      expect(response.status).toBe(200);
      const sent = JSON.stringify(llm.bodies()[0]?.messages);
      expect(sent).toContain(NEWS_TEXT.slice(0, 40));
      expect(sent).not.toContain(`END-${MARKER}`);
      // The whole request (instructions included) stays near the limit, not the content's size.
      expect(sent.length).toBeLessThan(MAX_MODEL_CONTENT_CHARS + 20_000);
    });

    it('"We log only which provider answered and why a fallback happened, never the content"', async () => {
      await server.postJson('/api/analyze/text', { content: `${NEWS_TEXT} ${MARKER} three` });
      expect(logText.length).toBeGreaterThan(0);
      expect(logText).not.toContain(MARKER);
      expect(logText).not.toContain(NEWS_TEXT.slice(0, 40));
    });
  });
  describe('with Google Gemini configured', () => {
    let gemini: FakeGemini;
    let server: TestServer;
    beforeAll(async () => {
      gemini = await startFakeGemini();
      gemini.setDefault(geminiReply(JSON.stringify({ claims: [], redFlags: [] })));
      server = await startTestServer({
        env: {
          GEMINI_API_KEY: FAKE_GEMINI_KEY,
          GEMINI_BASE_URL: gemini.url,
          LLM_TIMEOUT_MS: '60000',
          RATE_LIMIT_ANALYZE_PER_MIN: '0',
          RATE_LIMIT_READ_PER_MIN: '0',
        },
      });
    });
    afterAll(async () => {
      await server.close();
      await gemini.close();
    });

    it('"No IP address, cookie or other identifier of you is sent with it" (Gemini)', async () => {
      const response = await server.request('/api/analyze/text', {
        method: 'POST',
        headers: {
          'user-agent': 'GeminiProbe/1.0 UA-5521',
          'x-forwarded-for': '203.0.113.52',
          cookie: 'sid=cookie-5521',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ content: `${SCAM_TEXT} ${MARKER} gemini` }),
      });
      expect(response.status).toBe(200);
      expect(gemini.requests.length).toBeGreaterThanOrEqual(1);
      for (const { headers, body } of gemini.requests) {
        expect(JSON.stringify(body)).toContain(MARKER);
        for (const value of ['UA-5521', '203.0.113.52', 'cookie-5521']) {
          expect(JSON.stringify(body), value).not.toContain(value);
          expect(JSON.stringify(headers), value).not.toContain(value);
        }
        expect(JSON.stringify(body)).not.toContain('127.0.0.1');
        expect(Object.keys(headers)).not.toContain('cookie');
      }
    });
  });
});

describe('privacy page: the desktop app', () => {
  let hub: ScriptedServer;
  let desktop: TestServer;
  const HUB_ID = 'HubEntry00000001';
  beforeAll(async () => {
    hub = await startScriptedServer(
      () => true,
      (req, res) => {
        if (req.method === 'POST' && req.path === '/api/publish')
          sendJson(res, 201, { id: HUB_ID, sharedUrl: `${hub.url}/shared/${HUB_ID}` });
        else sendJson(res, 404, { message: 'not here' });
      },
    );
    desktop = await startTestServer({ env: { HUB_URL: hub.url } });
  });
  afterAll(async () => {
    await desktop.close();
    await hub.close();
  });

  const publishes = () =>
    hub.requests.filter((r) => r.method === 'POST' && r.path === '/api/publish');

  it('"It publishes an analysis to the public feed only when you choose to", and then without anything identifying you', async () => {
    const visitor = {
      'user-agent': 'DesktopProbe/2.0 UA-4417',
      'x-forwarded-for': '203.0.113.44',
      cookie: 'launch=cookie-4417',
      'content-type': 'application/json',
    };
    const analyze = (content: string) =>
      desktop.request('/api/analyze/text', {
        method: 'POST',
        headers: visitor,
        body: JSON.stringify({ content }),
      });
    const { id } = analyzeResponseSchema.parse((await analyze(`${NEWS_TEXT} ${MARKER}`)).json);
    expect((await analyze(SCAM_TEXT)).status).toBe(200);
    // Analyzed, read back, listed: nothing goes to the hub on its own.
    expect((await desktop.get(`/api/analysis/${id}`)).status).toBe(200);
    expect((await desktop.get('/api/my-analyses')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(publishes()).toHaveLength(0);

    const accepted = await desktop.request(`/api/analysis/${id}/publish`, {
      method: 'POST',
      headers: visitor,
    });
    expect(accepted.status, accepted.text).toBe(202);
    expect(publishAcceptedResponseSchema.parse(accepted.json).id).toBe(id);
    await vi.waitFor(() => expect(publishes()).toHaveLength(1), { timeout: 60_000, interval: 50 });
    const [sent] = publishes();
    expect(JSON.stringify(sent!.body)).toContain(MARKER);
    for (const value of ['UA-4417', '203.0.113.44', 'cookie-4417']) {
      expect(JSON.stringify(sent!.body), value).not.toContain(value);
      expect(JSON.stringify(sent!.headers), value).not.toContain(value);
    }
    expect(Object.keys(sent!.headers)).not.toContain('cookie');
    // Only the one chosen: the other analysis stayed on this computer.
    await new Promise((r) => setTimeout(r, 300));
    expect(publishes()).toHaveLength(1);
    expect(JSON.stringify(publishes())).not.toContain(SCAM_TEXT.slice(0, 40));
  });
});
