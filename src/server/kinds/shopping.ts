/** A web page read as a shop (POST /api/analyze/url with type "shopping"). */
import { createPageAnalysis } from '../services/analyze-url';
import { sharedReportPath, type InputKind } from './input-kind';
import { analyzeAddress, urlEndpoint, type PageAnalyzer } from './url-endpoint';

export const shoppingKind: InputKind<'shopping', PageAnalyzer> = {
  type: 'shopping',
  endpoint: urlEndpoint,
  create: ({ runAnalysis, config, clock, untrusted, resolve }) =>
    createPageAnalysis(
      {
        runAnalysis,
        fetch: config.fetch,
        rdap: config.rdap,
        clock,
        untrusted,
        ...(resolve ? { resolve } : {}),
      },
      'shopping',
    ),
  publishes: 'url',
  keepsImage: false,
  reportPath: sharedReportPath,
  republish: (url, analyzers) => analyzeAddress(analyzers, url, 'shopping'),
};
