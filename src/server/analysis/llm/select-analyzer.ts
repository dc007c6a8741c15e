/**
 * Which analyzer a server uses, from config: Gemini when GEMINI_API_KEY is set, else a local
 * OpenAI-compatible server when LLM_BASE_URL is set, else the offline analyzer alone, in which
 * case nothing is ever sent anywhere.
 */
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { createOfflineAnalyzer } from '../offline';
import type { Analyzer } from '../analyzer';
import { createBlendingAnalyzer } from './blending-analyzer';
import { createGeminiProvider } from './gemini-provider';
import { createOpenAiCompatibleProvider } from './openai-provider';
import type { ModelProvider } from './provider';

export function selectProvider(llm: Config['llm']): ModelProvider | null {
  if (llm.gemini) return createGeminiProvider(llm.gemini);
  if (llm.openAiCompatible) return createOpenAiCompatibleProvider(llm.openAiCompatible);
  return null;
}

export function createAnalyzer(config: Pick<Config, 'llm'>, log?: Logger): Analyzer {
  const provider = selectProvider(config.llm);
  if (!provider) return createOfflineAnalyzer();
  const analyzer = createBlendingAnalyzer(provider, {
    timeoutMs: config.llm.timeoutMs,
    ...(log ? { log } : {}),
  });
  log?.info(
    { analyzer: analyzer.name, timeoutMs: config.llm.timeoutMs },
    'model provider configured',
  );
  return analyzer;
}
