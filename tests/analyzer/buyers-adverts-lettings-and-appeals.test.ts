/**
 * Four scam families an unseen battery (eighth, 100 scams and 100 genuine messages in eleven
 * languages) showed the analyzer missing in several languages, and four genuine messages it called
 * scams, in my own words: a buyer who wants the seller's e-mail "for the payment confirmation"; an
 * advert's small stake that becomes a large income each week or month (read as arithmetic,
 * multiplied-stake.ts); a deposit for a place its owner cannot show, the keys sent after; an
 * appeal paid to a private number or handle on a payment app. Genuine: a relative's request for
 * money to the account used before ("same account as last time?", pay-routes.ts), "as last time"
 * read as no last chance, a buyer paying by app face to face, and a card alert that names the
 * merchant by its site. On 222afac seven of these scams were C (the buyers, the lettings and the
 * appeals; the adverts were D or F by other marks, with no flag naming the stake) and three of the
 * genuine messages D or F (both relatives' requests, the buyer paying face to face); the card call
 * and the look-alikes pin what the new readings must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../helpers/pipeline';
import { pinGrades } from '../helpers/grade-cases';

const SCAMS = [
  // The buyer's e-mail for a payment confirmation.
  "Hello, is the rocking chair still for sale? I'll pay what you're asking through the site's protected checkout, just give me your e-mail so the payment confirmation lands in your inbox.",
  '¿Sigue disponible la mesa? Te la compro sin regatear. Para que te llegue la confirmación del pago necesito tu correo, ¿me lo pasas?',
  'Hallo, ist das Sofa noch zu haben? Ich würde es gern über die sichere Bezahlung nehmen, schick mir bitte deine E-Mail-Adresse für die Zahlungsbestätigung.',
  // A small stake multiplied into an income.
  'Sponsored: a retired teacher explains how she turned £200 into £3,000 a week with an AI trading app. Spots close tonight: aitrade-newsroom.live/join',
  'Patrocinado: com apenas 200 euros qualquer pessoa pode receber até 15 mil euros por mês nesta nova plataforma. Inscreva-se: plataforma-lucro.site/pt',
  'Sponsorlu: emekli öğretmen 5.000 TL ile başladı, şimdi haftada 60.000 TL kazanıyor. Hemen kaydol: kazanc-platformu.online',
  // A deposit for a place no one can show, the keys sent after.
  "The studio on Park Lane is still yours if you want it. We can't show it this month, so I need the deposit by bank transfer today and I'll courier the keys to you.",
  'No podemos enseñar el piso en persona. Se paga la fianza y el primer mes por transferencia y le enviamos las llaves por mensajería.',
  // An appeal paid to a private number or handle.
  'Tornado relief from neighbours: families here lost everything. Zelle 405-555-0163 (Tina) and every $25 buys a tarp. Please donate and share.',
  'Incendio en el barrio: colabora con un Bizum al 655 123 456, todo el dinero va a las familias.',
];

const GENUINE = [
  // A relative asking for money to the account used before, with the reply pasted.
  'Dad can you send me £25 for the football kit? Coach needs it by Thursday. I will pay you back on Saturday.\nSure, same account as last time?\nYes thanks!',
  'Papa, kannst du mir die 40 € für die Klassenfahrt vorstrecken? Ich zahl sie dir am 15. zurück, gleiches Konto wie immer.\nKlar Schatz, mach ich heute Abend.',
  // A buyer paying by app face to face.
  'Is the desk still available? I can come Sunday at 2 and pay cash, or Zelle on the spot. What is the address?',
  // A card alert that names the merchant by its site, with keys to press.
  'This is an automated call from Wells Fargo about your debit card ending 8812. We noticed a charge of $86.20 at WALMART.COM today. If you made this purchase, press 1. If not, press 2 and we will block the card. Wells Fargo will never ask for your PIN on this call. You can also hang up and call the number on the back of your card.',
  // What looks like the families above and is not: a charity's own Bizum code, a cashback rate.
  'Cruz Roja: colabora con tu donativo por Bizum con el código 33512. ¡Gracias!',
  'Earn cashback: get £5 for every £100 you spend each month with your Clubcard credit card.',
];

pinGrades(GENUINE, SCAMS, 'buyers, adverts, lettings and appeals');

describe('what the flags quote', () => {
  it('the stake and the income it is said to become', async () => {
    const r = await analyzeText(SCAMS[3]!);
    expect(r.redFlags.find((f) => f.type === 'guaranteed_returns')?.textExample).toBe(
      '£200 into £3,000',
    );
  });
  it('the private handle an appeal is paid to', async () => {
    const r = await analyzeText(SCAMS[9]!);
    expect(r.redFlags.find((f) => f.type === 'payment_request')?.textExample).toMatch(
      /Bizum al 655 123 456/,
    );
  });
  it('the e-mail asked for by the buyer, quoted', async () => {
    for (const [i, quote] of [
      [0, /your e-mail/],
      [1, /tu correo/],
      [2, /deine E-Mail-Adresse/],
    ] as const) {
      const r = await analyzeText(SCAMS[i]!);
      const f = r.redFlags.find((x) => x.indicator.includes('payment confirmation'));
      expect(f?.severity).toBe('high');
      expect(f?.textExample).toMatch(quote);
    }
  });
});
