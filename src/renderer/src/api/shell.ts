/**
 * Which shell the UI runs in, chosen once before the first render: the desktop app's server names
 * it in the page it serves (meta tags, src/server/spa.ts; the desktop composition root mounts the
 * desktop plug-in, which makes the page a desktop page), so it is known at the first paint, with
 * no request and no flash. The answer goes into one context that every desktop-only part reads. It
 * is the only way the UI tells the desktop app from the website.
 */
import { createContext, useContext } from 'react';
import { HUB_META_NAME, SHELL_META_NAME } from '../../../shared/platform';

export interface Shell {
  isDesktop: boolean;
  /** The hub a desktop app publishes to; null on the website. */
  hubUrl: string | null;
}

/** The website: a page without the desktop's meta tags. */
export const WEBSITE_SHELL: Shell = { isDesktop: false, hubUrl: null };

function metaContent(page: Document, name: string): string | null {
  return page.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
}

/** Read once, at start, from the page the server sent. */
export function readShell(page: Document): Shell {
  if (metaContent(page, SHELL_META_NAME) !== 'desktop') return WEBSITE_SHELL;
  return { isDesktop: true, hubUrl: metaContent(page, HUB_META_NAME) };
}

const ShellContext = createContext<Shell>(WEBSITE_SHELL);

export const ShellProvider = ShellContext.Provider;

export function useShell(): Shell {
  return useContext(ShellContext);
}
