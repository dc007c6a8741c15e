import { describe, expect, it } from 'vitest';
import type { AnalysisMetadata } from '../../../shared';
import { OFFLINE_CHECKS } from '../../../shared';
import { analyzerSentence, methodSentence, modelInfo } from './analyzer-info';

const base: AnalysisMetadata = {
  version: '1.4.0',
  type: 'text',
  analyzer: 'offline',
  language: 'en',
  notes: [],
  contentLength: 120,
  durationMs: 12,
};
const withModel = (model: unknown) => ({ ...base, model }) as AnalysisMetadata;

describe('which analyzer produced a result', () => {
  it('names the offline engine when there is no model object', () => {
    expect(modelInfo(base)).toBeNull();
    expect(analyzerSentence(base)).toBe(
      'Analyzed by the offline engine (explainable signals, no AI model).',
    );
  });

  it('names the provider, model and time when the model answered', () => {
    const meta = withModel({
      provider: 'gemini',
      model: 'gemini-2.5-flash',
      latencyMs: 2340,
      attempts: 1,
      outcome: 'used',
    });
    expect(analyzerSentence(meta)).toBe(
      "Analyzed by Google Gemini (gemini-2.5-flash) in 2.3 s, on top of the offline engine's signals.",
    );
  });

  it('says the offline engine stood in when the model fell back, and why', () => {
    const meta = withModel({
      provider: 'openai-compatible',
      model: 'llama3',
      latencyMs: 20000,
      attempts: 2,
      outcome: 'fallback',
      fallbackReason: 'timed out after 20 s',
    });
    expect(analyzerSentence(meta)).toBe(
      'The AI model OpenAI-compatible model (llama3) was not used (timed out after 20 s); the offline engine produced this result.',
    );
  });

  it('tolerates a malformed model object', () => {
    expect(modelInfo(withModel('gemini'))).toBeNull();
    expect(modelInfo(withModel({ provider: 42, latencyMs: 'fast' }))).toEqual({
      provider: null,
      model: null,
      latencyMs: null,
      outcome: null,
      fallbackReason: null,
    });
    expect(analyzerSentence(withModel({ provider: 42 }))).toBe(
      'Analyzed by the offline engine (explainable signals, no AI model).',
    );
  });

  it('never calls a report offline once an outside source answered, and gives its method line', () => {
    const answered = { ...base, checks: { ...OFFLINE_CHECKS, factCheckApi: 'answered' as const } };
    expect(analyzerSentence(answered)).toBe(
      'Analyzed by FactLens’s own engine (explainable signals, no AI model), with the outside checks named below.',
    );
    expect(methodSentence(answered)).toMatch(
      /^Checks run for this report: the offline analysis and Google’s fact-check search\.$/,
    );
    expect(methodSentence(base)).toBeNull();
    const gemini = withModel({
      provider: 'gemini',
      model: 'gemini-3.6-flash',
      latencyMs: 900,
      attempts: 1,
      outcome: 'used',
    });
    expect(methodSentence({ ...gemini, checks: OFFLINE_CHECKS })).toMatch(
      /^Checks run for this report: the offline analysis and Google Gemini \(gemini-3\.6-flash\), which read the content\.$/,
    );
  });
});
