/**
 * Who published a page and when: title (og:title, then the first h1, then <title>), author, site
 * name and publication date from meta tags, JSON-LD and the page's own markup.
 */
import { cleanLine, metaContent } from './html-document';
import { hasLdType, ldName, type LdNode } from './structured-data';

export interface PageMetadata {
  title: string | null;
  author: string | null;
  siteName: string | null;
  /** ISO 8601. */
  publishedAt: string | null;
}

const ARTICLE_TYPES = [
  'Article',
  'NewsArticle',
  'BlogPosting',
  'Report',
  'ScholarlyArticle',
  'WebPage',
  'AnalysisNewsArticle',
  'OpinionNewsArticle',
];

/** A date string as ISO 8601, or null if it is not a date. */
export function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value.trim());
  if (Number.isNaN(time)) return null;
  const year = new Date(time).getUTCFullYear();
  return year >= 1900 && year <= 2200 ? new Date(time).toISOString() : null;
}

/** "By Jane Doe" and profile URLs are not names. */
function authorName(value: string | null | undefined): string | null {
  const line = cleanLine(value, 200);
  if (!line || /^https?:\/\//i.test(line)) return null;
  return line.replace(/^by\s+/i, '').trim() || null;
}

export function readPageMetadata(doc: Document, ld: readonly LdNode[]): PageMetadata {
  const article = ld.find((n) => hasLdType(n, ...ARTICLE_TYPES));
  const h1 = doc.querySelector('h1')?.textContent;
  const title =
    cleanLine(metaContent(doc, 'og:title', 'twitter:title')) ??
    cleanLine(h1) ??
    cleanLine(doc.title);

  const author =
    authorName(
      metaContent(
        doc,
        'author',
        'article:author',
        'dc.creator',
        'parsely-author',
        'sailthru.author',
      ),
    ) ??
    authorName(ldName(article?.author)) ??
    authorName(
      doc.querySelector(
        '[rel="author"], [itemprop="author"] [itemprop="name"], [itemprop="author"], .byline__name, .author-name',
      )?.textContent,
    );

  const siteName =
    cleanLine(metaContent(doc, 'og:site_name', 'application-name', 'publisher')) ??
    cleanLine(ldName(article?.publisher)) ??
    cleanLine(
      ldName(
        ld.find((n) => hasLdType(n, 'Organization', 'NewsMediaOrganization', 'WebSite'))?.name,
      ),
    );

  const publishedAt =
    isoDate(
      metaContent(
        doc,
        'article:published_time',
        'og:published_time',
        'datePublished',
        'date',
        'pubdate',
        'dc.date',
        'dc.date.issued',
        'parsely-pub-date',
        'sailthru.date',
      ),
    ) ??
    isoDate(typeof article?.datePublished === 'string' ? article.datePublished : null) ??
    isoDate(
      doc
        .querySelector(
          'time[itemprop="datePublished"], time[pubdate], article time[datetime], time[datetime]',
        )
        ?.getAttribute('datetime'),
    );

  return { title, author, siteName, publishedAt };
}
