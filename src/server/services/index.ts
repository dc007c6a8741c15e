/** Builds every service from the app's dependencies; routes receive this and nothing else. */
import { createOcrEngine, type OcrEngine } from '../analysis/acquire/image/ocr';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createAnalysisPool, type AnalysisPool } from '../analysis/acquire/isolation/analysis-pool';
import {
  createUntrustedPool,
  type UntrustedPool,
} from '../analysis/acquire/isolation/untrusted-pool';
import { pooledWork } from '../analysis/pipeline-jobs';
import { DRAW_PREVIEW_JOB } from '../link-preview/preview-job';
import { createPreviewImages } from '../link-preview/preview-images';
import type { Analyzer } from '../analysis/analyzer';
import type { Resolver } from '../analysis/acquire/net/safe-fetch';
import type { AnalysisType } from '../../shared';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Logger } from 'pino';
import type { Stores } from '../store/stores';
import { createAnalysisReader, type RemoteAnalyses } from './analyses';
import { createAnalysisRunner, type AnalysisRunner, type RunnerKind } from './analysis-runner';
import { createAnalytics } from './analytics';
import { createAnalysisCriteria, type CriteriaKind } from './criteria';
import { createDailyAnalysis } from './daily-analysis';
import { createFactCheckExport, createFactCheckLookup } from './fact-checks';
import { HOSTED_SHELL, meta, type ShellMeta } from './meta';
import { createPublicFeed, type FeedSource } from './public-feed';

/**
 * The parts of the core a plug-in may fill in (src/server/create-app.ts gathers them): the core
 * never asks which shell it runs in, it is handed what differs.
 */
export interface CoreParts {
  /** Where the public feed comes from instead of this database (desktop: the hub's, cached). */
  feedSource?: FeedSource;
  /** Analyses read through when an id is not stored here (desktop: the hub's). */
  remoteAnalyses?: RemoteAnalyses;
  /** What GET /api/meta says of the shell; the hosted site unless given. */
  shell?: ShellMeta;
}

/** What every kind's analyzer is built from (src/server/kinds/input-kind.ts: KindParts). */
export interface AnalyzerParts {
  runAnalysis: AnalysisRunner;
  config: Config;
  clock: Clock;
  untrusted: UntrustedPool;
  ocr: OcrEngine;
  /** Name resolution for the URL fetcher; the system resolver unless a test passes another. */
  resolve?: Resolver;
}

/**
 * The input kinds, handed in by the composition root (src/server/kinds/registry.ts): the core
 * reads their descriptors and never imports a kind.
 */
export interface KindRegistry {
  readonly kinds: Readonly<Record<string, (RunnerKind & CriteriaKind) | undefined>>;
  /** Builds every kind's analyzer, by type: the analyze routes and the hub's re-runs use them. */
  readonly createAnalyzers: (
    parts: AnalyzerParts,
  ) => Readonly<Partial<Record<AnalysisType, unknown>>>;
}

export interface ServiceDeps extends CoreParts {
  kinds: KindRegistry;
  stores: Stores;
  analyzer: Analyzer;
  clock: Clock;
  config: Config;
  log?: Logger;
  /** Given by the server that owns (and closes) it; else one is started on the first screenshot. */
  ocr?: OcrEngine;
  /** Child processes for parsing pages, images and documents; its owner closes it (else one is made). */
  untrusted?: UntrustedPool;
  /** Worker threads for the analysis's CPU work; its owner closes it (else one is made here). */
  analysisPool?: AnalysisPool;
  /** Name resolution for the URL fetcher; the system resolver unless a test passes another. */
  resolve?: Resolver;
}

export function createServices(deps: ServiceDeps) {
  const { stores, analyzer, clock, config, log, ocr, untrusted: given, resolve } = deps;
  // Workers start on the first page, image or analysis and do not keep the process alive while
  // idle.
  const untrusted = given ?? createUntrustedPool();
  const analysisPool =
    deps.analysisPool ??
    createAnalysisPool(config.analysisWorkers ? { workers: config.analysisWorkers } : {});
  // Who sent the request being served (its address, in memory only): the analysis pool's queue is
  // fair between clients. The analyze routes run each request inside asClient.
  const clients = new AsyncLocalStorage<string>();
  const client = () => clients.getStore();
  // Claims are compared with fact-checks by meaning too: the sentence encoder runs in the pool.
  const embed = async (texts: readonly string[]) =>
    (await analysisPool.embedTexts(texts, client())).vectors;
  const factChecker = createFactCheckLookup(stores.factChecks ?? null, config, embed, resolve);
  const runAnalysis = createAnalysisRunner({
    store: stores.analyses,
    claims: stores.shared?.claims ?? null,
    analyzer,
    clock,
    kinds: deps.kinds.kinds,
    factChecker,
    work: pooledWork(analysisPool),
    client,
  });
  // Every input kind's analyzer (src/server/kinds): the analyze routes and the hub's re-runs.
  const analyzers = deps.kinds.createAnalyzers({
    runAnalysis,
    config,
    clock,
    untrusted,
    ocr: ocr ?? createOcrEngine(log),
    ...(resolve ? { resolve } : {}),
  });
  const analyses = createAnalysisReader(stores.analyses, deps.remoteAnalyses ?? null);
  return {
    analyzers,
    /** Serves `handle` as a request of `address` (the analysis pool's fair queue). */
    asClient: <T>(address: string, handle: () => T): T => clients.run(address, handle),
    analyses,
    feed: createPublicFeed({ analyses, source: deps.feedSource ?? null }),
    analytics: createAnalytics(stores.aggregates, clock),
    analysisCriteria: createAnalysisCriteria(deps.kinds.kinds),
    previewImages: createPreviewImages({
      clock,
      draw: (content) => analysisPool.runJob(DRAW_PREVIEW_JOB, content),
    }),
    dailyAnalysis: createDailyAnalysis({
      store: stores.analyses,
      clock,
      shared: stores.shared?.dailyPick ?? null,
    }),
    // /api/meta answers while the database is down (postgres-outage.test.ts), without the count.
    meta: async () => {
      let factChecks: number | undefined;
      try {
        factChecks = (await stores.factChecks?.count()) ?? 0;
      } catch {
        factChecks = undefined;
      }
      return meta(deps.shell ?? HOSTED_SHELL, analyzer.name, factChecks);
    },
    factChecks: createFactCheckExport(stores.factChecks ?? null),
  };
}

export type Services = ReturnType<typeof createServices>;
