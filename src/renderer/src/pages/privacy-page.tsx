/** /privacy: what is stored, for how long, and what is never collected. */
import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  CLIENT_IMAGE_RETENTION_MS,
  PRODUCT_NAME,
  RESULT_CACHE_HOURS,
  SERVER_IMAGE_RETENTION_HOURS,
} from '../../../shared/constants';
import { StaticPage } from '../components/static/static-page';
import { usePageMeta } from '../hooks/use-page-meta';

export default function PrivacyPage() {
  usePageMeta('Privacy Policy', `${PRODUCT_NAME} needs no account and does not track you. What is stored, for how long, and what never is.`);
  return (
    <StaticPage
      icon={<Lock className="h-8 w-8" />}
      title="Privacy Policy"
      updated="June 2025"
      lead="Short version: no account, no tracking, no selling. We keep what is needed to show you and others a report, and nothing about who you are."
    >
      <h2>What we do not collect</h2>
      <ul>
        <li>No accounts, names or email addresses (unless you write to us yourself).</li>
        <li>No tracking or advertising cookies, no analytics scripts, no fingerprinting.</li>
        <li>IP addresses are used only in memory to limit abuse and are never written to disk.</li>
        <li>The web page makes no requests to third parties. A YouTube video is loaded only when you press play, from YouTube&apos;s privacy-enhanced domain.</li>
      </ul>

      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Analyses.</strong> The submitted address or text and its report, so that shared links,
          the public feed and statistics work. Results are cached for {RESULT_CACHE_HOURS} hours: analysing
          the same input again in that window returns the same report.
        </li>
        <li>
          <strong>Screenshots.</strong> Uploaded images are kept on the server for {SERVER_IMAGE_RETENTION_HOURS}{' '}
          hours and then deleted; only the analysis remains. Your browser forgets the image after{' '}
          {CLIENT_IMAGE_RETENTION_MS / 60_000} minutes.
        </li>
        <li>
          <strong>Aggregate statistics.</strong> Counts by grade, status, type and domain. The exported dataset
          contains only these patterns, never submitted content or addresses.
        </li>
      </ul>

      <h2>Cookies</h2>
      <p>
        The hosted service sets no cookies. The desktop app uses one local session cookie between its own
        window and its built-in server, which never leaves your computer.
      </p>

      <h2>The desktop app</h2>
      <p>
        The desktop app analyses on your computer and stores its history locally. It publishes an analysis
        to the public feed only when you choose to.
      </p>

      <h2>Your choices</h2>
      <p>
        Do not submit personal or confidential content: reports are shareable by link. If something you
        submitted should be removed, <Link to="/contact">contact us</Link> with the report link and we will
        delete it.
      </p>
    </StaticPage>
  );
}
