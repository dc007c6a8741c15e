/** A web page read as a shop (POST /api/analyze/url with type "shopping"). */
import { noFeedSnippet, sharedReportPath, type InputKind } from '../input-kind';
import { analyzeAddress, pageAnalyzer, urlEndpoint, type PageAnalyzer } from '../url/url-endpoint';
import { SHOPPING_CRITERIA } from './criteria';

export const shoppingKind: InputKind<'shopping', PageAnalyzer> = {
  type: 'shopping',
  endpoint: urlEndpoint,
  create: (parts) => pageAnalyzer(parts, 'shopping'),
  feedSnippet: noFeedSnippet,
  criteria: SHOPPING_CRITERIA,
  publishes: 'url',
  keepsImage: false,
  reportPath: sharedReportPath,
  republish: (url, analyzers) => analyzeAddress(analyzers, url, 'shopping'),
};
