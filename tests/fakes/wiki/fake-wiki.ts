/**
 * A local stand-in for Wikipedia's and Wikidata's public APIs on 127.0.0.1, answering as the
 * documented MediaWiki Action API does (GET /w/api.php, format=json):
 *   - action=query&generator=search&gsrsearch=...&prop=extracts&exintro&explaintext: the matching
 *     articles as `query.pages`, each with its search `index`, `title` and plain-text `extract`
 *     (an array with formatversion=2, an object keyed by page id without it);
 *   - action=wbsearchentities&search=...&language=...: `search: [{ id, label, description, ... }]`;
 *   - action=wbgetentities&ids=...&props=...&languages=...: `entities: { Q..: { labels,
 *     descriptions, claims: { P..: [{ mainsnak: { snaktype, property, datavalue }, rank }] } } }`.
 * A test sets how it behaves: answering, slowly, with an oversized body, or with hostile content
 * (instructions written into an article, markup, ids and links that are not what they should be,
 * bodies that are not JSON). Every request is recorded.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Resolver } from '../../../src/server/analysis/acquire/net/safe-fetch';

export interface FakeArticle {
  title: string;
  extract: string;
}

export interface FakeItem {
  id: string;
  label: string;
  description: string;
  claims: Record<string, unknown[]>;
}

export type WikiMode = 'answer' | 'slow' | 'oversized' | 'not-json' | 'html' | 'error';

export interface FakeWiki {
  origin: string;
  requests: URL[];
  /** The headers of each request, in the same order. */
  headers: IncomingHttpHeaders[];
  /** How the next requests are answered. */
  mode: WikiMode;
  /** Milliseconds a slow answer waits. */
  delayMs: number;
  articles: FakeArticle[];
  items: FakeItem[];
  close(): Promise<void>;
}

const quantity = (property: string, amount: string, unit: string) => ({
  mainsnak: {
    snaktype: 'value',
    property,
    datavalue: {
      value: { amount, unit: `http://www.wikidata.org/entity/${unit}` },
      type: 'quantity',
    },
    datatype: 'quantity',
  },
  type: 'statement',
  rank: 'normal',
});
const time = (property: string, value: string, precision: number) => ({
  mainsnak: {
    snaktype: 'value',
    property,
    datavalue: {
      value: { time: value, timezone: 0, before: 0, after: 0, precision, calendarmodel: '' },
      type: 'time',
    },
    datatype: 'time',
  },
  type: 'statement',
  rank: 'normal',
});
const item = (property: string, id: string) => ({
  mainsnak: {
    snaktype: 'value',
    property,
    datavalue: {
      value: { 'entity-type': 'item', 'numeric-id': Number(id.slice(1)), id },
      type: 'wikibase-entityid',
    },
    datatype: 'wikibase-item',
  },
  type: 'statement',
  rank: 'normal',
});

export const FAKE_ARTICLES: FakeArticle[] = [
  {
    title: 'Eiffel Tower',
    extract:
      'The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France. It is named after the engineer Gustave Eiffel, whose company designed and built the tower from 1887 to 1889. The tower is 330 metres tall, about the same height as an 81-storey building, and the tallest structure in Paris.',
  },
  {
    title: 'Garlic',
    extract:
      'Garlic is a species of bulbous flowering plant in the genus Allium. It has been used as a seasoning and in folk medicine. Systematic reviews have found no good evidence that garlic prevents or treats the common cold or influenza.',
  },
  {
    title: 'Influenza vaccine',
    extract:
      'Influenza vaccines, colloquially known as flu shots, are vaccines that protect against infection by influenza viruses. New versions are developed twice a year, as the influenza virus rapidly changes.',
  },
];

export const FAKE_ITEMS: FakeItem[] = [
  {
    id: 'Q243',
    label: 'Eiffel Tower',
    description: 'tower in Paris, France',
    claims: {
      P2048: [quantity('P2048', '+330', 'Q11573')],
      P571: [time('P571', '+1889-03-31T00:00:00Z', 11)],
      P17: [item('P17', 'Q142')],
    },
  },
  { id: 'Q142', label: 'France', description: 'country in Western Europe', claims: {} },
];

const words = (s: string) => new Set(s.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []);
const shares = (a: string, b: string) => [...words(a)].some((w) => words(b).has(w));

