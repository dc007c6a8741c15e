/**
 * Wikipedia through the MediaWiki Action API, keyless: one request searches the articles and
 * returns the opening of the best few as plain text (a search generator with the TextExtracts
 * module):
 *   GET {base}/w/api.php?action=query&format=json&formatversion=2&generator=search
 *       &gsrsearch=...&gsrlimit=3&gsrnamespace=0&prop=extracts&exintro=1&explaintext=1
 *       &exchars=1200&exlimit=3
 * Answers are read defensively: pages as an array (formatversion 2) or an object (version 1),
 * ordered by their search `index`, titles and extracts cut to size, and links built here from the
 * configured address and the title, never taken from the answer.
 */
import { z } from 'zod';
import { MAX_PASSAGE_CHARS } from '../../../shared';
import { fetchWikiJson, type WikiFetchPolicy } from './wiki-client';

/** Articles read per search. */
export const WIKIPEDIA_PAGES = 3;
/** Characters of each article's opening asked for (the API's own maximum is 1,200). */
export const EXTRACT_CHARS = 1200;
const MAX_TITLE_CHARS = 300;

export interface WikiArticle {
  title: string;
  url: string;
  /** The opening of the article, plain text. */
  extract: string;
}

const pageSchema = z.object({
  title: z.string(),
  index: z.number().optional(),
  extract: z.string().optional(),
  missing: z.unknown().optional(),
});
const answerSchema = z.object({
  query: z
    .object({ pages: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]) })
    .optional(),
});

/** The wiki of a language: "{lang}" in the configured address becomes the code. */
export function wikipediaBase(base: string, language: string): string {
  return base.replace('{lang}', language);
}

export function articleUrl(base: string, title: string): string {
  return `${base}/wiki/${encodeURIComponent(title.replace(/ /g, '_'))}`;
}

/** The articles a search finds, best first, each with the opening of its text. */
export async function searchWikipedia(
  base: string,
  query: string,
  policy: WikiFetchPolicy,
  timeoutMs: number,
): Promise<WikiArticle[]> {
  const url = new URL(`${base}/w/api.php`);
  const params: Record<string, string> = {
    action: 'query',
    format: 'json',
    formatversion: '2',
    generator: 'search',
    gsrsearch: query,
    gsrlimit: String(WIKIPEDIA_PAGES),
    gsrnamespace: '0',
    prop: 'extracts',
    exintro: '1',
    explaintext: '1',
    exchars: String(EXTRACT_CHARS),
    exlimit: String(WIKIPEDIA_PAGES),
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const parsed = answerSchema.safeParse(await fetchWikiJson(url, policy, timeoutMs));
  if (!parsed.success || !parsed.data.query) return [];
  const raw = parsed.data.query.pages;
  const pages = (Array.isArray(raw) ? raw : Object.values(raw)).flatMap((p) => {
    const page = pageSchema.safeParse(p);
    return page.success && page.data.missing === undefined ? [page.data] : [];
  });
  return pages
    .sort((a, b) => (a.index ?? 1e9) - (b.index ?? 1e9))
    .slice(0, WIKIPEDIA_PAGES)
    .flatMap((p) => {
      const title = p.title.replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE_CHARS);
      const extract = (p.extract ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, EXTRACT_CHARS * 2);
      if (!title || !extract) return [];
      return [{ title, url: articleUrl(base, title), extract }];
    });
}

/** An article's opening in passages of a sentence or two, each at most MAX_PASSAGE_CHARS. */
export function articlePassages(extract: string): string[] {
  const sentences = extract.match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g) ?? [];
  const out: string[] = [];
  let current = '';
  for (const raw of sentences) {
    const s = raw.trim();
    if (!s) continue;
    const joined = current ? `${current} ${s}` : s;
    if (joined.length <= MAX_PASSAGE_CHARS && (current.match(/[.!?]/g)?.length ?? 0) < 2)
      current = joined;
    else {
      if (current) out.push(current);
      current =
        s.length > MAX_PASSAGE_CHARS ? `${s.slice(0, MAX_PASSAGE_CHARS - 1).trimEnd()}…` : s;
    }
  }
  if (current) out.push(current);
  return out;
}
