/**
 * Issue 26, "an honest middle", through the real pipeline (acquireText -> signals -> offline
 * analyzer -> score with the shipped model): with no evidence either way the report says there is
 * not enough to judge, and its headline is written from what the report lists below it (minor
 * warning signs, persuasion techniques, signs in its favour), never "nothing suspicious" or "safe".
 * Scores in the C band spread by the weak signals the reader can see, without leaving the band.
 */
import { describe, expect, it } from 'vitest';
import { NO_POSITIVE_CEILING, NO_WARNING_FLOOR, type Results } from '../../src/shared';
import { NOT_ENOUGH_TO_JUDGE, judgementLabel } from '../../src/shared/judgement-state';
import { REPORT_TEXTS } from '../helpers/report-texts';
import { analyzeText } from '../helpers/pipeline';

const analyze = (text: string) => analyzeText(text);

const NEVER_IN_THE_MIDDLE = /nothing suspicious|\bsafe\b|no concerns?\b|trustworthy/i;
/** A text with named sources and organisations but no publisher: signs in its favour, no grade up. */
const COMMUNITY_NEWS =
  'The residents\u2019 association will hold its annual meeting in the library hall next month, said Jane Whitfield, the association\u2019s chair. The Environment Agency and the county council have both been invited to answer questions about the flood defences.';

async function all(): Promise<Array<[string, Results]>> {
  const texts: Array<[string, string]> = [
    ...Object.entries(REPORT_TEXTS),
    ['communityNews', COMMUNITY_NEWS],
  ];
  return Promise.all(
    texts.map(async ([name, text]) => [name, await analyze(text)] as [string, Results]),
  );
}

describe('an honest middle', () => {
  it('every report with no evidence either way is labelled "Not enough to judge", in the C band, and never reassures', async () => {
    let middle = 0;
    for (const [name, r] of await all()) {
      const verdict = r.summary.verdict!;
      const settled = r.claims.some((c) => c.status === 'false' || c.status === 'verified');
      if (verdict.evidence !== 'none' || settled) {
        expect(judgementLabel(r), name).toBeNull();
        continue;
      }
      middle++;
      expect(judgementLabel(r), name).toBe(NOT_ENOUGH_TO_JUDGE);
      expect(r.summary.overallGrade, name).toBe('C');
      expect(r.scorecard.credibilityScore, name).toBeGreaterThanOrEqual(NO_WARNING_FLOOR);
      expect(r.scorecard.credibilityScore, name).toBeLessThanOrEqual(NO_POSITIVE_CEILING);
      for (const words of [verdict.headline, ...verdict.actions, r.summary.message])
        expect(words, name).not.toMatch(NEVER_IN_THE_MIDDLE);
    }
    // The set really exercises the middle: the newsletter, council report, opinion, satire, polemic...
    expect(middle).toBeGreaterThanOrEqual(6);
  });

  it('the headline names what the report lists: persuasion techniques, minor warning signs, signs in its favour', async () => {
    for (const [name, r] of await all()) {
      const verdict = r.summary.verdict!;
      if (verdict.evidence !== 'none' || verdict.headline.startsWith('We could not confirm'))
        continue;
      const techniques = r.biasFindings.length;
      const flags = r.redFlags.length;
      const favour = r.positiveSignals.length;
      if (techniques) expect(verdict.headline, name).toMatch(/persuasion technique/);
      if (flags) expect(verdict.headline, name).toMatch(/minor warning sign/);
      if (favour) expect(verdict.headline, name).toMatch(/signs in its favour/);
      if (!techniques && !flags && !favour)
        expect(verdict.headline, name).toBe(
          'There is not enough here to judge: we found no warning signs and nothing we could verify.',
        );
      // Headlines stand alone on the feed card and in link previews: no "above" or "below".
      expect(verdict.headline, name).not.toMatch(/\b(above|below)\b/);
      // The reasons quote what the cards show, strongest technique first.
      if (techniques) {
        const strongest = [...r.biasFindings].sort((a, b) =>
          a.severity === b.severity
            ? 0
            : a.severity === 'high'
              ? -1
              : b.severity === 'high'
                ? 1
                : 0,
        )[0]!;
        expect(verdict.reasons.join(' '), name).toContain(strongest.label);
      }
    }
  });

  it('the polemic leads with its persuasion techniques; the text with named sources with its signs in its favour', async () => {
    const polemic = await analyze(REPORT_TEXTS.polemic);
    expect(polemic.biasFindings.length).toBeGreaterThanOrEqual(2);
    expect(polemic.summary.verdict!.headline).toMatch(
      new RegExp(`^This uses ${polemic.biasFindings.length} persuasion techniques`),
    );
    const community = await analyze(COMMUNITY_NEWS);
    expect(community.positiveSignals.length).toBeGreaterThan(0);
    expect(community.summary.verdict).toMatchObject({ evidence: 'none' });
    expect(community.summary.verdict!.headline).toMatch(/signs in its favour/);
    expect(community.summary.verdict!.reasons.join(' ')).toMatch(/^In its favour: /);
  });

  it('C-band scores spread with the visible weak signals and say so in the score breakdown', async () => {
    const middle = (await all()).filter(([, r]) => r.summary.verdict!.evidence === 'none');
    const scores = new Set(middle.map(([, r]) => r.scorecard.credibilityScore));
    expect(scores.size, [...scores].join(', ')).toBeGreaterThanOrEqual(3);
    for (const [name, r] of middle) {
      const small = r.scorecard.breakdown?.find((b) => b.component === 'small_signals');
      // The row is there whenever the small signals add up to a point; it names what moved them.
      if (!small) continue;
      if (r.biasFindings.length)
        expect(small.note, name).toMatch(/slanted or manipulative wording/i);
      if (r.positiveSignals.length)
        expect(small.note, name).toMatch(/some signs in its favour|says who said what|careful/i);
    }
    // The same sober text, with a line of loaded persuasion added, scores lower inside the band.
    const plain = await analyze(REPORT_TEXTS.councilReport);
    const slanted = await analyze(
      `${REPORT_TEXTS.councilReport} They are lying to you. Wake up! The elites will destroy everything we love unless we fight back now.`,
    );
    expect(slanted.summary.verdict!.evidence).toBe('none');
    expect(slanted.scorecard.credibilityScore).toBeLessThan(plain.scorecard.credibilityScore);
    expect(slanted.summary.overallGrade).toBe('C');
  });
});
