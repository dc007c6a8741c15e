/**
 * Every store interface of store.ts on one query layer (analysis-queries.ts, aggregates.ts,
 * publishing.ts), for whichever database the Backend runs on. sqlite-store.ts and
 * postgres-store.ts only open their database and say how it runs transactions.
 */
import type {
  AnalyticsResponse,
  ExportDatasetResponse,
  MyAnalysesResponse,
  Publication,
  PublicFeedItem,
} from '../../shared';
import { analyticsQuery, exportDatasetQuery } from './aggregates';
import * as analyses from './analysis-queries';
import type { Backend } from './backend';
import * as publishing from './publishing';
import type {
  AggregateStore,
  AnalysisStore,
  HubFeedCacheStore,
  ImageRetentionStore,
  MyAnalysesStore,
  NewAnalysis,
  OutboxStore,
  PublishReceiptStore,
} from './store';

export class SqlStore
  implements
    AnalysisStore,
    ImageRetentionStore,
    AggregateStore,
    OutboxStore,
    MyAnalysesStore,
    HubFeedCacheStore,
    PublishReceiptStore
{
  constructor(protected readonly backend: Backend) {}

  insertAnalysis(input: NewAnalysis) {
    return analyses.insertAnalysis(this.backend, input);
  }

  getAnalysis(id: string) {
    return analyses.getAnalysis(this.backend, id);
  }

  getAnalysisJson(id: string) {
    return analyses.getAnalysisJson(this.backend, id);
  }

  getVideoAnalysis(id: string) {
    return analyses.getVideoAnalysis(this.backend, id);
  }

  findCachedAnalysis(contentHash: string, since: Date) {
    return analyses.findCachedAnalysis(this.backend, contentHash, since);
  }

  listFeed(limit: number) {
    return analyses.listFeed(this.backend, limit);
  }

  countAnalyses() {
    return analyses.countAnalyses(this.backend);
  }

  latestVideoAnalyses(since: Date, limit: number) {
    return analyses.latestVideoAnalyses(this.backend, since, limit);
  }

  // Each aggregate reads one snapshot, so its numbers agree with each other while others write.
  analytics(now: Date): Promise<AnalyticsResponse> {
    const { dialect } = this.backend;
    return this.backend.read((db) => analyticsQuery({ dialect, db }, now));
  }

  exportDataset(now: Date): Promise<ExportDatasetResponse> {
    const { dialect } = this.backend;
    return this.backend.read((db) => exportDatasetQuery({ dialect, db }, now));
  }

  purgeImageData(before: Date) {
    return analyses.purgeImageData(this.backend, before);
  }

  findReceivedPublication(publishId: string) {
    return analyses.findReceivedPublication(this.backend, publishId);
  }

  recordReceivedPublication(publishId: string, analysisId: string, at: Date) {
    return analyses.recordReceivedPublication(this.backend, publishId, analysisId, at);
  }

  deleteAnalysis(id: string): Promise<boolean> {
    return analyses.deleteAnalysis(this.backend, id);
  }

  queuePublication(analysisId: string, newPublishId: string, now: Date) {
    return publishing.queuePublication(this.backend, analysisId, newPublishId, now);
  }

  getPublication(analysisId: string): Promise<Publication | null> {
    return publishing.getPublication(this.backend.db, analysisId);
  }

  nextDueOutboxItem(now: Date) {
    return publishing.nextDueOutboxItem(this.backend, now);
  }

  nextOutboxAttemptAt() {
    return publishing.nextOutboxAttemptAt(this.backend);
  }

  markPublished(analysisId: string, result: { hubId: string; sharedUrl: string }, now: Date) {
    return publishing.markPublished(this.backend, analysisId, result, now);
  }

  markPublishRetry(
    analysisId: string,
    error: string,
    retry: { at: Date; hubAsked: boolean },
    now: Date,
  ) {
    return publishing.markPublishRetry(this.backend, analysisId, error, retry, now);
  }

  bringOutboxForward(now: Date) {
    return publishing.bringOutboxForward(this.backend, now);
  }

  markPublishFailed(analysisId: string, error: string, now: Date) {
    return publishing.markPublishFailed(this.backend, analysisId, error, now);
  }

  listMyAnalyses(options: { query: string; limit: number }): Promise<MyAnalysesResponse> {
    return publishing.listMyAnalyses(this.backend, options);
  }

  getHubFeedCache(hubUrl: string) {
    return publishing.getHubFeedCache(this.backend, hubUrl);
  }

  saveHubFeed(hubUrl: string, feed: PublicFeedItem[], totalAnalyses: number | null, at: Date) {
    return publishing.saveHubFeed(this.backend, hubUrl, feed, totalAnalyses, at);
  }

  recordHubFeedFailure(hubUrl: string, error: string, at: Date) {
    return publishing.recordHubFeedFailure(this.backend, hubUrl, error, at);
  }
}
