/**
 * A web page read as an article (POST /api/analyze/url, type "article" or none); a page whose own
 * markup says it sells a product is analyzed as a shop.
 */
import { noFeedSnippet, sharedReportPath, type InputKind } from '../input-kind';
import { analyzeAddress, pageAnalyzer, urlEndpoint, type PageAnalyzer } from '../url/url-endpoint';
import { ARTICLE_CRITERIA } from './criteria';

export const articleKind: InputKind<'article', PageAnalyzer> = {
  type: 'article',
  endpoint: urlEndpoint,
  create: (parts) => pageAnalyzer(parts, 'article'),
  feedSnippet: noFeedSnippet,
  criteria: ARTICLE_CRITERIA,
  publishes: 'url',
  keepsImage: false,
  reportPath: sharedReportPath,
  // Read again from the address by the hub (a YouTube link there becomes a video analysis).
  republish: (url, analyzers) => analyzeAddress(analyzers, url, 'article'),
};
