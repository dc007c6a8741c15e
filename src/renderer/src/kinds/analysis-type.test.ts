import { describe, expect, it } from 'vitest';
import { ANALYSIS_TYPES } from '../../../shared';
import { ANALYSIS_TYPE_ICON, ANALYSIS_TYPE_LABEL, analysisPath } from './analysis-type';

describe('analysisPath', () => {
  it('opens videos on their own page and everything else as the shared report', () => {
    expect(analysisPath('abc123', 'video')).toBe('/video/abc123');
    for (const type of ['text', 'article', 'shopping', 'screenshot'] as const) {
      expect(analysisPath('abc123', type)).toBe('/shared/abc123');
    }
  });

  it('escapes the id', () => {
    expect(analysisPath('a/b?c', 'text')).toBe('/shared/a%2Fb%3Fc');
  });

  it('has a label and an icon for every analysis type', () => {
    for (const type of ANALYSIS_TYPES) {
      expect(ANALYSIS_TYPE_LABEL[type]).toMatch(/^[A-Z]/);
      expect(ANALYSIS_TYPE_ICON[type]).toBeDefined();
    }
  });
});
