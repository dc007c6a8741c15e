/**
 * Pinned scam and genuine messages read by their anatomy, through the real pipeline: each scam is
 * graded D or F with a scam-anatomy finding whose parts quote words really in the message; each
 * genuine message stays C or better, never "false", with no anatomy warning. Shared by the
 * per-language pinned tests (tests/analyzer/*-messages.test.ts).
 */
import { expect, it } from 'vitest';
import type { Results } from '../../src/shared';
import { analyzeText } from './pipeline';

export const analyzeAt = (text: string) => analyzeText(text, new Date('2026-11-28T09:00:00Z'));

export interface PinnedCase {
  name: string;
  pinned: string;
  /** The same message in other words (or another language) that shares none of its distinctive words. */
  paraphrase: string;
}

/** Graded D or F: the message is called a likely scam. */
export function expectScamGrade(r: Results, text: string): void {
  expect(['D', 'F'], `${r.summary.overallGrade} for: ${text}`).toContain(r.summary.overallGrade);
}

/** Graded C or better: the message is not called a scam. */
export function expectNotScamGrade(r: Results, text: string): void {
  expect(['A', 'B', 'C'], `${r.summary.overallGrade} for: ${text}`).toContain(
    r.summary.overallGrade,
  );
}

export function expectScamAnatomy(r: Results, text: string, needsPretext = true): void {
  expect(['D', 'F'], `${r.summary.overallGrade} for: ${text}`).toContain(r.summary.overallGrade);
  const flag = r.redFlags.find((f) => f.type === 'scam_anatomy');
  expect(flag, `no anatomy finding for: ${text}`).toBeDefined();
  const parts = new Set(flag!.anatomy!.map((p) => p.part));
  if (needsPretext) expect(parts).toContain('pretext');
  expect(parts).toContain('ask');
  expect(parts.has('pressure') || parts.has('channel')).toBe(true);
  for (const p of flag!.anatomy!) expect(text).toContain(p.quote);
  // The explanation is English words with the message's own words quoted, not a label in its language.
  if (needsPretext) expect(flag!.explanation).toMatch(/^It claims /);
}

export function expectGenuine(r: Results, text: string): void {
  expect(['A', 'B', 'C'], `${r.summary.overallGrade} for: ${text}`).toContain(
    r.summary.overallGrade,
  );
  expect(r.summary.overallStatus).not.toBe('false');
  expect(r.redFlags.find((f) => f.type === 'scam_anatomy')).toBeUndefined();
}

/** Two tests per scam: as pinned, and in other words. */
export function itReadsScams(cases: readonly PinnedCase[], needsPretext = true): void {
  for (const s of cases) {
    it(`${s.name}: graded D or F with its anatomy quoted`, async () => {
      expectScamAnatomy(await analyzeAt(s.pinned), s.pinned, needsPretext);
    });
    it(`${s.name}, said in other words: graded D or F with its anatomy quoted`, async () => {
      expectScamAnatomy(await analyzeAt(s.paraphrase), s.paraphrase, needsPretext);
    });
  }
}

/** Two tests per genuine message: as pinned, and in other words. */
export function itKeepsGenuine(cases: readonly PinnedCase[]): void {
  for (const g of cases) {
    for (const [which, text] of [
      ['as written', g.pinned],
      ['in other words', g.paraphrase],
    ] as const) {
      it(`${g.name} (${which}): C or better, never "false", no anatomy warning`, async () => {
        expectGenuine(await analyzeAt(text), text);
      });
    }
  }
}
