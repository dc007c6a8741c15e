/** /analytics: the public dashboard, with the dataset export. */
import { CalendarDays, ChartColumn, ChartNoAxesCombined, Flag, Layers } from 'lucide-react';
import { ANALYTICS_TOP_DOMAINS } from '../../../shared/constants';
import { GRADES, gradeTone } from '../../../shared/grading';
import { TEXT } from '../../../shared/messages';
import { errorMessage } from '../api/client';
import { useAnalytics } from '../api/queries';
import { ExportDatasetButton } from '../components/analytics/export-dataset-button';
import { HorizontalBars } from '../components/analytics/horizontal-bars';
import { PerDayChart } from '../components/analytics/per-day-chart';
import { RecentAnalyses } from '../components/analytics/recent-analyses';
import { StatCard } from '../components/analytics/stat-card';
import { StatusSplit } from '../components/analytics/status-split';
import { PageContainer, PageHeading } from '../components/layout/page-container';
import { StatusScreen } from '../components/layout/status-screen';
import { Card } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { usePageMeta } from '../hooks/use-page-meta';

export default function AnalyticsPage() {
  usePageMeta(
    'Public Analytics',
    'Open statistics on FactLens analyses: volume, grades, verified and false shares, and the most analyzed domains.',
  );
  const query = useAnalytics();

  if (query.isError) {
    return (
      <StatusScreen icon={<ChartColumn className="h-8 w-8" />} title={TEXT.analyticsUnavailable}>
        <p>{errorMessage(query.error, TEXT.analyticsLoadFailed)}</p>
        <p className="mt-1 text-sm">{TEXT.analyticsFallback}</p>
      </StatusScreen>
    );
  }

  const heading = (
    <div className="mb-8 flex flex-wrap items-start justify-between gap-4 [&>div]:mb-0">
      <PageHeading
        icon={<ChartNoAxesCombined className="h-8 w-8" />}
        title="Public Analytics"
        lead="Aggregate patterns across all analyses. No personal content is stored or shown here."
      />
      <ExportDatasetButton />
    </div>
  );

  const data = query.data;
  if (!data) {
    return (
      <PageContainer>
        {heading}
        <div role="status" aria-label="Loading analytics" className="space-y-6">
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-28" />
            ))}
          </div>
          <Skeleton className="h-64" />
        </div>
      </PageContainer>
    );
  }

  // Offline, almost every claim is "uncertain", so "false or uncertain" said nothing; the share
  // graded D or F is what the grades themselves say.
  const gradedTotal = GRADES.reduce((sum, g) => sum + data.gradeDistribution[g], 0);
  const lowShare =
    gradedTotal === 0
      ? null
      : Math.round(((data.gradeDistribution.D + data.gradeDistribution.F) / gradedTotal) * 100);
  const grades = GRADES.map((g) => ({
    label: `Grade ${g}`,
    value: data.gradeDistribution[g],
    tone: gradeTone(g),
  }));
  const domains = data.topDomains
    .slice(0, ANALYTICS_TOP_DOMAINS)
    .map((d) => ({ label: d.domain, value: d.count }));

  return (
    <PageContainer>
      {heading}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Total analyses"
          value={data.totalAnalyses.toLocaleString()}
          icon={<Layers className="h-5 w-5" />}
        />
        <StatCard
          label="Today"
          value={data.todayAnalyses.toLocaleString()}
          icon={<CalendarDays className="h-5 w-5" />}
        />
        <StatCard
          label="This week"
          value={data.thisWeekAnalyses.toLocaleString()}
          icon={<ChartColumn className="h-5 w-5" />}
        />
        <StatCard
          label="Graded D or F"
          value={lowShare === null ? 'None yet' : `${lowShare}%`}
          icon={<Flag className="h-5 w-5" />}
          hint="Low or very low credibility"
        />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card title="Analyses per day">
          <PerDayChart days={data.analysesPerDay} />
        </Card>
        <Card title="Verdict split">
          <StatusSplit
            total={data.totalAnalyses}
            parts={[
              { label: 'Verified', fraction: data.verifiedPercentage, tone: 'green' },
              { label: 'False', fraction: data.falsePercentage, tone: 'red' },
              { label: 'Not enough evidence', fraction: data.uncertainPercentage, tone: 'yellow' },
              { label: 'Mixed', fraction: data.mixedPercentage, tone: 'grey' },
            ]}
          />
        </Card>
        <Card title="Grade distribution">
          <HorizontalBars data={grades} label="Analyses per grade" />
        </Card>
        <Card title="Top domains">
          {domains.length === 0 ? (
            <p className="text-sm text-slate-600">No web addresses analyzed yet.</p>
          ) : (
            <HorizontalBars data={domains} label="Most analyzed domains" />
          )}
        </Card>
      </div>

      <div className="mt-6">
        <Card title="Recent analyses">
          <RecentAnalyses items={data.recentAnalyses} />
        </Card>
      </div>
    </PageContainer>
  );
}
