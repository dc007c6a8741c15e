/**
 * A YouTube video (POST /api/analyze/url with a YouTube link, whatever its type): metadata and
 * transcript, one analysis per video; its report opens on /video/{id}.
 */
import { noFeedSnippet, type InputKind } from '../input-kind';
import { analyzeAddress, urlEndpoint, type VideoAnalyzer } from '../url/url-endpoint';
import { createVideoAnalysis } from './analyze-video';
import { VIDEO_CRITERIA } from './criteria';

export const videoKind: InputKind<'video', VideoAnalyzer> = {
  type: 'video',
  endpoint: urlEndpoint,
  create: ({ runAnalysis, config }) => createVideoAnalysis(runAnalysis, config.youtube),
  feedSnippet: noFeedSnippet,
  criteria: VIDEO_CRITERIA,
  publishes: 'url',
  keepsImage: false,
  reportPath: (id) => `/video/${encodeURIComponent(id)}`,
  republish: (url, analyzers) => analyzeAddress(analyzers, url, 'video'),
};
