/**
 * The report behind /sample: what the offline engine said about the sample message, written by
 * `npm run sample` (scripts/sample/regenerate.ts) and checked against the engine by
 * tests/api/sample-report.test.ts. Read through the contract's schema, so the real results
 * components render it unchanged.
 */
import { resultsSchema, type Results } from '../../../shared/entities';
import report from './sample-report.json';

export { SAMPLE_CONTENT } from './sample-text';

/** The message as the server stored it (personal data masked), shown under Analyzed Content. */
export const SAMPLE_STORED_CONTENT: string = report.content;
export const SAMPLE_RESULTS: Results = resultsSchema.parse(report.results);
