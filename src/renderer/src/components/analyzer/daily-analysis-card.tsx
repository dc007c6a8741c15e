/**
 * The featured card: today's automatic video analysis (GET /api/daily-analysis) or, when there is
 * none, a built-in example chosen by day of year (spec 8/9).
 */
import { RefreshCw, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { DailyAnalysis, FeaturedExample } from '../../../../shared';
import { DAILY_ANALYSIS_WINDOW_MS, MIN_DAILY_TRANSCRIPT_CHARS } from '../../../../shared/constants';
import { credibilityLabel, credibilityTone } from '../../../../shared/grading';
import { useDailyAnalysis } from '../../api/queries';
import { TONE } from '../../lib/tone-classes';
import { featuredExampleFor } from '../../lib/featured-examples';
import { formatDate } from '../../lib/format';
import { hostOf } from '../../lib/url';
import { Card } from '../ui/card';
import { GradeCircle } from '../ui/grade-circle';
import { Skeleton } from '../ui/skeleton';
import { Spinner } from '../ui/spinner';
import { VideoFacade } from '../video/video-facade';

function DailyContent({ daily }: { daily: DailyAnalysis }) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <VideoFacade videoId={daily.videoId} title={daily.videoTitle} />
      <div className="flex flex-col gap-3">
        <div className="flex items-start gap-4">
          <GradeCircle score={daily.credibilityScore} grade={daily.grade} />
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">{daily.videoTitle}</h3>
            <p className="text-sm text-slate-600">{daily.channelTitle}</p>
            <p className="text-xs text-slate-500">Analyzed {formatDate(daily.analysisDate)}</p>
          </div>
        </div>
        <p
          className={`text-sm font-semibold ${TONE[credibilityTone(daily.credibilityScore)].text}`}
        >
          {credibilityLabel(daily.credibilityScore)} · credibility score {daily.credibilityScore}{' '}
          out of 100
        </p>
        <p className="text-sm leading-6 text-slate-700">
          A video analyzed in the last {DAILY_ANALYSIS_WINDOW_MS / 3_600_000} hours, featured so you
          can see how a report reads: the claims it makes, the warning signs and the reasoning
          behind the grade.
        </p>
        <p className="text-xs leading-5 text-slate-500">
          How it is chosen: among videos with a transcript of at least{' '}
          {MIN_DAILY_TRANSCRIPT_CHARS.toLocaleString('en-US')} characters, the one showing the most
          different kinds of warning signs (each kind counts once, however often it appears), then
          the most check-worthy claims, then the newest.
        </p>
        <Link
          to={`/video/${encodeURIComponent(daily.id)}`}
          className="self-start text-sm font-semibold text-accent-700 underline hover:text-accent-800"
        >
          Read the full video analysis
        </Link>
      </div>
    </div>
  );
}

function ExampleContent({ example }: { example: FeaturedExample }) {
  return (
    <div>
      <div className="flex items-start gap-4">
        <GradeCircle score={example.credibilityScore} grade={example.grade} />
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{example.title}</h3>
          <p className="text-sm break-all text-slate-600">{hostOf(example.url) ?? example.url}</p>
          <p className="text-xs text-slate-500">
            Example analysis · {formatDate(example.analysisDate)}
          </p>
        </div>
      </div>
      <p className="mt-3 text-sm leading-6 text-slate-700">{example.description}</p>
      <h4 className="mt-3 text-sm font-semibold text-slate-900">Key findings</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {example.keyFindings.map((finding) => (
          <li key={finding}>{finding}</li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-500">
        An illustrative example based on common patterns, shown while there is no daily video
        analysis.
      </p>
    </div>
  );
}

export function DailyAnalysisCard() {
  const daily = useDailyAnalysis();
  const refresh = (
    <button
      type="button"
      onClick={() => void daily.refetch()}
      disabled={daily.isFetching}
      aria-label="Refresh the featured analysis"
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60"
    >
      {daily.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" className="h-4 w-4" />}
      Refresh
    </button>
  );

  return (
    <Card
      id="featured"
      title={daily.data ? "Today's Featured Analysis" : 'Featured Example'}
      icon={<Sparkles className="h-5 w-5" />}
      actions={refresh}
      className="min-h-72"
    >
      {daily.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading the featured analysis">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : daily.data ? (
        <DailyContent daily={daily.data} />
      ) : (
        <ExampleContent example={featuredExampleFor(new Date())} />
      )}
    </Card>
  );
}
