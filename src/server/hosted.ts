/**
 * The hosted composition root: the public site and hub. The core server (./start-server.ts) with
 * the hub plug-in (./hub/plugin.ts: POST /api/publish) mounted on it; the desktop app's routes
 * are known here as contracts only, answered with a 404 saying they exist in the desktop app.
 * Used by main.ts and by the API tests (port 0, temp data dir).
 */
import { ERRORS } from '../shared';
import { DESKTOP_ROUTES } from '../shared/contracts';
import { notServedHere } from './http/plugin-routes';
import { hubPlugin } from './hub/plugin';
import type { Clock } from './clock';
import type { Config } from './config';
import type { AppPlugin } from './create-app';
import type { Stores } from './store/stores';
import { startServer, type RunningServer, type ServerOptions } from './start-server';

export { SHUTDOWN_GRACE_MS } from './start-server';

export type HostedServerOptions = ServerOptions;
export type HostedServer = RunningServer;

/** What the hosted site mounts on the core: the hub, and a 404 for the desktop's routes. */
export function hostedPlugins({
  config,
  stores,
  clock,
}: {
  config: Pick<Config, 'publicUrl'>;
  stores: Pick<Stores, 'analyses' | 'receipts'>;
  clock: Clock;
}): AppPlugin[] {
  return [
    hubPlugin({ stores, clock, publicUrl: config.publicUrl ?? null }),
    { routes: () => notServedHere(DESKTOP_ROUTES, ERRORS.desktopOnly) },
  ];
}

export function startHostedServer(options: HostedServerOptions): Promise<HostedServer> {
  return startServer(options, (parts) => ({ plugins: hostedPlugins(parts) }));
}
