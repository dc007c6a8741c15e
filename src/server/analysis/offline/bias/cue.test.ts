import { describe, expect, it } from 'vitest';
import { groupAlternatives, groupedCue } from './cue';
import { LOADED_WORDS } from './techniques';
import { allMatches, cue } from '../../knowledge/patterns';

describe('groupedCue', () => {
  it('groups runs of letter-led alternatives by their first letter and leaves the rest in place', () => {
    expect(groupAlternatives('hate|dumb|hatred|(?:very )?bad|hell|d\\w+')).toBe(
      'h(?:ate|atred)|dumb|(?:very )?bad|hell|d\\w+',
    );
    expect(groupAlternatives('s?he|she')).toBe('s?he|she');
  });

  it('finds exactly the spans that the plain cue finds, including the first-listed winner at one position', () => {
    const phrases = ['hat|hate|hates|fake news|fake|f\\*+k(?:ing)?|(?:so )?stupid|shit(?:ty)?'];
    const text = 'They hate the fake news. So stupid! What a shitty f**king hat; hates everyone.';
    expect(allMatches(groupedCue(phrases), text)).toEqual(allMatches(cue(phrases), text));
    const loaded =
      'Fury as the corrupt, lying elite ruin a disastrous, shameful plan; what a disgrace and a sham!';
    expect(allMatches(groupedCue(LOADED_WORDS), loaded)).toEqual(
      allMatches(cue(LOADED_WORDS), loaded),
    );
    expect(allMatches(groupedCue(LOADED_WORDS), loaded).length).toBeGreaterThan(3);
  });
});
