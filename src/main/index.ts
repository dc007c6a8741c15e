/**
 * Electron glue only: one window on the local runtime's origin, hardened. Everything the app does
 * lives in the shared server code started by ./desktop-runtime.
 */
import { app, BrowserWindow, ipcMain, Menu, shell } from 'electron';
import { fileURLToPath } from 'node:url';
import { startDesktopRuntime, type DesktopRuntime } from './desktop-runtime';

const rendererDir = fileURLToPath(new URL('../renderer/', import.meta.url));
const preloadPath = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));

let runtime: DesktopRuntime | null = null;
let mainWindow: BrowserWindow | null = null;

/** Links the system may open for the user: web pages and the contact form's mail link. */
const EXTERNAL_PROTOCOLS = new Set(['https:', 'http:', 'mailto:']);

function isExternalLink(url: string): boolean {
  try {
    return EXTERNAL_PROTOCOLS.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

function createWindow(appUrl: string): BrowserWindow {
  const win = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 375,
    show: false,
    title: 'FactLens',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    },
  });
  const appOrigin = new URL(appUrl).origin;
  // New windows never open inside the app: web links go to the system browser.
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (isExternalLink(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  // The window stays on the local app; anything else opens in the browser.
  win.webContents.on('will-navigate', (event, url) => {
    if (new URL(url).origin === appOrigin) return;
    event.preventDefault();
    if (isExternalLink(url)) void shell.openExternal(url);
  });
  win.once('ready-to-show', () => win.show());
  void win.loadURL(appUrl);
  return win;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  ipcMain.handle('factlens:open-external', async (_event, url: unknown) => {
    if (typeof url === 'string' && isExternalLink(url)) await shell.openExternal(url);
  });

  app.whenReady().then(async () => {
    Menu.setApplicationMenu(Menu.buildFromTemplate([{ role: 'fileMenu' }, { role: 'editMenu' }, { role: 'viewMenu' }, { role: 'windowMenu' }]));
    runtime = await startDesktopRuntime({ dataDir: app.getPath('userData'), staticDir: rendererDir });
    mainWindow = createWindow(runtime.url);
  });

  app.on('window-all-closed', () => app.quit());

  let closing = false;
  app.on('before-quit', (event) => {
    if (closing || !runtime) return;
    closing = true;
    event.preventDefault();
    void runtime.close().finally(() => app.exit(0));
  });
}
