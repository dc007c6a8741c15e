import { REQUEST_RED_FLAG_TYPES, type RedFlagType } from '../../../../shared';

/**
 * Groups of red-flag types, shared by the analyzer (questions, severity upgrades) and the scorer
 * (scam caps, penalties), so both read a flag the same way.
 */

/** Requests and threats: what turns a brand mention or a deadline into a scam. */
const REQUESTS: readonly RedFlagType[] = REQUEST_RED_FLAG_TYPES;
export const REQUEST_FLAG_TYPES: ReadonlySet<string> = new Set<RedFlagType>(REQUESTS);

/** Someone wants your money, data or access: the marks of a scam or phishing attempt. */
export const SCAM_FLAG_TYPES: ReadonlySet<string> = new Set<RedFlagType>([
  ...REQUESTS,
  'impersonation',
  'suspicious_link',
  'guaranteed_returns',
  'disguised_text',
  'stranger_opener',
]);

/** Sales and time pressure. */
export const PRESSURE_FLAG_TYPES: ReadonlySet<string> = new Set<RedFlagType>([
  'urgency',
  'scarcity',
  'too_good_to_be_true',
  'call_to_click',
  'premium_rate',
]);

/** Content that misinforms rather than defrauds. */
export const MISINFORMATION_FLAG_TYPES: ReadonlySet<string> = new Set<RedFlagType>([
  'miracle_cure',
  'conspiracy_framing',
  'known_false_claim',
  'fact_checked_false',
  'guaranteed_returns',
]);

/** How it is written rather than what it says. */
export const STYLE_FLAG_TYPES: ReadonlySet<string> = new Set<RedFlagType>([
  'shouting',
  'excessive_punctuation',
  'clickbait',
  'sensational_language',
]);
