/** A news article as publishers serve it: navigation, a cookie banner, meta tags, JSON-LD, links. */

export const ARTICLE = {
  title: 'River council approves flood barrier after two-year review',
  author: 'Maria Jensen',
  siteName: 'Riverside Chronicle',
  publishedAt: '2025-03-14T08:30:00.000Z',
  documentTitle: 'Flood barrier approved | Riverside Chronicle',
  bodyPhrase: 'The barrier is expected to protect about 4,000 homes',
  cookieText: 'We use cookies to improve your experience',
  navText: 'Sports Weather Opinion Puzzles',
} as const;

export function articleHtml(): string {
  return `<!doctype html>
<html lang="en"><head>
<meta charset="utf-8">
<title>${ARTICLE.documentTitle}</title>
<meta property="og:title" content="${ARTICLE.title}">
<meta property="og:site_name" content="${ARTICLE.siteName}">
<meta name="author" content="${ARTICLE.author}">
<meta property="article:published_time" content="2025-03-14T08:30:00Z">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"${ARTICLE.title}","datePublished":"2025-03-14T08:30:00Z","author":{"@type":"Person","name":"${ARTICLE.author}"},"publisher":{"@type":"Organization","name":"${ARTICLE.siteName}"}}</script>
<script>document.write('scripts never run');</script>
<style>.hidden{display:none}</style>
</head><body>
<div id="cookie-banner" class="cookie-consent">${ARTICLE.cookieText}. <button>Accept all</button></div>
<header><nav><a href="/sports">Sports</a> <a href="/weather">Weather</a> <a href="/opinion">Opinion</a> <a href="/puzzles">Puzzles</a></nav></header>
<main><article>
<h1>Council approves flood barrier</h1>
<p class="byline">By ${ARTICLE.author}, environment reporter</p>
<p>The river council voted 7 to 2 on Thursday to build a flood barrier along the lower town, ending a review that began in 2023. ${ARTICLE.bodyPhrase}, according to the council's engineering report.</p>
<p>"We have studied every option and this one protects the most people for the money," said council chair Peter Olsen. The project is estimated to cost 12 million euros and will be funded partly by a national grant.</p>
<p>Residents' groups welcomed the decision, although some shop owners said construction could disrupt trade. The Environment Agency said in a statement that the design <a href="https://www.gov.uk/government/publications/flood-barrier-review">follows its published guidance</a>.</p>
<p>A 2024 study in <a href="https://www.nature.com/articles/flood-risk-2024">Nature</a> found that river flooding in the region may become more frequent, though the authors cautioned that local estimates remain uncertain.</p>
<p>Construction is scheduled to begin next spring and take about eighteen months. The council will publish quarterly progress reports on its website.</p>
</article></main>
<footer>
<a href="/about-us">About us</a> <a href="/contact">Contact</a> <a href="/corrections">Corrections</a>
<a href="/privacy">Privacy policy</a> <a href="/terms">Terms of use</a>
<a href="https://twitter.com/riverside">Twitter</a>
</footer>
</body></html>`;
}

/** The same kind of page in windows-1252, its charset declared only in a meta tag. */
export function latin1ArticleHtml(): Buffer {
  const html = `<!doctype html><html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252">
<title>Caf\u00e9 owners protest new rules</title></head><body><article><h1>Caf\u00e9 owners protest new rules</h1>
<p>Owners of the caf\u00e9s on the main square said the new rules on terraces would cost them \u20ac2,000 a year each. The town hall said it would review the fees in the autumn.</p>
<p>\u201cWe were not consulted,\u201d said Ren\u00e9e Dubois, who has run a caf\u00e9 there for twenty years. The council replied that a public consultation ran for six weeks last year.</p>
</article></body></html>`;
  const bytes: number[] = [];
  const cp1252: Record<string, number> = { '\u20ac': 0x80, '\u201c': 0x93, '\u201d': 0x94 };
  for (const ch of html) bytes.push(cp1252[ch] ?? ch.charCodeAt(0));
  return Buffer.from(bytes);
}
