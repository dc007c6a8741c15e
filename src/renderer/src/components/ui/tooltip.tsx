/**
 * A small tooltip: opens after TOOLTIP_DELAY_MS of hover, at once on keyboard focus, and at once
 * when another tooltip closed less than TOOLTIP_SKIP_DELAY_MS ago (moving along a toolbar).
 */
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../../shared/constants';

let lastClosedAt = 0;

interface TooltipProps {
  content: string;
  /** One focusable element; it gets aria-describedby while the tooltip shows. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

export function Tooltip({ content, children }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const id = useId();

  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const show = (immediate: boolean) => {
    clear();
    const skip = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    if (immediate || skip) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clear();
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: hide is recreated every render; the listener only has to follow open.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: clear the pending timer once, on unmount.
  useEffect(() => clear, []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only watches pointer and focus around the real control it wraps, which stays the interactive element.
    <span
      className="relative inline-flex"
      onPointerEnter={() => show(false)}
      onPointerLeave={hide}
      onFocus={() => show(true)}
      onBlur={hide}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open ? (
        <span
          role="tooltip"
          id={id}
          className="pointer-events-none absolute top-full left-1/2 z-50 mt-2 -translate-x-1/2 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white shadow-lg"
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
