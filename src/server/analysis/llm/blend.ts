/**
 * Blending: the offline findings are the floor, the model adds to them. Offline red flags, bias
 * findings, signals and questions always stay (content that tells the model to "grade this A"
 * cannot remove them); the model contributes claims with verdicts backed by real sources and red
 * flags the offline rules did not raise, each quoting words that really are in the content.
 */
import { countOf, type Claim, type ModelRun, type RedFlag } from '../../../shared';
import { inspectLink } from '../knowledge/links';
import { describeClaim } from '../offline/claims';
import type { Findings } from '../analyzer';
import type { Acquired } from '../types';
import type { Prompt } from './prompt';
import { MAX_MODEL_CONTENT_CHARS } from './prompt';
import type { ModelProvider } from './provider';
import type { ModelOutcome } from './run-model';
import { checkSources } from './sources';

/** Shortest textExample that counts as a quote (shorter ones match almost anything). */
const MIN_QUOTE_CHARS = 3;
/** Longest model-written text kept in one field; a runaway reply should not flood the report. */
export const MAX_MODEL_FIELD_CHARS = 1000;

const clip = (s: string) =>
  s.length > MAX_MODEL_FIELD_CHARS ? `${s.slice(0, MAX_MODEL_FIELD_CHARS - 1)}…` : s;
const clipClaim = (c: Claim): Claim => ({ ...c, claim: clip(c.claim), analysis: clip(c.analysis) });
const clipFlag = (f: RedFlag): RedFlag => ({
  ...f,
  indicator: clip(f.indicator),
  type: clip(f.type),
  explanation: clip(f.explanation),
  textExample: clip(f.textExample),
});

export const providerLabel = (p: ModelProvider) => `${p.kind}:${p.model}`;

const squash = (s: string) => s.toLowerCase().replace(/\s+/gu, ' ').trim();

function quotes(content: string, example: string): boolean {
  const q = squash(example).replace(/^["'“”‘’]+|["'“”‘’]+$/gu, '');
  return q.length >= MIN_QUOTE_CHARS && content.includes(q);
}

function sameClaim(a: Claim, b: Claim): boolean {
  const words = (s: string) =>
    new Set(
      squash(s)
        .split(/\W+/u)
        .filter((w) => w.length > 3),
    );
  const wa = words(a.claim);
  const wb = words(b.claim);
  const shared = [...wa].filter((w) => wb.has(w)).length;
  return shared >= Math.max(2, Math.min(wa.size, wb.size) * 0.6);
}

/** Where in the video a model's claim is said: the segment holding its opening words. */
function withTimestamp(c: Claim, acquired: Acquired): Claim {
  const words = squash(c.claim).split(' ').slice(0, 4).join(' ');
  if (!acquired.video || words.length < 8) return c;
  const seg = acquired.video.segments.find((s) => squash(s.text).includes(words));
  return seg ? { ...c, timestampSeconds: Math.max(0, seg.start) } : c;
}

/**
 * A model's claim gets the kind the offline reading gives it and what would settle it, kept beside
 * the model's own analysis (which replaces FactLens's advice there).
 */
function withKind(c: Claim): Claim {
  const { kind, advice } = describeClaim(c.claim);
  return { ...c, kind, advice };
}

function runOf(provider: ModelProvider, outcome: ModelOutcome): ModelRun {
  return {
    provider: provider.kind,
    model: provider.model,
    latencyMs: Math.round(outcome.latencyMs),
    attempts: outcome.attempts,
    ...(outcome.inputTokens !== undefined ? { inputTokens: outcome.inputTokens } : {}),
    ...(outcome.outputTokens !== undefined ? { outputTokens: outcome.outputTokens } : {}),
    outcome: outcome.ok ? 'used' : 'fallback',
    ...(outcome.ok ? {} : { fallbackReason: outcome.reason }),
  };
}

/** The offline findings as they are, with a note saying why no model result is in them. */
export function fallbackFindings(
  offline: Findings,
  provider: ModelProvider,
  outcome: Extract<ModelOutcome, { ok: false }>,
): Findings {
  return {
    ...offline,
    notes: [
      ...offline.notes,
      `The model (${providerLabel(provider)}) was not used: ${outcome.reason}. Everything here comes from the offline analyzer.`,
    ],
    modelRun: runOf(provider, outcome),
  };
}

export function blendFindings(
  offline: Findings,
  acquired: Acquired,
  prompt: Prompt,
  provider: ModelProvider,
  outcome: Extract<ModelOutcome, { ok: true }>,
): Findings {
  const { reply, raw } = outcome;
  // A link the offline rules find suspicious (look-alike or throwaway domain) is never a source,
  // so a scam cannot cite its own phishing page as proof.
  const citable = acquired.links.filter((l) => inspectLink(l)?.severity === null);
  const checked = checkSources(reply, raw.grounding, raw.supports, citable);

  // Offline claims matching a known hoax stay unless the model speaks to the same claim.
  const hoaxes = offline.claims.filter(
    (c) => c.status === 'false' && !checked.claims.some((m) => sameClaim(m, c)),
  );
  const claims = checked.claims.length
    ? [...checked.claims.map((c) => withKind(withTimestamp(clipClaim(c), acquired))), ...hoaxes]
    : offline.claims;

  const content = squash(
    [
      acquired.text,
      acquired.title ?? '',
      ...(acquired.video?.segments.map((s) => s.text) ?? []),
    ].join(' '),
  );
  const present = new Set(offline.redFlags.map((f) => f.type));
  const added: RedFlag[] = [];
  let unquoted = 0;
  for (const f of reply.redFlags) {
    if (present.has(f.type)) continue;
    if (!quotes(content, f.textExample)) {
      unquoted += 1;
      continue;
    }
    present.add(f.type);
    added.push(clipFlag(f));
  }

  const label = providerLabel(provider);
  const sourced = checked.claims.filter((c) => c.sources.length > 0).length;
  // Which checks ran is the method line's (analysisMetadata.checks), not a note's.
  const notes = [...offline.notes];
  notes.push(
    provider.searches
      ? `Claims were checked by ${label} with Google Search (${countOf(checked.claims.length, 'claim')}, ${sourced} with sources from its search results or the page's links).`
      : `Claims were judged by ${label} without web search (${countOf(checked.claims.length, 'claim')}); it could cite only links found in the content, so a claim without one stays uncertain.`,
  );
  notes.push(
    `Red flags, bias findings and signals come from the offline analyzer${added.length ? `, plus ${added.length} red flag(s) found by the model` : ''}.`,
  );
  if (!checked.claims.length && offline.claims.length)
    notes.push('The model listed no claims, so the offline claims are shown.');
  if (checked.droppedUrls)
    notes.push(
      `${checked.droppedUrls} link(s) written by the model were not shown: no search result or page link contained them.`,
    );
  if (checked.downgraded)
    notes.push(
      `${checked.downgraded} verdict(s) from the model had no source FactLens could confirm and are shown as uncertain.`,
    );
  if (unquoted)
    notes.push(
      `${unquoted} red flag(s) from the model were left out: the words they quote are not in the content.`,
    );
  if (prompt.truncated)
    notes.push(
      `The model read the first ${MAX_MODEL_CONTENT_CHARS.toLocaleString('en-US')} characters of the content.`,
    );

  return {
    ...offline,
    analyzer: `${label}+offline`,
    claims,
    redFlags: [...offline.redFlags, ...added],
    notes,
    modelRun: runOf(provider, outcome),
  };
}
