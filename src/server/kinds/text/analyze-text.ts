/** POST /api/analyze/text: pasted text, checked against the limits, analyzed once per 24 h. */
import { ERRORS, MAX_TEXT_CHARS, tooShortToJudge, type AnalyzeResponse } from '../../../shared';
import { acquireNormalisedText, normaliseText } from '../../analysis/acquire/text';
import { AppError } from '../../errors';
import type { AnalysisRunner, SubmitOptions } from '../../services/analysis-runner';
import { normaliseForCache, resultCacheKey } from '../result-cache';

export function createTextAnalysis(runAnalysis: AnalysisRunner) {
  return async function analyzeText(
    content: string,
    options: SubmitOptions = {},
  ): Promise<AnalyzeResponse> {
    const trimmed = content.trim();
    if (trimmed === '') throw new AppError(400, ERRORS.emptyText, { type: 'guidance' });
    if (trimmed.length > MAX_TEXT_CHARS) {
      throw new AppError(413, ERRORS.textTooLong(MAX_TEXT_CHARS), { type: 'guidance' });
    }
    // Normalised once: the length check, the cache key and the analysis all read this text.
    const text = normaliseText(trimmed);
    // Nothing to judge ("hi", "ok thanks"): refused before anything is stored or published.
    if (tooShortToJudge(text)) {
      throw new AppError(422, ERRORS.textTooShort, { type: 'guidance' });
    }
    // Keyed on the text as the analyzer reads it: what it strips cannot change the result.
    const normalised = normaliseForCache(text);
    return runAnalysis({
      cacheKey: resultCacheKey('text', normalised),
      acquire: () => acquireNormalisedText(text),
      // Exactly the text the key covers (invisible and bidirectional controls removed, spacing
      // normalised), then masked: everyone the cache answers with this analysis sent this text,
      // so the shared report shows no submitter's own variant of it.
      content: () => normalised,
      // Not chosen: a private message or a tip stays off the feed (the form shows this before).
      ...(options.unlisted === true
        ? { unlisted: true }
        : options.unlisted === undefined
          ? { unlistedIfPersonal: true }
          : {}),
    });
  };
}
