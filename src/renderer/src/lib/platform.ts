/**
 * The platform the UI runs on: the Electron preload exposes `window.factlens` (the shared
 * Platform interface); in a browser the web implementation below is used.
 */
import { PLATFORM_GLOBAL, type Platform } from '../../../shared/platform';

const webPlatform: Platform = {
  version: '',
  openExternal: async (url: string) => {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};

export function getPlatform(): Platform {
  const desktop = (window as unknown as Record<string, Platform | undefined>)[PLATFORM_GLOBAL];
  return desktop ?? webPlatform;
}
