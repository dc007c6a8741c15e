/**
 * A payment app named as the way to pay is not who writes, and the scams that leaned on that
 * misreading get readings of their own. On 50be2e6 a club's "pay Karen by Friday, with Venmo like
 * always" was graded F as a message "claiming to be from Venmo" asking for a fee; three scams were
 * caught only through the same misreading: a buyer's cashier's check for more than the price with
 * "refund the difference", a pet "released" once a crate fee is paid through Cash App, and a
 * hurricane appeal asking for donations by Cash App. Also read now: a seller or landlord who is
 * abroad, cannot show the thing and wants a deposit by transfer first (C on 50be2e6 in English,
 * German, Spanish and French). Written for these tests, each with a paraphrase that shares none of
 * its distinctive words, the overpayment and the absent seller also in other languages.
 */
import { describe, expect, it } from 'vitest';
import {
  analyzeAt,
  expectScamGrade,
  itKeepsGenuine,
  type PinnedCase,
} from '../helpers/anatomy-cases';

const GENUINE: PinnedCase[] = [
  {
    name: 'a club asking parents to pay a helper through a payment app',
    pinned:
      'Hi all, swim club fees for December are $45 per child. Please pay Karen by Friday, with Venmo like always. Thanks!',
    paraphrase:
      'Soccer snacks money is $12 per family this season; send it to Dana using Zelle before Saturday.',
  },
  {
    name: 'a company refunding what the customer paid over the bill',
    pinned:
      'We received your payment of $250, which is more than the amount due. We will refund the difference to your card within 5 days.',
    paraphrase:
      'You overpaid your last bill by $18.40. The extra will be applied to your next statement; no action is needed.',
  },
  {
    name: 'a friend who paid too much by mistake',
    pinned:
      'I accidentally sent you $50 too much for the tickets, could you send back the extra when you can?',
    paraphrase: 'Oops, I paid you twice for the concert. Can you return the second $30 to me?',
  },
  {
    name: 'an invoice that accepts money orders and asks for the balance',
    pinned: 'We accept money orders and cheques. Please pay the balance of $120 by Friday.',
    paraphrase:
      'Checks and postal orders are welcome at the front desk; the outstanding $64 is due on the 3rd.',
  },
  {
    name: 'a landlord abroad whose agent shows the flat before any deposit',
    pinned:
      "I'm abroad until May, so I can't show the flat myself; my agent Sarah will show you round on Saturday, and you pay the deposit at her office after signing.",
    paraphrase:
      "I'm working overseas and can't meet up, but my brother can show you the car on Sunday; you can pay him the price then.",
  },
  {
    name: 'a landlord away asking a tenant for the rent as usual',
    pinned:
      "I'm abroad for work until March and can't meet, so let's talk when I'm back. Please pay the rent into the usual account.",
    paraphrase:
      "Hi, I'm out of town and can't meet you for the keys, but my neighbour Ana has them. Send the deposit once you've moved in.",
  },
  {
    name: 'a relative away asking for the money of a sale',
    pinned:
      "I'll be out of the country so I can't meet the buyer; could you transfer the money from the sale to my account when he pays?",
    paraphrase:
      "We're overseas and can't show the house ourselves; the estate agent will do all viewings next week.",
  },
  {
    name: 'a church collecting for flood victims in person',
    pinned:
      'Our church is raising money for the flood victims in Kentucky. Give what you can through Venmo to @GraceChurchKY or in the plate on Sunday.',
    paraphrase:
      'The school PTA is gathering coats for families who lost their homes in the wildfire; drop them at the gym this week.',
  },
];

/** Each scam, its paraphrase, and what the warning must quote. */
const SCAMS: ReadonlyArray<[string, RegExp]> = [
  [
    "Hi! I saw your listing for the couch. I'm interested but I'm traveling for work. I'll send you a cashier's check for $1,200, which is more than the price; please refund the difference to my mover by Zelle when it arrives.",
    /refund the difference/i,
  ],
  [
    "Hello, I'm keen on the piano you advertised. I'm overseas, so I'll mail a certified check for $2,500; once you deposit it please wire the extra to my shipping agent.",
    /wire the extra/i,
  ],
  [
    'Hola, me interesa tu bicicleta. Te enviaré un cheque de 900 euros, más de lo que pides; cuando lo cobres, devuélveme la diferencia por transferencia a mi transportista.',
    /devuélveme la diferencia/i,
  ],
  [
    'Bonjour, je suis intéressé par votre voiture. Je vous envoie un chèque de 8 000 euros, plus que le prix demandé ; merci de me rembourser la différence par virement.',
    /rembourser la différence/i,
  ],
  [
    'Your puppy is ready to ship! Please send the $300 crate and insurance fee through Cash App to $PuppyHomeDelivery before we can release him.',
    /cash app/i,
  ],
  [
    'The kitten is vaccinated and waiting. Pay her $180 travel cage charge on Venmo to @SafePetTransit, then we can ship her to you tomorrow.',
    /venmo/i,
  ],
  [
    'Please help the victims of the hurricane. Every dollar counts. Send your donation by Cash App to $HurricaneReliefFund2025 today.',
    /cash app/i,
  ],
  [
    'Hurricane relief: families in Florida need your help now. Donate via Cash App to $HelpFloridaNow, every dollar goes directly to victims.',
    /cash app/i,
  ],
  [
    "The flat is still free. I'm abroad at the moment and can't show it, so please transfer the deposit of £900 to my account and I'll post you the keys.",
    /transfer the deposit/i,
  ],
  [
    'Hallo, ich verkaufe mein Fahrrad für 200 €. Ich bin im Ausland und kann es nicht zeigen, überweisen Sie bitte die Anzahlung, dann schicke ich es per DHL.',
    /überweisen Sie bitte die Anzahlung/i,
  ],
  [
    'Hola, el piso sigue disponible. Estoy en el extranjero y no puedo enseñarlo; haz una transferencia de la fianza y te envío las llaves por correo.',
    /haz una transferencia/i,
  ],
  [
    "Bonjour, l'appartement est toujours disponible. Je suis à l'étranger et ne peux pas le faire visiter ; faites un virement de la caution et je vous envoie les clés.",
    /faites un virement/i,
  ],
  [
    'Earthquake survivors need your help now. Send a gift via Zelle to ReliefNowFund@gmail.com before midnight.',
    /zelle/i,
  ],
];

describe('a payment app named as the way to pay, and the overpayment scam', () => {
  itKeepsGenuine(GENUINE);
  it('the club’s message is not read as claiming to be from Venmo', async () => {
    const r = await analyzeAt(GENUINE[0]!.pinned);
    expect(JSON.stringify(r.redFlags)).not.toMatch(/from Venmo/);
  });
  it('overpayments, a pet held for a fee, a disaster appeal through an app and a seller away: D or F, quoted', async () => {
    for (const [text, quote] of SCAMS) {
      const r = await analyzeAt(text);
      expectScamGrade(r, text);
      expect(
        r.redFlags.some(
          (f) =>
            (f.type === 'payment_request' || f.type === 'fee_request') &&
            quote.test(f.textExample ?? ''),
        ),
        text,
      ).toBe(true);
    }
  });
});
