/**
 * Asks to call a number and to send money, read in the other languages the anatomy reads, which a
 * battery of texts from West and Central Africa found unread ("Veuillez appeler au …", "Envoyez
 * 50.000 FCFA au …", "SVP renvoyez sur le …" after "je me suis trompé de numéro"), in texting's
 * unaccented French too. Written for these tests; none is a row of any corpus or battery.
 *
 * - A verb of calling or contacting with a phone number after it in its clause is an ask to call;
 *   a verb of sending is an ask to pay with its amount just after it, or, sent back ("renvoyez",
 *   "rimandali"), to a number when the message names money elsewhere. The verb opens its clause
 *   (after words of courtesy) or the number follows it; the writer's own "je vous envoie" is not.
 * - A number drawn in a draw ("votre numéro a été tiré au sort", "est tiré gagnant") is a prize
 *   said to be the reader's; "je me suis trompé (de numéro)" is a claimed mistake; FCFA is money.
 * - Genuine reminders that give a number to call stay C or better: a number to call is no warning.
 */
import { describe, expect, it } from 'vitest';
import { analyzeAt, expectNotScamGrade, expectScamAnatomy } from '../helpers/anatomy-cases';

const SCAMS = [
  "PROMO MTN CAMEROUN!!! Cher abonne, suite a vos recharges de l'annee votre numero a ete tire au sort, vous etes gagnant d'un montant de 250.000 FCFA. Veuillez appeler le service client au 677 412 908 pour le recuperer.",
  'Bonjour ma soeur, je me suis trompe de numero, je vous ai envoye 25000 FCFA par Mobile Money. SVP renvoyez sur le 690 221 457, c’est pour les medicaments de mon pere.',
  'Enhorabuena, su numero de telefono ha resultado ganador de 3.000 euros en nuestro sorteo anual. Llame ahora al 612 908 331 para reclamar su premio.',
  'Ciao, ho sbagliato numero e ti ho mandato 150 euro per errore. Per favore rimandali su questo numero 347 118 2209, grazie mille.',
];

const GENUINE = [
  'Cabinet dentaire Martin : rappel de votre rendez-vous jeudi 16 mai à 9h15. En cas d’empêchement, merci d’appeler le 04 78 60 12 34.',
  'Farmacia Central: su pedido ya está disponible. Horario de 9:00 a 21:00. Para cualquier duda, llame al 913 208 455.',
  'Studio medico Rossi: le ricordiamo la visita di lunedì 20 alle 16:30. Per disdire chiami il 051 223 4455.',
];

describe('asks to call and to send, in other languages', () => {
  // A prize's ask is pushed by its promise; a plea's by its claimed mistake (no part of its own).
  for (const text of SCAMS.slice(0, 1).concat(SCAMS.slice(2, 3)))
    it(`reads the shape of the scam: ${text.slice(0, 50)}`, async () => {
      expectScamAnatomy(await analyzeAt(text), text);
    });
  for (const text of [SCAMS[1]!, SCAMS[3]!])
    it(`reads the plea and the money asked back: ${text.slice(0, 50)}`, async () => {
      const r = await analyzeAt(text);
      expect(['D', 'F']).toContain(r.summary.overallGrade);
      const parts = r.redFlags.find((f) => f.type === 'scam_anatomy')?.anatomy ?? [];
      expect(parts.find((p) => p.part === 'pretext')?.label).toMatch(/by mistake|wrong number/);
      const ask = parts.find((p) => p.part === 'ask');
      expect(ask?.label).toMatch(/money/);
      expect(text).toContain(ask?.quote);
    });
  it('quotes the number to call and the money asked back', async () => {
    const prize = await analyzeAt(SCAMS[0]!);
    const ask = prize.redFlags
      .find((f) => f.type === 'scam_anatomy')
      ?.anatomy?.find((p) => p.part === 'ask');
    expect(ask?.quote).toMatch(/^appeler le service client au 677 412 908/);
    const back = await analyzeAt(SCAMS[1]!);
    const sent = back.redFlags
      .find((f) => f.type === 'scam_anatomy')
      ?.anatomy?.find((p) => p.part === 'ask');
    expect(sent?.quote).toMatch(/^renvoyez sur le 690 221 457/);
  });
  for (const text of GENUINE)
    it(`C or better, with no anatomy warning: ${text.slice(0, 50)}`, async () => {
      const r = await analyzeAt(text);
      expectNotScamGrade(r, text);
      expect(r.redFlags.some((f) => f.type === 'scam_anatomy')).toBe(false);
    });
});
