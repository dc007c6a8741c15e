import { describe, expect, it } from 'vitest';
import { REPORT_TITLE_MAX_CHARS, reportTitle } from './report-title';

describe('reportTitle', () => {
  it('names a titled report by its title, and an untitled one by what was analyzed', () => {
    expect(reportTitle({ title: 'Miracle  tea\n cures', type: 'video' })).toBe(
      'Video fact-check: Miracle tea cures | FactLens',
    );
    expect(reportTitle({ title: 'Rates fall', type: 'article' })).toBe(
      'Fact-check: Rates fall | FactLens',
    );
    expect(reportTitle({ title: null, type: 'text' })).toBe(
      'Fact-check of a pasted text | FactLens',
    );
    expect(reportTitle({ title: '   ', type: 'screenshot' })).toBe(
      'Fact-check of a screenshot | FactLens',
    );
  });

  it('cuts a long title on a whole word and keeps the product name', () => {
    const title = reportTitle({ title: 'word '.repeat(100), type: 'text' });
    expect(title.endsWith('… | FactLens')).toBe(true);
    expect(title.length).toBeLessThanOrEqual(REPORT_TITLE_MAX_CHARS + ' | FactLens'.length);
    expect(title).not.toMatch(/wor…/);
  });
});
