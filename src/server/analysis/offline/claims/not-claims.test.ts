import { describe, expect, it } from 'vitest';
import { isCredit, notAClaim } from './not-claims';

describe('notAClaim', () => {
  it('reads bylines, credits and datelines as no claim, in the forms newsrooms print them', () => {
    for (const line of [
      'By Helen Marsh, Science Correspondent | 4 June 2025',
      'By Tom Ives and Ana Ruiz, Reuters',
      'Photo: AFP/Getty Images',
      'Reporting by Tom Ives; Editing by Ana Ruiz',
      'Updated 3 hours ago',
      '© 2025 Example News. All rights reserved.',
    ])
      expect(notAClaim(line, false), line).not.toBeNull();
    expect(notAClaim('LONDON, March 3 (Reuters) -', false)).toBe('dateline');
  });

  it('keeps sentences that open like a byline but tell of the world', () => {
    for (const s of [
      'By Friday, the company had sold 2 million phones.',
      'By 2030 the city will ban petrol cars.',
      'By law, employers must pay the minimum wage.',
      'Bylines are printed in italics.',
    ]) {
      expect(isCredit(s), s).toBe(false);
      expect(notAClaim(s, false), s).toBeNull();
    }
  });

  it('reads the reader’s own code, parcel, appointment and bill as their dealings', () => {
    for (const s of [
      'Your verification code is 482913.',
      'Your appointment with Dr Patel is on 14 March at 10:30.',
      'The dentist expects you on Thursday at 9.15am.',
      'You owe the IRS $4,320 in back taxes.',
      'Parcel JD014600006281234567 is out for delivery.',
    ])
      expect(notAClaim(s, false), s).toBe('own-dealings');
    // A decimal is not a time of day, and a statistic about "you" in general is not a dealing.
    expect(notAClaim('Inflation fell to 3.20% in March.', false)).toBeNull();
    expect(notAClaim('Pay within 24 hours.', true)).toBe('request');
  });
});
