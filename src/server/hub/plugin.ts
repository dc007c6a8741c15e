/**
 * The hub plug-in: POST /api/publish, where desktop apps send the analyses their users publish.
 * Only the hosted site mounts it (../hosted.ts): receiving publications is what makes it the
 * hub, and a desktop answers the route with a 404 saying where it exists.
 */
import type { PublishResponse } from '../../shared';
import { hubPublishRoute } from '../../shared/contracts';
import type { Clock } from '../clock';
import type { AppPlugin } from '../create-app';
import { pluginRouter } from '../http/plugin-routes';
import { serve, withStatus } from '../http/serve-contract';
import type { Stores } from '../store/stores';
import { createHubPublishing } from './publish';

export function hubPlugin(deps: {
  stores: Pick<Stores, 'analyses' | 'receipts'>;
  clock: Clock;
  /** PUBLIC_URL: the origin of the share links; null = the address the request came to. */
  publicUrl: string | null;
}): AppPlugin {
  return {
    routes: (services) => {
      const receivePublish = createHubPublishing({
        analyses: deps.stores.analyses,
        receipts: deps.stores.receipts,
        clock: deps.clock,
        publicUrl: deps.publicUrl,
        analyzers: services.analyzers,
      });
      return pluginRouter([
        serve(hubPublishRoute, async ({ body, req }) => {
          // The share link's origin when PUBLIC_URL is not set: the address this request came to.
          const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
          const result = await receivePublish(body, origin);
          const answer: PublishResponse = result.body;
          return withStatus(result.status, answer);
        }),
      ]);
    },
  };
}
