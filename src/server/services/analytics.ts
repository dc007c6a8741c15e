/** The public analytics dashboard and the anonymous dataset export, both as of the clock's now. */
import type { AnalyticsResponse, ExportDatasetResponse } from '../../shared';
import type { Clock } from '../clock';
import type { AggregateStore } from '../store/store';

export function createAnalytics(store: AggregateStore, clock: Clock) {
  return {
    analytics(): Promise<AnalyticsResponse> {
      return store.analytics(clock.now());
    },
    /** Aggregate patterns only (see exportDatasetResponseSchema): no content, no URLs. */
    exportDataset(): Promise<ExportDatasetResponse> {
      return store.exportDataset(clock.now());
    },
  };
}
