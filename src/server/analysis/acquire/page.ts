/**
 * From a fetched page to the pipeline's Acquired: the page is parsed once (jsdom, no scripts, no
 * resource loading), its metadata and publisher pages read, then it is read either as an article
 * (Readability's main text and the links in it) or as a shop (the whole visible page, where
 * payment, returns and contact details live, plus shop signals). A page is a shop when the
 * Shopping tab sent it or when its own markup says it sells a product (schema.org Product/Offer).
 */
import { parse as parseDomain } from 'tldts';
import { MAX_TEXT_CHARS } from '../../../shared';
import { emptyAcquired, type Acquired } from '../types';
import {
  MAX_HTML_CHARS,
  parseHtml,
  prepareHtml,
  removeOverlays,
  visibleText,
} from './article/html-document';
import { MARKUP_CUT_NOTE } from './article/html-limits';
import { isoDate, readPageMetadata } from './article/page-metadata';
import { publisherPages } from './article/publisher-pages';
import { outboundLinks, readArticleBody } from './article/read-article';
import { jsonLdNodes } from './article/structured-data';
import type { FetchedPage } from './net/safe-fetch';
import { shopDomainSignals } from './shopping/domain-signals';
import { shopPageSignals } from './shopping/page-signals';
import { shopReviewSignals } from './shopping/review-signals';
import { looksLikeShop, shopSchemaSignals, structuredAddress } from './shopping/schema-signals';
import { normaliseText } from './text';

export type PageKind = 'article' | 'shopping' | 'auto';

export interface PageOptions {
  kind: PageKind;
  /** When the page was read (for the copyright-year check). */
  now: Date;
}

/** Below this many characters Readability's pick is too thin; the whole visible page is read. */
const MIN_ARTICLE_CHARS = 200;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function firstLine(text: string): string | null {
  const line = text
    .split('\n')
    .map((l) => l.trim())
    .find(Boolean);
  return line ? line.slice(0, 200) : null;
}

function capText(text: string, notes: string[]): string {
  if (text.length <= MAX_TEXT_CHARS) return text;
  notes.push(
    `The page is long: only its first ${MAX_TEXT_CHARS.toLocaleString('en-US')} characters were analyzed.`,
  );
  return text.slice(0, MAX_TEXT_CHARS);
}

/** What was read, in one line for "How We Analyzed This": title, author, publisher, date. */
function readingNote(a: Acquired): string {
  const parts = [
    a.title ? `"${a.title}"` : 'the page',
    a.author ? `by ${a.author}` : 'no author named',
    a.siteName ? `on ${a.siteName}` : null,
    a.publishedAt ? `published ${a.publishedAt.slice(0, 10)}` : 'no publication date found',
  ].filter(Boolean);
  return `Read ${parts.join(', ')} (${a.domain ?? 'unknown site'}).`;
}

export function acquirePage(page: FetchedPage, options: PageOptions): Acquired {
  const url = new URL(page.url);
  const isPlain = page.contentType === 'text/plain';
  const prepared = isPlain
    ? {
        html: `<!doctype html><html><body><pre>${escapeHtml(page.body.slice(0, MAX_HTML_CHARS))}</pre></body></html>`,
        truncated: page.body.length > MAX_HTML_CHARS,
      }
    : prepareHtml(page.body);
  const doc = parseHtml(prepared.html, page.url);
  const ld = isPlain ? [] : jsonLdNodes(doc);
  const meta = isPlain
    ? { title: firstLine(page.body), author: null, siteName: null, publishedAt: null }
    : readPageMetadata(doc, ld);
  const pages = publisherPages(doc, url);
  const shop =
    options.kind === 'shopping' || (options.kind === 'auto' && !isPlain && looksLikeShop(doc, ld));

  const notes: string[] = [];
  if (prepared.truncated)
    notes.push(
      `The page is very large: only its first ${MAX_HTML_CHARS.toLocaleString('en-US')} characters of markup were read.`,
    );
  if ('tooDeep' in prepared && prepared.tooDeep) notes.push(MARKUP_CUT_NOTE);
  if (page.redirects.length > 0)
    notes.push(`The link redirected to ${page.url}; that page was analyzed.`);
  const acquired = emptyAcquired(shop ? 'shopping' : 'article', '');
  acquired.url = page.url;
  acquired.domain = parseDomain(url.hostname).domain ?? url.hostname.replace(/^\[|\]$/g, '');
  acquired.author = meta.author;
  acquired.siteName = meta.siteName;
  acquired.publishedAt = meta.publishedAt;
  acquired.page = pages;
  acquired.title = meta.title;

  if (shop) {
    const pageLinks = outboundLinks(doc, url);
    removeOverlays(doc);
    const text = normaliseText(visibleText(doc.body ?? doc.documentElement));
    acquired.text = capText(text, notes);
    acquired.links = pageLinks;
    acquired.shop = {
      domain: shopDomainSignals(url),
      page: shopPageSignals(text, doc, options.now, structuredAddress(ld), url),
      reviews: shopReviewSignals(doc, ld, text),
      schema: shopSchemaSignals(doc, ld),
      hasPrivacy: pages.hasPrivacy,
      hasTerms: pages.hasTerms,
      hasContactPage: pages.hasContact,
    };
    if (options.kind === 'auto')
      notes.push(
        'The page describes a product for sale (schema.org Product/Offer), so it was checked as a shop.',
      );
  } else {
    removeOverlays(doc);
    // Readability rewrites the document, so the whole page is read first, for the fallback.
    const root = doc.body ?? doc.documentElement;
    const whole = normaliseText(visibleText(root));
    const wholeLinks = outboundLinks(root, url);
    const body = readArticleBody(doc, url);
    let text = normaliseText(body.text);
    let links = body.links;
    if (!body.readable || text.length < MIN_ARTICLE_CHARS) {
      // Readability's pick was empty or thin: fall back to everything a reader sees.
      if (whole.length > text.length) {
        text = whole;
        links = wholeLinks;
        notes.push(
          'No distinct article body was found, so all visible text of the page was analyzed.',
        );
      }
    }
    acquired.text = capText(text, notes);
    acquired.links = links;
    acquired.title ??= body.title;
    acquired.author ??= body.byline;
    acquired.siteName ??= body.siteName;
    acquired.publishedAt ??= isoDate(body.publishedTime);
  }
  notes.unshift(readingNote(acquired));
  if (acquired.text === '')
    notes.push(
      'The page has no readable text (it may be built by scripts, which FactLens does not run).',
    );
  acquired.notes = notes;
  return acquired;
}
