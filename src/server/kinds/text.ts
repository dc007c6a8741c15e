/** Pasted text: POST /api/analyze/text {content, unlisted?} -> {id, results}. */
import { analyzeTextRequestSchema } from '../../shared';
import { AppError } from '../errors';
import { SEND_UNLISTED, unlistedProblem } from '../routes/unlisted-field';
import { createTextAnalysis } from '../services/analyze-text';
import {
  analyzerOf,
  sharedReportPath,
  submitOptions,
  type AnalyzeEndpoint,
  type InputKind,
} from './input-kind';

/** Shown for a missing body, a non-object body or a non-string content. */
const SEND_CONTENT =
  'Send the text to analyze as a JSON string field "content", e.g. {"content": "text to analyze"}.';

const endpoint: AnalyzeEndpoint = {
  path: '/api/analyze/text',
  async handle(req, _res, analyzers) {
    const request = analyzeTextRequestSchema.safeParse(req.body);
    if (!request.success) {
      throw new AppError(400, unlistedProblem(request.error) ? SEND_UNLISTED : SEND_CONTENT);
    }
    const analyze = analyzerOf<TextAnalyzer>(analyzers, 'text');
    return analyze(request.data.content, submitOptions(request.data.unlisted));
  },
};

type TextAnalyzer = ReturnType<typeof createTextAnalysis>;

export const textKind: InputKind<'text', TextAnalyzer> = {
  type: 'text',
  endpoint,
  create: ({ runAnalysis }) => createTextAnalysis(runAnalysis),
  publishes: 'content',
  keepsImage: false,
  reportPath: sharedReportPath,
  // Publishing from the desktop app is the person's choice to put it on the feed.
  republish: (content, analyzers) =>
    analyzerOf<TextAnalyzer>(analyzers, 'text')(content, { unlisted: false }),
};
