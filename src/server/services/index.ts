/** Builds every service from the app's dependencies; routes receive this and nothing else. */
import { createOcrEngine, type OcrEngine } from '../analysis/acquire/image/ocr';
import {
  createUntrustedPool,
  type UntrustedPool,
} from '../analysis/acquire/isolation/untrusted-pool';
import type { Analyzer } from '../analysis/types';
import type { Resolver } from '../analysis/acquire/net/safe-fetch';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Logger } from 'pino';
import type { Stores } from '../store/stores';
import { createAnalysisReader } from './analyses';
import { createAnalysisRunner } from './analysis-runner';
import { createAnalytics } from './analytics';
import { createAnalyzers, INPUT_KINDS } from '../kinds/registry';
import { createAnalysisCriteria } from './criteria';
import { createDailyAnalysis } from './daily-analysis';
import { createFactCheckExport, createFactCheckLookup } from './fact-checks';
import { meta } from './meta';
import type { HubClient } from '../desktop/hub-client';
import { createHubFeed } from '../desktop/hub-feed';
import { createHubPublishing } from './hub-publish';
import { createMyAnalyses } from './my-analyses';
import { createDesktopPublishing, type PublishNudge } from './publish';
import { createPublicFeed } from './public-feed';

export interface ServiceDeps {
  stores: Stores;
  analyzer: Analyzer;
  clock: Clock;
  config: Config;
  log?: Logger;
  /** Given by the server that owns (and closes) it; else one is started on the first screenshot. */
  ocr?: OcrEngine;
  /** Desktop: the publish worker, poked when an analysis is queued (it also polls on its own). */
  publishWorker?: PublishNudge;
  /** Worker threads for parsing pages and images; its owner closes it (else one is made here). */
  untrusted?: UntrustedPool;
  /** Desktop: the hub's client (its feed and cards); built once by the composition root. */
  hub?: HubClient | null;
  /** Name resolution for the URL fetcher; the system resolver unless a test passes another. */
  resolve?: Resolver;
}

export function createServices(deps: ServiceDeps) {
  const {
    stores,
    analyzer,
    clock,
    config,
    log,
    ocr,
    publishWorker,
    untrusted: given,
    resolve,
  } = deps;
  // Workers start on the first page, image or embedding and do not keep the process alive while
  // idle.
  const untrusted = given ?? createUntrustedPool();
  // Claims are compared with fact-checks by meaning too: the sentence encoder runs in the pool.
  const embed = async (texts: readonly string[]) => (await untrusted.embedTexts(texts)).vectors;
  const factChecker = createFactCheckLookup(stores.factChecks ?? null, config, embed);
  const runAnalysis = createAnalysisRunner({
    store: stores.analyses,
    claims: stores.shared?.claims ?? null,
    analyzer,
    clock,
    kinds: INPUT_KINDS,
    factChecker,
  });
  // Every input kind's analyzer (src/server/kinds): the analyze routes and the hub's re-runs.
  const analyzers = createAnalyzers({
    runAnalysis,
    config,
    clock,
    untrusted,
    ocr: ocr ?? createOcrEngine(log),
    ...(resolve ? { resolve } : {}),
  });
  // Desktop mode: the public feed and feed cards come from the hub.
  const hub = config.mode === 'desktop' ? (deps.hub ?? null) : null;
  const analyses = createAnalysisReader(stores.analyses, hub);
  const desktop = stores.desktop;
  return {
    analyzers,
    analyses,
    feed: createPublicFeed({
      analyses,
      hubFeed:
        hub && desktop
          ? createHubFeed({
              store: desktop.hubFeed,
              hub,
              clock,
              ...(publishWorker ? { onHubReachable: () => publishWorker.hubReachable() } : {}),
            })
          : null,
    }),
    publishAnalysis: createDesktopPublishing({
      store: desktop?.outbox ?? null,
      config,
      ...(publishWorker ? { worker: publishWorker } : {}),
    }),
    receivePublish: createHubPublishing({
      analyses: stores.analyses,
      receipts: stores.receipts,
      clock,
      config,
      analyzers,
    }),
    myAnalyses: createMyAnalyses({ store: desktop?.myAnalyses ?? null, config }),
    analytics: createAnalytics(stores.aggregates, clock),
    analysisCriteria: createAnalysisCriteria(INPUT_KINDS),
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
      return meta(config, analyzer.name, factChecks);
    },
    factChecks: createFactCheckExport(stores.factChecks ?? null),
  };
}

export type Services = ReturnType<typeof createServices>;
