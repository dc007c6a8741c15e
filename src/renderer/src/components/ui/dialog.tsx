/**
 * A modal dialog on the native <dialog> element: showModal() gives the focus trap, Escape to
 * close and an inert page behind it; focus returns to the opener when it closes.
 */
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}

export function Dialog({ open, onClose, title, icon, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; Escape (the cancel event) is its keyboard equivalent.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop lands on the <dialog> element itself. Escape closes it too (the
      // cancel event above), so the click has a keyboard equivalent.
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      {open ? (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold">
              {icon ? (
                <span aria-hidden="true" className="text-accent-700">
                  {icon}
                </span>
              ) : null}
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close dialog"
              className="-m-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
          <div className="space-y-3 text-sm leading-6 text-slate-700">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
