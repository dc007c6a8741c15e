/**
 * Electron glue only: one instance, the local runtime (./desktop-runtime) started in-process on
 * 127.0.0.1 with its per-launch secret, the secret handed to the window's session as a cookie
 * before the window loads, the menu, and a clean shutdown. Everything the app does lives in the
 * shared server code.
 */
import { app, dialog, ipcMain, Menu, session, shell } from 'electron';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FACTLENS_HUB_URL, startDesktopRuntime, type DesktopRuntime } from './desktop-runtime';
import { createMainWindow, type MainWindow } from './main-window';
import { buildMenuTemplate } from './menu';
import { isExternalLink, isPermissionAllowed } from './navigation';
import { windowStateFile } from './window-state';

const rendererDir = fileURLToPath(new URL('../renderer/', import.meta.url));
const preloadPath = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
const ABOUT_DETAIL =
  'Free, anonymous credibility analysis for videos, articles, shops, text and screenshots. Your analyses are kept on this computer; only those you choose to publish are sent to the public feed.';

/**
 * The user-data folder (database, window position), fixed rather than derived from package.json's
 * name. A development run (`npm run desktop`) keeps its own, so it never migrates or mixes with
 * the data of an installed FactLens.
 */
const USER_DATA_FOLDER = app.isPackaged ? 'FactLens' : 'FactLens-dev';

let runtime: DesktopRuntime | null = null;
let mainWindow: MainWindow | null = null;

function showAbout(): void {
  const options = {
    type: 'info' as const,
    title: 'About FactLens',
    message: `FactLens ${app.getVersion()}`,
    detail: `${ABOUT_DETAIL}\n\n${FACTLENS_HUB_URL}`,
  };
  void (mainWindow
    ? dialog.showMessageBox(mainWindow.win, options)
    : dialog.showMessageBox(options));
}

async function launch(): Promise<void> {
  const userData = app.getPath('userData');
  runtime = await startDesktopRuntime({ dataDir: userData, staticDir: rendererDir });
  const appOrigin = new URL(runtime.url).origin;

  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(isPermissionAllowed(permission, details.requestingUrl, appOrigin)),
  );
  ses.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin, appOrigin),
  );
  // The launch secret reaches the page only as this HttpOnly session cookie, set before the first
  // request: the local server refuses every request without it.
  await ses.cookies.set(runtime.cookie);

  // Only the app's own page may ask the system to open a link.
  ipcMain.handle('factlens:open-external', async (event, url: unknown) => {
    const sender = event.senderFrame?.url;
    if (!sender || new URL(sender).origin !== appOrigin) return;
    if (typeof url === 'string' && isExternalLink(url)) await shell.openExternal(url);
  });

  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({
        isMac: process.platform === 'darwin',
        showAbout,
        openExternal: (url) => void shell.openExternal(url),
        projectSiteUrl: FACTLENS_HUB_URL,
        devTools: !app.isPackaged,
      }),
    ),
  );

  mainWindow = await createMainWindow({
    appUrl: runtime.url,
    preloadPath,
    stateFile: windowStateFile(userData),
    onStateError: (error) => console.warn('Could not save the window position:', error),
  });
  mainWindow.win.on('closed', () => {
    mainWindow = null;
  });
}

// Before anything reads it (the single-instance lock lives there too): <appData>/FactLens.
app.setPath('userData', join(app.getPath('appData'), USER_DATA_FOLDER));

if (!app.requestSingleInstanceLock()) {
  // FactLens is already running: that instance shows its window (second-instance below).
  app.quit();
} else {
  app.on('second-instance', () => {
    const win = mainWindow?.win;
    if (!win) return;
    if (win.isMinimized()) win.restore();
    win.focus();
  });

  app
    .whenReady()
    .then(launch)
    .catch((error: unknown) => {
      dialog.showErrorBox(
        'FactLens could not start',
        error instanceof Error ? error.message : String(error),
      );
      app.exit(1);
    });

  app.on('window-all-closed', () => app.quit());

  // Quitting waits for the runtime: open requests finish, the publish worker stops between jobs,
  // the database closes. Then the process exits.
  let closing = false;
  app.on('before-quit', (event) => {
    if (closing) return;
    closing = true;
    event.preventDefault();
    void Promise.allSettled([mainWindow?.rememberNow()])
      .then(() => runtime?.close())
      .catch((error: unknown) => console.error('FactLens did not shut down cleanly:', error))
      .finally(() => app.exit(0));
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.quit());
}
