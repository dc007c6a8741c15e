/**
 * The Bias & Manipulation card and the scorecard's Bias level bar beside it tell one story. A scam
 * whose pressure raises the bar while the card lists no technique says where the level came from;
 * a text in another language is not called free of techniques, since its wording is not read for
 * them. Real reports from the real pipeline, read by the card's own wording function.
 */
import { describe, expect, it } from 'vitest';
import { noTechniquesNote, techniquesRead } from '../../src/renderer/src/lib/bias-note';
import { analyzeText } from '../helpers/pipeline';
import { REPORT_TEXTS } from '../helpers/report-texts';

describe('what the Bias card says when it lists no technique', () => {
  it('a scam in Polish: the bar is raised, and the card says why and that Polish wording was not read', async () => {
    const r = await analyzeText(REPORT_TEXTS.polishNewNumber);
    expect(r.analysisMetadata.language).toBe('pl');
    expect(r.biasFindings).toEqual([]);
    expect(r.scorecard.biasLevel).toBeGreaterThan(0);
    const note = noTechniquesNote(r).join(' ');
    expect(note).toMatch(/English wording only/);
    expect(note).toContain(`Bias level of ${r.scorecard.biasLevel}%`);
    expect(note).toMatch(/Red Flags/);
    expect(note).not.toMatch(/No persuasion techniques were found/);
    expect(techniquesRead(r)).toBe(false);
  });

  it('an English phishing text with pressure but no persuasion technique: found none, and the level comes from its red flags', async () => {
    const r = await analyzeText(REPORT_TEXTS.bankPhishing);
    expect(r.biasFindings).toEqual([]);
    expect(r.scorecard.biasLevel).toBeGreaterThan(0);
    expect(techniquesRead(r)).toBe(true);
    expect(noTechniquesNote(r)).toEqual([
      'No persuasion techniques were found in the wording.',
      `Its Bias level of ${r.scorecard.biasLevel}% comes from the pressure it puts on the reader, listed under Red Flags.`,
    ]);
  });

  it('a recipe: no technique, no pressure, one sentence', async () => {
    const r = await analyzeText(REPORT_TEXTS.recipe);
    expect(r.scorecard.biasLevel).toBe(0);
    expect(noTechniquesNote(r)).toEqual(['No persuasion techniques were found in the wording.']);
  });
});
