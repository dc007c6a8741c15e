/**
 * Where a link or navigation from the window may go. The window only ever shows the local app;
 * web and mail links open in the person's own browser or mail program; anything else (file:,
 * javascript:, custom schemes) goes nowhere. Plain Node so it is tested without Electron.
 */

/** Links the system may open for the person: web pages and the contact form's mail link. */
export const EXTERNAL_PROTOCOLS: ReadonlySet<string> = new Set(['https:', 'http:', 'mailto:']);

export type NavigationDecision = 'stay' | 'open-external' | 'block';

export function isExternalLink(url: string): boolean {
  try {
    return EXTERNAL_PROTOCOLS.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** A navigation of the window itself: within the app's origin it stays, elsewhere it leaves the app. */
export function decideNavigation(url: string, appOrigin: string): NavigationDecision {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return 'block';
  }
  if (target.origin === appOrigin) return 'stay';
  return isExternalLink(url) ? 'open-external' : 'block';
}

/** A new window (target=_blank, window.open): never inside the app; web links go to the browser. */
export function decideNewWindow(url: string): Exclude<NavigationDecision, 'stay'> {
  return isExternalLink(url) ? 'open-external' : 'block';
}

/**
 * Browser permissions the page may have: writing to the clipboard (the Copy buttons), from the app
 * itself only. Camera, microphone, location, notifications and the rest are refused.
 */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

export function isPermissionAllowed(
  permission: string,
  requestingUrl: string,
  appOrigin: string,
): boolean {
  if (!ALLOWED_PERMISSIONS.has(permission)) return false;
  try {
    return new URL(requestingUrl).origin === appOrigin;
  } catch {
    return false;
  }
}
