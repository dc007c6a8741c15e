/** Header, page and footer around every route; pages load lazily inside the Suspense boundary. */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from '../ui/toaster';
import { Footer } from './footer';
import { Header } from './header';
import { PageLoading } from './page-loading';
import { ScrollToTop } from './scroll-to-top';

export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-accent-800 focus:shadow"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so it never jumps while a
          lazily loaded page or its data arrives (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
