/** Pasted text: POST /api/analyze/text {content, unlisted?} -> {id, results}. */
import { analyzeTextRoute } from '../../../shared/kinds/text';
import { firstLineSnippet } from '../feed-snippet';
import {
  analyzeEndpoint,
  analyzerOf,
  sharedReportPath,
  submitOptions,
  type InputKind,
} from '../input-kind';
import { createTextAnalysis } from './analyze-text';

type TextAnalyzer = ReturnType<typeof createTextAnalysis>;

const endpoint = analyzeEndpoint({
  contract: analyzeTextRoute,
  handle: ({ body }, analyzers) =>
    analyzerOf<TextAnalyzer>(analyzers, 'text')(body.content, submitOptions(body.unlisted)),
});

export const textKind: InputKind<'text', TextAnalyzer> = {
  type: 'text',
  endpoint,
  create: ({ runAnalysis }) => createTextAnalysis(runAnalysis),
  feedSnippet: firstLineSnippet,
  // The Text tab shows the article panel: the same checks run on any text.
  criteria: null,
  publishes: 'content',
  keepsImage: false,
  reportPath: sharedReportPath,
  // Publishing from the desktop app is the person's choice to put it on the feed.
  republish: (content, analyzers) =>
    analyzerOf<TextAnalyzer>(analyzers, 'text')(content, { unlisted: false }),
};
