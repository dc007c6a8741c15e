/**
 * The article itself: Mozilla Readability finds the main content (without navigation, sidebars
 * and cookie banners), and its outbound links are collected with their domains. Readability is
 * given an element budget so a giant page cannot take unbounded time; when it gives up or finds
 * no article, the page's visible text is used instead and the analysis says so.
 */
import { Readability } from '@mozilla/readability';
import { parse as parseDomain } from 'tldts';
import { MAX_LINKS } from '../text';
import { MAX_ANCHORS_SCANNED, cleanLine, visibleText } from './html-document';

/** Readability gives up on pages with more elements than this (its own guard). */
export const READABILITY_MAX_ELEMENTS = 20_000;
/**
 * Readability removes what it does not keep one node at a time, and the DOM finds each node's
 * place among its siblings by counting them: a page of 286 KB whose body held 2,199 children took
 * 11 s. A page with a parent of more children than this is read by its visible text instead.
 */
export const READABILITY_MAX_CHILDREN = 1_000;

/** Whether some element of `doc` has more than `limit` child elements (a bounded walk). */
function hasWideParent(doc: Document, limit: number): boolean {
  const all = doc.getElementsByTagName('*');
  const count = Math.min(all.length, READABILITY_MAX_ELEMENTS + 1);
  for (let i = 0; i < count; i++) {
    if ((all[i]?.childElementCount ?? 0) > limit) return true;
  }
  return false;
}

export interface ArticleBody {
  text: string;
  /** Absolute http(s) links from the content to other sites. */
  links: string[];
  byline: string | null;
  siteName: string | null;
  publishedTime: string | null;
  title: string | null;
  /** False when Readability found no article and the whole visible page was used. */
  readable: boolean;
}

/** Absolute http(s) links under `root` that lead to another registrable domain, deduplicated. */
export function outboundLinks(root: ParentNode, pageUrl: URL): string[] {
  const own = parseDomain(pageUrl.hostname).domain ?? pageUrl.hostname;
  const out = new Set<string>();
  for (const a of Array.from(root.querySelectorAll('a[href]')).slice(0, MAX_ANCHORS_SCANNED)) {
    let target: URL;
    try {
      target = new URL(a.getAttribute('href') ?? '', pageUrl);
    } catch {
      continue;
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') continue;
    if ((parseDomain(target.hostname).domain ?? target.hostname) === own) continue;
    target.hash = '';
    out.add(target.href);
    if (out.size >= MAX_LINKS) break;
  }
  return [...out];
}

/** Runs Readability on `doc` (which it modifies: read metadata and page links first). */
export function readArticleBody(doc: Document, pageUrl: URL): ArticleBody {
  let parsed: ReturnType<Readability<Element>['parse']> = null;
  try {
    parsed = hasWideParent(doc, READABILITY_MAX_CHILDREN)
      ? null
      : new Readability<Element>(doc, {
          maxElemsToParse: READABILITY_MAX_ELEMENTS,
          // Keep the element itself, so its text and links are read without parsing HTML again.
          serializer: (node) => node as Element,
        }).parse();
  } catch {
    parsed = null;
  }
  const content = parsed?.content;
  if (!parsed || !content) {
    const body = doc.body ?? doc.documentElement;
    return {
      text: visibleText(body),
      links: outboundLinks(body, pageUrl),
      byline: null,
      siteName: null,
      publishedTime: null,
      title: null,
      readable: false,
    };
  }
  return {
    text: visibleText(content),
    links: outboundLinks(content, pageUrl),
    byline: cleanLine(parsed.byline, 200),
    siteName: cleanLine(parsed.siteName),
    publishedTime: cleanLine(parsed.publishedTime),
    title: cleanLine(parsed.title),
    readable: true,
  };
}
