/**
 * What the UI may ask of the platform it runs on. The web build implements it in the renderer;
 * the Electron preload exposes an object that `satisfies` this same interface as
 * `window.factlens`, so the two cannot drift.
 */
export interface Platform {
  isDesktop: boolean;
  version: string;
  /** Open an http(s) link in the user's browser. */
  openExternal(url: string): Promise<void>;
}

export const PLATFORM_GLOBAL = 'factlens';
