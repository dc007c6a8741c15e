/**
 * What the UI may ask of the platform it runs on. The web build implements it in the renderer;
 * the Electron preload exposes an object that `satisfies` this same interface as
 * `window.factlens`, so the two cannot drift. Whether the UI is the desktop app is not asked
 * here: the page says it (SHELL_META_NAME below), read once at start (src/renderer/src/api/shell.ts).
 */
export interface Platform {
  version: string;
  /** Open an http(s) link in the user's browser. */
  openExternal(url: string): Promise<void>;
}

export const PLATFORM_GLOBAL = 'factlens';

/**
 * The desktop app's server names its shell in the page it serves (src/server/spa.ts): a meta tag
 * with this name and the content "desktop", and one with HUB_META_NAME and the hub's address. The
 * website's page has neither.
 */
export const SHELL_META_NAME = 'factlens-shell';
export const HUB_META_NAME = 'factlens-hub';
