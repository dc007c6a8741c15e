/**
 * Which shell the UI runs in, chosen once before the first render: the server says it in GET
 * /api/meta (the desktop composition root mounts the desktop plug-in, which makes it "desktop").
 * The answer goes into one context that every desktop-only part reads, and into the query cache,
 * so /api/meta is asked once. It is the only way the UI tells the desktop app from the website.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { metaResponseSchema } from '../../../shared/api';
import { API } from './paths';
import { jsonQuery } from './query-client';

export interface Shell {
  isDesktop: boolean;
  /** The hub a desktop app publishes to; null on the website. */
  hubUrl: string | null;
}

/** The website; also what the UI assumes when /api/meta cannot be read at start. */
export const WEBSITE_SHELL: Shell = { isDesktop: false, hubUrl: null };

/** GET /api/meta once, at start; the answer stays in the cache for the parts that read it. */
export async function readShell(queryClient: QueryClient): Promise<Shell> {
  try {
    const meta = await queryClient.fetchQuery({
      queryKey: [API.meta],
      queryFn: jsonQuery(metaResponseSchema),
    });
    return meta.mode === 'desktop'
      ? { isDesktop: true, hubUrl: meta.hubUrl ?? null }
      : WEBSITE_SHELL;
  } catch {
    // The pages that need the server say so themselves; the website's parts are the safe choice.
    return WEBSITE_SHELL;
  }
}

const ShellContext = createContext<Shell>(WEBSITE_SHELL);

export const ShellProvider = ShellContext.Provider;

export function useShell(): Shell {
  return useContext(ShellContext);
}
