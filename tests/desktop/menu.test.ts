/** The desktop menu: File, Edit, View, Window, Help with About and the project site. */
import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { buildMenuTemplate, MENU_LABELS } from '../../src/main/menu';

function menus(isMac: boolean) {
  const opened: string[] = [];
  let aboutShown = 0;
  const template = buildMenuTemplate({
    isMac,
    showAbout: () => (aboutShown += 1),
    openExternal: (url) => opened.push(url),
    projectSiteUrl: 'https://factlens.app',
  });
  return { template, opened, aboutShown: () => aboutShown };
}

const name = (item: MenuItemConstructorOptions) => item.label ?? item.role;
const items = (menu: MenuItemConstructorOptions | undefined) =>
  (menu?.submenu ?? []) as MenuItemConstructorOptions[];
const click = (item: MenuItemConstructorOptions | undefined) =>
  (item?.click as unknown as (() => void) | undefined)?.();

describe('application menu', () => {
  it('has File, Edit, View, Window and Help; Help opens the project site in the browser and shows About', () => {
    const { template, opened, aboutShown } = menus(false);
    expect(template.map(name)).toEqual(['File', 'editMenu', 'View', 'windowMenu', 'help']);
    const help = items(template.at(-1));
    click(help.find((i) => i.label === MENU_LABELS.projectSite));
    expect(opened).toEqual(['https://factlens.app']);
    click(help.find((i) => i.label === MENU_LABELS.about));
    expect(aboutShown()).toBe(1);
    expect(items(template[0]).map(name)).toEqual(['quit']);
  });

  it('on a Mac puts About and Quit in the app menu first', () => {
    const { template, aboutShown } = menus(true);
    expect(template.map(name)).toEqual([
      'FactLens',
      'File',
      'editMenu',
      'View',
      'windowMenu',
      'help',
    ]);
    const appMenu = items(template[0]);
    expect(appMenu.map(name)).toContain('quit');
    click(appMenu.find((i) => i.label === MENU_LABELS.about));
    expect(aboutShown()).toBe(1);
    expect(items(template.at(-1)).map(name)).toEqual([MENU_LABELS.projectSite]);
  });

  it('offers developer tools only when asked (development builds)', () => {
    const roles = (devTools: boolean) =>
      items(
        buildMenuTemplate({
          isMac: false,
          showAbout: () => {},
          openExternal: () => {},
          projectSiteUrl: 'https://factlens.app',
          devTools,
        })[2],
      ).map(name);
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(true)).toContain('toggleDevTools');
  });
});
