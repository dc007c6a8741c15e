/** /splash: fills a progress bar (3.33% every 100 ms) and goes to /home after 3 seconds. */
import { ScanSearch } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  PRODUCT_NAME,
  SPLASH_DURATION_MS,
  SPLASH_STEP_MS,
  SPLASH_STEP_PERCENT,
  TAGLINE,
} from '../../../shared/constants';
import { usePageMeta } from '../hooks/use-page-meta';

export default function SplashPage() {
  usePageMeta(PRODUCT_NAME, `${PRODUCT_NAME}: ${TAGLINE}.`);
  const navigate = useNavigate();
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const tick = setInterval(
      () => setProgress((p) => Math.min(100, p + SPLASH_STEP_PERCENT)),
      SPLASH_STEP_MS,
    );
    const done = setTimeout(() => navigate('/home', { replace: true }), SPLASH_DURATION_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [navigate]);

  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center px-4 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-accent-700 text-white">
        <ScanSearch aria-hidden="true" className="h-9 w-9" />
      </span>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{PRODUCT_NAME}</h1>
      <p className="mt-1 text-slate-600">{TAGLINE}</p>
      <div
        role="progressbar"
        aria-label={`Loading ${PRODUCT_NAME}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress)}
        className="mt-8 h-2 w-64 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-accent-700 transition-[width] duration-100 ease-linear"
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}