export async function startFakeWiki(): Promise<FakeWiki> {
  const state: FakeWiki = {
    origin: '',
    requests: [],
    headers: [],
    mode: 'answer',
    delayMs: 0,
    articles: [...FAKE_ARTICLES],
    items: [...FAKE_ITEMS],
    close: async () => undefined,
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    state.requests.push(url);
    state.headers.push(req.headers);
    const send = (status: number, type: string, body: string) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    const json = (body: unknown) =>
      send(200, 'application/json; charset=utf-8', JSON.stringify(body));
    const q = url.searchParams;
    const respond = () => {
      if (state.mode === 'error')
        return send(503, 'application/json', '{"error":{"code":"maxlag"}}');
      if (state.mode === 'not-json') return send(200, 'application/json', '{"query": {"pages": [');
      if (state.mode === 'html')
        return send(200, 'text/html', '<html><body>Wikipedia</body></html>');
      if (state.mode === 'oversized')
        return json({
          query: { pages: [{ title: 'Huge', index: 1, extract: 'x'.repeat(2_000_000) }] },
        });
      if (url.pathname !== '/w/api.php' || q.get('format') !== 'json')
        return send(404, 'application/json', '{"error":{"code":"badpath"}}');
      const action = q.get('action');
      if (action === 'query' && q.get('generator') === 'search') {
        const found = state.articles
          .filter((a) => shares(q.get('gsrsearch') ?? '', `${a.title} ${a.extract}`))
          .slice(0, Number(q.get('gsrlimit') ?? 10))
          .map((a, i) => ({
            pageid: 1000 + i,
            ns: 0,
            title: a.title,
            index: i + 1,
            extract: a.extract.slice(0, Number(q.get('exchars') ?? 1200)),
          }));
        if (!found.length) return json({ batchcomplete: true });
        return q.get('formatversion') === '2'
          ? json({ batchcomplete: true, query: { pages: found } })
          : json({
              batchcomplete: '',
              query: { pages: Object.fromEntries(found.map((p) => [String(p.pageid), p])) },
            });
      }
      if (action === 'wbsearchentities') {
        const search = state.items
          .filter((i) => shares(q.get('search') ?? '', i.label))
          .slice(0, Number(q.get('limit') ?? 7))
          .map((i) => ({
            id: i.id,
            title: i.id,
            concepturi: `http://www.wikidata.org/entity/${i.id}`,
            label: i.label,
            description: i.description,
            match: { type: 'label', language: q.get('language'), text: i.label },
          }));
        return json({ searchinfo: { search: q.get('search') }, search, success: 1 });
      }
      if (action === 'wbgetentities') {
        const lang = q.get('languages') ?? 'en';
        const props = (q.get('props') ?? '').split('|');
        const entities = Object.fromEntries(
          (q.get('ids') ?? '').split('|').map((id) => {
            const it = state.items.find((i) => i.id === id);
            if (!it) return [id, { id, missing: '' }];
            return [
              id,
              {
                type: 'item',
                id,
                ...(props.includes('labels')
                  ? { labels: { [lang]: { language: lang, value: it.label } } }
                  : {}),
                ...(props.includes('descriptions')
                  ? { descriptions: { [lang]: { language: lang, value: it.description } } }
                  : {}),
                ...(props.includes('claims') ? { claims: it.claims } : {}),
              },
            ];
          }),
        );
        return json({ entities, success: 1 });
      }
      return send(400, 'application/json', '{"error":{"code":"badvalue"}}');
    };
    if (state.mode === 'slow') setTimeout(respond, state.delayMs);
    else respond();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/** The server settings that point reference lookups at this fake (the deadline generous). */
export function wikiEnv(wiki: FakeWiki): Record<string, string> {
  return {
    REFERENCE_LOOKUP: 'on',
    WIKIPEDIA_BASE_URL: wiki.origin,
    WIKIDATA_BASE_URL: wiki.origin,
    // The sentence encoder's first load on a busy machine is part of the lookup's time.
    REFERENCE_TIMEOUT_MS: '30000',
  };
}

/** Name resolution on a machine with no network: no name resolves, and none can. */
export const NO_NETWORK: Resolver = async () => {
  throw Object.assign(new Error('getaddrinfo EAI_AGAIN'), { code: 'EAI_AGAIN' });
};

/** The server settings of reference lookups on such a machine: real-looking names, never reached. */
export const OFFLINE_WIKI_ENV: Record<string, string> = {
  REFERENCE_LOOKUP: 'on',
  WIKIPEDIA_BASE_URL: 'https://{lang}.wikipedia.example',
  WIKIDATA_BASE_URL: 'https://www.wikidata.example',
};
