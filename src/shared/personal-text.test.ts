import { describe, expect, it } from 'vitest';
import { greetingNameSpans, oneTimeCodeSpans, readPersonal } from './personal-text';

const spanned = (text: string, spans: ReadonlyArray<{ start: number; end: number }>) =>
  spans.map((s) => text.slice(s.start, s.end));

describe('readPersonal: what stays off the feed unless the person publishes it', () => {
  it.each([
    ['Hi Alex, can you pick up Mia at 4? Thanks, Sam', 'private-message'],
    ['Dear Mrs J. Patel,\nYour results are ready.', 'private-message'],
    ['Running late, save me a seat!\nLove, Priya xx', 'private-message'],
    ['Off the record: the minister knew about the report in March.', 'tip'],
    [
      'I work at the depot and we were told to delete the logs. Please keep this between us.',
      'tip',
    ],
    [
      'My source inside the council says the figures were changed. This is strictly confidential.',
      'tip',
    ],
  ])('%s', (text, reason) => {
    expect(readPersonal(text)).toEqual({ personal: true, reason });
  });

  it.each([
    "Hi Mum, it's me, I lost my phone. Text me on this number.",
    'Dear Customer, your account is suspended. Verify within 24 hours.',
    'Hello there! You have won a £500 voucher.',
    'The council voted 7 to 2 to extend the bus line, the mayor said.',
    'Your code is 482913. Do not share it.',
    'Kind regards, Customer Service Team',
    'Leaked documents seen by the BBC show the confidential report was changed.',
    'Acting on a tip-off, police raided the flat; a whistleblower later told MPs.',
    'A source told Reuters the deal was off.',
  ])('not personal: %s', (text) => {
    expect(readPersonal(text)).toEqual({ personal: false, reason: null });
  });
});

describe('the spans masking hides', () => {
  it('reads a number as a code from its sentence, in any wording', () => {
    for (const [text, code] of [
      ['Your code is 482913', '482913'],
      ['482913 is your verification code', '482913'],
      ['use 7731 to sign in', '7731'],
      ['Enter 30917465 to approve the payment.', '30917465'],
      ['Never share this number: 849302', '849302'],
    ] as const)
      expect(spanned(text, oneTimeCodeSpans(text)), text).toEqual([code]);
  });

  it('leaves counts, money and years in sentences about codes', () => {
    for (const text of [
      'The code of conduct was rewritten in 2019 after 1200 complaints.',
      'Log in to see over 5000 new offers.',
      'Verification costs $1500 per firm.',
      'Sign in: 30% off 2000 items this week.',
    ])
      expect(oneTimeCodeSpans(text), text).toEqual([]);
  });

  it('finds names after greetings and before sign-offs, not relations or companies', () => {
    const text = 'Hey Tom! Dinner at 8.\nCheers,\nDave Jones';
    expect(spanned(text, greetingNameSpans(text))).toEqual(['Tom', 'Dave Jones']);
    for (const text of [
      'Hi Mum, call me',
      'Dear Sir or Madam,',
      'Regards, The Office Team',
      'Hello World',
      'Shopping:\n- Apples\n- Pears\n\nThanks',
    ])
      expect(greetingNameSpans(text), text).toEqual([]);
  });
});
