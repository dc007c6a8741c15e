/**
 * Written for these tests (none is a row of any corpus or battery): "can you help me with a
 * payment?" from someone on a new number, with the amount a sentence or two later, as the "Hi
 * Mum" texts put it in Dutch, English and Spanish. A fresh stand-in battery of 200 messages
 * (cdeb256) missed its Dutch one: the payment word was read only beside its amount, so the plea
 * asked nothing. Help asked with a payment (or the rent, a bill) in a message that names an amount
 * is now the money asked; from someone the reader knows on their usual number it stays not enough
 * to judge, as a child asking for help with the rent reads the same.
 * On da1b8a9 the Dutch, English and Spanish pleas were C and the readings failed.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  "Mum can you help me with the rent this month? It's £600, I'll pay you back Friday x",
  'Hoi mam, kun je me helpen met de huur deze maand? Het is 600 euro, ik betaal je vrijdag terug.',
  'Hallo Papa, kannst du mir bei der Miete helfen? Es sind 500 Euro, ich zahle es dir nächste Woche zurück.',
];

const SCAMS = [
  'Hoi pap, ik heb een nieuw nummer, mijn oude telefoon is kapot. Kun je me helpen met een betaling? Mijn bank werkt nog niet op deze telefoon. Het gaat om 960 euro, je krijgt het morgen terug.',
  "Hi mum, this is my new number. Can you help me with a payment? My banking app doesn't work on this phone yet. It's £1,480 for the rent, I'll pay you back tomorrow.",
  'Hola mamá, este es mi número nuevo. ¿Puedes ayudarme con un pago? La app del banco aún no me funciona. Son 850 euros, mañana te los devuelvo.',
];

pinGrades(GENUINE, SCAMS, 'of help asked with a payment');

describe('help asked with a payment, read as the money asked', () => {
  it('reads the plea as a payment asked in Dutch, English and Spanish', () => {
    for (const text of SCAMS)
      expect(
        anatomyOf(text).asks.map((x) => x.kind),
        text,
      ).toContain('pay');
  });

  it('reads no payment asked where no amount is named, only the favour (help-asked.ts)', () => {
    expect(
      anatomyOf('Hi mum, this is my new number. Can you help me with a payment?').asks.map((a) => [
        a.kind,
        a.label,
      ]),
    ).toEqual([['reply', 'to do them a favour']]);
  });
});
