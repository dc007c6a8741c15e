import { CircleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';

/** The red error alert (spec 8: analyze errors show above the tabs). */
export function ErrorAlert({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900"
    >
      <CircleExclamationPoint aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
      <div className="min-w-0 break-words">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
