/**
 * Which analyzer produced a result, in words a reader understands. analysisMetadata may carry an
 * optional `model` object (provider, model, latencyMs, outcome, fallbackReason) when a model
 * provider is configured; older results and the offline analyzer have none, so every field is
 * read defensively.
 */
import { type AnalysisMetadata, methodLine, outsideSourceAnswered } from '../../../shared';

export interface ModelInfo {
  provider: string | null;
  model: string | null;
  latencyMs: number | null;
  outcome: string | null;
  fallbackReason: string | null;
}

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

export function modelInfo(meta: AnalysisMetadata): ModelInfo | null {
  const raw: unknown = (meta as { model?: unknown }).model;
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const latency = record.latencyMs;
  return {
    provider: str(record.provider),
    model: str(record.model),
    latencyMs: typeof latency === 'number' && Number.isFinite(latency) ? latency : null,
    outcome: str(record.outcome),
    fallbackReason: str(record.fallbackReason),
  };
}

const PROVIDER_NAMES: Record<string, string> = {
  gemini: 'Google Gemini',
  google: 'Google Gemini',
  openai: 'OpenAI-compatible model',
  'openai-compatible': 'OpenAI-compatible model',
  local: 'local model',
  offline: 'offline engine',
};

function providerName(provider: string): string {
  return PROVIDER_NAMES[provider.toLowerCase()] ?? provider;
}

/** One sentence: who analyzed this, and whether the model was used or the offline engine stood in. */
export function analyzerSentence(meta: AnalysisMetadata): string {
  const model = modelInfo(meta);
  if (!model?.provider) {
    if (meta.analyzer !== 'offline' && meta.analyzer) return `Analyzed by ${meta.analyzer}.`;
    // Never "offline" when an outside source answered for this report (the method line names it).
    return meta.checks && outsideSourceAnswered(meta.checks)
      ? 'Analyzed by FactLens’s own engine (explainable signals, no AI model), with the outside checks named below.'
      : 'Analyzed by the offline engine (explainable signals, no AI model).';
  }
  const name = `${providerName(model.provider)}${model.model ? ` (${model.model})` : ''}`;
  const took = model.latencyMs !== null ? ` in ${(model.latencyMs / 1000).toFixed(1)} s` : '';
  const fellBack =
    model.fallbackReason !== null ||
    (model.outcome !== null && !/^(ok|success|used)$/i.test(model.outcome));
  if (fellBack) {
    const why = model.fallbackReason ?? model.outcome ?? 'unavailable';
    return `The AI model ${name} was not used (${why}); the offline engine produced this result.`;
  }
  return `Analyzed by ${name}${took}, on top of the offline engine's signals.`;
}

/** The method line of a report (which checks ran), or null for a report stored before it existed. */
export function methodSentence(meta: AnalysisMetadata): string | null {
  if (!meta.checks) return null;
  const model = modelInfo(meta);
  const used = model?.provider && !model.fallbackReason && model.outcome !== 'fallback';
  const name = used
    ? `${providerName(model.provider!)}${model.model ? ` (${model.model})` : ''}`
    : null;
  return methodLine(meta.checks, name);
}
