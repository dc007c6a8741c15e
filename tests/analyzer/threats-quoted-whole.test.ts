/**
 * Written for these tests (none is a row of any corpus or battery): a threat of a loss is quoted
 * to the end of what it says, not cut on a number, a preposition or an article ("returned to the
 * sender in 3" for "… in 3 days", "Failure to act will result in" for "… in termination"). Seen in
 * a new user's first report of a parcel-fee mail, whose "Why" quoted the cut words.
 * On 0693dab both quotes ended on the cut word and the test failed.
 */
import { expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';

const threat = (text: string) =>
  anatomyOf(text).pressures.find((p) => p.kind === 'threat')?.span.text;

it('quotes a threat to the end of what it says', () => {
  expect(
    threat('The parcel is waiting at our depot and will be returned to the sender in 3 days.'),
  ).toBe('returned to the sender in 3 days');
  expect(threat('Failure to act will result in termination of your card services.')).toBe(
    'Failure to act will result in termination',
  );
  expect(threat('Your account will be suspended in 24 hours.')).toBe('suspended in 24 hours');
});
