import { describe, expect, it } from 'vitest';
import { emptyAcquired } from '../types';
import { buildPrompt } from './prompt';
import { ProviderError, type ModelProvider, type ProviderReply } from './provider';
import { runModel } from './run-model';

const prompt = buildPrompt(emptyAcquired('text', 'Some text'));
const valid = JSON.stringify({ claims: [], redFlags: [] });

function provider(
  generate: (signal: AbortSignal) => Promise<ProviderReply>,
): ModelProvider & { calls: number } {
  const p = {
    kind: 'openai-compatible' as const,
    model: 'm',
    searches: false,
    calls: 0,
    generate: (_: unknown, signal: AbortSignal) => {
      p.calls += 1;
      return generate(signal);
    },
  };
  return p;
}

describe('runModel', () => {
  it('keeps to the budget even when a client ignores its abort signal', async () => {
    const stuck = provider(() => new Promise<ProviderReply>(() => {}));
    const outcome = await runModel(stuck, prompt, 50);
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'the model did not answer within 50 ms',
      attempts: 1,
    });
  });

  it('does not retry an error that will not go away (a bad key)', async () => {
    const refused = provider(() =>
      Promise.reject(new ProviderError('the model server answered HTTP 401', 401, false)),
    );
    const outcome = await runModel(refused, prompt, 5000);
    expect(refused.calls).toBe(1);
    expect(outcome).toMatchObject({ ok: false, reason: 'the model server answered HTTP 401' });
  });

  it('adds up token usage over both attempts', async () => {
    const replies = ['not json', valid];
    const flaky = provider(async () => ({
      text: replies.shift()!,
      grounding: [],
      supports: [],
      inputTokens: 100,
      outputTokens: 10,
    }));
    const outcome = await runModel(flaky, prompt, 5000);
    expect(outcome).toMatchObject({ ok: true, attempts: 2, inputTokens: 200, outputTokens: 20 });
  });

  it('skips the retry when the budget ends during the backoff', async () => {
    const failing = provider(() => Promise.reject(new ProviderError('HTTP 503', 503, true)));
    const outcome = await runModel(failing, prompt, 100);
    expect(failing.calls).toBe(1);
    expect(outcome).toMatchObject({ ok: false, reason: 'the model did not answer within 100 ms' });
  });
});
