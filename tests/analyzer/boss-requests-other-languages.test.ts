/**
 * A boss's request for a payment in Portuguese, Dutch, German and French, read by the other
 * languages' word classes (anatomy/other-words.ts, other-languages.ts): a need for a transfer
 * ("Preciso que me trates de uma transferência", "Ik heb je hulp nodig bij een spoedbetaling") is
 * an ask to pay; "onder ons houden", "não comentes com ninguém", "sprechen Sie mit niemandem
 * darüber", "votre discrétion" push for secrecy; "kan niet bellen", "não consigo atender",
 * "telefonisch nicht erreichbar" say the sender cannot be called. Colleagues who say the same of a
 * surprise, the minutes or a settled payment stay C. Written for these tests; none is a row of any
 * corpus or battery.
 */
import { describe, expect, it } from 'vitest';
import { askAndPressureKinds } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Hoi Sanne, ben je op kantoor? Ik zit in overleg en kan niet bellen. Kun je de notulen van gisteren naar het team sturen? Groet, Erik',
  'Olá Ana, o aniversário do Rui é sexta. É surpresa, por isso não comentes com ninguém! Preciso que me ajudes a escolher o presente.',
  'Hallo Frau Neumann, die Überweisung an die Stadtwerke ist erledigt. Vielen Dank für Ihre Diskretion bei der Personalsache. Ich bin heute telefonisch nicht erreichbar. Viele Grüße, M. Albrecht',
];

const SCAMS = [
  'Onderwerp: Vraagje\nPieter de Vries <pieter.devries.dgm@outlook.com>\nHoi Mark,\nBen je binnen? Ik zit de hele dag in vergadering en kan niet bellen.\nIk heb je hulp nodig bij een spoedbetaling van € 18.900 aan een nieuwe leverancier.\nWil je dit voorlopig onder ons houden?\nGroet, Pieter',
  'Assunto: Urgente\nMiguel Sousa <miguel.sousa.direcao@gmail.com>\nOlá Ana,\nEstás no escritório? Estou numa reunião e não consigo atender.\nPreciso que me trates de uma transferência de 24.300 € ainda hoje.\nPeço-te que não comentes com ninguém.\nMiguel',
];

pinGrades(GENUINE, SCAMS, 'asking a colleague, in other languages');

describe("a boss's request in other languages", () => {
  it('reads a need for a transfer as an ask to pay', () => {
    expect(
      askAndPressureKinds('Preciso que me trates de uma transferência ainda hoje para um parceiro.')
        .asks,
    ).toContain('pay');
    expect(
      askAndPressureKinds('Ik heb je hulp nodig bij een spoedbetaling aan een nieuwe leverancier.')
        .asks,
    ).toContain('pay');
  });

  it('reads the matter kept between the two as secrecy', () => {
    expect(askAndPressureKinds('Wil je dit voorlopig even onder ons houden?').pressures).toContain(
      'secrecy',
    );
    expect(
      askAndPressureKinds('Por isso peço-te que não comentes com ninguém na empresa.').pressures,
    ).toContain('secrecy');
    expect(
      askAndPressureKinds('Bitte sprechen Sie mit niemandem im Haus darüber.').pressures,
    ).toContain('secrecy');
  });
});
