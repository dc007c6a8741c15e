/**
 * Paraphrases of this stop's readings that share no distinctive word with the texts they were
 * found in (other brands, banks, amounts and languages), and the translations the favour reading
 * should hold in:
 * - the brand named first speaks (a Google One receipt "paid with Google Pay Mastercard" linking
 *   one.google.com; Chase's own Zelle alert linking chase.com);
 * - a favour asked of a parent from a new number in French, Italian and German ("tu peux me faire
 *   un virement", "mi fai un bonifico", "kannst du mir … eine Überweisung machen");
 * - an authority's name on another ending is no site of its own ("ssa.com" is not ssa.gov);
 * - a payment service used as a verb ("can you Venmo me $40") is no sender;
 * - a writer's own "I can't" ("… maar kan op dit toestel niet bij de bank inloggen") reassures
 *   the reader of nothing (read before as "nothing will be charged or lost").
 * Written for these tests; none is a row of any corpus or battery. On 3edacaf every case fails but
 * the Chase alert, a guard.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    // F before: it spoke as Mastercard, and one.google.com did not belong to it.
    'Your receipt from Google. Google One 100 GB renews on 3 Oct 2025 for €1.99. Paid with Google Pay Mastercard. Manage your plan at one.google.com.',
    // A guard (C before too): the bank named first, its own site.
    "Chase: Your Zelle® transfer of $60.00 to MIKE RUIZ was sent on 10/02. Didn't send it? Call the number on your card or go to chase.com.",
  ],
  [
    'Papa, c’est mon nouveau numéro, mon téléphone est cassé. Tu peux me faire un virement aujourd’hui ? Je te rembourse demain.',
    'Mamma, questo è il mio nuovo numero, il telefono si è rotto. Mi fai un bonifico oggi? Te lo ridò domani.',
    'Hallo Mama, das ist meine neue Nummer, mein Handy ist kaputt. Kannst du mir heute eine Überweisung machen? Ich gebe es dir morgen zurück.',
  ],
  'senders and favours, paraphrased and translated',
);

describe('who speaks and what reassures, paraphrased', () => {
  it("reads an authority's name on another ending as no site of its own", () => {
    const a = anatomyOf(
      'SSA: Your benefits statement is ready. Sign in at ssa.com/myaccount to view it today or your payments may be paused.',
    );
    expect(a.channels.filter((c) => c.kind === 'link').map((c) => c.own)).toEqual([false]);
  });

  it('reads a payment service used as a verb as no sender', () => {
    const a = anatomyOf('Dad can you Venmo me $40 for the school trip? Thanks!');
    expect(a.pretexts.map((p) => p.kind)).not.toContain('org');
  });

  it("reads a writer's own inability as no reassurance", () => {
    const a = anatomyOf(
      'Hoi pap, ik heb een probleem: ik moet nog twee facturen voldoen maar kan op dit toestel niet bij de bank inloggen.',
    );
    expect(a.reassurances).toEqual([]);
  });
});
