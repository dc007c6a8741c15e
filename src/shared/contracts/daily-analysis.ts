/** The featured video analysis of the day (404 with a sentence when there is none). */
import { defineRoute } from '../contract';
import { dailyAnalysisSchema } from '../entities';

export const dailyAnalysisResponseSchema = dailyAnalysisSchema;

export const dailyAnalysisRoute = defineRoute({
  method: 'GET',
  path: '/api/daily-analysis',
  response: dailyAnalysisResponseSchema,
});
