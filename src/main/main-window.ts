/**
 * The one app window: the local app's origin, hardened (context isolation, sandbox, no Node in
 * the page, no new windows, no navigation away, no permissions), at its remembered size and place.
 */
import { BrowserWindow, screen, shell, type Rectangle } from 'electron';
import { decideNavigation, decideNewWindow } from './navigation';
import {
  createWindowStateKeeper,
  loadWindowState,
  MIN_WINDOW_HEIGHT,
  MIN_WINDOW_WIDTH,
  type Rect,
} from './window-state';

export interface MainWindowOptions {
  appUrl: string;
  preloadPath: string;
  /** The remembered size and position (window-state.json in userData). */
  stateFile: string;
  onStateError?: (error: unknown) => void;
}

/** Work areas (the screen minus task bars and docks), primary display first. */
function workAreas(): Rect[] {
  const primary = screen.getPrimaryDisplay();
  return [primary, ...screen.getAllDisplays().filter((d) => d.id !== primary.id)].map(
    (d) => d.workArea,
  );
}

export interface MainWindow {
  win: BrowserWindow;
  /** Saves the size and position now (quitting skips the window's close event). */
  rememberNow(): Promise<void>;
}

export async function createMainWindow(options: MainWindowOptions): Promise<MainWindow> {
  const state = await loadWindowState(options.stateFile, workAreas());
  const win = new BrowserWindow({
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    minWidth: MIN_WINDOW_WIDTH,
    minHeight: MIN_WINDOW_HEIGHT,
    show: false,
    title: 'FactLens',
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
    },
  });
  if (state.maximized) win.maximize();

  const appOrigin = new URL(options.appUrl).origin;
  const openOutside = (url: string) => void shell.openExternal(url);
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (decideNewWindow(url) === 'open-external') openOutside(url);
    return { action: 'deny' };
  });
  const guardNavigation = (event: Electron.Event, url: string) => {
    const decision = decideNavigation(url, appOrigin);
    if (decision === 'stay') return;
    event.preventDefault();
    if (decision === 'open-external') openOutside(url);
  };
  win.webContents.on('will-navigate', guardNavigation);
  win.webContents.on('will-redirect', guardNavigation);

  // Remember where the window is: after a burst of moves/resizes, and once more on close. A
  // maximised window remembers the size it returns to.
  const keeper = createWindowStateKeeper({
    file: options.stateFile,
    ...(options.onStateError ? { onError: options.onStateError } : {}),
  });
  const current = () => {
    const bounds: Rectangle = win.getNormalBounds();
    return { ...bounds, maximized: win.isMaximized() };
  };
  const remember = () => {
    if (!win.isDestroyed() && !win.isMinimized() && !win.isFullScreen()) keeper.update(current());
  };
  win.on('resize', remember);
  win.on('move', remember);
  win.on('maximize', remember);
  win.on('unmaximize', remember);
  const rememberNow = () => {
    remember();
    return keeper.flush();
  };
  win.on('close', () => void rememberNow());

  win.once('ready-to-show', () => win.show());
  await win.loadURL(options.appUrl);
  return { win, rememberNow };
}
