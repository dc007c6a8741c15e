/** A web page read as a shop (POST /api/analyze/url with type "shopping"). */
import { sharedReportPath, type InputKind } from './input-kind';
import { analyzeAddress, pageAnalyzer, urlEndpoint, type PageAnalyzer } from './url-endpoint';

export const shoppingKind: InputKind<'shopping', PageAnalyzer> = {
  type: 'shopping',
  endpoint: urlEndpoint,
  create: (parts) => pageAnalyzer(parts, 'shopping'),
  publishes: 'url',
  keepsImage: false,
  reportPath: sharedReportPath,
  republish: (url, analyzers) => analyzeAddress(analyzers, url, 'shopping'),
};
