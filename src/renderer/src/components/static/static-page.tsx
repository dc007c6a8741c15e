/** Layout for the long-form static pages: heading, optional updated date, readable prose. */
import type { ReactNode } from 'react';
import { PageContainer, PageHeading } from '../layout/page-container';

interface StaticPageProps {
  title: string;
  lead?: ReactNode;
  icon?: ReactNode;
  updated?: string;
  children: ReactNode;
}

export function StaticPage({ title, lead, icon, updated, children }: StaticPageProps) {
  return (
    <PageContainer width="narrow">
      <PageHeading title={title} lead={lead} icon={icon} />
      {updated ? (
        <p className="-mt-4 mb-6 text-sm text-slate-500">Last updated: {updated}</p>
      ) : null}
      <div className="prose-page rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 [&>h2:first-child]:mt-0">
        {children}
      </div>
    </PageContainer>
  );
}
