/**
 * The full credibility report. Used after an analysis on /home and by /shared/:id, /video/:id and
 * /sample, so every report looks the same. The verdict block leads at every width; the details
 * follow, the long ones folded with their counts in the heading.
 */
import type { Results } from '../../../../shared';
import { useStoredAnalysis } from '../../api/queries';
import { RENDERER_KINDS } from '../../kinds/registry';
import { videoIdFromUrl } from '../../lib/url';
import { PublishCard } from '../desktop/publish-card';
import { AnalyzedContentCard } from './analyzed-content-card';
import { BiasCard } from './bias-card';
import { ClaimsCard } from './claims-card';
import { LinksCard } from './links-card';
import { MethodologyCard } from './methodology-card';
import { PageNotOpenedCard } from './page-not-opened-card';
import { PositiveSignalsCard } from './positive-signals-card';
import { QuestionsCard } from './questions-card';
import { RedFlagsCard } from './red-flags-card';
import { ScorecardCard } from './scorecard-card';
import { ScreenshotCard } from './screenshot-card';
import { SummaryCard } from './summary-card';
import { VerdictCard } from './verdict-card';

export interface ResultsViewProps {
  results: Results;
  analysisId?: string | null;
  originalUrl?: string | null;
  originalContent?: string | null;
  imageData?: string | null;
  imageName?: string | null;
  imageSize?: number | null;
  isVideoAnalysis: boolean;
  /** Offer a link to /shared/{id} (on /home, right after an analysis). */
  linkToReport?: boolean;
  /** The page has its own player (/video/{id}): claims can play their moment in it. */
  onSeek?: (seconds: number) => void;
  /** Desktop app: offer publishing this local analysis to the public feed (hidden on the hosted site). */
  showPublish?: boolean;
}

export function ResultsView(props: ResultsViewProps) {
  const { results, isVideoAnalysis } = props;
  const videoId = isVideoAnalysis ? videoIdFromUrl(props.originalUrl) : null;
  // Text read from what was sent (a screenshot's image, a document), as its kind introduces it; an
  // image sent is always a screenshot's.
  const readFrom =
    RENDERER_KINDS[results.analysisMetadata.type].readText ??
    (props.imageName ? RENDERER_KINDS.screenshot.readText : null);
  // Right after such an analysis the response carries no text: the stored analysis has what we
  // read (masked like everything stored), so it is fetched to show what was judged.
  const needsText = readFrom !== null && !props.originalContent && Boolean(props.analysisId);
  const stored = useStoredAnalysis(needsText ? (props.analysisId ?? undefined) : undefined);
  const content = props.originalContent ?? (needsText ? stored.data?.content : null) ?? null;

  return (
    // Long URLs, quotes, claims and unbroken tokens wrap anywhere rather than push a phone's page
    // sideways (overflow-wrap is inherited by every card).
    <div className="space-y-4 wrap-anywhere sm:space-y-5">
      <PageNotOpenedCard
        results={results}
        originalUrl={props.originalUrl}
        canRetry={props.linkToReport === true}
      />
      <VerdictCard results={results} />
      <ScreenshotCard
        imageData={props.imageData}
        imageName={props.imageName}
        imageSize={props.imageSize}
        withheld={results.analysisMetadata.imageWithheld ?? null}
      />
      <div className="grid items-start gap-4 sm:gap-5 lg:grid-cols-2">
        <SummaryCard
          results={results}
          analysisId={props.analysisId}
          isVideoAnalysis={isVideoAnalysis}
          linkToReport={props.linkToReport}
        />
        <ScorecardCard results={results} />
      </div>
      {readFrom ? (
        <AnalyzedContentCard url={props.originalUrl} content={content} readFrom={readFrom} />
      ) : null}
      {props.showPublish && props.analysisId ? <PublishCard analysisId={props.analysisId} /> : null}
      <RedFlagsCard results={results} />
      <ClaimsCard results={results} videoId={videoId} onSeek={props.onSeek} />
      <BiasCard results={results} />
      <PositiveSignalsCard results={results} />
      <LinksCard results={results} />
      <QuestionsCard results={results} />
      <MethodologyCard results={results} />
      {readFrom ? null : <AnalyzedContentCard url={props.originalUrl} content={content} />}
    </div>
  );
}
