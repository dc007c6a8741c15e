/**
 * What the UI may ask of the platform it runs on. The web build implements it in the renderer;
 * the Electron preload exposes an object that `satisfies` this same interface as
 * `window.factlens`, so the two cannot drift. Whether the UI is the desktop app is not asked
 * here: the server says it once at start (src/renderer/src/api/shell.ts).
 */
export interface Platform {
  version: string;
  /** Open an http(s) link in the user's browser. */
  openExternal(url: string): Promise<void>;
}

export const PLATFORM_GLOBAL = 'factlens';
