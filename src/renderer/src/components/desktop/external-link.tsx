/**
 * A link to a page outside the app (the public copy on the hub). It opens through the platform's
 * openExternal: the system browser in the desktop app, a new tab in a browser. The href stays so
 * the link can still be copied or read out as what it is.
 */
import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { getPlatform } from '../../lib/platform';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

export function ExternalLink({ href, children, className = '' }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        void getPlatform().openExternal(href);
      }}
      className={`font-medium break-all text-accent-700 underline hover:text-accent-800 ${className}`}
    >
      {children}
      {/* Inline, so on a narrow screen the icon follows the last line of a wrapped address. */}
      <ExternalLinkIcon aria-hidden="true" className="ml-1 inline-block h-3.5 w-3.5 align-[-2px]" />
      <span className="sr-only"> (opens in your browser)</span>
    </a>
  );
}
