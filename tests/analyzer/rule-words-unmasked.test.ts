/**
 * What a red flag says is FactLens's own words, shown on public pages after the masker has run
 * over the report: none of it may read as personal data. "Asks you to sign in with your password
 * to see a message" once came out as "… password to [code hidden] a message", because the masker
 * hides the word after "password", and an indicator ending on "password" hid the first word of the
 * quote after it. Every rule's indicator and explanation, and an indicator followed by its quote,
 * must pass through the masker unchanged.
 */
import { describe, expect, it } from 'vitest';
import { maskPersonalData } from '../../src/server/privacy/mask';
import { ACT_RULES } from '../../src/server/analysis/offline/red-flags/acts';
import { CUE_RULES } from '../../src/server/analysis/offline/red-flags/rules';

describe('the words of every red-flag rule', () => {
  it('pass through the masker unchanged', () => {
    const words = [...ACT_RULES, ...CUE_RULES].flatMap((r) => [r.indicator, r.explanation]);
    expect(words.length).toBeGreaterThan(40);
    for (const w of words) expect(maskPersonalData(w).text).toBe(w);
    // A reason is shown as the indicator followed by its quote: "…: “melden Sie sich …”".
    for (const r of [...ACT_RULES, ...CUE_RULES]) {
      const reason = `${r.indicator}: “melden Sie sich”`;
      expect(maskPersonalData(reason).text).toBe(reason);
    }
  });
});
