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
import { startServer, type RunningServer, type ServerOptions } from './start-server';

export { SHUTDOWN_GRACE_MS } from './start-server';

export type HostedServerOptions = ServerOptions;
export type HostedServer = RunningServer;

export function startHostedServer(options: HostedServerOptions): Promise<HostedServer> {
  return startServer(options, ({ config, stores, clock }) => ({
    plugins: [
      hubPlugin({ stores, clock, publicUrl: config.publicUrl ?? null }),
      { routes: () => notServedHere(DESKTOP_ROUTES, ERRORS.desktopOnly) },
    ],
  }));
}
