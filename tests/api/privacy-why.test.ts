/**
 * Issue 34, "Why": each spelling the masker used to let through, in our own words and values,
 * sent as a person would (pasted text, the feed box ticked) to a real server on a temp database.
 * None of the values may show on /api/analysis/{id}, the /shared/{id} page, the strings the
 * link-preview image is drawn from, the feed, the analytics or the export; what must stay (an
 * amount, a date, "ending 4821") stays. Links and files: privacy-why-links-files.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_FEED_PROMISES } from '../../src/renderer/src/lib/public-feed-promises';
import { analyzeResponseSchema, storedAnalysisSchema } from '../../src/shared';
import { leaksIn, publicSurfaces, startServerWithPages } from '../helpers/public-surfaces';
import type { TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServerWithPages();
});
afterAll(() => server?.close());

async function publish(content: string): Promise<string> {
  const response = await server.postJson('/api/analyze/text', { content, unlisted: false });
  expect(response.status, response.text).toBe(200);
  return analyzeResponseSchema.parse(response.json).id;
}

async function expectHiddenEverywhere(content: string, values: readonly string[]) {
  const id = await publish(content);
  expect(leaksIn(await publicSurfaces(server, id), values)).toEqual([]);
  return id;
}

describe(`privacy page: "${PUBLIC_FEED_PROMISES.masked}"`, () => {
  it.each([
    [
      'a British mobile without spaces',
      'New phone! Save it: +447700900231 and text me tonight.',
      ['+447700900231'],
    ],
    [
      'a US number written as one run',
      'Ring me back on 4155550148, I am in all day.',
      ['4155550148'],
    ],
    [
      'a Spanish mobile in threes',
      'Llámame al 622 481 907 esta tarde, por favor.',
      ['622 481 907'],
    ],
    ['a Spanish mobile in pairs', 'Mi móvil nuevo es el 655 12 34 87, guárdalo.', ['655 12 34 87']],
    ['a German mobile with a slash', 'Ruf mich unter 0176/98765432 an, danke.', ['0176/98765432']],
    [
      'a US toll-free number with dashes',
      'Questions? Call 1-888-414-7702 any time.',
      ['1-888-414-7702'],
    ],
    [
      'a phone in full-width digits',
      'Call me on ０７７００ ９００４５６ when you land.',
      ['０７７００ ９００４５６'],
    ],
    ['a phone in Arabic-Indic digits', 'اتصل بي على ٠٦٩٨٧٦٥٤٣٢ بعد الظهر.', ['٠٦٩٨٧٦٥٤٣٢']],
  ])('phones: %s', async (_, content, values) => {
    await expectHiddenEverywhere(content, values);
  });

  it.each([
    ['after "clave"', 'Santander: tu clave de acceso es 731904. No la compartas.', ['731904']],
    ['after "TAN"', 'Ihre TAN: 558201. Geben Sie sie nicht weiter.', ['558201']],
    ['after "mot de passe"', 'Votre mot de passe : Lune2025, changez-le vite.', ['Lune2025']],
    [
      'in full-width digits',
      'Your verification code is ８４２９１３. Do not share it.',
      ['８４２９１３'],
    ],
    ['in Arabic-Indic digits', 'رمز التحقق الخاص بك هو ٥٨٢٧١٤. لا تشاركه.', ['٥٨٢٧١٤']],
    ['in Devanagari digits', 'आपका ओटीपी कोड ७७३१९० है। Your code: ७७३१९०.', ['७७३१९०']],
  ])('codes: %s', async (_, content, values) => {
    await expectHiddenEverywhere(content, values);
  });

  it.each([
    ['after "Buenos días"', 'Buenos días Nerea, el técnico llega a las 10.', ['Nerea']],
    ['after "Querida"', 'Querida Inés, gracias por la cena de ayer.', ['Inés']],
    ['after "Liebe"', 'Liebe Greta, danke für die Blumen!', ['Greta']],
    ['after "Guten Tag Frau"', 'Guten Tag Frau Albrecht,\nIhr Termin ist am Montag.', ['Albrecht']],
    ['after "Chère"', 'Chère Solène, merci pour ton aide.', ['Solène']],
    ['after "Bonsoir"', 'Bonsoir Théo, tu viens demain ?', ['Théo']],
    [
      'in lower case',
      'hi tamsin achebe, your parcel is at the depot.',
      ['tamsin achebe', 'achebe'],
    ],
    ['before "Saludos"', 'Nos vemos el lunes.\nSaludos,\nRocío Lozano', ['Rocío Lozano', 'Lozano']],
    [
      'before "Mit freundlichen Grüßen"',
      'Anbei die Unterlagen.\nMit freundlichen Grüßen\nKonrad Vogel',
      ['Konrad Vogel', 'Vogel'],
    ],
    [
      'before "Cordialement"',
      'Merci.\nCordialement,\nMathilde Garnier',
      ['Mathilde Garnier', 'Garnier'],
    ],
    ['after "x"', 'Home by ten, keep the light on.\nx Anjali', ['Anjali']],
    ['after "-"', 'Great match today, well played.\n- Declan 👍', ['Declan']],
  ])('names: %s', async (_, content, values) => {
    await expectHiddenEverywhere(content, values);
  });

  it.each([
    [
      'an IBAN in lower case',
      'Please pay to de92 3704 0044 7200 0226 42 today.',
      ['de92 3704 0044 7200 0226 42', '3704 0044 7200 0226 42'],
    ],
    [
      'an IBAN with dashes',
      'Pay to ES17-2080-3015-2130-0046-3640 now.',
      ['ES17-2080-3015-2130-0046-3640', '2080-3015-2130-0046-3640'],
    ],
    [
      'an IBAN with dots',
      'Bonifico su IT20.X054.2811.1010.0000.0123.788 grazie.',
      ['IT20.X054.2811.1010.0000.0123.788'],
    ],
    ['a card with dots', 'Card 4532.0114.0402.2283 exp 11/26.', ['4532.0114.0402.2283']],
    ['a card with slashes', 'Card 5491/2342/8804/8283 please.', ['5491/2342/8804/8283']],
    [
      'a card one digit at a time',
      'Card: 4, 0, 1, 2, 8, 8, 2, 0, 4, 8, 8, 4, 0, 4, 0, 8 read it out.',
      ['4, 0, 1, 2, 8, 8, 2, 0, 4, 8, 8, 4, 0, 4, 0, 8'],
    ],
  ])('accounts and cards: %s', async (_, content, values) => {
    await expectHiddenEverywhere(content, values);
  });

  it.each([
    [
      '"Calle de Serrano 41"',
      'Vivo en Calle de Serrano 41, segundo piso.',
      ['Calle de Serrano 41', 'Serrano 41'],
    ],
    [
      '"18 rue des Martyrs"',
      "J'habite au 18 rue des Martyrs depuis mars.",
      ['18 rue des Martyrs', 'rue des Martyrs'],
    ],
    ['"Schillerstr. 12"', 'Bitte an Schillerstr. 12 liefern.', ['Schillerstr. 12']],
    ['an SSN with spaces', 'My SSN is 219 09 9999 for the form.', ['219 09 9999']],
    ['a DNI and an NIE', 'DNI 20848806L, NIE Y6206226N.', ['20848806L', 'Y6206226N']],
    [
      'an INSEE number',
      'Numéro de sécurité sociale : 2 86 04 75 808 400 28.',
      ['2 86 04 75 808 400 28'],
    ],
    ['a Steuer-ID', 'Meine Steuer-ID: 47202668843.', ['47202668843']],
  ])('addresses and national numbers: %s', async (_, content, values) => {
    await expectHiddenEverywhere(content, values);
  });

  it.each([
    [
      'after "Sendungsnummer"',
      'Ihre Sendungsnummer JJD000390007789911 ist unterwegs.',
      ['JJD000390007789911'],
    ],
    ['after "número de seguimiento"', 'Su número de seguimiento: PK7Q2B44T9CX.', ['PK7Q2B44T9CX']],
    [
      'after "numéro de suivi"',
      'Numéro de suivi : 8R41197380442. Livraison mardi.',
      ['8R41197380442'],
    ],
  ])('tracking numbers: %s', async (_, content, values) => {
    await expectHiddenEverywhere(content, values);
  });

  it.each([
    [
      '"at … dot"',
      'Write to helena.march at fastmail dot com for the tickets.',
      ['helena.march', 'fastmail dot com'],
    ],
    ['"(at)"', 'Mail: helena.march (at) fastmail (dot) com', ['helena.march']],
    ['"[at]"', 'Mail: helena.march[at]fastmail[dot]com', ['helena.march']],
    ['"＠"', 'Mail: helena.march＠fastmail.com', ['helena.march＠fastmail.com', 'helena.march']],
    ['spaces around "@"', 'Mail: helena.march @ fastmail.com', ['helena.march']],
  ])('e-mail addresses: %s', async (_, content, values) => {
    await expectHiddenEverywhere(content, values);
  });

  it('a phone number does not come back through a question about "the figure"', async () => {
    const id = await expectHiddenEverywhere(
      'Call the surgery on 01632 960518. The practice said 01632 960518 is the line for repeat prescriptions.',
      ['01632 960518', '01632', '960518'],
    );
    const record = storedAnalysisSchema.parse((await server.get(`/api/analysis/${id}`)).json);
    expect(record.analysisResults.criticalQuestions.join(' ')).not.toMatch(/01632|960/);
  });

  it(`"${PUBLIC_FEED_PROMISES.kept}" (also FAQ "What do you mask, and what do you keep?")`, async () => {
    const content =
      'Your card ending 4821 was charged £49.99 on 14/03/2025 at 14:30. Not you? Call Action Fraud on 0300 123 2040. Prices rose 3.2% in 2024.';
    const id = await publish(content);
    const record = storedAnalysisSchema.parse((await server.get(`/api/analysis/${id}`)).json);
    expect(record.content).toBe(content);
  });
});
