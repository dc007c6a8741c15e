/** /technical-specs: what the system accepts, its limits and how it is built. */
import { Cpu } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  ALLOWED_IMAGE_TYPES,
  ANALYTICS_DAYS,
  ANALYTICS_RECENT_ANALYSES,
  ANALYTICS_TOP_DOMAINS,
  MAX_CLAIMS,
  PUBLIC_FEED_LIMIT,
  CLIENT_IMAGE_RETENTION_MS,
  DAILY_ANALYSIS_CACHE_MINUTES,
  FRAMEWORK_VERSION,
  LONG_TRANSCRIPT_CHARS,
  MAX_TEXT_CHARS,
  MAX_URL_CHARS,
  PRODUCT_NAME,
  RESULT_CACHE_HOURS,
  SERVER_IMAGE_RETENTION_HOURS,
} from '../../../shared/constants';
import { documentedPath, type RouteContract } from '../../../shared/contract';
import {
  analysisCriteriaRoute,
  analyticsRoute,
  dailyAnalysisRoute,
  databaseMetricsRoute,
  exportDatasetRoute,
  publicFeedRoute,
  storedAnalysisRoute,
  videoAnalysisRoute,
} from '../../../shared/contracts';
import { ANALYSIS_TYPES } from '../../../shared/entities';
import { StaticPage } from '../components/static/static-page';
import { ANALYZER_TABS, RENDERER_KINDS } from '../kinds/registry';
import { usePageMeta } from '../hooks/use-page-meta';

const n = (value: number) => value.toLocaleString('en-US');

/** The types with a criteria panel, in words: "article, shopping, video or screenshot". */
const CRITERIA_TYPES_IN_WORDS = ((types: readonly string[]) =>
  types.length > 1 ? `${types.slice(0, -1).join(', ')} or ${types.at(-1)}` : (types[0] ?? ''))(
  [...new Set(ANALYZER_TABS.map((tab) => tab.criteria))].sort(
    (a, b) => ANALYSIS_TYPES.indexOf(a) - ANALYSIS_TYPES.indexOf(b),
  ),
);

/** A route's method and its path as a reader writes it: '/api/analysis/{id}'. */
const route = (contract: RouteContract): [string, string] => [
  contract.method,
  documentedPath(contract),
];

/** The public API (spec 7): each kind's analyze route, then the others. */
const API_ROUTES: ReadonlyArray<readonly [string, string, string]> = [
  ...Object.values(RENDERER_KINDS).flatMap((kind) =>
    kind.apiRoute ? [['POST', kind.apiRoute.path, kind.apiRoute.what] as const] : [],
  ),
  [
    ...route(analysisCriteriaRoute),
    `what an analysis of type ${CRITERIA_TYPES_IN_WORDS} evaluates`,
  ],
  [...route(storedAnalysisRoute), 'a stored analysis (the shared report)'],
  [...route(videoAnalysisRoute), 'a stored video analysis'],
  [...route(dailyAnalysisRoute), "today's featured video analysis"],
  [...route(publicFeedRoute), 'the latest public analyses'],
  [...route(analyticsRoute), 'aggregate statistics'],
  [...route(databaseMetricsRoute), 'the total number of analyses'],
  [...route(exportDatasetRoute), 'the aggregate dataset as JSON (no submitted content)'],
];

