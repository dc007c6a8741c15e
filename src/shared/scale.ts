/**
 * The evidence-based credibility scale: the one set of rules the scorer applies, the Methodology
 * page states and the tests read. A grade says how much evidence there is, either way:
 *
 * - no warning evidence and no positive evidence: the C band (70-79), status "uncertain";
 * - D or F only with warning evidence a reader can see (a quoted medium or high red flag, a claim
 *   matching a known hoax or fact-checked falsehood, a domain on a shipped scam list, a look-alike
 *   of a brand's domain used as that brand, a publisher or link rated among the least reliable,
 *   a shop domain under a year old);
 * - A or B only with positive evidence (a publisher with a good rating, a named author, citations
 *   of reliable sources, claims verified by a grounded model or a fact-check).
 *
 * Pure data and arithmetic: no node:*, no DOM.
 */
import type { EvidenceLevel, Severity } from './entities';

/** One severity ranking for the whole product (sorting, "worst first", upgrades). */
export const SEVERITY_RANK: Record<Severity, number> = { high: 3, medium: 2, low: 1 };

/** Where a text with no evidence either way sits: the middle of the C band. */
export const NEUTRAL_SCORE = 75;
/** The C band: without warning evidence a score never falls below its floor. */
export const NO_WARNING_FLOOR = 70;
/** Without positive evidence a score never rises above this (the top of the C band). */
export const NO_POSITIVE_CEILING = 79;
/** With warning evidence and nothing in its favour a score is at most this (the top of the D band). */
export const WARNING_CEILING = 69;

/** How far weak signals (low flags, wording, the learned reading) may move a score inside its band. */
export const WEAK_SIGNAL_RANGE = 4;

/** Points a red flag takes off, by severity; a second flag of the same kind counts half. */
export const FLAG_POINTS: Record<Severity, number> = { high: 22, medium: 10, low: 2 };
/** Red-flag points count at most this much in total. */
export const MAX_FLAG_POINTS = 65;

/** Points each kind of positive evidence adds, and the most positive evidence can add. */
export const POSITIVE_POINTS = {
  /** The publisher's domain is a government, academic or international body, or an established outlet. */
  reliablePublisher: 12,
  /** Independent ratings place the outlet among reliable news sources. */
  ratedOutlet: 12,
  /** A named author (a byline). */
  namedAuthor: 4,
  /** A news-agency dateline: an identified publisher standing behind the report. */
  agencyDateline: 5,
  /** Each link to a reliable source (at most two count). */
  reliableCitation: 4,
  /** A publication cited with its year. */
  datedStudy: 2,
  /** Each claim verified by a grounded model or a fact-check (at most two count). */
  verifiedClaim: 8,
  /** The shop shows the marks of an established business (for shops only). */
  establishedShop: 10,
  /** The shop's web address was registered more than a year ago (read online from its registry). */
  establishedDomain: 6,
} as const;
export const MAX_POSITIVE_POINTS = 20;

/** Ceilings: a scam, a known falsehood or a miracle/conspiracy pattern can never score above these. */
export const SCAM_CAP = 30;
export const FALSE_CLAIM_CAP = 35;
export const MISINFORMATION_CAP = 45;

/**
 * A scorecard part with no evidence behind it shows this value and is marked as "not enough
 * evidence" (visibly neutral), never as a failure.
 */
export const UNASSESSED_PART = 70;

export interface ScaleInput {
  /** Points from warning evidence (medium and high flags, known falsehoods, listed domains). */
  warningPoints: number;
  /** Points from positive evidence, before MAX_POSITIVE_POINTS. */
  positivePoints: number;
  /** Weak signals in [-1, 1]: below 0 leans towards concern, above 0 towards trust. */
  weakSignal: number;
  /** The lowest ceiling that applies (SCAM_CAP...), or null. */
  cap: number | null;
}

export function evidenceLevel(warningPoints: number, positivePoints: number): EvidenceLevel {
  if (warningPoints > 0 && positivePoints > 0) return 'mixed';
  if (warningPoints > 0) return 'warning';
  if (positivePoints > 0) return 'positive';
  return 'none';
}

/** The credibility score the scale gives, 0-100. */
export function scaleScore(input: ScaleInput): number {
  const warning = Math.min(MAX_FLAG_POINTS, Math.max(0, input.warningPoints));
  const positive = Math.min(MAX_POSITIVE_POINTS, Math.max(0, input.positivePoints));
  const weak = Math.max(-1, Math.min(1, input.weakSignal)) * WEAK_SIGNAL_RANGE;
  let score = NEUTRAL_SCORE + positive - warning + weak;
  if (warning === 0) score = Math.max(score, NO_WARNING_FLOOR);
  if (positive === 0) score = Math.min(score, warning > 0 ? WARNING_CEILING : NO_POSITIVE_CEILING);
  if (input.cap !== null) score = Math.min(score, input.cap);
  return Math.max(0, Math.min(100, Math.round(score)));
}

/** The scale in plain sentences, for the Methodology page and the FAQ. */
export const SCALE_RULES: readonly string[] = [
  'Every analysis starts in the middle of the C band (75). A grade says how much evidence we found, either way.',
  'When we find no warning evidence and nothing we could verify, the grade stays in the C band (70 to 79) and the report says there is not enough to judge: check the claims before you rely on them. Finding nothing is never a D or an F.',
  'Inside the C band the score moves with the smaller things the report lists: minor warning signs and persuasion techniques lower it, signs in its favour raise it, and none of them can take it out of the band.',
  'A D or an F needs warning evidence you can see in the report: a quoted warning sign of medium or high severity, a claim that matches a known hoax or a fact-checked falsehood, a link to a site on a scam list, a publisher or link that independent ratings place among the least reliable news sources, a shop whose web address was registered less than a year ago, a look-alike of a brand’s web address used as that brand, or a message or e-mail that reads like the scam messages people report.',
  'That last one comes from a check that weighs a message’s wording, what it asks of you, how it pushes and where it sends you, learned from scam and genuine messages of many sources and languages. It counts as evidence because it was tested on messages from sources it had never seen: it calls a message a likely scam only where about 8 in 10 of the messages it read that way in those tests were scams (a link that is not the sender’s, or a move to a messaging app, counts toward that), never when the message reassures you or sends you back to the sender’s own number, app or website, and the report says what it leaned on. Where 9 in 10 or more of the messages it read that way were scams, that alone makes the grade an F.',
  'An A or a B needs positive evidence: a publisher with a good independent rating or an established outlet, a named author, links to reliable sources, a shop whose web address has been registered for more than a year, or claims confirmed by a fact-check or a search of reliable sources.',
  'When a report has both, they are weighed against each other: a reliable publisher can carry one minor warning sign, but not a scam pattern.',
  'A high-severity warning sign takes about 22 points off, a medium one 10 and a low one 2; a second sign of the same kind counts half.',
  'Some patterns set a ceiling: a scam or phishing attempt can score at most 30, a known false claim 35, and a miracle-cure, conspiracy or get-rich-quick pattern 45.',
  'Small signals, such as single words typical of scam messages, can move a score a few points within its band, but never into another band on their own.',
];
