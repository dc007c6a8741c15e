/**
 * Genuine alerts that report a payment at a merchant, give advice for when it was not the reader
 * through the reader's own ways (the bank's app, the bank itself, the sender's named app), promise
 * a window for what the sender will do, or tell of a bonus with nothing to act on; and the scams
 * beside them that give a number, a link, an address or a bank account in a person's name. Written
 * for these tests, through the real pipeline.
 */
import { describe, expect, it } from 'vitest';
import {
  type PinnedCase,
  analyzeAt,
  expectScamGrade,
  itKeepsGenuine,
  itReadsScams,
} from '../helpers/anatomy-cases';

const GENUINE: PinnedCase[] = [
  {
    // "pagamento … presso ESSELUNGA" reports a payment made; blocking the card in the bank's app
    // is what to do if it was not the reader (both were F 30 before: "asks you to pay").
    name: 'a card payment at a merchant, to be blocked in the bank’s app if it was not the reader',
    pinned:
      "UniCredit: pagamento di 18,90 EUR con carta ****2210 presso ESSELUNGA MILANO il 02/12 alle 09:14. Se non riconosci l'operazione, blocca la carta nell'app UniCredit.",
    paraphrase:
      'Rabobank: je betaalpas is gebruikt voor een betaling van €56,30 bij ALBERT HEIJN AMSTERDAM. Was jij dit niet? Zet je pas direct op slot in de Rabo App.',
  },
  {
    // German and Dutch put the condition verb first, with no "if".
    name: 'a card payment, with a verb-first condition sending the reader to their own bank',
    pinned:
      'Volksbank: Kartenzahlung über 23,50 EUR bei REWE BERLIN am 01.12. Haben Sie diese Zahlung nicht veranlasst, wenden Sie sich bitte sofort an Ihre Volksbank.',
    paraphrase:
      'Sparda-Bank: Umsatz von 61,20 EUR bei DM DROGERIE am 30.11. Wurde diese Zahlung nicht von Ihnen veranlasst, kontaktieren Sie umgehend Ihre Filiale.',
  },
  {
    name: 'a parcel to collect with a code in the carrier’s own app',
    pinned:
      'Royal Mail: your parcel from Argos is in the Parcel Locker at Leeds Station. Collect it within 2 days with code 448102 in the Royal Mail app.',
    paraphrase:
      'DHL: Ihre Sendung liegt heute ab 15 Uhr in der Packstation 112 bereit. Den Abholcode finden Sie in der Post & DHL App.',
  },
  {
    name: 'a bonus from the reader’s carrier with nothing to act on',
    pinned:
      'Three: Congratulations! You have received 5GB of bonus data on your monthly plan. It is used first and lasts 7 days.',
    paraphrase:
      'EE: Congratulations, you have been given an extra 10GB this month as a thank you for staying with us. Enjoy!',
  },
  {
    name: 'an order confirmed, with tracking promised within hours',
    pinned:
      'Thanks for your order 4471 from Boden. You will receive an email with tracking details within 24 hours of dispatch.',
    paraphrase:
      'Your order from Ottolenghi has been placed. You’ll get a text with your delivery slot within 48 hours.',
  },
];

const SCAMS: PinnedCase[] = [
  {
    // A charge said to be suspicious, with a number to call given where the bank's app would be.
    name: 'a card payment reported, to cancel by calling the number given',
    pinned:
      'UniCredit: abbiamo rilevato un pagamento sospetto di 918,90 EUR con la tua carta ****2210. Se non riconosci l’operazione, chiama subito il 02 8734 1190 per bloccarla.',
    paraphrase:
      'Volksbank: Zahlung über 1.299,00 EUR bei MEDIAMARKT. Haben Sie diese Zahlung nicht veranlasst, rufen Sie sofort 030 2290 4471 an, sonst wird Ihr Konto gesperrt.',
  },
];

/** Money asked to a bank account written out in a person's name ("a/n", "atas nama"). */
const PAYEES: PinnedCase[] = [
  {
    name: 'money to be sent to an account in a person’s name',
    pinned: 'Transfer ke BRI aja ya, a/n Siti Rahma norek 0123456789012',
    paraphrase: 'Uangnya krm ke BCA ini aja a/n Dedi Kurniawan no rek 7012345678, kabarin ya',
  },
];

describe('genuine alerts that send the reader only to their own ways', () => {
  itKeepsGenuine(GENUINE);
});

describe('the same genuine alerts in other languages', () => {
  // Translations of the findings above: a verb-first condition in Dutch, a bonus with nothing to
  // act on in French and Spanish (graded C before this change too, as they should stay).
  itKeepsGenuine([
    {
      name: 'a card payment with a Dutch verb-first condition',
      pinned:
        'ABN AMRO: betaling van €74,10 bij JUMBO UTRECHT op 01-12. Heeft u deze betaling niet gedaan, neem dan direct contact op met uw bank.',
      paraphrase:
        'SNS: er is €38,00 afgeschreven bij KRUIDVAT ARNHEM. Was jij dit niet? Blokkeer je pas meteen in de SNS app.',
    },
    {
      name: 'a carrier’s bonus with nothing to act on, in French and Spanish',
      pinned:
        'Orange : Félicitations ! Vous avez reçu 5 Go de données offerts sur votre forfait mobile, valables 7 jours.',
      paraphrase:
        'Vodafone: ¡Enhorabuena! Has recibido 3 GB de datos de regalo en tu tarifa, válidos durante 5 días.',
    },
  ]);
});

describe('the scams beside them, which give a number, a link or an address', () => {
  itReadsScams(SCAMS);
});

describe('an account in a person’s name to send money to', () => {
  itReadsScams(PAYEES, false);
});

describe('a prize with a way to claim it keeps its warning', () => {
  // The bonus above names no way to act; these name an address, a word to claim or a site.
  it.each([
    'Samsung: Congratulations! You have won 855,000 USD in our anniversary draw. Send your name and address by email to claim it.',
    'Vodafone: Congratulations! You have won a £500 voucher. Claim it today at vodafone-rewards-uk.info',
    'Three: Congratulations! You have won an iPhone 16 in our monthly draw. Reply WIN to collect it.',
  ])('%s', async (text) => {
    const r = await analyzeAt(text);
    expectScamGrade(r, text);
    expect(r.redFlags.find((f) => f.type === 'prize_scam')?.severity).toBe('high');
  });
});
