/**
 * The desktop plug-in: what the desktop app adds to the core. Publishing to the hub (an outbox
 * and its worker), My analyses and deleting, the hub's public feed (cached for offline use) and
 * the hub's analyses behind its feed cards, the desktop's own pages, and what /api/meta says.
 * Its routes are declared once in src/shared/contracts (desktop.ts, publish.ts); the renderer calls them from
 * the same contracts (src/renderer/src/api/desktop-queries.ts).
 */
import type { RequestHandler } from 'express';
import type { MyAnalysesResponse } from '../../shared';
import { deleteAnalysisRoute, myAnalysesRoute, publishAnalysisRoute } from '../../shared/contracts';
import type { Clock } from '../clock';
import type { AppPlugin } from '../create-app';
import { pluginRouter } from '../http/plugin-routes';
import { serve } from '../http/serve-contract';
import type { DesktopStores } from '../store/store';
import type { HubClient } from './hub-client';
import { hubAnalyses } from './hub-analyses';
import { createHubFeed } from './hub-feed';
import { createMyAnalyses } from './my-analyses';
import { createDesktopPublishing, type PublishNudge } from './publish';

export interface DesktopPluginDeps {
  /** The desktop's own tables (outbox, My analyses, the hub feed's cache). */
  stores: DesktopStores;
  /** The one client of the hub, shared with the publish worker and the fact-check sync. */
  hub: HubClient;
  clock: Clock;
  /** The publish worker, poked when an analysis is queued and when the hub answers. */
  worker: PublishNudge;
  /** The launch-secret and Host check (../access-guard.ts), or the loopback-only one. */
  accessGuard: RequestHandler;
}

export function desktopPlugin(deps: DesktopPluginDeps): AppPlugin {
  const publishAnalysis = createDesktopPublishing({
    store: deps.stores.outbox,
    worker: deps.worker,
  });
  const myAnalyses = createMyAnalyses({ store: deps.stores.myAnalyses });
  return {
    accessGuard: deps.accessGuard,
    core: {
      shell: { mode: 'desktop', hubUrl: deps.hub.hubUrl },
      feedSource: createHubFeed({
        store: deps.stores.hubFeed,
        hub: deps.hub,
        clock: deps.clock,
        onHubReachable: () => deps.worker.hubReachable(),
      }),
      remoteAnalyses: hubAnalyses(deps.hub),
    },
    desktopPages: { hubUrl: deps.hub.hubUrl },
    routes: () =>
      pluginRouter([
        serve(publishAnalysisRoute, ({ params }) => publishAnalysis(params.id)),
        serve(deleteAnalysisRoute, async ({ params }) => {
          await myAnalyses.remove(params.id);
          return undefined; // 204, no body
        }),
        serve(myAnalysesRoute, ({ query }): Promise<MyAnalysesResponse> => myAnalyses.list(query)),
      ]),
  };
}
