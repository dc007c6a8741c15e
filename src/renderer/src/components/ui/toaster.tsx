/**
 * The toast region: F8 moves focus to it, each toast closes itself after TOAST_DURATION_MS
 * (paused while hovered or focused) and can be swiped right past TOAST_SWIPE_THRESHOLD_PX.
 */
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
} from '../../../../shared/constants';
import { useToastStore, type ToastItem } from './toast-store';

function ToastCard({ item }: { item: ToastItem }) {
  const dismiss = useToastStore((s) => s.dismiss);
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const startX = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismiss(item.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, item.id, dismiss]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    startX.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (startX.current === null) return;
    setOffset(Math.max(0, event.clientX - startX.current));
  };
  const onPointerUp = () => {
    if (startX.current === null) return;
    startX.current = null;
    if (offset > TOAST_SWIPE_THRESHOLD_PX) dismiss(item.id);
    else setOffset(0);
  };

  const destructive = item.variant === 'destructive';
  return (
    <li
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => {
        setPaused(false);
        onPointerUp();
      }}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      style={{
        transform: `translateX(${offset}px)`,
        opacity: offset ? Math.max(0.3, 1 - offset / 200) : 1,
      }}
      className={`pointer-events-auto flex w-full touch-pan-y items-start gap-3 rounded-xl border p-4 shadow-lg ${
        destructive
          ? 'border-red-700 bg-red-700 text-white'
          : 'border-slate-200 bg-white text-slate-900'
      }`}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description ? (
          <p className={`mt-1 text-sm ${destructive ? 'text-red-50' : 'text-slate-600'}`}>
            {item.description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => dismiss(item.id)}
        className={`-m-1 rounded-md p-1 ${destructive ? 'hover:bg-red-800' : 'text-slate-500 hover:bg-slate-100'}`}
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  );
}

export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      className="pointer-events-none fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col p-4"
    >
      <ol className="flex flex-col gap-2">
        {toasts
          .filter((t) => t.open)
          .map((t) => (
            <ToastCard key={t.id} item={t} />
          ))}
      </ol>
    </section>
  );
}
