/**
 * Hand-built contract Results for analyses the tests insert through the Store directly (video
 * analyses before the video endpoint exists, analyses at chosen times for analytics).
 */
import {
  resultsSchema,
  scoreToGrade,
  type OverallStatus,
  type Results,
  type Severity,
} from '../../src/shared';
import type { NewAnalysis } from '../../src/server/store/store';

export interface ResultsSpec {
  score?: number;
  status?: OverallStatus;
  redFlags?: Array<{ type: string; severity?: Severity }>;
  /** How many (uncertain) check-worthy claims the results list. */
  claims?: number;
  type?: Results['analysisMetadata']['type'];
  analyzedAt?: Date;
}

export function makeResults(spec: ResultsSpec = {}): Results {
  const score = spec.score ?? 50;
  return resultsSchema.parse({
    claims: Array.from({ length: spec.claims ?? 0 }, (_, i) => ({
      claim: `Fixture claim ${i + 1}.`,
      status: 'uncertain',
      confidence: 50,
      analysis: 'Not checked.',
      sources: [],
    })),
    redFlags: (spec.redFlags ?? []).map((flag, i) => ({
      indicator: `Indicator ${i + 1} (${flag.type})`,
      type: flag.type,
      severity: flag.severity ?? 'medium',
      explanation: `Fixture red flag of type ${flag.type}.`,
      textExample: `example ${i + 1}`,
    })),
    scorecard: {
      credibilityScore: score,
      sourceQuality: score,
      factualAccuracy: score,
      biasLevel: 100 - score,
      transparencyScore: score,
    },
    summary: {
      verifiedCount: 0,
      falseCount: 0,
      uncertainCount: 0,
      message: 'Fixture analysis.',
      overallStatus: spec.status ?? 'uncertain',
      overallGrade: scoreToGrade(score),
    },
    analyzedAt: (spec.analyzedAt ?? new Date()).toISOString(),
    analysisMetadata: {
      version: '1.4.0',
      type: spec.type ?? 'text',
      analyzer: 'fixture',
      language: 'en',
      notes: [],
      contentLength: 0,
      durationMs: 0,
    },
    biasFindings: [],
    criticalQuestions: [],
    positiveSignals: [],
  });
}

export interface VideoSpec extends ResultsSpec {
  videoId?: string;
  title?: string | null;
  channelName?: string | null;
  /** Characters of transcript (a real video's default). */
  transcriptLength?: number;
  createdAt: Date;
}

export function makeVideoAnalysis(spec: VideoSpec): NewAnalysis {
  const videoId = spec.videoId ?? 'dQw4w9WgXcQ';
  return {
    type: 'video',
    url: `https://www.youtube.com/watch?v=${videoId}`,
    domain: 'youtube.com',
    title: spec.title === undefined ? `Video ${videoId}` : spec.title,
    content: 'transcript text of the video',
    contentHash: null,
    video: {
      videoId,
      channelName: spec.channelName === undefined ? 'Fixture Channel' : spec.channelName,
      durationSeconds: 212,
      transcriptLength: spec.transcriptLength ?? 2400,
    },
    image: null,
    results: makeResults({ ...spec, type: 'video', analyzedAt: spec.createdAt }),
    createdAt: spec.createdAt,
  };
}

export interface PageSpec extends ResultsSpec {
  url: string;
  domain: string;
  createdAt: Date;
  content?: string;
}

export function makeArticleAnalysis(spec: PageSpec): NewAnalysis {
  return {
    type: 'article',
    url: spec.url,
    domain: spec.domain,
    title: `Article at ${spec.domain}`,
    content: spec.content ?? `Article text from ${spec.url}`,
    contentHash: null,
    video: null,
    image: null,
    results: makeResults({ ...spec, type: 'article', analyzedAt: spec.createdAt }),
    createdAt: spec.createdAt,
  };
}
