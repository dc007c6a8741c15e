/**
 * Wikidata through its public, keyless Action API: the item a name stands for
 * (action=wbsearchentities), its label, description and a few well-known statements
 * (action=wbgetentities, props=labels|descriptions|claims), and the labels of the items those
 * statements point to (a second wbgetentities, props=labels). The statements are written as one
 * plain passage ("Eiffel Tower (tower in Paris, France): height 330 metres; inception 1889"),
 * ranked with the Wikipedia passages by meaning. Answers are validated and cut to size; ids must
 * look like ids, and links are built here from the configured address.
 */
import { z } from 'zod';
import { MAX_PASSAGE_CHARS } from '../../../shared';
import { fetchWikiJson, type WikiFetchPolicy } from './wiki-client';
import { PROPERTIES, UNITS } from './wikidata-terms';

/** Statements written into the passage at most, and values per statement. */
const MAX_STATEMENTS = 8;
const MAX_VALUES = 2;
/** Items whose labels are fetched for statements that point to items. */
const MAX_LINKED_ITEMS = 20;
const ITEM_ID = /^Q\d{1,12}$/;

export interface WikidataItem {
  id: string;
  label: string;
  url: string;
  /** The passage: label, description and statements in words. */
  text: string;
}

const text = z.string().max(2000);
const searchSchema = z.object({
  search: z.array(z.object({ id: z.string() }).passthrough()).optional(),
});
const snakSchema = z.object({
  snaktype: z.string().optional(),
  datavalue: z.object({ type: z.string(), value: z.unknown() }).optional(),
});
const claimSchema = z.object({ mainsnak: snakSchema, rank: z.string().optional() });
const entitySchema = z.object({
  labels: z.record(z.string(), z.object({ value: text })).optional(),
  descriptions: z.record(z.string(), z.object({ value: text })).optional(),
  claims: z.record(z.string(), z.array(z.unknown())).optional(),
});
const entitiesSchema = z.object({ entities: z.record(z.string(), z.unknown()).optional() });

