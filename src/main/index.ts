/**
 * Electron glue only: one instance, the local server started in a process of its own
 * (./server-supervisor forks ./server-process with utilityProcess) on 127.0.0.1 with its
 * per-launch secret, the secret handed to the window's session as a cookie before the window
 * loads, the menu, and a clean shutdown. Everything the app does lives in the shared server code.
 */
import { app, dialog, ipcMain, Menu, session, shell, utilityProcess } from 'electron';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FACTLENS_HUB_URL } from './hub-url';
import { createMainWindow, type MainWindow } from './main-window';
import { buildMenuTemplate } from './menu';
import { isExternalLink, isPermissionAllowed } from './navigation';
import {
  SERVER_ENTRY_FILE,
  SERVER_EXEC_ARGV,
  SERVER_SERVICE_NAME,
  serverProcessArgs,
} from './server-protocol';
import {
  createServerSupervisor,
  type RunningServer,
  type ServerSupervisor,
  type SupervisorEvent,
} from './server-supervisor';
import { windowStateFile } from './window-state';

const rendererDir = fileURLToPath(new URL('../renderer/', import.meta.url));
const preloadPath = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
const serverEntry = fileURLToPath(new URL(`./${SERVER_ENTRY_FILE}`, import.meta.url));
const ABOUT_DETAIL =
  'Free, anonymous credibility analysis for videos, articles, shops, text and screenshots. Your analyses are kept on this computer; only those you choose to publish are sent to the public feed.';

/**
 * The user-data folder (database, window position), fixed rather than derived from package.json's
 * name. A development run (`npm run desktop`) keeps its own, so it never migrates or mixes with
 * the data of an installed FactLens.
 */
const USER_DATA_FOLDER = app.isPackaged ? 'FactLens' : 'FactLens-dev';

let supervisor: ServerSupervisor | null = null;
let mainWindow: MainWindow | null = null;
/** The local server's origin; a restarted server listens on a new port. */
let appOrigin = '';

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

function describe(event: SupervisorEvent): string {
  if (event.type === 'crashed')
    return `The FactLens server stopped unexpectedly (exit code ${event.code}); restarting it in ${event.restartInMs} ms.`;
  if (event.type === 'restart-failed')
    return `The FactLens server did not restart: ${event.message}`;
  return `The FactLens server restarted at ${event.url}.`;
}

/** Points the window's session at a (re)started server: its cookie, and which origin is the app. */
async function admit(server: RunningServer): Promise<void> {
  appOrigin = new URL(server.url).origin;
  // The launch secret reaches the page only as this HttpOnly session cookie, set before the first
  // request: the local server refuses every request without it.
  await session.defaultSession.cookies.set(server.cookie);
}

function openWindow(server: RunningServer, userData: string): Promise<MainWindow> {
  return createMainWindow({
    appUrl: server.url,
    preloadPath,
    stateFile: windowStateFile(userData),
    onStateError: (error) => console.warn('Could not save the window position:', error),
  });
}

/**
 * A restarted server listens on a new port, and the window only ever navigates within the origin
 * it was made for: a new window replaces the old one (made first, so closing the old one does not
 * end the app), at the remembered size and place.
 */
async function reopen(server: RunningServer, userData: string): Promise<void> {
  await admit(server);
  const old = mainWindow;
  await old?.rememberNow();
  const next = await openWindow(server, userData);
  next.win.on('closed', () => {
    if (mainWindow === next) mainWindow = null;
  });
  mainWindow = next;
  old?.win.destroy();
}

async function launch(): Promise<void> {
  const userData = app.getPath('userData');
  supervisor = createServerSupervisor({
    fork: () =>
      utilityProcess.fork(
        serverEntry,
        serverProcessArgs({ dataDir: userData, staticDir: rendererDir }),
        {
          execArgv: [...SERVER_EXEC_ARGV],
          serviceName: SERVER_SERVICE_NAME,
          stdio: 'inherit',
        },
      ),
    onRestart: (server) =>
      void reopen(server, userData).catch((error: unknown) =>
        console.error('FactLens could not reopen its window:', error),
      ),
    onGiveUp: (error) => {
      dialog.showErrorBox('FactLens stopped working', error.message);
      app.exit(1);
    },
    onEvent: (event) => console.warn(describe(event)),
  });
  const server = await supervisor.start();
  await admit(server);

  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(isPermissionAllowed(permission, details.requestingUrl, appOrigin)),
  );
  ses.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin, appOrigin),
  );

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

  const first = await openWindow(server, userData);
  first.win.on('closed', () => {
    if (mainWindow === first) mainWindow = null;
  });
  mainWindow = first;
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

  // Quitting waits for the server's process: open requests finish, the publish worker stops
  // between jobs, the database closes (or the grace period ends). Then the app exits.
  let closing = false;
  app.on('before-quit', (event) => {
    if (closing) return;
    closing = true;
    event.preventDefault();
    void Promise.allSettled([mainWindow?.rememberNow()])
      .then(() => supervisor?.stop())
      .catch((error: unknown) => console.error('FactLens did not shut down cleanly:', error))
      .finally(() => app.exit(0));
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.quit());
}
