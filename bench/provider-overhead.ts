/**
 * What the model-provider path adds to an analysis besides the model's own thinking time: prompt
 * and schema building, the HTTP round trip (loopback), the client library, validation, source
 * checks and blending. The providers are the local fakes answering at once, so the difference to
 * the offline analyzer is FactLens's overhead, not the model's latency.
 */
import { acquireText } from '../src/server/analysis/acquire/text';
import { createBlendingAnalyzer } from '../src/server/analysis/llm/blending-analyzer';
import { createGeminiProvider } from '../src/server/analysis/llm/gemini-provider';
import { createOpenAiCompatibleProvider } from '../src/server/analysis/llm/openai-provider';
import { createOfflineAnalyzer } from '../src/server/analysis/offline';
import { FAKE_GEMINI_KEY, geminiReply, startFakeGemini } from '../tests/fakes/gemini/fake-gemini';
import { chatReply, startFakeOpenAi } from '../tests/fakes/openai/fake-openai';
import { NEWS_TEXT, SCAM_TEXT } from '../tests/helpers/samples';
import { addSummary, measure, printTable } from './lib';
import { computeSignals } from '../src/server/analysis/signals';

const RUNS = 60;
const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${ms.toFixed(1)}`;
const text = `${NEWS_TEXT} ${SCAM_TEXT} `.repeat(8);
const acquired = acquireText(text);
const reply = JSON.stringify({
  claims: [
    {
      claim: 'The city council voted 7 to 2 on Tuesday',
      status: 'verified',
      confidence: 90,
      analysis: 'Minutes record the vote.',
      sources: [
        {
          url: 'https://council.example.gov/minutes',
          title: 'Minutes',
          type: 'record',
          excerpt: '',
        },
      ],
    },
    {
      claim: 'Construction would start in March',
      status: 'uncertain',
      confidence: 50,
      analysis: 'Not found.',
      sources: [],
    },
  ],
  redFlags: [],
});

const gemini = await startFakeGemini(
  geminiReply(reply, {
    grounding: [
      {
        uri: 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/a',
        title: 'council.example.gov',
      },
    ],
  }),
);
const local = await startFakeOpenAi(chatReply(reply));
try {
  const offline = createOfflineAnalyzer();
  const signals = computeSignals(acquired);
  const viaGemini = createBlendingAnalyzer(
    createGeminiProvider({
      apiKey: FAKE_GEMINI_KEY,
      model: 'gemini-3.6-flash',
      baseUrl: gemini.url,
    }),
    { timeoutMs: 45_000 },
  );
  const viaLocal = createBlendingAnalyzer(
    createOpenAiCompatibleProvider({
      baseUrl: `${local.url}/v1`,
      model: 'llama3.1:8b',
      apiKey: null,
    }),
    { timeoutMs: 45_000 },
  );

  // Each must really take its path, or the figures mean nothing.
  for (const analyzer of [viaGemini, viaLocal]) {
    const findings = await analyzer.analyze(acquired, signals);
    if (findings.modelRun?.outcome !== 'used')
      throw new Error(`${analyzer.name} fell back: ${findings.modelRun?.fallbackReason}`);
  }

  const base = await measure(() => offline.analyze(acquired, signals), { runs: RUNS, warmup: 5 });
  const g = await measure(() => viaGemini.analyze(acquired, signals), { runs: RUNS, warmup: 5 });
  const o = await measure(() => viaLocal.analyze(acquired, signals), { runs: RUNS, warmup: 5 });
  console.log(
    `Content: ${text.length} characters; fake providers answer at once on 127.0.0.1; ${RUNS} runs each.`,
  );
  printTable([
    {
      path: 'offline (baseline)',
      'median ms': base.medianMs,
      'p90 ms': base.p90Ms,
      'added ms (median)': 0,
      ratio: 1,
    },
    {
      path: 'gemini (@google/genai) + offline',
      'median ms': g.medianMs,
      'p90 ms': g.p90Ms,
      'added ms (median)': g.medianMs - base.medianMs,
      ratio: g.medianMs / base.medianMs,
    },
    {
      path: 'openai-compatible (fetch) + offline',
      'median ms': o.medianMs,
      'p90 ms': o.p90Ms,
      'added ms (median)': o.medianMs - base.medianMs,
      ratio: o.medianMs / base.medianMs,
    },
  ]);
  addSummary({
    bench: 'provider-overhead',
    measure: 'model path overhead besides the model (gemini / openai-compatible)',
    figure: `${signed(g.medianMs - base.medianMs)} / ${signed(o.medianMs - base.medianMs)} ms over offline ${base.medianMs.toFixed(1)} ms`,
    goal: '',
    verdict: '',
  });
} finally {
  await gemini.close();
  await local.close();
}
