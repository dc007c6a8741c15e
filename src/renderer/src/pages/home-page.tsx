/** /home: the analyzer. Before a result: explainers and the featured card; after: the report. */
import { RotateCcw } from 'lucide-react';
import { useIsMutating } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { DailyAnalysisCard } from '../components/analyzer/daily-analysis-card';
import { AnalyzerPanel } from '../components/analyzer/analyzer-panel';
import { ANALYZE_MUTATION_KEY } from '../components/analyzer/use-analyze';
import { EducationalNotice } from '../components/analyzer/educational-notice';
import { InfoDialogs } from '../components/analyzer/info-dialogs';
import { PageContainer } from '../components/layout/page-container';
import { ResultsSkeleton } from '../components/results/results-skeleton';
import { ResultsView } from '../components/results/results-view';
import { buttonClass } from '../components/ui/button-classes';
import { usePageMeta } from '../hooks/use-page-meta';
import { useAnalyzerStore } from '../state/analyzer-store';

export default function HomePage() {
  usePageMeta(
    'FactLens - Check a video, article, shop, text or screenshot',
    'Paste a YouTube link, article, shop address, message or screenshot and get a free credibility report: claims, red flags, a scorecard and a grade. No sign-up, no tracking.',
  );
  const session = useAnalyzerStore();
  const running = useIsMutating({ mutationKey: ANALYZE_MUTATION_KEY }) > 0;
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // Move focus (and the view) to the new report so keyboard and screen-reader users land on it.
  const onResult = useCallback(() => {
    requestAnimationFrame(() => {
      resultsHeading.current?.focus();
      resultsHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
  }, []);

  const hasResults = session.results !== null;

  return (
    <PageContainer>
      <div className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Check it before you share it
        </h1>
        <p className="mt-3 max-w-3xl text-lg leading-8 text-slate-600">
          Get a free, explained credibility report for a YouTube video, a news article, an online
          shop, a message or a screenshot.
        </p>
      </div>

      <div className="mb-6">
        <EducationalNotice />
      </div>

      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <AnalyzerPanel onResult={onResult} />
      </div>

      <div className="mt-8 min-h-[28rem]">
        {hasResults || running ? (
          <section aria-labelledby="results-heading" aria-busy={running}>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h2
                id="results-heading"
                ref={resultsHeading}
                tabIndex={-1}
                className="scroll-mt-24 text-2xl font-bold text-slate-900"
              >
                {running ? 'Analyzing your content...' : 'Your Credibility Report'}
              </h2>
              {hasResults && !running ? (
                <button type="button" className={buttonClass.secondary} onClick={session.reset}>
                  <RotateCcw aria-hidden="true" className="h-4 w-4" />
                  New analysis
                </button>
              ) : null}
            </div>
            {running || !session.results ? (
              <ResultsSkeleton />
            ) : (
              <ResultsView
                results={session.results}
                analysisId={session.analysisId}
                originalUrl={session.originalUrl}
                originalContent={session.originalContent}
                imageData={session.imageData}
                imageName={session.imageName}
                imageSize={session.imageSize}
                isVideoAnalysis={session.isVideoAnalysis}
                linkToReport
                showPublish
              />
            )}
          </section>
        ) : (
          <div className="space-y-6">
            <InfoDialogs />
            <DailyAnalysisCard />
          </div>
        )}
      </div>
    </PageContainer>
  );
}
