import { describe, expect, it } from 'vitest';
import { emptyAcquired } from '../../types';
import { analyzeAlone } from '../__fixtures__/analyze-alone';
import { imageFlags } from './image-findings';

const screenshot = (editedWith: string | null) => {
  const acquired = emptyAcquired('screenshot', 'Your parcel is waiting. Pay the fee today.');
  acquired.image = { name: 'sms.png', size: 1200, mime: 'image/png', editedWith };
  return acquired;
};

describe('imageFlags', () => {
  it('flags a screenshot whose metadata names an image editor, quoting the editor', () => {
    const [flag, ...rest] = imageFlags(screenshot('Adobe Photoshop 25.0 (Windows)'));
    expect(rest).toEqual([]);
    expect(flag).toMatchObject({
      type: 'edited_image',
      severity: 'low',
      textExample: 'Adobe Photoshop 25.0 (Windows)',
    });
    expect(flag!.explanation).toContain('Adobe Photoshop 25.0 (Windows)');
  });

  it('raises nothing for an unedited screenshot or for pasted text', () => {
    expect(imageFlags(screenshot(null))).toEqual([]);
    expect(imageFlags(emptyAcquired('text', 'Hello'))).toEqual([]);
  });

  it('reaches the analysis of the screenshot', () => {
    const types = analyzeAlone(screenshot('GIMP 2.10')).redFlags.map((f) => f.type);
    expect(types).toContain('edited_image');
    expect(analyzeAlone(screenshot(null)).redFlags.map((f) => f.type)).not.toContain(
      'edited_image',
    );
  });
});
