/**
 * Gemini through @google/genai. The SDK's own retries stay off (no retryOptions): the one retry
 * and the time budget are ours (run-model.ts), so a slow or failing Gemini cannot hold a request
 * longer than LLM_TIMEOUT_MS. Sources come only from the grounding metadata of the reply.
 */
import { ApiError, GoogleGenAI, type GenerateContentResponse } from '@google/genai';
import { buildGeminiRequest } from './gemini-request';
import type { Prompt } from './prompt';
import {
  ProviderError,
  isRetryableStatus,
  type GroundingSource,
  type GroundingSupport,
  type ModelProvider,
  type ProviderReply,
} from './provider';

/** The Gemini API (Google AI Studio keys); GEMINI_BASE_URL replaces it. */
export const GEMINI_API_URL = 'https://generativelanguage.googleapis.com';

export interface GeminiSettings {
  apiKey: string;
  model: string;
  /** GEMINI_BASE_URL: a proxy or, in tests, a local fake speaking the same REST protocol. */
  baseUrl: string | null;
}

/** Grounding chunks as sources (web pages only, with an http(s) address) and their supports. */
export function groundingOf(response: GenerateContentResponse): {
  grounding: GroundingSource[];
  supports: GroundingSupport[];
} {
  const meta = response.candidates?.[0]?.groundingMetadata;
  const chunks = meta?.groundingChunks ?? [];
  const grounding: GroundingSource[] = [];
  const indexMap = new Map<number, number>();
  chunks.forEach((chunk, i) => {
    const uri = chunk.web?.uri;
    if (!uri || !/^https?:\/\//iu.test(uri)) return;
    indexMap.set(i, grounding.length);
    grounding.push({ uri, title: chunk.web?.title?.trim() || new URL(uri).hostname });
  });
  const supports: GroundingSupport[] = [];
  for (const s of meta?.groundingSupports ?? []) {
    const text = s.segment?.text;
    const sourceIndices = (s.groundingChunkIndices ?? []).flatMap((i) =>
      indexMap.has(i) ? [indexMap.get(i)!] : [],
    );
    if (text && sourceIndices.length) supports.push({ text, sourceIndices });
  }
  return { grounding, supports };
}

function replyText(response: GenerateContentResponse): string {
  const parts = response.candidates?.[0]?.content?.parts ?? [];
  // Thought parts (thinking models) are not the answer.
  return parts
    .filter((p) => typeof p.text === 'string' && !p.thought)
    .map((p) => p.text)
    .join('');
}

function providerError(error: unknown, signal: AbortSignal): ProviderError {
  if (signal.aborted)
    return new ProviderError('the model did not answer within the time budget', null, false);
  if (error instanceof ApiError) {
    return new ProviderError(
      `Gemini answered HTTP ${error.status}`,
      error.status,
      isRetryableStatus(error.status),
    );
  }
  // A dropped connection or DNS failure: worth one more try.
  return new ProviderError(
    `Gemini could not be reached (${error instanceof Error ? error.message : String(error)})`,
    null,
    true,
  );
}

export function createGeminiProvider(settings: GeminiSettings): ModelProvider {
  // Everything explicit, so SDK environment variables (GOOGLE_GENAI_USE_VERTEXAI,
  // GOOGLE_GEMINI_BASE_URL) cannot send content somewhere the docs do not say.
  const ai = new GoogleGenAI({
    vertexai: false,
    apiKey: settings.apiKey,
    httpOptions: { baseUrl: settings.baseUrl ?? GEMINI_API_URL },
  });
  return {
    kind: 'gemini',
    model: settings.model,
    searches: true,
    async generate(prompt: Prompt, signal: AbortSignal): Promise<ProviderReply> {
      let response: GenerateContentResponse;
      try {
        response = await ai.models.generateContent(
          buildGeminiRequest(prompt, settings.model, signal),
        );
      } catch (error) {
        throw providerError(error, signal);
      }
      // A prompt Gemini refuses to read is refused again on a retry: say so and fall back.
      const blocked = response.promptFeedback?.blockReason;
      if (blocked)
        throw new ProviderError(`Gemini declined to read the content (${blocked})`, null, false);
      const usage = response.usageMetadata;
      return {
        text: replyText(response),
        ...groundingOf(response),
        ...(usage?.promptTokenCount !== undefined ? { inputTokens: usage.promptTokenCount } : {}),
        ...(usage?.candidatesTokenCount !== undefined
          ? { outputTokens: usage.candidatesTokenCount }
          : {}),
      };
    },
  };
}
