import { describe, expect, it } from 'vitest';
import { CRITERIA_TYPES, analysisCriteriaSchema } from '../../shared';
import { ANALYSIS_CRITERIA } from './criteria';
import { TECHNIQUES } from './offline/bias-techniques';
import { CUE_RULES } from './offline/red-flag-rules';

/** How the criteria panel names each check the offline analyser runs on text. */
const NAMED_AS: Record<string, RegExp> = {
  credential_request: /passwords? or codes|codes, passwords/,
  payment_request: /gift.card/,
  threat: /threat/,
  tech_support_scam: /tech support/,
  prize_scam: /prizes/,
  fee_request: /fees/,
  urgency: /urgency/,
  scarcity: /only 3 left|scarcity|urgency/,
  too_good_to_be_true: /too-good|prizes|urgency/,
  guaranteed_returns: /guaranteed returns/,
  miracle_cure: /miracle cures/,
  conspiracy_framing: /conspiracy/,
  share_before_deletion: /share before|deleted|deletion/,
  clickbait: /clickbait/,
  premium_rate: /premium|scam signals/,
  call_to_click: /links/,
};

describe('ANALYSIS_CRITERIA', () => {
  it('has a valid, non-empty criteria list for every criteria type', () => {
    expect(Object.keys(ANALYSIS_CRITERIA).sort()).toEqual([...CRITERIA_TYPES].sort());
    for (const type of CRITERIA_TYPES) {
      const parsed = analysisCriteriaSchema.parse({ type, criteria: ANALYSIS_CRITERIA[type] });
      expect(parsed.criteria.length).toBeGreaterThanOrEqual(4);
      expect(new Set(parsed.criteria).size).toBe(parsed.criteria.length);
    }
  });

  it('names every red-flag check and persuasion technique that runs on text, for text-bearing inputs', () => {
    for (const type of ['article', 'video', 'screenshot'] as const) {
      const panel = ANALYSIS_CRITERIA[type].join(' ').toLowerCase();
      for (const rule of CUE_RULES) {
        const named = NAMED_AS[rule.type];
        expect(named, `no criteria wording for ${rule.type}`).toBeDefined();
        expect(panel, `${type} criteria do not mention ${rule.type}`).toMatch(named!);
      }
    }
    const article = ANALYSIS_CRITERIA.article.join(' ').toLowerCase();
    for (const t of TECHNIQUES) {
      const words = t.label.toLowerCase().replace('comparison to hitler or nazis', 'hitler comparisons').replace(' or minimisation', '').replace('casting ', '').replace('black-and-white fallacy', 'black-and-white');
      expect(article, `article criteria do not name ${t.technique}`).toContain(words);
    }
    expect(article).toMatch(/scam list/);
    expect(article).toMatch(/spanish, french, german and portuguese/);
  });
});
