/**
 * How many claims are found, printed (issue 36, "Measure and report"):
 *   - always, on FactLens's own twenty claims of each kind (__fixtures__/own-claims.ts), pasted
 *     alone and inside a paragraph of neutral sentences (greetings, opinions, asides), with the
 *     share of those neutral sentences wrongly chosen, and the kind and advice each is given;
 *   - when ../shared/data is on this machine, on LIAR's valid statements (never fitted on) the
 *     same way; otherwise the test says it skipped them.
 * Targets: found alone >= 0.90, in a paragraph >= 0.85, neutral sentences chosen <= 10%.
 * The full tables: `node scripts/eval.mjs claims`.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { liarStatements } from '../../../../../scripts/eval/claim-data';
import { recallOfStatements } from '../../../../../scripts/eval/claim-choice';
import { NEUTRAL_SENTENCES, OWN_CLAIMS, type OwnClaimKind } from './__fixtures__/own-claims';
import { extractClaims } from './index';

const ALONE = 0.9;
const IN_PARAGRAPH = 0.85;
const NEUTRAL_CHOSEN = 0.1;
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

/** What the advice for each kind must send the reader to. */
const ADVICE: Record<OwnClaimKind, RegExp> = {
  health: /systematic review.*health authorit/,
  statistic: /national statistic|published it|pollster/,
  event: /primary record.*two independent/,
  quote: /recording or a full transcript/,
  fact: /reference work/,
};

describe('claims found, on FactLens’s own samples', () => {
  const all = Object.values(OWN_CLAIMS).flat();

  it(`finds at least ${ALONE * 100}% alone and ${IN_PARAGRAPH * 100}% in a paragraph, choosing at most ${NEUTRAL_CHOSEN * 100}% of the neutral sentences`, () => {
    const r = recallOfStatements(all, NEUTRAL_SENTENCES);
    console.log(
      `Own claims (${r.statements}): found alone ${pct(r.alone)}, in a paragraph ${pct(r.inParagraph)}; neutral sentences chosen ${pct(r.neutralChosen)} of ${r.neutral}.`,
    );
    expect(r.alone).toBeGreaterThanOrEqual(ALONE);
    expect(r.inParagraph).toBeGreaterThanOrEqual(IN_PARAGRAPH);
    expect(r.neutralChosen).toBeLessThanOrEqual(NEUTRAL_CHOSEN);
    // Alone, a neutral sentence is no claim either.
    const alone = NEUTRAL_SENTENCES.filter((s) => extractClaims(s).length > 0);
    expect(alone.length / NEUTRAL_SENTENCES.length).toBeLessThanOrEqual(NEUTRAL_CHOSEN);
  });

  for (const [kind, claims] of Object.entries(OWN_CLAIMS) as [OwnClaimKind, readonly string[]][]) {
    it(`reads most ${kind} claims as such and gives the advice that fits them`, () => {
      const read = claims.map((c) => extractClaims(c)[0]);
      const fitting = read.filter((c) => c?.kind === kind && ADVICE[kind].test(c.claim.analysis));
      console.log(
        `Own ${kind} claims: ${fitting.length} of ${claims.length} read as ${kind} with its advice.`,
      );
      expect(fitting.length / claims.length).toBeGreaterThanOrEqual(0.8);
    });
  }
});

/** ../shared/data next to the repository (or the worktree's parent), when this machine has it. */
function dataDir(): string | null {
  const candidates = [
    process.env.FACTLENS_DATA_DIR,
    resolve('../shared/data'),
    resolve('../../shared/data'),
  ].filter((d): d is string => !!d);
  return candidates.find((d) => existsSync(resolve(d, 'liar/valid.tsv'))) ?? null;
}

describe('claims found, on LIAR’s valid statements (never fitted on)', () => {
  const dir = dataDir();
  it.runIf(dir !== null)(
    `finds at least ${ALONE * 100}% alone and ${IN_PARAGRAPH * 100}% in a paragraph, choosing at most ${NEUTRAL_CHOSEN * 100}% of the neutral sentences`,
    () => {
      const r = recallOfStatements(liarStatements(dir!, 'valid'), NEUTRAL_SENTENCES);
      console.log(
        `LIAR valid (${r.statements}): found alone ${pct(r.alone)}, in a paragraph ${pct(r.inParagraph)}; neutral sentences chosen ${pct(r.neutralChosen)} of ${r.neutral}.`,
      );
      expect(r.alone).toBeGreaterThanOrEqual(ALONE);
      expect(r.inParagraph).toBeGreaterThanOrEqual(IN_PARAGRAPH);
      expect(r.neutralChosen).toBeLessThanOrEqual(NEUTRAL_CHOSEN);
    },
  );
  it.runIf(dir === null)('says it skipped them: ../shared/data is not on this machine', () => {
    console.log(
      'LIAR valid: skipped, ../shared/data is not on this machine (FACTLENS_DATA_DIR sets it).',
    );
    expect(dir).toBeNull();
  });
});
