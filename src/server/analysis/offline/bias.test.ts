import { describe, expect, it } from 'vitest';
import { CONSPIRACY_POST, SOBER_NEWS_REPORT } from './__fixtures__/samples';
import { MAX_SPANS_PER_TECHNIQUE, detectBias } from './bias';

const techniques = (text: string) => detectBias(text).map((b) => b.technique);

describe('detectBias', () => {
  it('finds the persuasion techniques of a conspiracy post, with spans into the text', () => {
    const findings = detectBias(CONSPIRACY_POST);
    expect(findings.map((f) => f.technique)).toEqual(
      expect.arrayContaining(['black_and_white', 'doubt', 'bandwagon', 'appeal_to_fear']),
    );
    for (const f of findings) {
      expect(f.spans.length).toBeGreaterThan(0);
      for (const s of f.spans) expect(CONSPIRACY_POST.slice(s.start, s.end)).toBe(s.text);
    }
  });

  it.each([
    ['name_calling', 'Only idiots and traitors would vote for this.'],
    ['whataboutism', 'Sure, he lied. But what about the other party and their scandals?'],
    ['flag_waving', 'True patriots know our nation is under attack.'],
    ['causal_oversimplification', 'Immigration is the only reason wages are low.'],
    ['thought_terminating_cliche', 'It is what it is. End of story.'],
    ['appeal_to_authority', '9 out of 10 doctors recommend this supplement.'],
    ['slogans', 'Enough is enough! #TakeBackControl'],
    ['exaggeration', 'This is the worst government in history.'],
  ])('recognises %s', (technique, text) => {
    expect(techniques(text)).toContain(technique);
  });

  it('notices repetition of words and of whole sentences', () => {
    expect(techniques('No, no, no! They must go. They must go. They must go.')).toContain('repetition');
  });

  it('rates loaded language by density, so a calm report stays clean', () => {
    expect(detectBias(SOBER_NEWS_REPORT)).toEqual([]);
    const rant = 'This corrupt, evil regime is a disgrace and a disaster. Their lies and propaganda are destroying everything.';
    expect(detectBias(rant).find((b) => b.technique === 'loaded_language')?.severity).toBe('high');
  });

  it('calls an argument one-sided when it never gives the other side a word', () => {
    const oneSided = `${'The corrupt mayor destroyed our town with his disastrous plan. '.repeat(5)}Everyone knows it. The evil scheme is a scandal and a disgrace to every family here.`;
    expect(techniques(oneSided)).toContain('one_sidedness');
    expect(techniques(`${oneSided} However, the mayor's office said the plan was approved by the council.`)).not.toContain('one_sidedness');
  });

  it('reports a bounded number of spans per technique', () => {
    const text = 'What a disaster. '.repeat(100);
    for (const f of detectBias(text)) expect(f.spans.length).toBeLessThanOrEqual(MAX_SPANS_PER_TECHNIQUE);
  });
});
