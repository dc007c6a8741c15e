/**
 * Screenshots and videos on the wire. The image and URL endpoints are built elsewhere, so these
 * drive the production analyzer (client library included) with Acquired values directly, and
 * check what the fake providers received.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBlendingAnalyzer } from '../../src/server/analysis/llm/blending-analyzer';
import { createGeminiProvider } from '../../src/server/analysis/llm/gemini-provider';
import { createOpenAiCompatibleProvider } from '../../src/server/analysis/llm/openai-provider';
import { emptyAcquired, type Acquired } from '../../src/server/analysis/types';
import {
  FAKE_GEMINI_KEY,
  geminiReply,
  startFakeGemini,
  type FakeGemini,
} from '../fakes/gemini/fake-gemini';
import { sendJson } from '../fakes/gemini/scripted-server';
import { chatReply, startFakeOpenAi, type FakeOpenAi } from '../fakes/openai/fake-openai';
import { computeSignals } from '../../src/server/analysis/signals';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3]);
const OCR =
  'Congratulations! You won an iPhone. Pay shipping at claim-prize.example.top today only.';
const YOUTUBE = 'https://www.youtube.com/watch?v=abcdefghijk';
const EMPTY_REPLY = JSON.stringify({ claims: [], redFlags: [] });

const screenshot: Acquired = {
  ...emptyAcquired('screenshot', OCR),
  image: { name: 'prize.jpg', size: JPEG.length, mime: 'image/jpeg', bytes: JPEG },
};
const video: Acquired = {
  ...emptyAcquired('video', 'Lemon water cures cancer, doctors hide it.'),
  url: YOUTUBE,
  title: 'The cure they hide',
  video: {
    videoId: 'abcdefghijk',
    channelName: 'Natural Truth',
    durationSeconds: 300,
    description: null,
    segments: [
      { start: 0, text: 'Lemon water cures cancer.' },
      { start: 4, text: 'Doctors hide it from you.' },
    ],
    transcriptLength: 50,
  },
};

describe('Gemini with screenshots and videos', () => {
  let gemini: FakeGemini;
  const analyzer = () =>
    createBlendingAnalyzer(
      createGeminiProvider({
        apiKey: FAKE_GEMINI_KEY,
        model: 'gemini-3.6-flash',
        baseUrl: gemini.url,
      }),
      { timeoutMs: 60_000 },
    );
  beforeAll(async () => {
    gemini = await startFakeGemini(geminiReply(EMPTY_REPLY));
  });
  afterAll(() => gemini.close());
  afterEach(() => {
    gemini.requests.length = 0;
  });

  it('sends the screenshot as inline image data, with its OCR text in the data block', async () => {
    const findings = await analyzer().analyze(screenshot, computeSignals(screenshot));
    expect(findings.modelRun?.outcome).toBe('used');
    const parts = gemini.bodies()[0]!.contents[0]!.parts;
    expect(parts[1]).toEqual({
      inlineData: { mimeType: 'image/jpeg', data: Buffer.from(JPEG).toString('base64') },
    });
    expect(parts[0]!.text).toMatch(
      new RegExp(`<<<CONTENT (\\w+)\\n${OCR.replace(/[.!]/g, '\\$&')}\\nCONTENT \\1>>>`),
    );
  });

  it('sends a YouTube video by URL as file data, with the transcript as the content', async () => {
    const findings = await analyzer().analyze(video, computeSignals(video));
    expect(findings.modelRun?.outcome).toBe('used');
    const parts = gemini.bodies()[0]!.contents[0]!.parts;
    expect(parts[1]).toEqual({ fileData: { fileUri: YOUTUBE } });
    expect(parts[0]!.text).toContain(
      '\nLemon water cures cancer. Doctors hide it from you.\nCONTENT',
    );
    // The offline analyzer's findings on the transcript are kept.
    expect(findings.redFlags.length).toBeGreaterThan(0);
  });

  it("places the model's claims on the video timeline", async () => {
    const claim = {
      claim: 'Doctors hide it from you',
      status: 'uncertain',
      confidence: 40,
      analysis: 'No evidence given.',
      sources: [],
    };
    gemini.queue(geminiReply(JSON.stringify({ claims: [claim], redFlags: [] })));
    const findings = await analyzer().analyze(video, computeSignals(video));
    expect(findings.claims[0]).toMatchObject({
      claim: 'Doctors hide it from you',
      timestampSeconds: 4,
    });
  });

  it('falls back at once when Gemini declines to read the content', async () => {
    gemini.queue((_req, res) =>
      sendJson(res, 200, {
        promptFeedback: { blockReason: 'SAFETY' },
        usageMetadata: { promptTokenCount: 20, totalTokenCount: 20 },
      }),
    );
    const findings = await analyzer().analyze(screenshot, computeSignals(screenshot));
    expect(gemini.requests).toHaveLength(1);
    expect(findings.analyzer).toBe('offline');
    expect(findings.modelRun).toMatchObject({
      outcome: 'fallback',
      fallbackReason: 'Gemini declined to read the content (SAFETY)',
    });
  });
});

describe('local model with screenshots', () => {
  let llm: FakeOpenAi;
  beforeAll(async () => {
    llm = await startFakeOpenAi(chatReply(EMPTY_REPLY));
  });
  afterAll(() => llm.close());

  it('sends the screenshot as an image_url data URL next to its OCR text', async () => {
    const analyzer = createBlendingAnalyzer(
      createOpenAiCompatibleProvider({
        baseUrl: `${llm.url}/v1`,
        model: 'llava:13b',
        apiKey: null,
      }),
      { timeoutMs: 60_000 },
    );
    const findings = await analyzer.analyze(screenshot, computeSignals(screenshot));
    expect(findings.modelRun?.outcome).toBe('used');
    const user = llm.bodies()[0]!.messages[1]!.content as Array<{
      type: string;
      text?: string;
      image_url?: { url: string };
    }>;
    expect(user[0]!.text).toContain(OCR);
    expect(user[1]).toEqual({
      type: 'image_url',
      image_url: { url: `data:image/jpeg;base64,${Buffer.from(JPEG).toString('base64')}` },
    });
  });
});
