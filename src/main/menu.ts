/**
 * The application menu: File, Edit, View, Window, Help (About and the project site), with the
 * macOS app menu in front on a Mac. Only Electron's types are imported, and actions come in as
 * functions, so the template is tested under vitest without Electron.
 */
import type { MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  isMac: boolean;
  /** Shows the About box (name, version, what FactLens is). */
  showAbout(): void;
  /** Opens a web page in the system browser. */
  openExternal(url: string): void;
  projectSiteUrl: string;
  /** Developer tools in the View menu: development builds only. */
  devTools?: boolean;
}

export const MENU_LABELS = {
  about: 'About FactLens',
  projectSite: 'FactLens Website',
} as const;

export function buildMenuTemplate(actions: MenuActions): MenuItemConstructorOptions[] {
  const about: MenuItemConstructorOptions = {
    label: MENU_LABELS.about,
    click: () => actions.showAbout(),
  };
  const projectSite: MenuItemConstructorOptions = {
    label: MENU_LABELS.projectSite,
    click: () => actions.openExternal(actions.projectSiteUrl),
  };
  const template: MenuItemConstructorOptions[] = [];
  if (actions.isMac) {
    // The Mac convention: About, Hide and Quit live in the menu named after the app.
    template.push({
      label: 'FactLens',
      submenu: [
        about,
        { type: 'separator' },
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'unhide' },
        { type: 'separator' },
        { role: 'quit' },
      ],
    });
  }
  template.push(
    { label: 'File', submenu: [actions.isMac ? { role: 'close' } : { role: 'quit' }] },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'reload' },
        ...(actions.devTools ? [{ role: 'toggleDevTools' } as const] : []),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: actions.isMac ? [projectSite] : [projectSite, { type: 'separator' }, about],
    },
  );
  return template;
}
