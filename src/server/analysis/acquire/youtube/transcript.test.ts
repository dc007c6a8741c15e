import { describe, expect, it } from 'vitest';
import { buildTranscript } from './transcript';

describe('buildTranscript', () => {
  it('joins cues and times each sentence at the cue it starts in', () => {
    const t = buildTranscript([
      { start: 0, text: 'Hello and welcome.' },
      { start: 4.5, text: 'Unemployment fell to 3.9 percent' },
      { start: 7, text: 'in May, the ministry said. Next' },
      { start: 9.25, text: 'we look at prices.' },
    ]);
    expect(t.text).toBe(
      'Hello and welcome. Unemployment fell to 3.9 percent in May, the ministry said. Next we look at prices.',
    );
    expect(t.segments).toEqual([
      { start: 0, text: 'Hello and welcome.' },
      { start: 4.5, text: 'Unemployment fell to 3.9 percent in May, the ministry said.' },
      { start: 7, text: 'Next we look at prices.' },
    ]);
    expect(t.truncated).toBe(false);
  });

  it('drops repeated roll-up lines and empty cues', () => {
    const t = buildTranscript([
      { start: 0, text: 'same line.' },
      { start: 1, text: 'same line.' },
      { start: 2, text: '   ' },
      { start: 3, text: 'Other line.' },
    ]);
    expect(t.text).toBe('same line. Other line.');
  });

  it('cuts a transcript over the cap at a cue boundary and says so', () => {
    const cues = Array.from({ length: 100 }, (_, i) => ({
      start: i,
      text: `Sentence number ${i}.`,
    }));
    const t = buildTranscript(cues, 200);
    expect(t.truncated).toBe(true);
    expect(t.text.length).toBeLessThanOrEqual(200);
    expect(t.text.endsWith('.')).toBe(true);
  });
});
