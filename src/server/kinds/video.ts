/**
 * A YouTube video (POST /api/analyze/url with a YouTube link, whatever its type): metadata and
 * transcript, one analysis per video; its report opens on /video/{id}.
 */
import { createVideoAnalysis } from '../services/analyze-video';
import type { InputKind } from './input-kind';
import { analyzeAddress, urlEndpoint, type VideoAnalyzer } from './url-endpoint';

export const videoKind: InputKind<'video', VideoAnalyzer> = {
  type: 'video',
  endpoint: urlEndpoint,
  create: ({ runAnalysis, config }) => createVideoAnalysis(runAnalysis, config.youtube),
  publishes: 'url',
  keepsImage: false,
  reportPath: (id) => `/video/${encodeURIComponent(id)}`,
  republish: (url, analyzers) => analyzeAddress(analyzers, url, 'video'),
};
