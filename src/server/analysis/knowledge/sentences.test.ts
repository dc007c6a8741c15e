import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';

const texts = (t: string) => splitSentences(t).map((s) => s.text);

describe('splitSentences', () => {
  it('splits on full stops, question and exclamation marks', () => {
    expect(texts('Prices rose. Why? Nobody knows! The end.')).toEqual([
      'Prices rose.',
      'Why?',
      'Nobody knows!',
      'The end.',
    ]);
  });

  it('does not split after titles, initials and dotted acronyms', () => {
    expect(texts('Dr. Jane Smith met J. R. Jones in the U.S. on Monday. They talked.')).toEqual([
      'Dr. Jane Smith met J. R. Jones in the U.S. on Monday.',
      'They talked.',
    ]);
  });

  it('keeps decimals and URLs inside one sentence', () => {
    expect(
      texts('Growth was 0.3% in Q3, see https://ons.gov.uk/a.b for details. Next one.'),
    ).toEqual(['Growth was 0.3% in Q3, see https://ons.gov.uk/a.b for details.', 'Next one.']);
  });

  it('keeps closing quotes with their sentence', () => {
    expect(texts('"It worked," she said. "We are done." Then silence.')).toEqual([
      '"It worked," she said.',
      '"We are done."',
      'Then silence.',
    ]);
  });

  it('treats line breaks as boundaries unless a line was wrapped mid-sentence', () => {
    expect(texts('URGENT\nYour parcel is waiting\nfor collection at the depot\n\nCall us')).toEqual(
      ['URGENT', 'Your parcel is waiting\nfor collection at the depot', 'Call us'],
    );
  });

  it('gives offsets that point at the sentence in the original text', () => {
    const text = '  First one.   Second one!  ';
    for (const s of splitSentences(text)) expect(text.slice(s.start, s.end)).toBe(s.text);
  });
});
