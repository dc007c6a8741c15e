import type { ReactNode } from 'react';

interface PageContainerProps {
  children: ReactNode;
  width?: 'narrow' | 'wide';
}

export function PageContainer({ children, width = 'wide' }: PageContainerProps) {
  const max = width === 'narrow' ? 'max-w-3xl' : 'max-w-6xl';
  return <div className={`mx-auto w-full ${max} px-4 py-8 sm:px-6 sm:py-10`}>{children}</div>;
}

/** Page title block: one h1 per page. */
export function PageHeading({
  title,
  lead,
  icon,
}: {
  title: string;
  lead?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="mb-8">
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {icon ? (
          <span aria-hidden="true" className="text-accent-700">
            {icon}
          </span>
        ) : null}
        {title}
      </h1>
      {lead ? <p className="mt-3 max-w-3xl text-lg leading-8 text-slate-600">{lead}</p> : null}
    </div>
  );
}
