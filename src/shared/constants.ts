/**
 * Business constants and limits from the product spec (section 9) plus the server's own named
 * limits. Everything user-facing that repeats lives here, never as a scattered literal.
 */

export const PRODUCT_NAME = 'FactLens';
export const TAGLINE = 'Information Source Verification';
export const FRAMEWORK_VERSION = 'v1.4.0';
export const LAUNCH_DATE = 'June 2025';
export const EDUCATIONAL_NOTICE =
  'FactLens is an educational service. Analyses may quote or display examples of misinformation, scams and manipulation so that you can learn to recognise them.';

/** Spec 9: analysis results are cached for 24 hours (terms, privacy, FAQ). */
export const RESULT_CACHE_HOURS = 24;
export const RESULT_CACHE_MS = RESULT_CACHE_HOURS * 60 * 60 * 1000;
/** Spec 9: the daily analysis is cached for 60 minutes. */
export const DAILY_ANALYSIS_CACHE_MINUTES = 60;
export const DAILY_ANALYSIS_CACHE_MS = DAILY_ANALYSIS_CACHE_MINUTES * 60 * 1000;
/** The daily analysis is chosen among video analyses of this window. */
export const DAILY_ANALYSIS_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * A video is featured only with a transcript of at least this many characters (about two minutes
 * of speech), so a short upload stuffed with warning phrases cannot win the daily card cheaply.
 */
export const MIN_DAILY_TRANSCRIPT_CHARS = 2000;

/** Spec 4/9: screenshot data is held in the client 5 minutes; the banner and brief say 5 hours. */
export const CLIENT_IMAGE_RETENTION_MS = 5 * 60 * 1000;
export const SERVER_IMAGE_RETENTION_HOURS = 5;
export const SERVER_IMAGE_RETENTION_MS = SERVER_IMAGE_RETENTION_HOURS * 60 * 60 * 1000;

/** Spec 9: splash screen. */
export const SPLASH_DURATION_MS = 3000;
export const SPLASH_STEP_MS = 100;
export const SPLASH_STEP_PERCENT = 3.33;

/** Spec 9: allowed image types. */
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type AllowedImageType = (typeof ALLOWED_IMAGE_TYPES)[number];
/** The allowed image types as a person reads them, for messages. */
export const IMAGE_TYPES_IN_WORDS = 'JPEG, PNG, GIF or WebP';
/** File name endings of the allowed types, for files whose device gave no type. */
export const IMAGE_FILE_ENDINGS = ['.jpg', '.jpeg', '.png', '.gif', '.webp'] as const;
/** What to do with a PDF (or another document) instead of uploading it as a screenshot. */
export const DOCUMENT_INSTEAD =
  'For a PDF, use the PDF tab; for another document, copy its text into the Text tab.';
/** Largest screenshot accepted by POST /api/analyze/image (10 MB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Spec 9: the summary shows the first 3 red flags plus a '+N additional' note. */
export const SUMMARY_RED_FLAGS_SHOWN = 3;
/** Spec 9: methodology section shows the first 2 claims, cut at 100 characters. */
export const METHODOLOGY_CLAIMS_SHOWN = 2;
export const METHODOLOGY_CLAIM_MAX_CHARS = 100;

/** Spec 9: analytics shows 5 top domains and 8 recent analyses. */
export const ANALYTICS_TOP_DOMAINS = 5;
export const ANALYTICS_RECENT_ANALYSES = 8;
/** Days of history in the analytics and export per-day series. */
export const ANALYTICS_DAYS = 30;

/** Spec 9 / research brief: scoring weights for sources. They sum to 1. */
export const SCORING_WEIGHTS = {
  sourceAuthority: 0.3,
  authorExpertise: 0.25,
  citationQuality: 0.25,
  publicationStandards: 0.2,
} as const;

export const CONTACT_RESPONSE_TIME = '24-48 hours';
export const CONTACT_EMAIL = 'hello@factlens.app';
export const DONATION_URL = 'https://github.com/sponsors/factlens';
/** Spec 9: transcripts of this length and more are reported to be processed. */
export const LONG_TRANSCRIPT_CHARS = 25_000;

/** Spec 9: notifications and tooltips. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Spec 4/9: the 'Copied!' indicator. */
export const COPIED_INDICATOR_MS = 3000;
export const COPIED_VIDEO_INDICATOR_MS = 2000;

/** Server limits (named so the docs, tests and messages agree). */
export const MAX_TEXT_CHARS = 100_000;
/** Characters of content sent to a model provider, when one is configured; the rest is cut. */
export const MAX_MODEL_CONTENT_CHARS = 60_000;
export const MAX_URL_CHARS = 2048;
export const PUBLIC_FEED_LIMIT = 50;
export const MAX_CLAIMS = 10;
/** Ids are random url-safe strings; anything longer than this is not one of ours. */
export const MAX_ID_CHARS = 64;

/**
 * Per-address rate limits of the hosted site, per minute (the server's defaults for
 * RATE_LIMIT_ANALYZE_PER_MIN and RATE_LIMIT_READ_PER_MIN; the FAQ states them). An analysis costs
 * seconds of CPU (and model quota), a read a few milliseconds. The desktop app has none.
 */
export const DEFAULT_RATE_LIMIT_ANALYZE_PER_MIN = 10;
export const DEFAULT_RATE_LIMIT_READ_PER_MIN = 300;
/** Largest web page the fetcher reads, after decompression (FETCH_MAX_BYTES' default). */
export const DEFAULT_FETCH_MAX_BYTES = 5 * 1024 * 1024;
