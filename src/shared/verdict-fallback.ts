/**
 * The verdict a person reads first. New analyses carry `summary.verdict` (written by the scorer);
 * analyses stored before it existed get one derived here from the grade, the credibility label and
 * the summary message, so every report (and every link preview) leads with the same kind of
 * sentence. Shared by the report view and the server-rendered link-preview tags.
 */
import type { Results, Verdict } from './entities';
import { credibilityLabel, type Grade } from './grading';

/** Reasons quoted under the verdict, at most. */
export const VERDICT_REASONS_SHOWN = 3;
/** Actions under the verdict, at most. */
export const VERDICT_ACTIONS_SHOWN = 2;

export interface ShownVerdict extends Pick<Verdict, 'headline' | 'actions' | 'reasons'> {
  /** False when derived here for an analysis stored before verdicts existed. */
  fromScorer: boolean;
}

const FALLBACK_ACTIONS: Record<Grade, string> = {
  A: 'Nothing here raised concern. For anything important, still check the original source.',
  B: 'Mostly reassuring. Check anything important against a source you trust.',
  C: 'Treat it with care: check it against a source you trust before you share or act on it.',
  D: "Don't act on it yet: don't reply, tap links or pay until you have checked it with the sender directly.",
  F: "Don't reply, tap any link or pay. Contact the company or person on a number or address you already know.",
};

/** The first sentence of a paragraph (the whole of it when it has no sentence end). */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const match = /^.+?[.!?](?=\s|$)/s.exec(trimmed);
  return (match ? match[0] : trimmed).replace(/\s+/g, ' ');
}

export function shownVerdict(results: Results): ShownVerdict {
  const { summary, scorecard, redFlags } = results;
  const given = summary.verdict;
  if (given?.headline.trim()) {
    return {
      headline: given.headline,
      actions: given.actions.slice(0, VERDICT_ACTIONS_SHOWN),
      reasons: given.reasons.slice(0, VERDICT_REASONS_SHOWN),
      fromScorer: true,
    };
  }
  const label = credibilityLabel(scorecard.credibilityScore)
    .toLowerCase()
    .replace(/ credibility$/, '');
  // "This looks like a scam: threat of ...; urgency; ..." -> "This looks like a scam." The list
  // after the colon is what the reasons below quote one by one.
  const message = firstSentence(summary.message).replace(/:\s[\s\S]*$/, '.');
  const headline = message || `Grade ${summary.overallGrade}: ${label} credibility.`;
  return {
    headline,
    actions: [FALLBACK_ACTIONS[summary.overallGrade]],
    reasons: redFlags.slice(0, VERDICT_REASONS_SHOWN).map((flag) => flag.indicator),
    fromScorer: false,
  };
}
