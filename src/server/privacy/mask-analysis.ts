/**
 * Applies maskPersonalData to everything of an analysis that is stored and may be shown publicly:
 * the content (pasted text, the text read from a screenshot or a PDF), the title, and every place
 * the results quote or describe the content (claims, red-flag and bias quotes, the anatomy, the
 * summary, the verdict, the questions, the notes, a page's own links cited as sources). What the
 * content's masking hid is looked for again everywhere else, so a quote cut away from its
 * greeting or a question quoting part of a number shows nothing either. Links the product writes
 * (a fact-check, a search result) are not content and stay whole. Offsets of bias spans still
 * point into the original text; the UI shows only the quoted words. Plain data in and out: it
 * runs wherever the analysis runs.
 */
import type { Results, Source } from '../../shared';
import { readPersonal } from '../../shared/personal-text';
import { HONORIFICS } from '../../shared/personal-words';
import { publicLink } from './links';
import { maskKnownValues, maskPersonalData, type HiddenValue } from './mask';
import { shownText } from './normal-form';

/**
 * Explicit bidirectional formatting characters are never shown: they reorder what is drawn
 * ("4481 2290" inside an override reads "0922 1844"). The masker's shown text drops them
 * (normal-form.ts); kept for callers that only need that.
 */
export function withoutBidiControls(text: string): string {
  return text.replace(/[\u202A-\u202E\u2066-\u2069]/g, '');
}

/**
 * Sources the product writes itself: a published fact-check it matched, a related one, or a page
 * a model provider's own search returned (src/server/analysis/fact-checks/apply.ts and
 * llm/sources.ts name them). Any other source is a link of the analyzed content.
 */
export const PRODUCT_SOURCE_TYPES: ReadonlySet<string> = new Set([
  'fact-check',
  'related fact-check',
  'web search result',
]);

/**
 * What the content's masking found, to look for again in the title and the results; a name's
 * words are looked for on their own too ("Patel" quoted without "Dear Mrs J.").
 */
function valuesToRepeat(hidden: readonly HiddenValue[]): HiddenValue[] {
  const out = [...hidden];
  for (const { kind, value } of hidden) {
    if (kind !== 'name') continue;
    for (const word of value.split(/\s+/)) {
      const bare = word.replace(/[.,]+$/, '');
      if (HONORIFIC.test(bare) || bare.length < 3) continue;
      if (/^\p{Lu}\p{Ll}{2,}/u.test(bare) || bare === bare.toLowerCase())
        out.push({ kind, value: bare });
    }
  }
  return out;
}
const TITLES = new Set(HONORIFICS.map((t) => t.replace(/\.$/, '')));
const HONORIFIC = { test: (word: string) => TITLES.has(word.toLowerCase().replace(/\.$/, '')) };

function masker(hidden: readonly HiddenValue[]) {
  const repeat = valuesToRepeat(hidden);
  // The results quote the same words in several places (a claim and its question, a flag and the
  // verdict's reasons): each text is masked once.
  const done = new Map<string, string>();
  return (text: string) => {
    let masked = done.get(text);
    if (masked === undefined) {
      masked = maskKnownValues(maskPersonalData(text).text, repeat);
      done.set(text, masked);
    }
    return masked;
  };
}

function maskSource(source: Source, m: (text: string) => string): Source {
  if (PRODUCT_SOURCE_TYPES.has(source.type)) return source;
  return {
    ...source,
    url: publicLink(source.url),
    title: m(source.title),
    excerpt: m(source.excerpt),
  };
}

export function maskResults(results: Results, hidden: readonly HiddenValue[] = []): Results {
  const m = masker(hidden);
  const mOpt = (text: string | undefined) => (text === undefined ? undefined : m(text));
  const verdict = results.summary.verdict;
  const { pageNotOpened } = results;
  return {
    ...results,
    ...(pageNotOpened
      ? { pageNotOpened: { ...pageNotOpened, message: m(pageNotOpened.message) } }
      : {}),
    claims: results.claims.map((claim) => ({
      ...claim,
      claim: m(claim.claim),
      analysis: m(claim.analysis),
      // What would settle it may name the claim's figure or person (claims/advice.ts).
      ...(claim.advice === undefined ? {} : { advice: m(claim.advice) }),
      sources: claim.sources.map((source) => maskSource(source, m)),
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
            verdict: {
              ...verdict,
              headline: m(verdict.headline),
              reasons: verdict.reasons.map(m),
              actions: verdict.actions.map(m),
            },
          }
        : {}),
    },
    analysisMetadata: { ...results.analysisMetadata, notes: results.analysisMetadata.notes.map(m) },
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
  /**
   * The content reads as private by nature (src/shared/personal-text.ts): kept off the feed unless
   * the person chose. Read here, where the masking runs, not on the request thread.
   */
  personal: boolean;
}

export function maskSubmission(
  content: string | null,
  title: string | null,
  results: Results,
): MaskedSubmission {
  // Asked first, while the analysis's own reading of the same text is still kept (readPersonal
  // keeps its last few answers, and masking the results asks it of every quote).
  const personal = content !== null && readPersonal(content).personal;
  const masked = content === null ? null : maskPersonalData(content);
  const hidden = masked?.hidden ?? [];
  const m = masker(hidden);
  return {
    content: masked ? maskKnownValues(masked.text, valuesToRepeat(hidden)) : null,
    title: title === null ? null : titleOf(m(title)),
    results: maskResults(results, hidden),
    hadPersonalData: masked !== null && Object.keys(masked.found).length > 0,
    personal,
  };
}

/** The stored fields masked again (a migration re-masking rows stored by an older masker). */
export function remaskStored(stored: {
  title: string | null;
  content: string | null;
  results: Results;
}): MaskedSubmission {
  return maskSubmission(stored.content, stored.title, stored.results);
}

/** What every public surface shows of a text: the shown form, masked. */
export const maskedForDisplay = (text: string): string => maskPersonalData(shownText(text)).text;
