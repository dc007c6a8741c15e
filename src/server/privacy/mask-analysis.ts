/**
 * Applies maskPersonalData (after removing bidirectional controls) to everything of an analysis
 * that is stored and may be shown publicly:
 * the content (pasted text, or the text read from a screenshot), the title, and every place the
 * results quote the content (claims, red-flag and bias quotes, the summary and verdict). Offsets
 * of bias spans still point into the original text; the UI shows only the quoted words.
 */
import type { Results } from '../../shared';
import { maskKnownValues, maskPersonalData, type HiddenValue } from './mask';

/**
 * Explicit bidirectional formatting characters (embeddings, overrides, isolates and their ends).
 * Rendered, they reorder what is shown ("4481 2290" inside an override reads "0922 1844"), so
 * what is stored and shown is never what was screened; they are removed before masking, so the
 * masks also see the digits in their real order. Marks (U+200E, U+200F) reorder nothing and stay.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * What the content's masking found, to look for again in the title and the results; a name's
 * words are looked for on their own too ("Patel" quoted without "Dear Mrs J.").
 */
function valuesToRepeat(hidden: readonly HiddenValue[]): HiddenValue[] {
  const out = [...hidden];
  for (const { kind, value } of hidden) {
    if (kind !== 'name') continue;
    for (const word of value.split(/\s+/))
      if (/^\p{Lu}\p{Ll}{2,}/u.test(word) && !HONORIFIC.test(word))
        out.push({ kind, value: word.replace(/[.,]+$/, '') });
  }
  return out;
}
const HONORIFIC = /^(?:Mrs?|Ms|Miss|Mx|Dr|Prof|Professor|Sir|Dame|Lady|Lord)\.?$/;

export function maskResults(results: Results, hidden: readonly HiddenValue[] = []): Results {
  const repeat = valuesToRepeat(hidden);
  const m = (text: string) =>
    maskKnownValues(maskPersonalData(withoutBidiControls(text)).text, repeat);
  const mOpt = (text: string | undefined) => (text === undefined ? undefined : m(text));
  const verdict = results.summary.verdict;
  return {
    ...results,
    claims: results.claims.map((claim) => ({
      ...claim,
      claim: m(claim.claim),
      analysis: m(claim.analysis),
      // What would settle it may name the claim's figure or person (claims/advice.ts).
      ...(claim.advice === undefined ? {} : { advice: m(claim.advice) }),
    })),
    redFlags: results.redFlags.map((flag) => ({
      ...flag,
      textExample: m(flag.textExample),
      explanation: m(flag.explanation),
      ...(flag.anatomy
        ? {
            anatomy: flag.anatomy.map((part) => ({
              ...part,
              label: m(part.label),
              quote: m(part.quote),
            })),
          }
        : {}),
    })),
    summary: {
      ...results.summary,
      message: m(results.summary.message),
      ...(verdict
        ? {
            verdict: { ...verdict, headline: m(verdict.headline), reasons: verdict.reasons.map(m) },
          }
        : {}),
    },
    biasFindings: results.biasFindings.map((finding) => ({
      ...finding,
      spans: finding.spans.map((span) => ({ ...span, text: m(span.text) })),
    })),
    positiveSignals: results.positiveSignals.map((signal) => {
      const textExample = mOpt(signal.textExample);
      return { ...signal, ...(textExample === undefined ? {} : { textExample }) };
    }),
    criticalQuestions: results.criticalQuestions.map(m),
  };
}

/** A title that was only personal data says nothing once masked: the card then leads with the text. */
function titleOf(masked: string): string | null {
  return masked.replace(/\[[a-z -]+ hidden\]/gi, '').replace(/[\s\p{P}]+/gu, '') === ''
    ? null
    : masked;
}

export interface MaskedSubmission {
  content: string | null;
  title: string | null;
  results: Results;
  /** The content held personal data: a screenshot of it is not kept for display. */
  hadPersonalData: boolean;
}

export function maskSubmission(
  content: string | null,
  title: string | null,
  results: Results,
): MaskedSubmission {
  const masked = content === null ? null : maskPersonalData(withoutBidiControls(content));
  const hidden = masked?.hidden ?? [];
  const repeat = valuesToRepeat(hidden);
  const m = (text: string) =>
    maskKnownValues(maskPersonalData(withoutBidiControls(text)).text, repeat);
  return {
    content: masked ? maskKnownValues(masked.text, repeat) : null,
    title: title === null ? null : titleOf(m(title)),
    results: maskResults(results, hidden),
    hadPersonalData: masked !== null && Object.keys(masked.found).length > 0,
  };
}
