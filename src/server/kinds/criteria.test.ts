import { describe, expect, it } from 'vitest';
import { ANALYSIS_TYPES, analysisCriteriaSchema } from '../../shared';
import { CUE_RULES } from '../analysis/offline/red-flags/rules';
import { INPUT_KINDS } from './registry';

/** Each kind's panel, for the kinds that have one (the Text tab shows the article's). */
const PANELS = ANALYSIS_TYPES.flatMap((type) => {
  const criteria = INPUT_KINDS[type].criteria;
  return criteria ? [[type, criteria] as const] : [];
});
const panel = (type: string) => PANELS.find(([t]) => t === type)?.[1] ?? [];

/** How the panel names each family of checks the offline analyzer runs on text, in plain words. */
const NAMED_AS: Record<string, RegExp> = {
  credential_request: /passwords, codes or card details/,
  payment_request: /gift card/,
  threat: /threaten your account/,
  tech_support_scam: /pretend to be/,
  prize_scam: /prizes/,
  fee_request: /fee for a parcel/,
  urgency: /urgency/,
  scarcity: /pressure/,
  too_good_to_be_true: /prizes|too good to be true|pressure/,
  guaranteed_returns: /guaranteed returns/,
  miracle_cure: /miracle cures/,
  conspiracy_framing: /conspiracy/,
  share_before_deletion: /share before/,
  clickbait: /clickbait/,
  premium_rate: /urgency and pressure/,
  call_to_click: /links/,
};

/** Words about machinery that a person should not have to read. */
const JARGON = /logistic|regression|n-?gram|schema\.org|exif|tesseract|hitler|heuristic|model/i;

describe("each kind's criteria panel", () => {
  it('is a valid, short criteria list in plain words for every kind with a tab of its own', () => {
    for (const [type, criteria] of PANELS) {
      const parsed = analysisCriteriaSchema.parse({ type, criteria });
      expect(parsed.criteria.length).toBeGreaterThanOrEqual(4);
      expect(parsed.criteria.length).toBeLessThanOrEqual(8);
      expect(new Set(parsed.criteria).size).toBe(parsed.criteria.length);
      for (const line of parsed.criteria) expect(line, line).not.toMatch(JARGON);
    }
  });

  it('names every family of red-flag checks that runs on text, and how the grade is made', () => {
    for (const type of ['article', 'video', 'screenshot'] as const) {
      const words = panel(type).join(' ').toLowerCase();
      for (const rule of CUE_RULES) {
        const named = NAMED_AS[rule.type];
        expect(named, `no criteria wording for ${rule.type}`).toBeDefined();
        expect(words, `${type} criteria do not mention ${rule.type}`).toMatch(named!);
      }
      expect(words).toMatch(/persuasion techniques/);
      expect(words).toMatch(/scam lists/);
      expect(words).toMatch(/not enough evidence/);
    }
  });
});
