/**
 * The routes of one stored analysis: the shared report, the video page and the criteria panel of
 * an analyzer tab.
 */
import { defineRoute } from '../contract';
import { analysisCriteriaSchema, storedAnalysisSchema, videoAnalysisSchema } from '../entities';

export const analysisCriteriaResponseSchema = analysisCriteriaSchema;
export const storedAnalysisResponseSchema = storedAnalysisSchema;
export const videoAnalysisResponseSchema = videoAnalysisSchema;

/** The shared report (/shared/{id}): a stored analysis, masked as it is shown publicly. */
export const storedAnalysisRoute = defineRoute({
  method: 'GET',
  path: '/api/analysis/:id',
  response: storedAnalysisResponseSchema,
});

export const videoAnalysisRoute = defineRoute({
  method: 'GET',
  path: '/api/video-analysis/:id',
  response: videoAnalysisResponseSchema,
});

/** What an analyzer tab evaluates; `type` is a criteria type (404 for another). */
export const analysisCriteriaRoute = defineRoute({
  method: 'GET',
  path: '/api/analysis-criteria/:type',
  response: analysisCriteriaResponseSchema,
});
