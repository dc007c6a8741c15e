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
}

/** A titled section card; the title is an h2 so the page outline stays meaningful. */
export function Card({ title, icon, actions, children, className = '', id }: CardProps) {
  // Every titled card is a region named by its heading, so screen-reader users can jump to it.
  const generatedId = useId();
  const headingId = `${id ?? generatedId}-title`;
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      {title ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            {icon ? <span aria-hidden="true" className="text-accent-700">{icon}</span> : null}
            {title}
          </h2>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
