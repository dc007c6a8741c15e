/**
 * An input kind (text, article, shopping, video, screenshot) described in one place: the address
 * its requests arrive at and how they are read, how it is analyzed (cache key, acquisition and
 * the content kept, in the analyzer it builds), what a desktop publication of it carries to the
 * hub, and how the hub analyzes that again. The registry (./registry.ts) lists every kind; the
 * routes, the analysis runner, hub publishing and the desktop publish worker read it, so a new
 * kind is a descriptor here, its acquire module and its tests (the renderer has the matching
 * descriptor in src/renderer/src/kinds).
 */
import type { Resolver } from '../analysis/acquire/net/safe-fetch';
import type { Request, Response } from 'express';
import type { AnalysisType, AnalyzeResponse } from '../../shared';
import type { OcrEngine } from '../analysis/acquire/image/ocr';
import type { UntrustedPool } from '../analysis/acquire/isolation/untrusted-pool';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { AnalysisRunner, SubmitOptions } from '../services/analysis-runner';

/** What a kind's analyzer is built from (given by createServices). */
export interface KindParts {
  runAnalysis: AnalysisRunner;
  config: Config;
  clock: Clock;
  untrusted: UntrustedPool;
  ocr: OcrEngine;
  /** Name resolution for the URL fetcher; the system resolver unless a test passes another. */
  resolve?: Resolver;
}

/** What the hub receives to analyze a desktop's analysis again (never its verdict). */
export type PublishedInput = 'content' | 'url';

export interface InputKind<Type extends AnalysisType = AnalysisType, Analyze = unknown> {
  readonly type: Type;
  /** The address its requests arrive at; kinds that share one name the same endpoint. */
  readonly endpoint: AnalyzeEndpoint;
  /** Builds its analyzer: cache key, acquisition and the content kept, behind the runner. */
  readonly create: (parts: KindParts) => Analyze;
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

/** An analyze address: reads and checks the request, analyzes it, returns the response body. */
export interface AnalyzeEndpoint {
  readonly path: `/api/analyze/${string}`;
  readonly handle: (req: Request, res: Response, analyzers: Analyzers) => Promise<object>;
}

/** Every kind's built analyzer, by type (./registry.ts builds it from the descriptors). */
export type Analyzers = Readonly<Partial<Record<AnalysisType, unknown>>>;

/**
 * The analyzer the registry built for a kind, as its create() returns it (the caller names the
 * type; ./registry.test.ts checks each built analyzer is its kind's).
 */
export function analyzerOf<Analyze>(analyzers: Analyzers, type: AnalysisType): Analyze {
  const analyzer = analyzers[type];
  if (analyzer === undefined) throw new Error(`No analyzer was built for the ${type} kind`);
  return analyzer as Analyze;
}

/** Reports of every kind but video open on /shared/{id}. */
export const sharedReportPath = (id: string): string => `/shared/${encodeURIComponent(id)}`;

/**
 * The person's choice about the public feed, passed on only when made: true keeps it off, false
 * publishes it; left out, a text that reads like a private message or a tip is kept off
 * (src/shared/personal-text.ts).
 */
export const submitOptions = (unlisted: boolean | undefined): SubmitOptions =>
  unlisted === undefined ? {} : { unlisted };
