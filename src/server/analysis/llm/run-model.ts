/**
 * One model run within a total time budget: at most two requests (one retry after a 429, a 5xx,
 * a dropped connection or a reply that fails the schema), backoff between them, and everything
 * cut off when the budget ends. Never throws: the outcome says what happened, so the caller can
 * fall back to the offline findings and tell the user why.
 */
import type { Prompt } from './prompt';
import { ProviderError, type ModelProvider, type ProviderReply } from './provider';
import { parseModelReply, type ModelReply, type ParsedReply } from './reply-schema';

/** Total requests per analysis: the first and one retry. */
export const MAX_ATTEMPTS = 2;
/** Wait before the retry; a Retry-After from the provider is not honoured beyond the budget. */
export const RETRY_BACKOFF_MS = 500;

export type ModelOutcome<R = ModelReply> =
  | {
      ok: true;
      reply: R;
      raw: ProviderReply;
      attempts: number;
      latencyMs: number;
      inputTokens?: number;
      outputTokens?: number;
    }
  | {
      ok: false;
      reason: string;
      attempts: number;
      latencyMs: number;
      inputTokens?: number;
      outputTokens?: number;
    };

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** Resolves when the signal aborts: the budget holds even if a client ignores its signal. */
function whenAborted(signal: AbortSignal): Promise<'aborted'> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve('aborted');
    else signal.addEventListener('abort', () => resolve('aborted'), { once: true });
  });
}

export async function runModel<R = ModelReply>(
  provider: ModelProvider,
  prompt: Prompt,
  budgetMs: number,
  now: () => number = () => performance.now(),
  /** Reads the reply's text; the analysis reply's schema unless a caller asks for another. */
  parse: (text: string) => ParsedReply<R> = parseModelReply as unknown as (
    text: string,
  ) => ParsedReply<R>,
): Promise<ModelOutcome<R>> {
  const started = now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), budgetMs);
  const signal = controller.signal;
  const aborted = whenAborted(signal);
  let attempts = 0;
  let inputTokens = 0;
  let outputTokens = 0;
  let counted = false;
  let reason = 'the model did not answer';
  const usage = () => (counted ? { inputTokens, outputTokens } : {});
  try {
    while (attempts < MAX_ATTEMPTS && !signal.aborted) {
      if (attempts > 0) await sleep(RETRY_BACKOFF_MS * attempts, signal);
      if (signal.aborted) break;
      attempts += 1;
      let raw: ProviderReply | 'aborted';
      try {
        raw = await Promise.race([provider.generate(prompt, signal), aborted]);
      } catch (error) {
        const pe =
          error instanceof ProviderError ? error : new ProviderError(String(error), null, false);
        reason = pe.message;
        if (!pe.retryable) break;
        continue;
      }
      if (raw === 'aborted') break;
      if (raw.inputTokens !== undefined || raw.outputTokens !== undefined) {
        counted = true;
        inputTokens += raw.inputTokens ?? 0;
        outputTokens += raw.outputTokens ?? 0;
      }
      const parsed = parse(raw.text);
      if (parsed.ok) {
        return {
          ok: true,
          reply: parsed.reply,
          raw,
          attempts,
          latencyMs: now() - started,
          ...usage(),
        };
      }
      reason = parsed.reason;
    }
    if (signal.aborted) reason = `the model did not answer within ${budgetMs} ms`;
    return { ok: false, reason, attempts, latencyMs: now() - started, ...usage() };
  } finally {
    clearTimeout(timer);
    // Stop anything still in flight (a hung request) and free its socket.
    controller.abort();
  }
}
