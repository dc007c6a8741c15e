/**
 * Share a link: the native share sheet where the platform has one, otherwise a copy to the
 * clipboard with a 'Copied!' indicator for `indicatorMs`. Clipboard failures are only logged
 * (spec 4); a cancelled share sheet is not an error.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useShareLink(indicatorMs: number) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = useCallback(
    async (url: string) => {
      try {
        await navigator.clipboard.writeText(url);
        setCopied(true);
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), indicatorMs);
      } catch (error) {
        console.error('Could not copy the link to the clipboard', error);
      }
    },
    [indicatorMs],
  );

  const share = useCallback(
    async (url: string, title: string) => {
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title, url });
          return;
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          // The share sheet failed for another reason: fall back to copying.
        }
      }
      await copy(url);
    },
    [copy],
  );

  return { copied, share, copy };
}
