/**
 * The full credibility report. Used after an analysis on /home and by /shared/:id, /video/:id and
 * /sample, so every report looks the same.
 */
import type { Results } from '../../../../shared';
import { videoIdFromUrl } from '../../lib/url';
import { PublishCard } from '../desktop/publish-card';
import { AnalyzedContentCard } from './analyzed-content-card';
import { BiasCard } from './bias-card';
import { ClaimsCard } from './claims-card';
import { MethodologyCard } from './methodology-card';
import { PositiveSignalsCard } from './positive-signals-card';
import { QuestionsCard } from './questions-card';
import { RedFlagsCard } from './red-flags-card';
import { ScorecardCard } from './scorecard-card';
import { ScreenshotCard } from './screenshot-card';
import { SummaryCard } from './summary-card';

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

  return (
    <div className="space-y-6">
      <ScreenshotCard imageData={props.imageData} imageName={props.imageName} imageSize={props.imageSize} />
      <div className="grid gap-6 lg:grid-cols-2">
        <SummaryCard
          results={results}
          analysisId={props.analysisId}
          isVideoAnalysis={isVideoAnalysis}
          linkToReport={props.linkToReport}
        />
        <ScorecardCard results={results} />
      </div>
      {props.showPublish && props.analysisId ? <PublishCard analysisId={props.analysisId} /> : null}
      <MethodologyCard results={results} />
      <ClaimsCard results={results} videoId={videoId} onSeek={props.onSeek} />
      <RedFlagsCard results={results} />
      <BiasCard results={results} />
      <PositiveSignalsCard results={results} />
      <QuestionsCard results={results} />
      <AnalyzedContentCard url={props.originalUrl} content={props.originalContent} />
    </div>
  );
}
