/**
 * Parsing a fetched page into a DOM, safely and within bounds: jsdom without scripts and without
 * loading any resource (no images, styles, frames or fonts are fetched), its console silenced.
 * Also the page's visible text, block by block, as a reader would see it.
 */
import { createRequire } from 'node:module';
import type * as JsdomModule from 'jsdom';

// jsdom is loaded on the first page read, not at start: importing it is about half of the
// server's cold start (0.5-0.7 s) and idle heap (~19 MB), and only article and shop links need it.
const requireCjs = createRequire(import.meta.url);
const loadJsdom = (): typeof JsdomModule => requireCjs('jsdom') as typeof JsdomModule;
import { sanitiseHtml } from './html-sanitise';

/** Elements whose text a reader never sees. */
const INVISIBLE_TAGS = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'IFRAME',
  'OBJECT',
  'CANVAS',
  'HEAD',
  'SELECT',
  'OPTION',
]);
/** Elements that start a new line of text. */
const BLOCK_TAGS = new Set([
  'P',
  'DIV',
  'SECTION',
  'ARTICLE',
  'ASIDE',
  'HEADER',
  'FOOTER',
  'NAV',
  'MAIN',
  'LI',
  'UL',
  'OL',
  'DL',
  'DT',
  'DD',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'PRE',
  'TABLE',
  'TR',
  'TD',
  'TH',
  'FIGURE',
  'FIGCAPTION',
  'BR',
  'HR',
  'ADDRESS',
  'FORM',
  'FIELDSET',
  'DETAILS',
  'SUMMARY',
  'BUTTON',
  'LABEL',
  'TIME',
]);
/** Overlays that are not the page's content: cookie and consent banners, newsletter pop-ups. */
const OVERLAY =
  /(?:^|[\s_-])(?:cookie|cookies|consent|gdpr|cmp|onetrust|newsletter-popup|paywall-overlay)(?:$|[\s_-])/i;
/** Bounds the work on pathological pages (deep nesting makes a recursive walk expensive). */
export const MAX_TEXT_NODES = 50_000;
/** Links inspected per page for publisher pages and outbound links. */
export const MAX_ANCHORS_SCANNED = 3000;
export { MAX_HTML_CHARS } from './html-limits';

export interface PreparedHtml {
  html: string;
  /** True when the page was cut at MAX_HTML_CHARS. */
  truncated: boolean;
  /** True when the markup was cut at an element or nesting limit (html-limits.ts). */
  tooDeep?: boolean;
}

/** The page's markup without comments, scripts, styles and SVG, within the limits of html-limits.ts. */
export function prepareHtml(raw: string): PreparedHtml {
  return sanitiseHtml(raw);
}

// One parsing window, made on first use: a new JSDOM per page costs a whole window (~20 ms);
// DOMParser in an existing window builds just the document. Without runScripts and resources
// jsdom runs nothing and fetches nothing, and DOMParser documents never run scripts anyway.
let parserWindow: JsdomModule.JSDOM['window'] | null = null;

export function parseHtml(html: string, url: string): Document {
  if (!parserWindow) {
    const { JSDOM, VirtualConsole } = loadJsdom();
    parserWindow = new JSDOM('', { url: 'about:blank', virtualConsole: new VirtualConsole() })
      .window;
  }
  const doc = new parserWindow.DOMParser().parseFromString(html, 'text/html');
  // Relative links resolve against the page's address (Readability rewrites them by baseURI).
  if (!doc.querySelector('base[href]')) {
    const base = doc.createElement('base');
    base.setAttribute('href', url);
    doc.head.prepend(base);
  }
  return doc;
}

export function isHidden(el: Element): boolean {
  if (el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') return true;
  const style = (el.getAttribute('style') ?? '').replace(/\s+/g, '').toLowerCase();
  return style.includes('display:none') || style.includes('visibility:hidden');
}

/** Removes cookie banners and similar overlays, which are not what the page says. */
export function removeOverlays(doc: Document): void {
  for (const el of Array.from(doc.querySelectorAll('[id], [class], [role="dialog"]'))) {
    const label = `${el.id} ${el.getAttribute('class') ?? ''} ${el.getAttribute('aria-label') ?? ''}`;
    if (OVERLAY.test(label) && el.tagName !== 'BODY' && el.tagName !== 'HTML') el.remove();
  }
}

/** The text a reader sees in `root`, with line breaks between blocks. */
export function visibleText(root: Node): string {
  const out: string[] = [];
  let nodes = 0;
  const walk = (node: Node) => {
    if (++nodes > MAX_TEXT_NODES) return;
    if (node.nodeType === 3) {
      out.push(node.nodeValue ?? '');
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
    const el = node as Element;
    const tag = el.tagName?.toUpperCase();
    if (tag && (INVISIBLE_TAGS.has(tag) || isHidden(el))) return;
    const block = tag ? BLOCK_TAGS.has(tag) : false;
    if (block) out.push('\n');
    for (let child = node.firstChild; child; child = child.nextSibling) walk(child);
    if (block) out.push('\n');
  };
  walk(root);
  return out
    .join('')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// Meta tags by property, name or itemprop (lower-case), first one wins, read once per document:
// a selector query per key would walk the whole document each time.
const metaIndexes = new WeakMap<Document, Map<string, string>>();

function metaIndex(doc: Document): Map<string, string> {
  let index = metaIndexes.get(doc);
  if (!index) {
    index = new Map();
    for (const el of Array.from(doc.getElementsByTagName('meta'))) {
      const content = el.getAttribute('content')?.trim();
      if (!content) continue;
      for (const attr of ['property', 'name', 'itemprop']) {
        const key = el.getAttribute(attr)?.trim().toLowerCase();
        if (key && !index.has(key)) index.set(key, content);
      }
    }
    metaIndexes.set(doc, index);
  }
  return index;
}

export function metaContent(doc: Document, ...keys: string[]): string | null {
  const index = metaIndex(doc);
  for (const key of keys) {
    const value = index.get(key.toLowerCase());
    if (value) return value;
  }
  return null;
}

export function cleanLine(value: string | null | undefined, max = 300): string | null {
  if (!value) return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, max) : null;
}
