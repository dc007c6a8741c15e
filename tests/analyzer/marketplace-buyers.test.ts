/**
 * Second-hand marketplaces of Europe and Brazil, whose sellers get a fake "buyer" with a link to
 * "receive the payment" or "verify the account" (OLX, Marktplaats with a Tikkie, Vinted,
 * Kleinanzeigen): graded C on 7eb0d90, whose brand list did not know these names, so the look-alike
 * link was no one's in particular. A genuine Tikkie from a friend, on tikkie.me, stays C. And a
 * bank's number to call, asked in the familiar form ("llama ahora al …", "chiamaci"), is an ask to
 * call as "llame" was, while "se llama Pedro" and "mi chiama Luca" name or phone a person.
 * Written for these tests, each with a paraphrase in another marketplace's words.
 */
import { describe, expect, it } from 'vitest';
import {
  analyzeAt,
  expectGenuine,
  expectScamGrade,
  type PinnedCase,
} from '../helpers/anatomy-cases';

const SCAMS: Array<PinnedCase & { marketplace: [string, string] }> = [
  {
    name: 'a buyer’s link to receive the payment for an item sold',
    pinned:
      'Dzień dobry, kupiłem Pana przedmiot na OLX. Aby otrzymać płatność, proszę kliknąć link i potwierdzić dane karty: olx-platnosc.pl/odbierz',
    paraphrase:
      'Bonjour, j’ai acheté votre article sur Vinted. Pour recevoir le paiement, cliquez sur le lien et confirmez votre carte : vinted-paiement-securise.fr/recevoir',
    marketplace: ['OLX', 'Vinted'],
  },
  {
    name: 'a cent to pay through a look-alike payment request to "verify" the account',
    pinned:
      'Hoi, ik heb je fiets gekocht via Marktplaats. Betaal eerst €0,01 via deze Tikkie om je rekening te verifiëren: tikkie-verificatie.nl/xk2',
    paraphrase:
      'Hallo, ich habe Ihren Tisch auf Kleinanzeigen gekauft. Bitte bestätigen Sie Ihr Konto hier, um das Geld zu erhalten: kleinanzeigen-zahlung.de/empfang',
    marketplace: ['Tikkie', 'Kleinanzeigen'],
  },
];

describe('buyers on second-hand marketplaces', () => {
  for (const s of SCAMS) {
    for (const [which, text, name] of [
      ['as written', s.pinned, s.marketplace[0]],
      ['in other words', s.paraphrase, s.marketplace[1]],
    ] as const) {
      it(`${s.name} (${which}): D or F, the marketplace named and its look-alike link quoted`, async () => {
        const r = await analyzeAt(text);
        expectScamGrade(r, text);
        expect(r.redFlags.find((f) => f.type === 'impersonation')?.textExample, text).toBe(name);
        const link = r.redFlags.find((f) => f.type === 'suspicious_link');
        expect(link?.explanation, text).toContain(`uses ${name}'s name`);
      });
    }
  }
  it('a friend’s Tikkie on tikkie.me, and people named or phoning in Spanish and Italian: C or better', async () => {
    for (const text of [
      'Hoi! Hier is de Tikkie voor de pizza van gisteren: https://tikkie.me/pay/Pizza/4kd82js',
      'Hola, soy Ana, mi hermano se llama Pedro y llama mañana para la cita.',
      'Ciao, mi chiama Luca domani per la consegna del divano.',
      'BBVA: Compra de 45,90 EUR con tu tarjeta terminada en 4821 en MERCADONA. Si no la reconoces, llama al 900 102 801.',
    ]) {
      expectGenuine(await analyzeAt(text), text);
    }
  });
});
