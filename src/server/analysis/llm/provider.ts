/**
 * One model provider (Gemini, a local OpenAI-compatible server): send a prompt, get the raw reply
 * text plus whatever real sources the provider itself returned. Validation, retries, the time
 * budget and blending are done once, above the providers (run-model.ts, blending-analyzer.ts).
 */
import type { Prompt } from './prompt';

export type ProviderKind = 'gemini' | 'openai-compatible';

/** A web page the provider's own search returned (Gemini grounding chunk). */
export interface GroundingSource {
  uri: string;
  title: string;
}

/** A part of the reply text that the provider says rests on some grounding sources. */
export interface GroundingSupport {
  text: string;
  sourceIndices: number[];
}

export interface ProviderReply {
  text: string;
  grounding: GroundingSource[];
  supports: GroundingSupport[];
  inputTokens?: number;
  outputTokens?: number;
}

export interface ModelProvider {
  readonly kind: ProviderKind;
  readonly model: string;
  /** True when the provider searches the web itself (claims can carry search results). */
  readonly searches: boolean;
  generate(prompt: Prompt, signal: AbortSignal): Promise<ProviderReply>;
}

/**
 * A failed provider call. `status` is the HTTP status when there was one; retryable says whether
 * one more try may help (429, 5xx, a dropped connection), as opposed to a bad key or request.
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}
