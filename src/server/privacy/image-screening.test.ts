import { describe, expect, it } from 'vitest';
import {
  ADULT_TOTAL_THRESHOLD,
  HENTAI_THRESHOLD,
  PORN_THRESHOLD,
  screenImage,
  SEXY_THRESHOLD,
  type ImageCheck,
  type ImageScores,
} from './image-screening';

const NEUTRAL: ImageScores = {
  Drawing: 0.01,
  Hentai: 0.001,
  Neutral: 0.98,
  Porn: 0.005,
  Sexy: 0.004,
};
const checked = (scores: Partial<ImageScores>, animated = false): ImageCheck => ({
  ok: true,
  scores: { ...NEUTRAL, ...scores },
  animated,
});
const TEXT = 'URGENT: your parcel is held. Pay the $2 fee at parcel-help.top within 24 hours.';
/** The smallest step the decision must tell apart around a threshold. */
const STEP = 0.001;

describe('screenImage: adult imagery, at and around each threshold', () => {
  it.each([
    ['Porn', PORN_THRESHOLD],
    ['Hentai', HENTAI_THRESHOLD],
    ['Sexy', SEXY_THRESHOLD],
  ] as const)('%s: below is shown, at and above is withheld', (cls, threshold) => {
    expect(screenImage(checked({ [cls]: threshold - STEP, Neutral: 0 }), TEXT)).toEqual({
      shown: true,
    });
    for (const score of [threshold, threshold + STEP, 1]) {
      const screening = screenImage(checked({ [cls]: score, Neutral: 0 }), TEXT);
      expect(screening.shown).toBe(false);
      if (!screening.shown) {
        expect(screening.reasons).toEqual(['adult']);
        expect(screening.sentence).toMatch(
          /^The screenshot is not shown with this report because the image check found/,
        );
      }
    }
  });

  it('the three adult classes together: just below the total is shown, at it withheld', () => {
    // Each alone is under its threshold.
    const parts = { Porn: 0.3, Hentai: 0.2 };
    const sexyAt = ADULT_TOTAL_THRESHOLD - parts.Porn - parts.Hentai;
    expect(sexyAt).toBeLessThan(SEXY_THRESHOLD);
    expect(screenImage(checked({ ...parts, Sexy: sexyAt - STEP }), TEXT).shown).toBe(true);
    expect(screenImage(checked({ ...parts, Sexy: sexyAt + STEP / 10 }), TEXT).shown).toBe(false);
  });

  it('ordinary screenshots as the model scored them stay visible', () => {
    // Scores measured on rendered chat, news, shop and receipt screenshots (bench/screening.ts).
    for (const scores of [
      { Drawing: 0.002, Hentai: 0.001, Neutral: 0.999, Porn: 0, Sexy: 0 },
      { Drawing: 0.182, Hentai: 0.029, Neutral: 0.928, Porn: 0.001, Sexy: 0 },
      { Drawing: 0.765, Hentai: 0.029, Neutral: 0.883, Porn: 0.017, Sexy: 0.003 },
    ]) {
      expect(screenImage({ ok: true, scores, animated: false }, TEXT)).toEqual({ shown: true });
    }
  });
});

describe('screenImage: fails safe', () => {
  it.each(['deadline', 'memory', 'crashed', 'busy', 'failed'] as const)(
    'a check that ended with %s withholds',
    (reason) => {
      const screening = screenImage({ ok: false, reason }, TEXT);
      expect(screening).toMatchObject({ shown: false, reasons: ['unchecked'] });
      if (!screening.shown)
        expect(screening.sentence).toContain('the image check could not finish');
    },
  );

  it('an animated image (only its first frame is checked) is withheld', () => {
    expect(screenImage(checked({}, true), TEXT)).toMatchObject({
      shown: false,
      reasons: ['animated'],
    });
  });
});

describe('screenImage: what the text shows', () => {
  it('a passport zone withholds, named once, not again as personal details', () => {
    const text =
      'PASSPORT\nP<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10';
    const screening = screenImage(checked({}), text);
    expect(screening).toMatchObject({ shown: false, reasons: ['identity-document'] });
    if (!screening.shown)
      expect(screening.sentence).toContain('it looks like an identity document');
  });

  it('a card number passing Luhn withholds; one failing it does not', () => {
    expect(
      screenImage(checked({}), 'Your card 4111 1111 1111 1111 was charged $40.'),
    ).toMatchObject({ shown: false, reasons: ['payment-card'] });
    expect(screenImage(checked({}), 'Order 4111 1111 1111 1112 was charged $40.')).toEqual({
      shown: true,
    });
  });

  it('a conversation showing a phone number and an e-mail address names both', () => {
    const screening = screenImage(
      checked({}),
      'Anna: call me on +44 7700 900123 or write to anna@mail.example.org',
    );
    expect(screening).toMatchObject({ shown: false, reasons: ['personal-data'] });
    if (!screening.shown)
      expect(screening.sentence).toContain('(an e-mail address and a phone number)');
  });

  it('several reasons are joined in one sentence', () => {
    const screening = screenImage(checked({ Porn: 0.9 }), 'Card 4111111111111111');
    expect(screening).toMatchObject({ shown: false, reasons: ['adult', 'payment-card'] });
    if (!screening.shown) {
      expect(screening.sentence).toContain('adult imagery and it shows a payment card number.');
      expect(screening.sentence).not.toMatch(/[_{}]|undefined/);
    }
  });

  it.each([
    'Hi! Are we still on for lunch at 12:30 tomorrow? Table for 4 at Luigi’s.',
    'BREAKING: council approves bus lanes, 7-2 vote. Updated 14:05.',
    'Runner X $29.99 (was $149) - Free delivery over $50 - Order no 4471882',
    'CORNER GROCERY\nMilk 2L 2.49\nBread 1.99\nTOTAL 4.48\nCARD ****1234\nThank you!',
  ])('ordinary text with a neutral image is shown: %s', (text) => {
    expect(screenImage(checked({}), text)).toEqual({ shown: true });
  });
});
