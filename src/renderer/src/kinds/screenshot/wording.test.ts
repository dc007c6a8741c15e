import { describe, expect, it } from 'vitest';
import { RENDERER_KINDS } from '../registry';
import { aboutImage } from './wording';

const wordingFor = (type: keyof typeof RENDERER_KINDS) => RENDERER_KINDS[type].noteWording;

describe('notes under a screenshot speak of images', () => {
  it('rewords pasted text as text read from a screenshot', () => {
    expect(aboutImage('Pasted text has no publisher; judged by what it names (nothing).')).toBe(
      'Text read from a screenshot has no publisher; judged by what it names (nothing).',
    );
    expect(wordingFor('screenshot')('Treated like pasted text.')).toBe(
      'Treated like text read from a screenshot.',
    );
  });
  it('leaves other reports alone', () => {
    expect(wordingFor('text')('Pasted text has no publisher.')).toBe(
      'Pasted text has no publisher.',
    );
  });
});