export default function TechnicalSpecsPage() {
  usePageMeta(
    'Technical Specifications',
    `Inputs, limits, architecture and security of ${PRODUCT_NAME} framework ${FRAMEWORK_VERSION}.`,
  );
  const imageTypes = ALLOWED_IMAGE_TYPES.map((t) => t.replace('image/', '').toUpperCase()).join(
    ', ',
  );
  return (
    <StaticPage
      icon={<Cpu className="h-8 w-8" />}
      title="Technical Specifications"
      lead={`Framework ${FRAMEWORK_VERSION}.`}
    >
      <h2>Inputs</h2>
      <ul>
        <li>
          <strong>Video:</strong> YouTube links (watch, youtu.be, shorts). Full transcripts are
          processed, including {n(LONG_TRANSCRIPT_CHARS)}+ characters.
        </li>
        <li>
          <strong>Article:</strong> any public http(s) address, up to {n(MAX_URL_CHARS)} characters.
        </li>
        <li>
          <strong>Shopping site:</strong> a shop or product page, checked for shop-specific signals.
        </li>
        <li>
          <strong>Text:</strong> up to {n(MAX_TEXT_CHARS)} characters of pasted text.
        </li>
        <li>
          <strong>Screenshot:</strong> {imageTypes}. The real type is read from the file&apos;s
          bytes, not its name.
        </li>
      </ul>

      <h2>Output</h2>
      <p>
        Each analysis returns claims with a status (verified, false, uncertain or misleading) and a
        confidence, red flags with severity and the quoted text, bias and manipulation findings,
        critical-thinking questions, a scorecard (credibility, source quality, factual accuracy,
        bias, transparency, each 0-100), an A-F grade, an overall status and a summary. See the{' '}
        <Link to="/sample">sample report</Link>.
      </p>

      <h2>Caching and retention</h2>
      <ul>
        <li>Analysis results: {RESULT_CACHE_HOURS} hours.</li>
        <li>Daily featured analysis: {DAILY_ANALYSIS_CACHE_MINUTES} minutes.</li>
        <li>
          Screenshots: {SERVER_IMAGE_RETENTION_HOURS} hours on the server,{' '}
          {CLIENT_IMAGE_RETENTION_MS / 60_000} minutes in the browser.
        </li>
      </ul>

      <h2>Architecture</h2>
      <ul>
        <li>
          A React web interface that talks only to its own <code>/api</code> routes.
        </li>
        <li>
          An Express server with a SQLite database; each stored analysis keeps indexed columns for
          the feed, analytics and export.
        </li>
        <li>
          An analysis pipeline of three stages (acquire, analyze, score) with an explainable offline
          analyzer always available and an optional AI analyzer.
        </li>
        <li>
          A desktop app (Electron) that runs the same server locally, works offline, and publishes
          to the public feed only what you choose.
        </li>
      </ul>

      <h2>Stack</h2>
      <ul>
        <li>
          <strong>Interface:</strong> TypeScript, React 19, React Router 7, TanStack Query 5,
          Zustand 5, Tailwind CSS 4, built with Vite; each page is its own code-split chunk.
        </li>
        <li>
          <strong>Server:</strong> Node.js 20 or later, Express 5, better-sqlite3 (SQLite in WAL
          mode with numbered migrations), zod 4 for every request and response, pino logs.
        </li>
        <li>
          <strong>Acquisition:</strong> Mozilla Readability and jsdom for articles and shops,
          YouTube transcripts, Tesseract.js OCR for screenshots.
        </li>
        <li>
          <strong>Desktop:</strong> Electron, running the same server on the loopback interface.
        </li>
        <li>
          <strong>Optional AI model:</strong> Google Gemini (<code>GEMINI_API_KEY</code>) or any
          OpenAI-compatible server (<code>LLM_BASE_URL</code>), with the offline engine as the
          fallback.
        </li>
      </ul>

      <h2>API</h2>
      <p>
        The interface uses only these JSON endpoints, which anyone may call. Errors are{' '}
        <code>{'{"message": "..."}'}</code> with a 4xx or 5xx status and say what to do next.
      </p>
      <ul className="api-list">
        {API_ROUTES.map(([method, path, purpose]) => (
          <li key={`${method} ${path}`}>
            <code>
              {method} {path}
            </code>
            : {purpose}
          </li>
        ))}
      </ul>

      <h2>Limits</h2>
      <ul>
        <li>Pasted text: at most {n(MAX_TEXT_CHARS)} characters.</li>
        <li>Addresses: at most {n(MAX_URL_CHARS)} characters, http or https only.</li>
        <li>Screenshots: {imageTypes} only.</li>
        <li>Claims reported per analysis: at most {n(MAX_CLAIMS)}.</li>
        <li>
          Public feed: the latest {n(PUBLIC_FEED_LIMIT)} analyses. Analytics: top{' '}
          {ANALYTICS_TOP_DOMAINS} domains, {ANALYTICS_RECENT_ANALYSES} recent analyses,{' '}
          {ANALYTICS_DAYS} days of history.
        </li>
      </ul>

      <h2>Security</h2>
      <ul>
        <li>
          Submitted links are fetched by the server with DNS checks that refuse private, loopback
          and metadata addresses, re-checked on every redirect, with caps on size, time and
          redirects.
        </li>
        <li>
          Uploads are capped in size and pixel count and their type is sniffed from the content.
        </li>
        <li>
          The page loads no third-party scripts, fonts or images; a YouTube player is loaded from
          youtube-nocookie.com only when you press play.
        </li>
        <li>Errors never expose internals; every error message says what to do next.</li>
      </ul>

      <h2>Open data</h2>
      <p>
        The <Link to="/analytics">analytics dashboard</Link> offers a JSON export of aggregate
        patterns (grades, statuses, red-flag types, top domains, daily counts) with no submitted
        content.
      </p>
    </StaticPage>
  );
}
