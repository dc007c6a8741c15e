/**
 * A card frozen "because you reported it lost", online banking locked "after too many failed login
 * attempts": a state the reader's own act brought about is no threat of a loss. "Revolut: Your
 * card was frozen because you reported it lost. Order a new one in the app." was F, its "Your card
 * was frozen" quoted as a threat. Copies that send the reader to a site that is not the bank's, or
 * threaten closure, stay D or F. Written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const GENUINE = [
  'Revolut: Your card was frozen because you reported it lost. Order a new one in the app.',
  'Absa: Your Absa card was blocked after 3 incorrect PIN attempts. Visit a branch or call 0860 008 600 to unblock it.',
  'Lloyds: Your online banking was locked after too many failed login attempts. Reset your password in the Lloyds app.',
  // In other words, and in Spanish and German.
  "Monzo: we've locked your debit card since you told us it went missing. Grab a replacement in the app.",
  'Santander: Su tarjeta ha sido bloqueada porque nos informó de que la perdió. Pida una nueva en la app.',
  'Sparkasse: Ihre Karte wurde nach drei falschen PIN-Eingaben gesperrt. Eine neue PIN können Sie in der App anfordern.',
];

const SCAMS = [
  "Monzo: we've locked your debit card since you told us it went missing. Confirm your identity within 24 hours at monzo-card-restore.com or your account will close.",
  'Absa: Your card was blocked after 3 incorrect PIN attempts. Unblock it now at absa-unblock-card.com or it will be cancelled today.',
  'Revolut: your card was frozen because you reported it lost. To avoid closure of your account, verify your identity within 24 hours: revolut-verify.help',
];

pinGrades(GENUINE, SCAMS, 'states the reader caused');

describe('what a state the reader caused is read as', () => {
  it('is not quoted as a threat', async () => {
    const r = await analyzeText(GENUINE[0]!);
    expect(r.redFlags.filter((f) => f.type === 'threat')).toEqual([]);
  });
});
