/** /shared/:id: a shareable credibility report of any stored analysis. */
import { FileSearch, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { TEXT } from '../../../shared/messages';
import { reportTitle } from '../../../shared/report-title';
import { errorMessage, isNotFound } from '../api/client';
import { useStoredAnalysis } from '../api/queries';
import { PageContainer } from '../components/layout/page-container';
import { ReportLoadFailed, StatusScreen } from '../components/layout/status-screen';
import { ResultsView } from '../components/results/results-view';
import { buttonClass } from '../components/ui/button-classes';
import { Spinner } from '../components/ui/spinner';
import { usePageMeta } from '../hooks/use-page-meta';
import { formatDateTime } from '../lib/format';
import { gradeSentence, reportSubject } from '../kinds/report-intro';
import { isVideoUrl } from '../lib/url';

export default function SharedPage() {
  const { id } = useParams();
  const query = useStoredAnalysis(id);
  const record = query.data;
  usePageMeta(
    // The same title the server puts in the link preview (og:title).
    record ? reportTitle(record) : 'Shared fact-check analysis',
    'A shared FactLens credibility report: the claims, red flags, scorecard and grade, with the reasoning behind them.',
  );

  if (query.isPending && id) {
    return (
      <div
        role="status"
        className="flex min-h-[60vh] items-center justify-center gap-3 text-slate-600"
      >
        <Spinner className="h-5 w-5" />
        <span>{TEXT.sharedLoading}</span>
      </div>
    );
  }

  // A missing report and a failed load are different things: an outage must not look like a
  // deleted report.
  if (query.isError && !isNotFound(query.error)) {
    return (
      <ReportLoadFailed
        message={errorMessage(query.error, TEXT.sharedLoadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isError || !record) {
    return (
      <StatusScreen icon={<SearchX className="h-8 w-8" />} title={TEXT.analysisNotFoundTitle}>
        <p>{TEXT.sharedNotFound}</p>
      </StatusScreen>
    );
  }

  const results = record.analysisResults;
  return (
    <PageContainer>
      <div className="mb-8 wrap-anywhere">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
          Fact-check report
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {record.title || 'Credibility Analysis'}
        </h1>
        <p className="mt-3 max-w-3xl text-lg leading-8 text-slate-700">
          This report is the result of {reportSubject(record)}.{' '}
          {gradeSentence(results.summary.overallGrade, results.scorecard.credibilityScore)}
        </p>
        <p className="mt-1 text-sm text-slate-500">Analyzed {formatDateTime(record.createdAt)}</p>
      </div>

      {/* The report's sections are h2 cards and its verdict an h3: this keeps the outline in order
          (h1, h2, h3) without moving the verdict down the phone's first screen. */}
      <h2 className="sr-only">Credibility Report</h2>
      <ResultsView
        results={results}
        analysisId={record.id}
        originalUrl={record.url}
        originalContent={record.content}
        imageData={record.imageData}
        imageName={record.imageName}
        imageSize={record.imageSize}
        isVideoAnalysis={isVideoUrl(record.url)}
        showPublish
      />

      <section
        aria-labelledby="cta-title"
        className="mt-10 flex flex-col items-start gap-4 rounded-2xl bg-accent-700 p-6 text-white sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="cta-title" className="flex items-center gap-2 text-xl font-semibold">
            <FileSearch aria-hidden="true" className="h-5 w-5" /> Check something yourself
          </h2>
          <p className="mt-1 text-accent-50">
            Free, no sign-up, no tracking. Paste a link, a message or a screenshot.
          </p>
        </div>
        <Link to="/home" className={`${buttonClass.secondary} border-white`}>
          Start a free analysis
        </Link>
      </section>
    </PageContainer>
  );
}
