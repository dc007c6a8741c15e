/**
 * How the hub analyzes the text a desktop app read from a file it never sends (a screenshot's
 * OCR text, a PDF's text): like pasted text, cached apart from it, stored as the file's kind, with
 * a note in the results saying what was and was not sent.
 */
import type { AnalysisType } from '../../shared';
import { acquireText, normaliseText } from '../analysis/acquire/text';
import type { AnalysisRunner } from '../services/analysis-runner';
import { normaliseForCache, resultCacheKey } from './result-cache';

export function createPublishedTextAnalysis(
  runAnalysis: AnalysisRunner,
  type: AnalysisType,
  /** Said in the results: what the desktop sent, and what it kept. */
  note: string,
) {
  return (content: string) =>
    runAnalysis({
      cacheKey: resultCacheKey(
        type,
        `published-text\n${normaliseForCache(normaliseText(content))}`,
      ),
      acquire: () => {
        const acquired = { ...acquireText(content), type };
        acquired.notes = [...acquired.notes, note];
        return acquired;
      },
      content: () => content,
    });
}
