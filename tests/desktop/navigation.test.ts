/** The window stays on the local app: web links leave for the browser, everything else goes nowhere. */
import { describe, expect, it } from 'vitest';
import { decideNavigation, decideNewWindow, isPermissionAllowed } from '../../src/main/navigation';

const app = 'http://127.0.0.1:51234';

describe('navigation out of the desktop window', () => {
  it('keeps navigation within the app and sends web and mail links to the system', () => {
    expect(decideNavigation(`${app}/feed`, app)).toBe('stay');
    expect(decideNavigation(`${app}/analysis/abc?x=1#y`, app)).toBe('stay');
    expect(decideNavigation('https://example.com/article', app)).toBe('open-external');
    expect(decideNavigation('http://example.com/', app)).toBe('open-external');
    expect(decideNavigation('mailto:hello@example.com', app)).toBe('open-external');
    // Another local port or name is another site, not the app.
    expect(decideNavigation('http://127.0.0.1:51235/', app)).toBe('open-external');
    expect(decideNavigation('http://localhost:51234/', app)).toBe('open-external');
  });

  it('goes nowhere for local files, scripts, custom schemes and garbage', () => {
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://server/share',
      'data:text/html,hi',
      'not a url',
      '',
    ]) {
      expect(decideNavigation(url, app)).toBe('block');
      expect(decideNewWindow(url)).toBe('block');
    }
  });

  it('never opens a new app window: even the app origin opens in the browser', () => {
    expect(decideNewWindow('https://www.youtube.com/watch?v=x')).toBe('open-external');
    expect(decideNewWindow(`${app}/feed`)).toBe('open-external');
  });

  it('grants only clipboard writing, and only to the app itself', () => {
    expect(isPermissionAllowed('clipboard-sanitized-write', `${app}/analysis/1`, app)).toBe(true);
    expect(isPermissionAllowed('clipboard-sanitized-write', 'https://evil.example/', app)).toBe(
      false,
    );
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'openExternal',
      'fileSystem',
    ]) {
      expect(isPermissionAllowed(permission, app, app)).toBe(false);
    }
  });
});
