/**
 * The entities of spec section 3 as zod schemas with inferred types. Fields beyond the spec are
 * marked "beyond the spec"; none of the spec's fields is removed or renamed.
 */
import { z } from 'zod';
import { GRADES } from './grading';
import { claimChecksSchema, claimExtensionShape } from './claim-checks';

export const gradeSchema = z.enum(GRADES);

/** The kinds of analysis the pipeline produces (analysisMetadata.type). */
// biome-ignore format: one type per line, so a new kind's type is one added line.
export const ANALYSIS_TYPES = [
  'text',
  'article',
  'shopping',
  'video',
  'screenshot',
  'pdf',
] as const;
export const analysisTypeSchema = z.enum(ANALYSIS_TYPES);
export type AnalysisType = z.infer<typeof analysisTypeSchema>;

/**
 * A type with a criteria panel (spec 7: GET /api/analysis-criteria/{analysisType}): which types
 * have one is said by each kind's server descriptor (`criteria`), not by a list here.
 */
export type CriteriaType = AnalysisType;

const score = z.number().int().min(0).max(100);

export const sourceSchema = z.object({
  url: z.string(),
  title: z.string(),
  type: z.string(),
  excerpt: z.string(),
});
export type Source = z.infer<typeof sourceSchema>;

/** Spec 3: verified, false, uncertain, or other (any other value is shown as a grey warning). */
export const CLAIM_STATUSES = ['verified', 'false', 'uncertain', 'misleading'] as const;
export const claimStatusSchema = z.enum(CLAIM_STATUSES);
export type ClaimStatus = z.infer<typeof claimStatusSchema>;

export const claimSchema = z.object({
  claim: z.string(),
  status: claimStatusSchema,
  /** Percent, 0-100. */
  confidence: score,
  analysis: z.string(),
  sources: z.array(sourceSchema),
  /** Beyond the spec: the second of the video where the claim is said. */
  timestampSeconds: z.number().min(0).optional(),
  /** Beyond the spec (additive): its kind, what would settle it, passages (claim-checks.ts). */
  ...claimExtensionShape,
});
export type Claim = z.infer<typeof claimSchema>;

export const SEVERITIES = ['high', 'medium', 'low'] as const;
export const severitySchema = z.enum(SEVERITIES);
export type Severity = z.infer<typeof severitySchema>;

export const redFlagSchema = z.object({
  indicator: z.string(),
  /** A stable category id, e.g. "urgency", "payment_request", "suspicious_link". */
  type: z.string(),
  severity: severitySchema,
  explanation: z.string(),
  /** The exact span of the input that triggered the flag. */
  textExample: z.string(),
  /**
   * Beyond the spec (additive): for a scam-anatomy flag, each part of the message that makes it
   * one (who it claims to be, what it asks, how it pushes, where it sends you), quoted.
   */
  anatomy: z
    .array(
      z.object({
        part: z.enum(['pretext', 'ask', 'pressure', 'channel']),
        label: z.string(),
        quote: z.string(),
      }),
    )
    .optional(),
});
export type RedFlag = z.infer<typeof redFlagSchema>;

/** Beyond the spec: one part of the score, for "How We Analyzed This". */
export const scoreContributionSchema = z.object({
  component: z.string(),
  label: z.string(),
  /** Weight 0-1 within its parent score. */
  weight: z.number().min(0).max(1),
  score,
  note: z.string(),
  /** Beyond the spec (additive): the `component` this part is weighted within, if not the total. */
  parent: z.string().optional(),
});
export type ScoreContribution = z.infer<typeof scoreContributionSchema>;

/** The scorecard's four bars, by field name. */
export const SCORECARD_PARTS = [
  'sourceQuality',
  'factualAccuracy',
  'biasLevel',
  'transparencyScore',
] as const;
export type ScorecardPart = (typeof SCORECARD_PARTS)[number];

