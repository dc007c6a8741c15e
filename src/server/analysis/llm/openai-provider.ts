/**
 * A local OpenAI-compatible server (Ollama, LM Studio, llama.cpp server, vLLM) through plain
 * fetch: POST {LLM_BASE_URL}/chat/completions with a JSON-schema response format. Such servers do
 * not search the web, so the only sources a claim can carry are the page's own links.
 */
import type { Prompt } from './prompt';
import {
  ProviderError,
  isRetryableStatus,
  type ModelProvider,
  type ProviderReply,
} from './provider';
import { replyJsonSchema } from './reply-schema';

export interface OpenAiCompatibleSettings {
  baseUrl: string;
  model: string;
  apiKey: string | null;
}

export const OPENAI_TEMPERATURE = 0.2;
/** Name of the response format's schema (any stable identifier will do). */
export const RESPONSE_SCHEMA_NAME = 'factlens_findings';

type ChatContent =
  | string
  | Array<{ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } }>;

export interface ChatRequest {
  model: string;
  messages: Array<{ role: 'system' | 'user'; content: ChatContent }>;
  temperature: number;
  response_format: {
    type: 'json_schema';
    json_schema: { name: string; strict: boolean; schema: Record<string, unknown> };
  };
}

export function buildChatRequest(prompt: Prompt, model: string): ChatRequest {
  // Text-only turns stay a plain string: the form every compatible server understands.
  const user: ChatContent = prompt.image
    ? [
        { type: 'text', text: prompt.text },
        {
          type: 'image_url',
          image_url: { url: `data:${prompt.image.mime};base64,${prompt.image.base64}` },
        },
      ]
    : prompt.text;
  return {
    model,
    messages: [
      { role: 'system', content: prompt.system },
      { role: 'user', content: user },
    ],
    temperature: OPENAI_TEMPERATURE,
    response_format: {
      type: 'json_schema',
      json_schema: {
        name: RESPONSE_SCHEMA_NAME,
        strict: true,
        schema: prompt.schema ?? replyJsonSchema(),
      },
    },
  };
}

export function chatCompletionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/u, '')}/chat/completions`;
}

interface ChatResponse {
  choices?: Array<{ message?: { content?: string | null } }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number };
}

export function createOpenAiCompatibleProvider(settings: OpenAiCompatibleSettings): ModelProvider {
  const url = chatCompletionsUrl(settings.baseUrl);
  return {
    kind: 'openai-compatible',
    model: settings.model,
    searches: false,
    async generate(prompt: Prompt, signal: AbortSignal): Promise<ProviderReply> {
      let response: Response;
      let body: string;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
          },
          body: JSON.stringify(buildChatRequest(prompt, settings.model)),
          signal,
        });
        body = await response.text();
      } catch (error) {
        if (signal.aborted)
          throw new ProviderError('the model did not answer within the time budget', null, false);
        throw new ProviderError(
          `the model server could not be reached (${error instanceof Error ? error.message : String(error)})`,
          null,
          true,
        );
      }
      if (!response.ok) {
        throw new ProviderError(
          `the model server answered HTTP ${response.status}`,
          response.status,
          isRetryableStatus(response.status),
        );
      }
      let json: ChatResponse;
      try {
        json = JSON.parse(body) as ChatResponse;
      } catch {
        throw new ProviderError(
          'the model server answered with something other than JSON',
          response.status,
          true,
        );
      }
      const content = json.choices?.[0]?.message?.content;
      return {
        text: typeof content === 'string' ? content : '',
        grounding: [],
        supports: [],
        ...(typeof json.usage?.prompt_tokens === 'number'
          ? { inputTokens: json.usage.prompt_tokens }
          : {}),
        ...(typeof json.usage?.completion_tokens === 'number'
          ? { outputTokens: json.usage.completion_tokens }
          : {}),
      };
    },
  };
}
