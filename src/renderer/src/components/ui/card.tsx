import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';

interface CardProps {
  title?: ReactNode;
  icon?: ReactNode;
  /** Right-aligned header content (buttons, badges). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Id of the heading, for aria-labelledby on the section. */
  id?: string;
  /** Shown beside the title ("3 claims"), outside the region's name so the name stays stable. */
  count?: string;
  /** The body folds away under its heading (native details/summary: works without script). */
  collapsible?: boolean;
  /** With `collapsible`: open at first. */
  defaultOpen?: boolean;
}

/** A titled section card; the title is an h2 so the page outline stays meaningful. */
export function Card({
  title,
  icon,
  actions,
  children,
  className = '',
  id,
  count,
  collapsible,
  defaultOpen,
}: CardProps) {
  // Every titled card is a region named by its heading, so screen-reader users can jump to it.
  const generatedId = useId();
  const headingId = `${id ?? generatedId}-title`;
  const heading = title ? (
    <h2 className="flex flex-wrap items-center gap-x-2 text-lg font-semibold text-slate-900">
      {icon ? (
        <span aria-hidden="true" className="text-accent-700">
          {icon}
        </span>
      ) : null}
      <span id={headingId}>{title}</span>
      {count ? <span className="text-sm font-medium text-slate-600">({count})</span> : null}
    </h2>
  ) : null;
  const frame = `rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`;

  if (collapsible && title) {
    return (
      <section aria-labelledby={headingId} className={frame}>
        <details open={defaultOpen} className="group">
          <summary className="-m-1 flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg p-1 [&::-webkit-details-marker]:hidden">
            {heading}
            <span className="flex shrink-0 items-center gap-1 text-sm font-medium whitespace-nowrap text-accent-700">
              <span className="group-open:hidden">Show</span>
              <span className="hidden group-open:inline">Hide</span>
              <ChevronDown
                aria-hidden="true"
                className="h-4 w-4 transition-transform group-open:rotate-180"
              />
            </span>
          </summary>
          <div className="mt-3">{children}</div>
        </details>
      </section>
    );
  }

  return (
    <section aria-labelledby={title ? headingId : undefined} className={frame}>
      {title ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