export const scorecardSchema = z.object({
  credibilityScore: score,
  sourceQuality: score,
  factualAccuracy: score,
  biasLevel: score,
  transparencyScore: score,
  /** Beyond the spec: how the credibility score was put together. */
  breakdown: z.array(scoreContributionSchema).optional(),
  /**
   * Beyond the spec: the parts with no evidence behind them. Their numbers are the scale's neutral
   * value and the UI shows them as "not enough evidence", never as a failure.
   */
  unassessed: z.array(z.enum(SCORECARD_PARTS)).optional(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

export const OVERALL_STATUSES = ['verified', 'false', 'uncertain', 'mixed'] as const;
export const overallStatusSchema = z.enum(OVERALL_STATUSES);
export type OverallStatus = z.infer<typeof overallStatusSchema>;

/** Beyond the spec: how much evidence the grade rests on (see src/shared/scale.ts). */
export const EVIDENCE_LEVELS = ['warning', 'none', 'positive', 'mixed'] as const;
export const evidenceLevelSchema = z.enum(EVIDENCE_LEVELS);
export type EvidenceLevel = z.infer<typeof evidenceLevelSchema>;

/**
 * Beyond the spec: the verdict a person reads first. `headline` is one plain sentence saying what
 * this is ("This looks like a bank phishing message."); `actions` are the one or two things to do
 * first; `reasons` quote the strongest findings behind it.
 */
export const verdictSchema = z.object({
  headline: z.string(),
  actions: z.array(z.string()),
  reasons: z.array(z.string()),
  evidence: evidenceLevelSchema,
});
export type Verdict = z.infer<typeof verdictSchema>;

export const summarySchema = z.object({
  verifiedCount: z.number().int().min(0),
  falseCount: z.number().int().min(0),
  message: z.string(),
  overallStatus: overallStatusSchema,
  /** Beyond the spec: the grade of credibilityScore, stored for feed and analytics. */
  overallGrade: gradeSchema,
  /** Beyond the spec. */
  uncertainCount: z.number().int().min(0),
  /** Beyond the spec: the verdict block (absent on analyses stored before it existed). */
  verdict: verdictSchema.optional(),
});
export type Summary = z.infer<typeof summarySchema>;

/** Beyond the spec: a bias or manipulation technique found in the text, with its spans. */
export const textSpanSchema = z.object({
  text: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});
export type TextSpan = z.infer<typeof textSpanSchema>;

export const biasFindingSchema = z.object({
  /** Technique id, e.g. "loaded_language", "appeal_to_fear", "whataboutism". */
  technique: z.string(),
  label: z.string(),
  severity: severitySchema,
  explanation: z.string(),
  spans: z.array(textSpanSchema),
});
export type BiasFinding = z.infer<typeof biasFindingSchema>;

/** Beyond the spec: something that speaks for the content (e.g. named sources, HTTPS). */
export const positiveSignalSchema = z.object({
  indicator: z.string(),
  explanation: z.string(),
  textExample: z.string().optional(),
});
export type PositiveSignal = z.infer<typeof positiveSignalSchema>;

/** Beyond the spec (additive): how independent ratings place a linked outlet. */
export const RATING_BANDS = ['high', 'middle', 'low'] as const;

/**
 * Beyond the spec (additive): the links of the content grouped by registrable domain, with the
 * domain's reliability rating (Lin et al. 2023, 0-1) and the shipped scam lists that name it.
 */
export const linkGroupSchema = z.object({
  domain: z.string(),
  /** Links to this domain in the content. */
  count: z.number().int().min(1),
  /** 0 (lowest quality) to 1 (highest); null when the outlet is not rated. */
  rating: z.number().min(0).max(1).nullable(),
  ratingBand: z.enum(RATING_BANDS).nullable(),
  /** The shipped scam lists that name this domain, by name; empty when none. */
  scamLists: z.array(z.string()),
});
export type LinkGroup = z.infer<typeof linkGroupSchema>;

/** Beyond the spec: which model was asked, how it went, and why the offline result was used. */
export const MODEL_RUN_OUTCOMES = ['used', 'fallback'] as const;
export const modelRunSchema = z.object({
  /** "gemini" or "openai-compatible". */
  provider: z.string(),
  model: z.string(),
  latencyMs: z.number().min(0),
  /** Requests made (1, or 2 after a retry). */
  attempts: z.number().int().min(0),
  inputTokens: z.number().int().min(0).optional(),
  outputTokens: z.number().int().min(0).optional(),
  outcome: z.enum(MODEL_RUN_OUTCOMES),
  fallbackReason: z.string().optional(),
});
export type ModelRun = z.infer<typeof modelRunSchema>;

export const analysisMetadataSchema = z.object({
  version: z.string(),
  type: analysisTypeSchema,
  /** Beyond the spec: which analyzer produced the result ("offline", "gemini:..."). */
  analyzer: z.string(),
  /** Beyond the spec: detected language (ISO 639-1) and notes on limits or fallbacks. */
  language: z.string(),
  notes: z.array(z.string()),
  contentLength: z.number().int().min(0),
  durationMs: z.number().min(0),
  /** Beyond the spec (additive): the model run behind the result, if a provider is configured. */
  model: modelRunSchema.optional(),
  /** Beyond the spec (additive): which checks of the claims ran for this report (the method line). */
  checks: claimChecksSchema.optional(),
  /**
   * Beyond the spec (additive): screening withheld the uploaded screenshot; a plain sentence
   * saying so and why, shown where the image would be. The image itself was not kept.
   */
  imageWithheld: z.string().optional(),
});
export type AnalysisMetadata = z.infer<typeof analysisMetadataSchema>;

/**
 * Beyond the spec (additive): the page of an article or shop link could not be opened, so the
 * report was built from its address alone. `message` is the plain sentence shown first; a report
 * like this is not kept in the result cache, so analyzing the link again tries the page again.
 */
export const PAGE_NOT_OPENED_REASONS = [
  'offline',
  'no_such_site',
  'refused',
  'timeout',
  'error_status',
] as const;
export const pageNotOpenedSchema = z.object({
  reason: z.enum(PAGE_NOT_OPENED_REASONS),
  message: z.string(),
});
export type PageNotOpenedNotice = z.infer<typeof pageNotOpenedSchema>;

export const resultsSchema = z.object({
  /** Beyond the spec (additive): present only on a report built from the address alone. */
  pageNotOpened: pageNotOpenedSchema.optional(),
  claims: z.array(claimSchema),
  redFlags: z.array(redFlagSchema),
  scorecard: scorecardSchema,
  summary: summarySchema,
  /** ISO 8601. */
  analyzedAt: z.string(),
  analysisMetadata: analysisMetadataSchema,
  /** Beyond the spec (spec 1 names them). */
  biasFindings: z.array(biasFindingSchema),
  criticalQuestions: z.array(z.string()),
  positiveSignals: z.array(positiveSignalSchema),
  /** Beyond the spec (additive): the links in the content, by domain (absent when none). */
  links: z.array(linkGroupSchema).optional(),
});
export type Results = z.infer<typeof resultsSchema>;

export const analysisCriteriaSchema = z.object({
  type: analysisTypeSchema,
  criteria: z.array(z.string()),
});
export type AnalysisCriteria = z.infer<typeof analysisCriteriaSchema>;

export const dailyAnalysisSchema = z.object({
  videoTitle: z.string(),
  videoUrl: z.string(),
  videoId: z.string(),
  channelTitle: z.string(),
  grade: gradeSchema,
  credibilityScore: score,
  analysisDate: z.string(),
  /** Beyond the spec: the stored analysis, for linking to /video/{id}. */
  id: z.string(),
});
export type DailyAnalysis = z.infer<typeof dailyAnalysisSchema>;

export const featuredExampleSchema = z.object({
  title: z.string(),
  url: z.string(),
  grade: gradeSchema,
  credibilityScore: score,
  description: z.string(),
  analysisDate: z.string(),
  keyFindings: z.array(z.string()),
});
export type FeaturedExample = z.infer<typeof featuredExampleSchema>;

/** Spec 3: stored analysis record, read by the shared page. */
export const PUBLICATION_STATES = ['queued', 'published', 'failed'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

/** Desktop: where a local analysis stands on its way to the hosted public feed (issue 7). */
export const publicationSchema = z.object({
  state: z.enum(PUBLICATION_STATES),
  /** The hub's shared-report link, once published. */
  sharedUrl: z.string().optional(),
  /** Why the last attempt failed (still retrying while `queued`; given up when `failed`). */
  error: z.string().optional(),
  attempts: z.number().int().min(0),
});
export type Publication = z.infer<typeof publicationSchema>;

export const storedAnalysisSchema = z.object({
  id: z.string(),
  url: z.string().nullable(),
  content: z.string().nullable(),
  imageData: z.string().nullable(),
  imageName: z.string().nullable(),
  imageSize: z.number().int().min(0).nullable(),
  createdAt: z.string(),
  analysisResults: resultsSchema,
  /** Beyond the spec. */
  type: analysisTypeSchema,
  title: z.string().nullable(),
  /** Desktop only: where this local analysis stands on its way to the public feed. */
  publication: publicationSchema.optional(),
  /** Desktop only: read from the hub for a feed card, not stored on this computer. */
  fromHub: z.literal(true).optional(),
});
export type StoredAnalysis = z.infer<typeof storedAnalysisSchema>;

export const publicFeedItemSchema = z.object({
  id: z.string(),
  url: z.string().nullable(),
  title: z.string().nullable(),
  channelName: z.string().nullable(),
  videoId: z.string().nullable(),
  createdAt: z.string(),
  analysisResults: resultsSchema,
  /** Beyond the spec. */
  type: analysisTypeSchema,
  /** Beyond the spec: the first line of the (masked) content, for cards without a title. */
  snippet: z.string().nullable().optional(),
});
export type PublicFeedItem = z.infer<typeof publicFeedItemSchema>;

export const videoAnalysisSchema = z.object({
  id: z.string(),
  videoId: z.string(),
  title: z.string().nullable(),
  channelName: z.string().nullable(),
  /** Seconds. */
  videoDuration: z.number().int().min(0).nullable(),
  url: z.string(),
  createdAt: z.string(),
  transcriptLength: z.number().int().min(0),
  analysisResults: resultsSchema,
});
export type VideoAnalysis = z.infer<typeof videoAnalysisSchema>;

export const INQUIRY_TYPES = [
  'general',
  'partnership',
  'technical',
  'sponsorship',
  'media',
  'academic',
  'support',
] as const;
export const inquiryTypeSchema = z.enum(INQUIRY_TYPES);
export type InquiryType = z.infer<typeof inquiryTypeSchema>;

export const contactFormSchema = z.object({
  name: z.string().trim().min(1),
  email: z.email(),
  organization: z.string().optional(),
  inquiryType: inquiryTypeSchema,
  subject: z.string().trim().min(1),
  message: z.string().trim().min(1),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
