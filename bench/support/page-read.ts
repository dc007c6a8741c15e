/**
 * Page-read cost on realistic pages, measured in this process: the fixture article and shops of
 * the API tests and articles of ../shared/data/legit-genres wrapped as publisher pages (navigation,
 * cookie banner, scripts, styles, footer). Compares jsdom with no pre-pass (the DOM parser alone,
 * then Readability) against the page reader as shipped: the parse5 tokenizer pass, then jsdom,
 * metadata, Readability and the visible-text fallback (acquirePage). Also checks that both find
 * the same article text.
 */
import { existsSync, readFileSync } from 'node:fs';
import { Readability } from '@mozilla/readability';
import { parseHtml, visibleText } from '../../src/server/analysis/acquire/article/html-document';
import { sanitiseHtml } from '../../src/server/analysis/acquire/article/html-sanitise';
import { acquirePage } from '../../src/server/analysis/acquire/page';
import { normaliseText } from '../../src/server/analysis/acquire/text';
import { articleHtml } from '../../tests/fakes/web/article-page';
import { normalShopHtml, productPageHtml, scamShopHtml } from '../../tests/fakes/web/shop-pages';
import { measure, type Timing } from '../lib';

const LEGIT_CSV = '../shared/data/legit-genres/legit-genres.csv';
const LEGIT_PAGES = 40;

/** Rows of a CSV with quoted fields (the data set's format), up to `limit` rows. */
function csvTexts(path: string, limit: number): string[] {
  const text = readFileSync(path, 'utf8');
  const out: string[] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = text.indexOf('\n') + 1; i < text.length && out.length < limit; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      if ((row[2] ?? '').length > 600) out.push(row[2]!);
      row = [];
      field = '';
    } else field += c;
  }
  return out;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function publisherPage(text: string, i: number): string {
  const paragraphs = text
    .split(/(?<=\.)\s+(?=[A-Z])/)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('\n');
  return `<!doctype html><html><head><title>Story ${i}</title><meta property="og:title" content="Story ${i}">
<style>body{font:16px serif}.nav a{margin:4px}</style><script>window.dataLayer=[];function t(){return "<div>"}</script></head>
<body><header class="nav"><a href="/">Home</a> <a href="/world">World</a> <a href="/about">About us</a></header>
<div id="cookie-banner">We use cookies. <button>Accept</button></div>
<main><article><h1>Story ${i}</h1><p class="byline">By Staff Writer</p>${paragraphs}</article>
<aside><h2>Most read</h2><ul><li><a href="/a">Another story</a></li><li><a href="/b">More news</a></li></ul></aside></main>
<svg width="10" height="10"><circle r="4"/></svg><footer><a href="/contact">Contact</a> <a href="/privacy">Privacy</a></footer></body></html>`;
}

export interface PageReadResult {
  pages: number;
  jsdomOnly: Timing;
  shipped: Timing;
  tokenizerOnly: Timing;
  /** Pages whose article text differs between the two. */
  differing: number;
}

function jsdomOnlyText(html: string, url: string): string {
  const doc = parseHtml(html, url);
  const parsed = new Readability<Element>(doc, { serializer: (node) => node as Element }).parse();
  return normaliseText(parsed?.content ? visibleText(parsed.content) : visibleText(doc.body));
}

export async function benchPageRead(): Promise<PageReadResult> {
  const pages = [articleHtml(), normalShopHtml(2025), scamShopHtml(), productPageHtml()];
  if (existsSync(LEGIT_CSV)) pages.push(...csvTexts(LEGIT_CSV, LEGIT_PAGES).map(publisherPage));
  const url = 'https://news.example.org/story';
  const now = new Date('2025-06-15T12:00:00Z');
  const fetched = pages.map((body) => ({
    url,
    requestedUrl: url,
    redirects: [],
    status: 200,
    contentType: 'text/html',
    charset: 'utf-8',
    body,
    bytes: body.length,
  }));

  let differing = 0;
  for (const page of fetched.slice(4)) {
    const shipped = acquirePage(page, { kind: 'article', now }).text;
    if (shipped !== jsdomOnlyText(page.body, url)) differing++;
  }
  const runs = 10;
  const jsdomOnly = await measure(
    () =>
      fetched.forEach((p) => {
        jsdomOnlyText(p.body, url);
      }),
    { runs, warmup: 2 },
  );
  const shipped = await measure(
    () =>
      fetched.forEach((p) => {
        acquirePage(p, { kind: 'auto', now });
      }),
    { runs, warmup: 2 },
  );
  const tokenizerOnly = await measure(
    () =>
      fetched.forEach((p) => {
        sanitiseHtml(p.body);
      }),
    { runs, warmup: 2 },
  );
  return { pages: pages.length, jsdomOnly, shipped, tokenizerOnly, differing };
}
