/**
 * An input kind (text, article, shopping, video, screenshot, and the next one) described in one
 * place: the contract of the address its requests arrive at and how they are read, how it is
 * analyzed (cache key, acquisition and the content kept, in the analyzer it builds), the feed
 * snippet stored with it, the criteria panel of its tab, what a desktop publication of it carries
 * to the hub, and how the hub analyzes that again. Each kind is a folder next to this file; the
 * registry (./registry.ts) lists them, and the core (the analysis runner, the criteria service,
 * hub publishing, the publish worker, the analyze routes) receives the registry and asks the
 * descriptor, never the type's name. The renderer has the matching descriptor in
 * src/renderer/src/kinds.
 */
import type { AnalysisType, AnalyzeResponse } from '../../shared';
import type { RouteContract, RouteResponse } from '../../shared/contract';
import type { RouteInput } from '../http/serve-contract';
import type { AnalyzerParts } from '../services';
import type { StoredText, SubmitOptions } from '../services/analysis-runner';

/** What a kind's analyzer is built from (given by createServices). */
export type KindParts = AnalyzerParts;

/** What the hub receives to analyze a desktop's analysis again (never its verdict). */
export type PublishedInput = 'content' | 'url';

export interface InputKind<Type extends AnalysisType = AnalysisType, Analyze = unknown> {
  readonly type: Type;
  /** The address its requests arrive at; kinds that share one name the same endpoint. */
  readonly endpoint: AnalyzeEndpoint;
  /** Builds its analyzer: cache key, acquisition and the content kept, behind the runner. */
  readonly create: (parts: KindParts) => Analyze;
  /**
   * The line a feed card shows under the analysis, from what is stored (title and content, both
   * masked); null shows none (a page's body stays out of the feed).
   */
  readonly feedSnippet: (stored: StoredText) => string | null;
  /**
   * The "What we evaluate" panel (GET /api/analysis-criteria/{type}): each line a check the
   * analyzer really runs on this kind, in plain words; null when the kind has no panel of its own.
   */
  readonly criteria: readonly string[] | null;
  /** What a desktop publication carries: the analyzed text, or the address it was read from. */
  readonly publishes: PublishedInput;
  /** Whether the submitted image is kept with the analysis (SERVER_IMAGE_RETENTION_MS). */
  readonly keepsImage: boolean;
  /** The UI route of its report (src/renderer/src/App.tsx). */
  readonly reportPath: (id: string) => string;
  /**
   * How the hub analyzes a publication of this kind again: `published` is the trimmed text or
   * address the desktop sent (checked to be there).
   */
  readonly republish: (published: string, analyzers: Analyzers) => Promise<AnalyzeResponse>;
}

/**
 * An analyze address: its contract (src/shared/kinds: method, path, body schema and the sentence
 * a bad body gets), and how a request that passed it is analyzed into the response body.
 */
export interface AnalyzeEndpoint<C extends RouteContract = RouteContract> {
  readonly contract: C & { readonly method: 'POST'; readonly path: `/api/analyze/${string}` };
  /** Answers with the contract's response (checked against it where the kind declares it). */
  readonly handle: (input: RouteInput<C>, analyzers: Analyzers) => Promise<RouteResponse<C>>;
}

/** Declares an endpoint, keeping its contract's types for the handler. */
export const analyzeEndpoint = <const C extends RouteContract>(
  endpoint: AnalyzeEndpoint<C>,
): AnalyzeEndpoint => endpoint as unknown as AnalyzeEndpoint;

/** Every kind's built analyzer, by type (./registry.ts builds it from the descriptors). */
export type Analyzers = Readonly<Partial<Record<AnalysisType, unknown>>>;

/**
 * The analyzer the registry built for a kind, as its create() returns it (the caller names the
 * type; tests/kinds-registry.test.ts checks each built analyzer is its kind's).
 */
export function analyzerOf<Analyze>(analyzers: Analyzers, type: AnalysisType): Analyze {
  const analyzer = analyzers[type];
  if (analyzer === undefined) throw new Error(`No analyzer was built for the ${type} kind`);
  return analyzer as Analyze;
}

/** Reports of every kind but video open on /shared/{id}. */
export const sharedReportPath = (id: string): string => `/shared/${encodeURIComponent(id)}`;

/** A page's body, an address or a transcript: no line of it goes to the feed. */
export const noFeedSnippet = (): null => null;

/**
 * The person's choice about the public feed, passed on only when made: true keeps it off, false
 * publishes it; left out, a text that reads like a private message or a tip is kept off
 * (src/shared/personal-text.ts).
 */
export const submitOptions = (unlisted: boolean | undefined): SubmitOptions =>
  unlisted === undefined ? {} : { unlisted };
