/**
 * The smallest bridge the UI needs, typed against the same Platform interface the web build
 * implements, so the two cannot drift.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { FRAMEWORK_VERSION } from '../shared/constants';
import { PLATFORM_GLOBAL, type Platform } from '../shared/platform';

const platform = {
  version: FRAMEWORK_VERSION,
  openExternal: async (url: string) => {
    await ipcRenderer.invoke('factlens:open-external', url);
  },
} satisfies Platform;

contextBridge.exposeInMainWorld(PLATFORM_GLOBAL, platform);
