import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createAnalyzer } from './select-analyzer';

describe('model provider configuration', () => {
  it('reads the Gemini and local-model variables, treating empty ones as unset', () => {
    const config = loadConfig({
      GEMINI_API_KEY: 'k',
      GEMINI_MODEL: 'gemini-2.5-flash',
      GEMINI_BASE_URL: 'https://proxy.example',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'llama3.1:8b',
      LLM_API_KEY: '',
      LLM_TIMEOUT_MS: '30000',
    });
    expect(config.llm).toEqual({
      gemini: { apiKey: 'k', model: 'gemini-2.5-flash', baseUrl: 'https://proxy.example' },
      openAiCompatible: {
        baseUrl: 'http://127.0.0.1:11434/v1',
        model: 'llama3.1:8b',
        apiKey: null,
      },
      timeoutMs: 30000,
    });
    expect(loadConfig({ GEMINI_API_KEY: '' }).llm.gemini).toBeNull();
  });

  it.each([
    [{ LLM_TIMEOUT_MS: 'soon' }, /LLM_TIMEOUT_MS="soon"/],
    [{ LLM_TIMEOUT_MS: '0' }, /LLM_TIMEOUT_MS="0" must be between 1/],
    [
      { LLM_BASE_URL: 'localhost:11434' },
      /LLM_BASE_URL="localhost:11434" must be an http\(s\) URL/,
    ],
  ])('refuses %o with an error naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('picks Gemini first, then the local model, else the offline analyzer', () => {
    expect(
      createAnalyzer(
        loadConfig({ GEMINI_API_KEY: 'k', LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_MODEL: 'm' }),
      ).name,
    ).toBe('gemini:gemini-3.6-flash+offline');
    expect(
      createAnalyzer(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_MODEL: 'm' })).name,
    ).toBe('openai-compatible:m+offline');
    expect(createAnalyzer(loadConfig({})).name).toBe('offline');
  });
});
