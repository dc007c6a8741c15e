import { describe, expect, it } from 'vitest';
import type { FetchedPage } from './net/safe-fetch';
import { READABILITY_MAX_CHILDREN } from './article/read-article';
import { acquirePage } from './page';

const NOW = new Date('2026-01-10T00:00:00Z');

function page(
  body: string,
  url = 'https://news.example.com/story',
  contentType = 'text/html',
): FetchedPage {
  return {
    url,
    requestedUrl: url,
    redirects: [],
    status: 200,
    contentType,
    charset: 'utf-8',
    body,
    bytes: body.length,
  };
}

const PARAGRAPHS = Array.from(
  { length: 5 },
  (_, i) =>
    `<p>Paragraph ${i + 1} of the report says the harbour will reopen in June after repairs costing 3 million euros, officials said on Monday.</p>`,
).join('');

describe('acquirePage (article)', () => {
  it('reads the visible text of a page with a parent wider than Readability is given', () => {
    const items = (n: number) =>
      Array.from({ length: n }, (_, i) => `<li>Stop ${i + 1} of the line</li>`).join('');
    const article = `<article><h1>Harbour reopens</h1>${PARAGRAPHS}</article>`;
    const wide = acquirePage(
      page(`<body>${article}<ul>${items(READABILITY_MAX_CHILDREN + 1)}</ul></body>`),
      { kind: 'auto', now: NOW },
    );
    expect(wide.text).toContain('the harbour will reopen in June');
    expect(wide.text).toContain(`Stop ${READABILITY_MAX_CHILDREN + 1} of the line`);
    // One child fewer, and Readability picks the article without the list.
    const narrow = acquirePage(
      page(`<body>${article}<ul>${items(READABILITY_MAX_CHILDREN)}</ul></body>`),
      { kind: 'auto', now: NOW },
    );
    expect(narrow.text).toContain('the harbour will reopen in June');
    expect(narrow.text).not.toContain('of the line');
  });

  it('prefers og:title, then the first h1, then <title>', () => {
    const og = acquirePage(
      page(
        `<head><title>T</title><meta property="og:title" content="OG title"></head><body><h1>H1</h1>${PARAGRAPHS}</body>`,
      ),
      { kind: 'auto', now: NOW },
    );
    expect(og.title).toBe('OG title');
    const h1 = acquirePage(
      page(`<head><title>T</title></head><body><h1>  Heading\n one </h1>${PARAGRAPHS}</body>`),
      { kind: 'auto', now: NOW },
    );
    expect(h1.title).toBe('Heading one');
    const title = acquirePage(
      page(`<head><title>Only title</title></head><body>${PARAGRAPHS}</body>`),
      { kind: 'auto', now: NOW },
    );
    expect(title.title).toBe('Only title');
  });

  it('takes author and date from JSON-LD when meta tags are missing', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'NewsArticle',
          datePublished: '2025-11-02T09:00:00+01:00',
          author: [
            { '@type': 'Person', name: 'Ana Silva' },
            { '@type': 'Person', name: 'Bo Lee' },
          ],
          publisher: { '@type': 'Organization', name: 'Harbour News' },
        },
      ],
    };
    const a = acquirePage(
      page(
        `<head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><article>${PARAGRAPHS}</article></body>`,
      ),
      { kind: 'auto', now: NOW },
    );
    expect(a).toMatchObject({
      type: 'article',
      author: 'Ana Silva, Bo Lee',
      publishedAt: '2025-11-02T08:00:00.000Z',
      siteName: 'Harbour News',
      domain: 'example.com',
    });
  });

  it('collects outbound links of the article and publisher pages of the site', () => {
    const html = `<body><nav><a href="https://facebook.com/x">f</a></nav><article>${PARAGRAPHS}<p>See <a href="https://www.who.int/report">the WHO report</a> and <a href="/other-story">our story</a>.</p></article>
      <footer><a href="/about">About</a> <a href="mailto:desk@news.example.com">Email us</a> <a href="https://news.example.com/standards/corrections">Corrections</a> <a href="https://other.example.org/privacy">Privacy</a></footer></body>`;
    const a = acquirePage(page(html), { kind: 'auto', now: NOW });
    expect(a.links).toEqual(['https://www.who.int/report']);
    expect(a.page).toEqual({
      https: true,
      hasAbout: true,
      hasContact: true,
      hasCorrections: true,
      hasPrivacy: false,
      hasTerms: false,
    });
  });

  it('reads short pages whole', () => {
    const a = acquirePage(
      page(
        '<body><div>Short note.</div><div>Another short line about the harbour reopening.</div></body>',
      ),
      { kind: 'auto', now: NOW },
    );
    expect(a.text).toBe('Short note.\n\nAnother short line about the harbour reopening.');
    expect(a.notes[0]).toBe(
      'Read the page, no author named, no publication date found (example.com).',
    );
  });

  it('reads plain text, titled by its first line', () => {
    const a = acquirePage(
      page(
        'Harbour to reopen\n\nThe harbour reopens in June. <b>not markup</b>',
        'http://203.0.113.5/notes.txt',
        'text/plain',
      ),
      { kind: 'auto', now: NOW },
    );
    expect(a).toMatchObject({ type: 'article', title: 'Harbour to reopen', domain: '203.0.113.5' });
    expect(a.text).toContain('<b>not markup</b>');
    expect(a.page?.https).toBe(false);
  });

  it('reads a shop from the Shopping tab with shop signals, and keeps the page title', () => {
    const a = acquirePage(
      page(
        '<head><title>Desk shop</title></head><body><h1>Oak desk</h1><p>Only 2 left! Pay by bank transfer.</p></body>',
        'https://oak-desks-24.xyz/desk',
      ),
      { kind: 'shopping', now: NOW },
    );
    expect(a.type).toBe('shopping');
    expect(a.title).toBe('Oak desk');
    expect(a.shop?.domain).toMatchObject({ riskyTld: 'xyz', hyphens: 2, digits: true });
    // Quotes are the line of the page around the match.
    expect(a.shop?.page.scarcity).toBe('Only 2 left! Pay by bank transfer.');
    expect(a.shop?.page.payments.wireTransfer).toBe('Only 2 left! Pay by bank transfer.');
  });
});

describe('acquirePage (bounds)', () => {
  it('drops scripts, styles, SVG and comments before parsing, keeping JSON-LD', () => {
    const ld =
      '<script type="application/ld+json">{"@type":"NewsArticle","author":{"name":"Kim Park"}}</script>';
    const junk = `<script>var s = "</div><p>not text</p>";</script><style>p{}</style><svg><text>icon</text></svg><!-- <p>hidden</p> -->`;
    const a = acquirePage(
      page(
        `<head>${ld}${junk}</head><body>${junk}<article>${PARAGRAPHS}</article><script>unclosed`,
      ),
      { kind: 'auto', now: NOW },
    );
    expect(a.author).toBe('Kim Park');
    expect(a.text).not.toMatch(/not text|icon|hidden|unclosed/);
    expect(a.text).toContain('Paragraph 5 of the report');
  });

  it('reads at most MAX_HTML_CHARS of markup, and says so', () => {
    const huge = `<body><article>${PARAGRAPHS.repeat(2500)}</article></body>`;
    expect(huge.length).toBeGreaterThan(1_500_000);
    const a = acquirePage(page(huge), { kind: 'auto', now: NOW });
    expect(a.notes.join(' ')).toMatch(/only its first 1,500,000 characters of markup were read/);
    expect(a.text.length).toBeLessThanOrEqual(100_000);
  });
});