function apiUrl(base: string, params: Record<string, string>): URL {
  const url = new URL(`${base}/w/api.php`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  url.searchParams.set('format', 'json');
  return url;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A Wikidata time ("+1889-03-31T00:00:00Z", precision 11) in words: "31 March 1889". */
export function timeInWords(time: string, precision: number): string | null {
  const m = /^([+-])(\d{1,16})-(\d{2})-(\d{2})T/.exec(time);
  if (!m) return null;
  const year = `${Number(m[2])}${m[1] === '-' ? ' BC' : ''}`;
  const month = MONTHS[Number(m[3]) - 1];
  if (precision >= 11 && month && Number(m[4]) > 0) return `${Number(m[4])} ${month} ${year}`;
  if (precision === 10 && month) return `${month} ${year}`;
  if (precision === 8)
    return `the ${Math.floor(Number(m[2]) / 10) * 10}s${m[1] === '-' ? ' BC' : ''}`;
  if (precision === 7) return `the ${Math.floor(Number(m[2]) / 100) + 1}th century`;
  return year;
}

/** A statement's value in words, or the id of an item whose label is needed. */
function statementValue(
  snak: z.infer<typeof snakSchema>,
): { words: string } | { item: string } | null {
  if (snak.snaktype !== 'value' || !snak.datavalue) return null;
  const v = snak.datavalue.value as Record<string, unknown> | string;
  switch (snak.datavalue.type) {
    case 'quantity': {
      const amount = Number(String((v as Record<string, unknown>).amount ?? ''));
      if (!Number.isFinite(amount)) return null;
      const unitId = String((v as Record<string, unknown>).unit ?? '').replace(/^.*\//, '');
      const unit = UNITS[unitId];
      const n = amount.toLocaleString('en-US', { maximumFractionDigits: 2 });
      return { words: unit ? `${n} ${unit}` : n };
    }
    case 'time': {
      const t = v as Record<string, unknown>;
      const words = timeInWords(String(t.time ?? ''), Number(t.precision ?? 9));
      return words ? { words } : null;
    }
    case 'wikibase-entityid': {
      const id = String((v as Record<string, unknown>).id ?? '');
      return ITEM_ID.test(id) ? { item: id } : null;
    }
    case 'string':
      return typeof v === 'string' ? { words: v.slice(0, 200) } : null;
    case 'monolingualtext':
      return { words: String((v as Record<string, unknown>).text ?? '').slice(0, 200) };
    default:
      return null;
  }
}

/** The item a name most likely stands for, with its statements in words; null when none. */
export async function findWikidataItem(
  base: string,
  name: string,
  language: string,
  policy: WikiFetchPolicy,
  timeLeft: () => number,
): Promise<WikidataItem | null> {
  const search = searchSchema.safeParse(
    await fetchWikiJson(
      apiUrl(base, {
        action: 'wbsearchentities',
        search: name.slice(0, 200),
        language,
        uselang: language,
        type: 'item',
        limit: '1',
      }),
      policy,
      timeLeft(),
    ),
  );
  const id = search.success ? search.data.search?.[0]?.id : undefined;
  if (!id || !ITEM_ID.test(id)) return null;
  const got = entitiesSchema.safeParse(
    await fetchWikiJson(
      apiUrl(base, {
        action: 'wbgetentities',
        ids: id,
        props: 'labels|descriptions|claims',
        languages: language,
      }),
      policy,
      timeLeft(),
    ),
  );
  const entity = entitySchema.safeParse(got.success ? got.data.entities?.[id] : undefined);
  if (!entity.success) return null;
  const label = entity.data.labels?.[language]?.value.trim() || name;
  const description = entity.data.descriptions?.[language]?.value.trim();
  const statements: Array<{
    property: string;
    values: Array<{ words: string } | { item: string }>;
  }> = [];
  for (const [property, words] of Object.entries(PROPERTIES)) {
    if (statements.length >= MAX_STATEMENTS) break;
    const claims = (entity.data.claims?.[property] ?? []).flatMap((c) => {
      const parsed = claimSchema.safeParse(c);
      return parsed.success && parsed.data.rank !== 'deprecated' ? [parsed.data] : [];
    });
    const preferred = claims.filter((c) => c.rank === 'preferred');
    const values = (preferred.length ? preferred : claims)
      .slice(0, MAX_VALUES)
      .flatMap((c) => statementValue(c.mainsnak) ?? []);
    if (values.length) statements.push({ property: words, values });
  }
  const linked = [
    ...new Set(statements.flatMap((s) => s.values.flatMap((v) => ('item' in v ? [v.item] : [])))),
  ].slice(0, MAX_LINKED_ITEMS);
  const labels = new Map<string, string>();
  if (linked.length && timeLeft() > 0) {
    const names = entitiesSchema.safeParse(
      await fetchWikiJson(
        apiUrl(base, {
          action: 'wbgetentities',
          ids: linked.join('|'),
          props: 'labels',
          languages: language,
        }),
        policy,
        timeLeft(),
      ).catch(() => null),
    );
    for (const itemId of linked) {
      const e = entitySchema.safeParse(names.success ? names.data.entities?.[itemId] : undefined);
      const l = e.success ? e.data.labels?.[language]?.value.trim() : undefined;
      if (l) labels.set(itemId, l.slice(0, 200));
    }
  }
  const said = statements.flatMap(({ property, values }) => {
    const words = values.flatMap((v) =>
      'words' in v ? [v.words] : labels.has(v.item) ? [labels.get(v.item)!] : [],
    );
    return words.length ? [`${property} ${words.join(', ')}`] : [];
  });
  if (!description && !said.length) return null;
  const passage = `${label}${description ? ` (${description})` : ''}${said.length ? `: ${said.join('; ')}` : ''}.`;
  return {
    id,
    label: label.slice(0, 300),
    url: `${base}/wiki/${id}`,
    text:
      passage.length > MAX_PASSAGE_CHARS ? `${passage.slice(0, MAX_PASSAGE_CHARS - 1)}…` : passage,
  };
}
