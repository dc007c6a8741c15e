/**
 * A web page read as an article (POST /api/analyze/url, type "article" or none); a page whose own
 * markup says it sells a product is analyzed as a shop.
 */
import { createPageAnalysis } from '../services/analyze-url';
import { sharedReportPath, type InputKind } from './input-kind';
import { analyzeAddress, urlEndpoint, type PageAnalyzer } from './url-endpoint';

export const articleKind: InputKind<'article', PageAnalyzer> = {
  type: 'article',
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
      'article',
    ),
  publishes: 'url',
  keepsImage: false,
  reportPath: sharedReportPath,
  // Read again from the address by the hub (a YouTube link there becomes a video analysis).
  republish: (url, analyzers) => analyzeAddress(analyzers, url, 'article'),
};
