/**
 * Routes (spec 2). /home is in the main bundle because it is where people start; every other page
 * is split into its own chunk and loaded on demand.
 */
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from './components/layout/app-layout';
import HomePage from './pages/home-page';

const FeedPage = lazy(() => import('./pages/feed-page'));
const SplashPage = lazy(() => import('./pages/splash-page'));
const AboutPage = lazy(() => import('./pages/about-page'));
const TermsPage = lazy(() => import('./pages/terms-page'));
const PrivacyPage = lazy(() => import('./pages/privacy-page'));
const CollaboratePage = lazy(() => import('./pages/collaborate-page'));
const ContactPage = lazy(() => import('./pages/contact-page'));
const AnalyticsPage = lazy(() => import('./pages/analytics-page'));
const FaqPage = lazy(() => import('./pages/faq-page'));
const TechnicalSpecsPage = lazy(() => import('./pages/technical-specs-page'));
const ResearchBriefPage = lazy(() => import('./pages/research-brief-page'));
const SamplePage = lazy(() => import('./pages/sample-page'));
const SharedPage = lazy(() => import('./pages/shared-page'));
const VideoPage = lazy(() => import('./pages/video-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));
/** Desktop app only; the page itself shows the 404 page on the hosted site. */
const MyAnalysesPage = lazy(() => import('./pages/my-analyses-page'));

export function App() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<FeedPage />} />
        <Route path="feed" element={<FeedPage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="splash" element={<SplashPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="collaborate" element={<CollaboratePage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="analytics" element={<AnalyticsPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="technical-specs" element={<TechnicalSpecsPage />} />
        <Route path="research-brief" element={<ResearchBriefPage />} />
        <Route path="sample" element={<SamplePage />} />
        <Route path="shared/:id" element={<SharedPage />} />
        <Route path="video/:id" element={<VideoPage />} />
        <Route path="my-analyses" element={<MyAnalysesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
