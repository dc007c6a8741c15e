/**
 * Readings of other languages, each fixed in general terms (issue 33), with probes written for
 * this test:
 *
 * - A Dutch compound fine ("verkeersboete", "parkeerboete"), a payment that "staat open" (the verb
 *   split around it), a few days to act ("binnen 2 dagen", "entro 3 giorni") and a surcharge or a
 *   bailiff ("verhoging", "deurwaarder") were not read, so a CJIB fine phish was C.
 * - A supply said to be suspended ("la sua fornitura sarà sospesa") is the reader's affairs held,
 *   and "chiamando il numero" (by calling) the ask: an Enel-style text was C.
 * - Polish "prąd zostanie dziś odłączony" (power cut off today) and Indonesian "perbarui data di …
 *   dalam 24 jam" (update your data at … within 24 hours) were no threat, deadline or ask.
 * - "Kun je even appen?", "mándame un wasap": verbs that name the app themselves move the reader to
 *   it, as "écris-moi sur WhatsApp" does; with a new number they are the scam's ask, and a parent's
 *   "app me when you are home" stays C.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../helpers/pipeline';

const bad = (grade: string) => grade === 'D' || grade === 'F';

describe('scams whose parts were not read', () => {
  for (const text of [
    'Geachte heer/mevrouw, er staat een betaling van €24,95 open voor uw verkeersboete. Betaal binnen 2 dagen om verhoging en een deurwaarder te voorkomen: cjib-betaling.nl.com',
    'Enel Energia: la sua fornitura sarà sospesa per mancato pagamento. Regolarizzi subito chiamando il numero 02 9475 1234.',
    'Hoi mam, dit is mijn nieuwe nummer. Mijn telefoon is kapot gegaan. Kun je even appen? Ik moet vandaag nog een rekening betalen.',
    'Hola mamá, este es mi número nuevo, se me rompió el móvil. Mándame un wasap, necesito pagar una factura hoy.',
    'PGE: Z powodu zaległej płatności Twój prąd zostanie dziś odłączony. Ureguluj należność: pge-oplaty.com',
    'Paket Anda tertahan karena alamat tidak lengkap. Silakan perbarui data di jnt-express-id.com dalam 24 jam.',
  ])
    it(`D or F: ${text.slice(0, 50)}`, async () => {
      const r = await analyzeText(text);
      expect(bad(r.summary.overallGrade), JSON.stringify(r.redFlags)).toBe(true);
    });
});

describe('the same words in genuine messages', () => {
  for (const text of [
    'Hoi mam, kun je even appen als je thuis bent? Dan kom ik langs.',
    'Hola mamá, mándame un wasap cuando llegues a casa, ¿vale?',
    'Hey pap, stuur me even een appje als je er bent.',
    'Uw factuur van € 84,20 staat nog open. U kunt deze binnen 14 dagen betalen via Mijn Eneco.',
    'Enel Energia: la sua bolletta di 78,40 € è disponibile. Per informazioni chiami il numero verde 800 900 860.',
    'Tauron: planowane wyłączenie prądu 12.12 w godz. 8-14 z powodu prac sieciowych.',
    'Paket Anda sedang dalam perjalanan dan akan tiba dalam 2 hari. Lacak di aplikasi J&T.',
    'Halo Bu, tolong konfirmasi kehadiran rapat orang tua murid besok jam 9 ya.',
  ])
    it(`C or better: ${text.slice(0, 50)}`, async () => {
      const r = await analyzeText(text);
      expect(bad(r.summary.overallGrade), JSON.stringify(r.redFlags)).toBe(false);
    });
});
