/**
 * Serves the built renderer. The UI is a single-page app with client-side routes (/feed,
 * /shared/:id, /video/:id, ...), so a GET outside /api that is not a file gets index.html and the
 * router in the page takes over. /api is never answered with HTML.
 *
 * The status is real: a path that is none of the app's routes, and a /shared/{id} or /video/{id}
 * whose analysis does not exist, answer 404 (with the same page, which shows the app's 404 view),
 * so search engines and link checkers see no "soft 404". A report that exists is served with its
 * link-preview tags (Open Graph, Twitter card, ClaimReview) rendered in.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import express, { Router, type Request } from 'express';
import type { StoredAnalysis, VideoAnalysis } from '../shared';
import { HUB_META_NAME, SHELL_META_NAME } from '../shared/platform';
import { AppError } from './errors';
import {
  escapeHtml,
  previewHead,
  withPreview,
  type PreviewSubject,
} from './link-preview/preview-tags';
import { previewImagePath } from './routes/preview-image';

/** Vite puts content-hashed files under /assets, so they can be cached for good. */
const ASSET_MAX_AGE = '365d';

/** The client routes of src/renderer/src/App.tsx with no parameter. */
export const CLIENT_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/feed',
  '/home',
  '/splash',
  '/about',
  '/terms',
  '/privacy',
  '/collaborate',
  '/contact',
  '/analytics',
  '/faq',
  '/technical-specs',
  '/research-brief',
  '/sample',
]);
/** Only the desktop app has this page; on the hosted site it is the 404 page. */
const DESKTOP_ROUTES: ReadonlySet<string> = new Set(['/my-analyses']);
const REPORT_ROUTE = /^\/(shared|video)\/([^/]+)$/;

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** What the page server needs to know about stored analyses (services.analyses). */
export interface ReportLookup {
  /**
   * The report as the API sends it (GET /api/analysis/{id}): JSON text, which the hosted site
   * keeps in memory (store/report-json-cache.ts), so the page and the request its script makes
   * next read the stored report once, and the page parses it once.
   */
  getAnalysisJson(id: string): Promise<string>;
  getVideoAnalysis(id: string): Promise<VideoAnalysis>;
}

export interface SpaOptions {
  reports?: ReportLookup;
  /**
   * The desktop app's page: its own routes (/my-analyses), and the page says so before any script
   * runs (SHELL_META_NAME, HUB_META_NAME), so the UI knows its shell at its first render.
   */
  desktop?: { hubUrl: string };
  /** PUBLIC_URL: the site's own origin for og:url; else the request's. */
  publicUrl?: string | null;
}

type PageAnswer = { status: number; subject?: PreviewSubject };

/** The desktop app's page names its shell and hub in meta tags (src/renderer/src/api/shell.ts). */
function withDesktopShell(indexHtml: string, hubUrl: string): string {
  return indexHtml.replace(
    '</head>',
    () =>
      `  <meta name="${SHELL_META_NAME}" content="desktop" />\n` +
      `    <meta name="${HUB_META_NAME}" content="${escapeHtml(hubUrl)}" />\n  </head>`,
  );
}

function siteOrigin(req: Request, publicUrl: string | null | undefined): string {
  return publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** Reads a report for its preview; missing -> 404; a failed read still serves the page (200). */
async function reportAnswer(
  kind: string,
  id: string,
  req: Request,
  options: SpaOptions,
): Promise<PageAnswer> {
  const reports = options.reports;
  if (!reports) return { status: 200 };
  const origin = siteOrigin(req, options.publicUrl);
  const url = `${origin}${req.path}`;
  const imageUrl = `${origin}${previewImagePath(id)}`;
  try {
    if (kind === 'video') {
      const video = await reports.getVideoAnalysis(id);
      return {
        status: 200,
        subject: {
          pageUrl: url,
          title: video.title,
          url: video.url,
          createdAt: video.createdAt,
          results: video.analysisResults,
          type: 'video',
          imageUrl,
        },
      };
    }
    // Written by the store from schema-checked results (rows.ts storedAnalysisJson).
    const record = JSON.parse(await reports.getAnalysisJson(id)) as StoredAnalysis;
    return {
      status: 200,
      subject: {
        pageUrl: url,
        title: record.title,
        url: record.url,
        createdAt: record.createdAt,
        results: record.analysisResults,
        type: record.type,
        imageUrl,
      },
    };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { status: 404 };
    // Storage trouble: the page loads and tells the person it could not load the report.
    return { status: 200 };
  }
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function spaRoutes(staticDir: string, options: SpaOptions = {}): Router {
  const router = Router();
  const indexFile = join(staticDir, 'index.html');
  // Read once per build: the file only changes when the UI is rebuilt (its mtime says so).
  let cached: { mtimeMs: number; html: string } | null = null;
  const indexHtml = (): string => {
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return cached.html;
  };

  router.use(
    '/assets',
    express.static(join(staticDir, 'assets'), { immutable: true, maxAge: ASSET_MAX_AGE }),
  );
  router.use(express.static(staticDir, { index: false }));
  router.use(async (req, res, next) => {
    const wantsPage = req.method === 'GET' || req.method === 'HEAD';
    // A missing /logo.png stays a 404 instead of becoming an HTML page the browser cannot use.
    if (!wantsPage || isApiPath(req.path) || extname(req.path) !== '' || !existsSync(indexFile)) {
      next();
      return;
    }
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    let answer: PageAnswer;
    const report = REPORT_ROUTE.exec(path);
    const id = report ? safeDecode(report[2]!) : null;
    if (report && id !== null) answer = await reportAnswer(report[1]!, id, req, options);
    else if (CLIENT_ROUTES.has(path) || (options.desktop && DESKTOP_ROUTES.has(path)))
      answer = { status: 200 };
    else answer = { status: 404 };

    // index.html names the current hashed assets, so it must be revalidated on every load.
    res.set('Cache-Control', 'no-cache');
    const page = options.desktop
      ? withDesktopShell(indexHtml(), options.desktop.hubUrl)
      : indexHtml();
    const html = answer.subject ? withPreview(page, previewHead(answer.subject)) : page;
    res.status(answer.status).type('html').send(html);
  });
  return router;
}
