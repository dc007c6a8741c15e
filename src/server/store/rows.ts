/**
 * The one place where database rows become contract objects. Column names are snake_case in SQL
 * and camelCase in the contract; timestamps are epoch ms in SQL and ISO 8601 in the contract.
 */
import type {
  AnalysisType,
  Publication,
  PublicationState,
  PublicFeedItem,
  Results,
  StoredAnalysis,
  VideoAnalysis,
} from '../../shared';
import { publicLink } from '../privacy/links';

/** The columns a stored analysis is read from (content and image bytes included). */
export const ANALYSIS_COLUMNS = [
  'id',
  'type',
  'url',
  'video_id',
  'title',
  'content',
  'image_data',
  'image_name',
  'image_size',
  'results_json',
  'created_at',
] as const;

export interface AnalysisRow {
  id: string;
  type: AnalysisType;
  url: string | null;
  video_id: string | null;
  title: string | null;
  content: string | null;
  image_data: string | null;
  image_name: string | null;
  image_size: number | null;
  results_json: string;
  created_at: number;
}

/** Columns the feed and video pages read: neither content nor image bytes. */
export const LIGHT_COLUMNS = [
  'id',
  'type',
  'url',
  'video_id',
  'title',
  'channel_name',
  'video_duration',
  'transcript_length',
  'results_json',
  'created_at',
  'snippet',
] as const;

export interface LightAnalysisRow {
  id: string;
  type: AnalysisType;
  url: string | null;
  video_id: string | null;
  title: string | null;
  channel_name: string | null;
  video_duration: number | null;
  transcript_length: number;
  results_json: string;
  created_at: number;
  snippet: string | null;
}

/**
 * The analyzed address as every public surface shows it: a link from the person keeps its site
 * and hides the rest (privacy/links.ts: a phishing link carries its victim in its path and
 * query); a video's is the watch link the product builds from the public video id. The column
 * keeps the address whole, so a desktop can publish it and the hub fetch the same page.
 */
export function shownUrl(row: { url: string | null; video_id: string | null }): string | null {
  return row.url === null || row.video_id !== null ? row.url : publicLink(row.url);
}

export function isoFromMs(ms: number): string {
  return new Date(Number(ms)).toISOString();
}

// results_json was validated against resultsSchema when it was written (insertAnalysis).
function results(row: { results_json: string }): Results {
  return JSON.parse(row.results_json) as Results;
}

/**
 * The stored analysis's fields, each read from the row once: toStoredAnalysis builds the object
 * from them and storedAnalysisJson its JSON text, so the two cannot drift apart. `null` marks
 * analysisResults, which the JSON takes as stored.
 */
const STORED_FIELDS: ReadonlyArray<
  [keyof StoredAnalysis & string, ((row: AnalysisRow) => unknown) | null]
> = [
  ['id', (row) => row.id],
  ['url', (row) => shownUrl(row)],
  ['content', (row) => row.content],
  ['imageData', (row) => row.image_data],
  ['imageName', (row) => row.image_name],
  ['imageSize', (row) => (row.image_size === null ? null : Number(row.image_size))],
  ['createdAt', (row) => isoFromMs(row.created_at)],
  ['analysisResults', null],
  ['type', (row) => row.type],
  ['title', (row) => row.title],
];

export function toStoredAnalysis(row: AnalysisRow, publication?: Publication): StoredAnalysis {
  const stored = Object.fromEntries(
    STORED_FIELDS.map(([key, read]) => [key, read ? read(row) : results(row)]),
  ) as unknown as StoredAnalysis;
  return publication ? { ...stored, publication } : stored;
}

/**
 * The JSON text of toStoredAnalysis(row, publication), with the stored results_json spliced in as
 * it is. The shared report is the most read endpoint and parsing the results only to stringify
 * them again was most of its cost (bench/api.ts). results_json is JSON.stringify output of
 * schema-checked Results (insertAnalysis).
 */
export function storedAnalysisJson(row: AnalysisRow, publication?: Publication): string {
  const s = JSON.stringify;
  const fields = STORED_FIELDS.map(
    ([key, read]) => `${s(key)}:${read ? s(read(row)) : row.results_json}`,
  );
  if (publication) fields.push(`"publication":${s(publication)}`);
  return `{${fields.join(',')}}`;
}

export interface PublicationRow {
  state: PublicationState;
  shared_url: string | null;
  error: string | null;
  attempts: number;
}

export function toPublication(row: PublicationRow): Publication {
  return {
    state: row.state,
    ...(row.shared_url ? { sharedUrl: row.shared_url } : {}),
    ...(row.error ? { error: row.error } : {}),
    attempts: Number(row.attempts),
  };
}

export function toPublicFeedItem(row: LightAnalysisRow): PublicFeedItem {
  return {
    snippet: row.snippet,
    id: row.id,
    url: shownUrl(row),
    title: row.title,
    channelName: row.channel_name,
    videoId: row.video_id,
    createdAt: isoFromMs(row.created_at),
    analysisResults: results(row),
    type: row.type,
  };
}

/** Null for rows without a video: what makes a video analysis is its video columns. */
export function toVideoAnalysis(row: LightAnalysisRow): VideoAnalysis | null {
  if (row.video_id === null) return null;
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
