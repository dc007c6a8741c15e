/**
 * Real sources only. A claim from a model may show a source when, and only when, it is a page the
 * provider's own search returned (a Gemini grounding chunk) or a link on the analyzed page itself.
 * Model-written URLs are matched against those; whatever does not match is dropped and counted,
 * never shown. A verdict (verified, false, misleading) without any real source becomes uncertain.
 */
import type { Claim, Source } from '../../../shared';
import type { GroundingSource, GroundingSupport } from './provider';
import type { ModelReply } from './reply-schema';

export const SEARCH_SOURCE_TYPE = 'web search result';
export const PAGE_LINK_SOURCE_TYPE = 'link in the analyzed page';
/** Sources kept per claim. */
export const MAX_SOURCES_PER_CLAIM = 5;

export interface SourceCheck {
  claims: Claim[];
  /** Model-written URLs that no search result or page link contained. */
  droppedUrls: number;
  /** Verdicts turned into "uncertain" for want of a real source. */
  downgraded: number;
}

function normalise(url: string): string | null {
  try {
    const u = new URL(url.trim());
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    u.hash = '';
    const s = u.toString();
    return s.endsWith('/') ? s.slice(0, -1) : s;
  } catch {
    return null;
  }
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./u, '');

function hostOf(url: string): string | null {
  try {
    return bareHost(new URL(url).hostname);
  } catch {
    return null;
  }
}

/** Search results whose page is this URL: same address, or (Gemini titles them by site) same site. */
function matchGrounding(
  url: string,
  grounding: readonly GroundingSource[],
): GroundingSource | null {
  const n = normalise(url);
  const host = hostOf(url);
  return (
    grounding.find((g) => normalise(g.uri) === n) ??
    (host
      ? grounding.find((g) => bareHost(g.title) === host || hostOf(g.uri) === host)
      : undefined) ??
    null
  );
}

export function checkSources(
  reply: ModelReply,
  grounding: readonly GroundingSource[],
  supports: readonly GroundingSupport[],
  pageLinks: readonly string[],
): SourceCheck {
  const pages = new Map(
    pageLinks.flatMap((l) => (normalise(l) ? [[normalise(l)!, l] as const] : [])),
  );
  let droppedUrls = 0;
  let downgraded = 0;
  const claims = reply.claims.map((c): Claim => {
    const out: Source[] = [];
    const add = (s: Source) => {
      if (out.length < MAX_SOURCES_PER_CLAIM && !out.some((o) => o.url === s.url)) out.push(s);
    };
    for (const s of c.sources) {
      const g = matchGrounding(s.url, grounding);
      const page = normalise(s.url) ? pages.get(normalise(s.url)!) : undefined;
      if (g) add({ url: g.uri, title: g.title, type: SEARCH_SOURCE_TYPE, excerpt: '' });
      else if (page)
        add({ url: page, title: s.title || page, type: PAGE_LINK_SOURCE_TYPE, excerpt: '' });
      else droppedUrls += 1;
    }
    // The provider's own account of which parts of its answer rest on which search results.
    for (const sup of supports) {
      const t = sup.text.trim();
      if (t.length < 12 || !(c.claim.includes(t) || c.analysis.includes(t))) continue;
      for (const i of sup.sourceIndices) {
        const g = grounding[i];
        if (g) add({ url: g.uri, title: g.title, type: SEARCH_SOURCE_TYPE, excerpt: '' });
      }
    }
    if (c.status !== 'uncertain' && out.length === 0) {
      downgraded += 1;
      return {
        ...c,
        status: 'uncertain',
        confidence: Math.min(c.confidence, 50),
        analysis: `${c.analysis} (The model gave no source FactLens could confirm, so this stays uncertain.)`,
        sources: [],
      };
    }
    return { ...c, sources: out };
  });
  return { claims, droppedUrls, downgraded };
}
