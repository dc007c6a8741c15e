/**
 * Written for these tests (none is a row of any corpus or battery): an offer of easy paid work
 * answered with a keyword ("Responda SIM para receber os detalhes", "Responde SÍ", "Antwoord
 * JA"), as the English "Reply YES to get the details" was already read. A fresh stand-in battery
 * of 200 messages (cdeb256) missed its Portuguese one: the class reader took an answer only
 * with who the reader is ("responda com o seu nome"), so the offer asked nothing. A keyword
 * answer counts only beside an offer of easy money: a shop's or a surgery's "Répondez OUI",
 * "Antworten Sie mit JA" asks nothing.
 * On 0ba38ca the Portuguese, Spanish and Dutch offers were C and the reading failed.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Carrefour: -20% sur tout le rayon frais ce week-end. Répondez OUI pour recevoir nos offres par SMS.',
  'Ihr Termin bei Dr. Weber am 12.03. um 10:00. Antworten Sie mit JA zur Bestätigung.',
];

const SCAMS = [
  'Olá! Sou a Juliana, recrutadora da Amazon. Vaga de meio período para curtir vídeos, ganhos de R$ 200 a R$ 1.200 por dia. Responda SIM para saber mais.',
  '¡Hola! Soy Laura de selección de personal. Trabajo desde casa valorando productos, ganancias de 150 a 900 € al día. Responde SÍ para recibir los detalles.',
  'Hallo, ik ben Sanne van een uitzendbureau. Thuiswerk: producten beoordelen, verdien 150 tot 800 euro per dag. Antwoord JA voor meer informatie.',
];

pinGrades(GENUINE, SCAMS, 'of offers answered with a keyword');

describe('a keyword answer to an offer of easy money', () => {
  it('reads it as an ask to reply, and not in a shop’s or a surgery’s text', () => {
    for (const text of SCAMS)
      expect(
        anatomyOf(text).asks.map((x) => x.kind),
        text,
      ).toContain('reply');
    for (const text of GENUINE)
      expect(
        anatomyOf(text).asks.map((x) => x.kind),
        text,
      ).not.toContain('reply');
  });
});
