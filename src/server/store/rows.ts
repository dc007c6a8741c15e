/**
 * The one place where database rows become contract objects. Column names are snake_case in SQL
 * and camelCase in the contract; timestamps are epoch ms in SQL and ISO 8601 in the contract.
 */
import type {
  AnalysisType,
  PublicFeedItem,
  Results,
  StoredAnalysis,
  VideoAnalysis,
} from '../../shared';

export interface AnalysisRow {
  id: string;
  type: AnalysisType;
  url: string | null;
  domain: string | null;
  video_id: string | null;
  title: string | null;
  channel_name: string | null;
  video_duration: number | null;
  transcript_length: number;
  content: string | null;
  content_hash: string | null;
  image_data: string | null;
  image_name: string | null;
  image_size: number | null;
  credibility_score: number;
  grade: string;
  overall_status: string;
  results_json: string;
  created_at: number;
}

/** Columns the feed and video pages read: everything except content and image bytes. */
export const LIGHT_COLUMNS = `id, type, url, domain, video_id, title, channel_name, video_duration,
  transcript_length, credibility_score, grade, overall_status, results_json, created_at`;

export type LightAnalysisRow = Omit<
  AnalysisRow,
  'content' | 'content_hash' | 'image_data' | 'image_name' | 'image_size'
>;

export function isoFromMs(ms: number): string {
  return new Date(ms).toISOString();
}

// results_json was validated against resultsSchema when it was written (sqlite-store insert).
function results(row: { results_json: string }): Results {
  return JSON.parse(row.results_json) as Results;
}

export function toStoredAnalysis(row: AnalysisRow): StoredAnalysis {
  return {
    id: row.id,
    url: row.url,
    content: row.content,
    imageData: row.image_data,
    imageName: row.image_name,
    imageSize: row.image_size,
    createdAt: isoFromMs(row.created_at),
    analysisResults: results(row),
    type: row.type,
    title: row.title,
  };
}

/**
 * The JSON text of `{ ...toStoredAnalysis(row), publication }` (publication only when given), with
 * the stored results_json spliced in as it is. The shared report is the most read endpoint and
 * parsing the results only to stringify them again was most of its cost (bench/api.ts).
 * results_json is JSON.stringify output of schema-checked Results (sqlite-store insert).
 */
export function storedAnalysisJson(row: AnalysisRow, publication?: unknown): string {
  const s = JSON.stringify;
  return (
    `{"id":${s(row.id)},"url":${s(row.url)},"content":${s(row.content)},"imageData":${s(row.image_data)},` +
    `"imageName":${s(row.image_name)},"imageSize":${s(row.image_size)},"createdAt":${s(isoFromMs(row.created_at))},` +
    `"analysisResults":${row.results_json},"type":${s(row.type)},"title":${s(row.title)}` +
    `${publication ? `,"publication":${s(publication)}` : ''}}`
  );
}

/** Characters of content the feed query reads for a card's snippet. */
export const FEED_SNIPPET_READ_CHARS = 300;
export const FEED_SNIPPET_MAX_CHARS = 140;

/** A mask's placeholder ("[phone number hidden]", src/server/privacy/mask.ts). */
const MASK_PLACEHOLDER = /\[[a-z -]+ hidden\]/gi;
/** Words of a messaging app's header line (sender, "Text Message", the time), not of the message. */
const HEADER_WORDS =
  /^(?:from|to|text|message|messages|sms|mms|imessage|chat|today|yesterday|now|am|pm|mon|tue|wed|thu|fri|sat|sun|delivered|read|sent)$/i;
/**
 * A line says something when, masks and header words aside, it has two words of letters, or three
 * when it holds a mask: "From [phone number hidden]" and "[phone number hidden] - Text Message -
 * Today 9:41 AM" do not.
 */
export function hasRealWords(line: string): boolean {
  const words = (line.replace(MASK_PLACEHOLDER, ' ').match(/\p{L}{2,}/gu) ?? []).filter(
    (word) => !HEADER_WORDS.test(word),
  );
  return words.length >= (/\[[a-z -]+ hidden\]/i.test(line) ? 3 : 2);
}

/**
 * The first line of the content with real words in it (an SMS screenshot's first line is often
 * only its masked sender), cut on a word.
 */
export function feedSnippet(content: string | null | undefined): string | null {
  const lines = content
    ?.split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const line =
    lines?.find(hasRealWords) ?? lines?.find((l) => l.replace(MASK_PLACEHOLDER, '').trim());
  if (!line) return null;
  if (line.length <= FEED_SNIPPET_MAX_CHARS) return line;
  const cut = line.slice(0, FEED_SNIPPET_MAX_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > FEED_SNIPPET_MAX_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function toPublicFeedItem(
  row: LightAnalysisRow & { snippet_source?: string | null },
): PublicFeedItem {
  const snippet = row.snippet_source === undefined ? undefined : feedSnippet(row.snippet_source);
  return {
    ...(snippet === undefined ? {} : { snippet }),
    id: row.id,
    url: row.url,
    title: row.title,
    channelName: row.channel_name,
    videoId: row.video_id,
    createdAt: isoFromMs(row.created_at),
    analysisResults: results(row),
    type: row.type,
  };
}

/** Null for rows that are not video analyses. */
export function toVideoAnalysis(row: LightAnalysisRow): VideoAnalysis | null {
  if (row.type !== 'video' || row.video_id === null) return null;
  return {
    id: row.id,
    videoId: row.video_id,
    title: row.title,
    channelName: row.channel_name,
    videoDuration: row.video_duration,
    url: row.url ?? `https://www.youtube.com/watch?v=${row.video_id}`,
    createdAt: isoFromMs(row.created_at),
    transcriptLength: row.transcript_length,
    analysisResults: results(row),
  };
}
