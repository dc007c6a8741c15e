/**
 * What the Bias & Manipulation card says when it lists no technique. Its words must agree with the
 * scorecard's Bias level bar beside it: a scam's pressure (deadlines, threats, "act now") raises
 * that bar from its red flags while the card's own reader, which looks for persuasion techniques
 * in English wording, may find none, and a text in another language is not read for them at all.
 * Absence of a finding is never worded as a clean result where the wording was not read.
 */
import type { Results } from '../../../shared';

/** Languages the persuasion-technique reader reads (its word lists are English). */
const READ_LANGUAGES: ReadonlySet<string> = new Set(['en', 'und']);

/** Whether the persuasion-technique reader read this text's wording at all. */
export function techniquesRead(results: Results): boolean {
  return READ_LANGUAGES.has(results.analysisMetadata.language);
}

export function noTechniquesNote(results: Results): string[] {
  const { scorecard } = results;
  const read = techniquesRead(results);
  const levelFromPressure =
    scorecard.biasLevel > 0 &&
    !(scorecard.unassessed ?? []).includes('biasLevel') &&
    results.redFlags.length > 0;
  const out = [
    read
      ? 'No persuasion techniques were found in the wording.'
      : 'We look for persuasion techniques in English wording only, so this text was not checked for them.',
  ];
  if (levelFromPressure)
    out.push(
      `Its Bias level of ${scorecard.biasLevel}% comes from the pressure it puts on the reader, listed under Red Flags.`,
    );
  return out;
}
