/** /sample: a complete sample report rendered with the real results components. */
import { Link } from 'react-router-dom';
import { ResultsView } from '../components/results/results-view';
import { PageContainer } from '../components/layout/page-container';
import { buttonClass } from '../components/ui/button-classes';
import { usePageMeta } from '../hooks/use-page-meta';
import { SAMPLE_RESULTS, SAMPLE_STORED_CONTENT } from '../lib/sample-analysis';

export default function SamplePage() {
  usePageMeta(
    'Sample Report',
    'A complete FactLens credibility report of a parcel-delivery scam text: claims, red flags, scorecard and grade.',
  );
  return (
    <PageContainer>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            Sample report
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            A parcel-delivery scam text
          </h1>
          <p className="mt-3 max-w-3xl text-lg leading-8 text-slate-600">
            This is what a FactLens report looks like. The message below is a typical example of a
            scam text; every section is explained so you know how to read your own results.
          </p>
        </div>
        <Link to="/home" className={buttonClass.primary}>
          Analyze your own content
        </Link>
      </div>
      <ResultsView
        results={SAMPLE_RESULTS}
        originalContent={SAMPLE_STORED_CONTENT}
        isVideoAnalysis={false}
      />
    </PageContainer>
  );
}
