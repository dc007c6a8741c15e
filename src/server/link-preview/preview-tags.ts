/**
 * Link previews for shared reports: Open Graph and Twitter card tags, and schema.org ClaimReview
 * JSON-LD, rendered by the server into index.html so messengers and social sites (which do not run
 * the page's script) show the grade and the verdict. Pure functions: the route passes the record.
 */
import type { AnalysisType, Claim, Results } from '../../shared';
import { PRODUCT_NAME } from '../../shared/constants';
import { credibilityLabel } from '../../shared/grading';
import { judgementLabel } from '../../shared/judgement-state';
import { clipText, reportTitle } from '../../shared/report-title';
import { shownVerdict } from '../../shared/verdict-fallback';
import { FACT_CHECK_SOURCE_TYPE } from '../analysis/fact-checks/apply';
import {
  PREVIEW_IMAGE_HEIGHT,
  PREVIEW_IMAGE_WIDTH,
  previewImageAlt,
  previewImageContent,
} from './preview-image';

export const SITE_NAME = PRODUCT_NAME;
/** Social sites cut descriptions at about this length; ours end on a whole word before it. */
export const PREVIEW_DESCRIPTION_MAX_CHARS = 200;
/** The image's alt text is cut at this length. */
export const PREVIEW_IMAGE_ALT_MAX_CHARS = 300;

export interface PreviewSubject {
  /** Absolute address of the page being previewed. */
  pageUrl: string;
  title: string | null;
  /** The address that was analyzed, if any (the ClaimReview's "appearance"). */
  url: string | null;
  createdAt: string;
  results: Results;
  /** What was analyzed; a video's page and preview are a "Video fact-check". */
  type: AnalysisType;
  /** Absolute address of the preview image (og:image), if the report has one. */
  imageUrl?: string | null;
}

export interface PreviewHead {
  title: string;
  description: string;
  /** Meta and script tags to insert in <head>. */
  tags: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** JSON inside a <script> element: "<" escaped so no "</script>" or "<!--" can end or bend it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const clip = clipText;

export function previewDescription(results: Results): string {
  const grade = results.summary.overallGrade;
  const score = results.scorecard.credibilityScore;
  const verdict = shownVerdict(results);
  const state = judgementLabel(results);
  const lead = `Grade ${grade} (${credibilityLabel(score)}, ${score}/100).${state ? ` ${state}.` : ''}`;
  // A headline derived from the grade alone would say the grade twice.
  const headline = verdict.headline.replace(/^Grade [A-F]: [^.]*\.\s*/, '');
  return clip(headline ? `${lead} ${headline}` : lead, PREVIEW_DESCRIPTION_MAX_CHARS);
}

/** Claim statuses that are a verdict, with the rating ClaimReview readers expect (1 false, 5 true). */
const RATINGS: Partial<Record<Claim['status'], { value: number; name: string }>> = {
  false: { value: 1, name: 'False' },
  misleading: { value: 2, name: 'Misleading' },
  verified: { value: 5, name: 'True' },
};

export function claimReviews(subject: PreviewSubject): object[] {
  return subject.results.claims.flatMap((claim) => {
    const rating = RATINGS[claim.status];
    if (!rating) return [];
    // A verdict taken from a published fact-check names it as what the review is based on.
    const factCheck = claim.sources.find((s) => s.type === FACT_CHECK_SOURCE_TYPE);
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'ClaimReview',
        url: subject.pageUrl,
        datePublished: subject.createdAt.slice(0, 10),
        claimReviewed: clip(claim.claim, 500),
        author: { '@type': 'Organization', name: SITE_NAME },
        reviewRating: {
          '@type': 'Rating',
          ratingValue: rating.value,
          bestRating: 5,
          worstRating: 1,
          alternateName: rating.name,
        },
        ...(factCheck ? { isBasedOn: factCheck.url } : {}),
        ...(subject.url
          ? {
              itemReviewed: {
                '@type': 'Claim',
                appearance: { '@type': 'CreativeWork', url: subject.url },
              },
            }
          : {}),
      },
    ];
  });
}

export function previewHead(subject: PreviewSubject): PreviewHead {
  // The very title the page sets for itself (document.title), so the two never differ.
  const title = reportTitle({ title: subject.title, type: subject.type });
  const description = previewDescription(subject.results);
  const meta = (attr: 'property' | 'name', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const lines = [
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', subject.pageUrl),
    meta('name', 'twitter:card', subject.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    `<link rel="canonical" href="${escapeHtml(subject.pageUrl)}" />`,
  ];
  if (subject.imageUrl) {
    const alt = clip(previewImageAlt(previewImageContent(subject)), PREVIEW_IMAGE_ALT_MAX_CHARS);
    lines.push(
      meta('property', 'og:image', subject.imageUrl),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', String(PREVIEW_IMAGE_WIDTH)),
      meta('property', 'og:image:height', String(PREVIEW_IMAGE_HEIGHT)),
      meta('property', 'og:image:alt', alt),
      meta('name', 'twitter:image', subject.imageUrl),
      meta('name', 'twitter:image:alt', alt),
    );
  }
  const reviews = claimReviews(subject);
  // A data block, not script: the CSP's script-src does not apply to application/ld+json.
  if (reviews.length > 0)
    lines.push(
      `<script type="application/ld+json">${jsonForScript(reviews.length === 1 ? reviews[0] : reviews)}</script>`,
    );
  return { title, description, tags: lines.join('\n    ') };
}

/** index.html with the preview's title, description and tags in its <head>. */
export function withPreview(indexHtml: string, head: PreviewHead): string {
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', () => `  ${head.tags}\n  </head>`);
}
