/**
 * The offline analyser: explainable heuristics that need no network and no model. It reads the
 * acquired text once per concern (sentences and claims, red flags, links, bias, source
 * evidence) and is deterministic: the same input gives the same findings.
 */
import type { Claim, RedFlag } from '../../../shared';
import type { Acquired, Analyzer, Findings, TranscriptSegment } from '../types';
import { detectBias } from './bias';
import { extractClaims, type ExtractedClaim } from './claims';
import { detectLanguage, languageNote } from './language';
import { inspectLinks } from './links';
import { criticalQuestions } from './questions';
import { detectRedFlags } from './red-flags';
import { splitSentences } from './sentences';
import { positiveSignals } from './signals';
import { collectSourceEvidence } from './source-evidence';

export const OFFLINE_ANALYZER_NAME = 'offline';

/** Title flags worth raising: a headline's job is to make you click, so only these count there. */
const TITLE_FLAG_TYPES = new Set(['clickbait', 'shouting', 'excessive_punctuation', 'sensational_language', 'conspiracy_framing', 'miracle_cure']);

function knownFalseFlags(claims: readonly ExtractedClaim[]): RedFlag[] {
  const out: RedFlag[] = [];
  for (const c of claims) {
    if (!c.hoax || out.some((f) => f.indicator.endsWith(c.hoax!.hoax.label))) continue;
    out.push({
      indicator: `Repeats a known false claim: ${c.hoax.hoax.label}`,
      type: 'known_false_claim',
      severity: 'high',
      explanation: c.hoax.hoax.rebuttal,
      textExample: c.hoax.span.text,
    });
  }
  return out;
}

/** Where in the video a claim is said: the segment whose text holds the claim's opening words. */
function timestampOf(claim: Claim, segments: readonly TranscriptSegment[]): number | undefined {
  const opening = claim.claim.slice(0, 40).toLowerCase();
  const words = opening.split(/\s+/).slice(0, 4).join(' ');
  if (words.length < 8) return undefined;
  const seg = segments.find((s) => s.text.toLowerCase().includes(words));
  return seg ? Math.max(0, seg.start) : undefined;
}

export function analyseOffline(acquired: Acquired): Findings {
  const text = acquired.text;
  const language = detectLanguage(text);
  const notes: string[] = [];
  const note = languageNote(language);
  if (note && text.length > 0) notes.push(note);
  notes.push('Offline analysis: claims were not checked against outside sources, so none can be marked verified.');

  const sentences = splitSentences(text);
  const extracted = extractClaims(text, sentences);
  const linkReports = inspectLinks(acquired.links);
  const { flags, impersonated } = detectRedFlags(text, linkReports);
  const redFlags = [...knownFalseFlags(extracted), ...flags];
  if (acquired.title) {
    const present = new Set(redFlags.map((f) => f.type));
    for (const f of detectRedFlags(acquired.title, []).flags) {
      if (TITLE_FLAG_TYPES.has(f.type) && !present.has(f.type)) redFlags.push({ ...f, indicator: `${f.indicator} (in the title)` });
    }
  }
  const biasFindings = detectBias(text);
  const evidence = collectSourceEvidence(text, acquired.links);
  const claims = extracted.map((c) => {
    const ts = acquired.video ? timestampOf(c.claim, acquired.video.segments) : undefined;
    return ts === undefined ? c.claim : { ...c.claim, timestampSeconds: ts };
  });
  return {
    analyzer: OFFLINE_ANALYZER_NAME,
    language,
    claims,
    redFlags,
    biasFindings,
    positiveSignals: positiveSignals(evidence),
    criticalQuestions: criticalQuestions({ flags: redFlags, claims: extracted, bias: biasFindings, evidence, impersonated }),
    notes,
  };
}

export function createOfflineAnalyzer(): Analyzer {
  return {
    name: OFFLINE_ANALYZER_NAME,
    analyse: async (input: Acquired) => analyseOffline(input),
  };
}
