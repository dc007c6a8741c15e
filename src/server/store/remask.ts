/**
 * Migration 002's steps (migrations.ts): every stored analysis masked again with today's masker
 * (privacy/mask-analysis.ts), so what an older masker let through (a phone number in another
 * spelling, a name after "Querida", a card split by invisible characters) is not left on a public
 * page. Title, content, results and the feed's line are rewritten where they change; a title that
 * was only personal data becomes none, and an untitled text's card then leads with its masked
 * first line, as a new one would. The desktop's copy of the hub's feed is masked the same way.
 * Rows are read a page at a time, so a large database costs a page of memory.
 */
import type { PublicFeedItem, Results } from '../../shared';
import { publicLink } from '../privacy/links';
import { maskResults, remaskStored } from '../privacy/mask-analysis';
import { maskPersonalData } from '../privacy/mask';
import { builder } from './compile';
import { FEED_SNIPPET_READ_CHARS, feedSnippet } from './feed-snippet';
import type { PagedRowsStep, RowsStep } from './migration-steps';
import type { SqlDialect } from './schema';

/**
 * The kinds that had a snippet read from their first line when this migration was written
 * (kinds/feed-snippet.ts firstLineSnippet). Frozen with the migration: a later kind is stored
 * by today's masker and never needs it.
 */
const FIRST_LINE_TYPES = new Set(['text', 'screenshot', 'pdf']);

function firstLine(content: string | null): string | null {
  if (content === null) return null;
  const head = Array.from(content.slice(0, 2 * FEED_SNIPPET_READ_CHARS))
    .slice(0, FEED_SNIPPET_READ_CHARS)
    .join('');
  return feedSnippet(head);
}

export function remaskAnalyses(dialect: SqlDialect): PagedRowsStep {
  const db = builder(dialect);
  return {
    page: (afterSeq, size) =>
      db
        .selectFrom('analyses')
        .select(['seq', 'id', 'type', 'title', 'content', 'snippet', 'results_json'])
        .where('seq', '>', afterSeq)
        .orderBy('seq')
        .limit(size),
    each: (row) => {
      const title = row.title as string | null;
      const content = row.content as string | null;
      const snippet = row.snippet as string | null;
      const masked = remaskStored({
        title,
        content,
        results: JSON.parse(String(row.results_json)) as Results,
      });
      const resultsJson = JSON.stringify(masked.results);
      const untitledText = masked.title === null && FIRST_LINE_TYPES.has(String(row.type));
      const nextSnippet =
        snippet !== null || (untitledText && title !== null) ? firstLine(masked.content) : null;
      if (
        masked.title === title &&
        masked.content === content &&
        nextSnippet === snippet &&
        resultsJson === row.results_json
      )
        return [];
      return [
        db
          .updateTable('analyses')
          .set({
            title: masked.title,
            content: masked.content,
            snippet: nextSnippet,
            results_json: resultsJson,
          })
          .where('id', '=', String(row.id)),
      ];
    },
  };
}

/** A feed card of the hub as the hub shows it now: its texts masked, its address only its site. */
function remaskFeedItem(item: PublicFeedItem): PublicFeedItem {
  const mask = (text: string | null | undefined) =>
    text === null || text === undefined ? text : maskPersonalData(text).text;
  return {
    ...item,
    url: item.url === null || item.videoId !== null ? item.url : publicLink(item.url),
    title: mask(item.title) ?? null,
    ...(item.snippet === undefined ? {} : { snippet: mask(item.snippet) ?? null }),
    analysisResults: maskResults(item.analysisResults),
  };
}

export function remaskHubFeed(dialect: SqlDialect): RowsStep {
  const db = builder(dialect);
  return {
    select: db
      .selectFrom('hub_feed_cache')
      .select(['hub_url', 'feed_json'])
      .where('feed_json', 'is not', null),
    each: (row) => {
      let feed: unknown;
      try {
        feed = JSON.parse(String(row.feed_json));
      } catch {
        return [];
      }
      if (!Array.isArray(feed)) return [];
      const masked = JSON.stringify((feed as PublicFeedItem[]).map(remaskFeedItem));
      return masked === row.feed_json
        ? []
        : [
            db
              .updateTable('hub_feed_cache')
              .set({ feed_json: masked })
              .where('hub_url', '=', String(row.hub_url)),
          ];
    },
  };
}
