/**
 * "Hemos detectado un cargo de 980 EUR en tu cuenta. Si no lo reconoces, llama ahora al 611 234 567
 * para anularlo": a charge said to be detected, to be cancelled by calling the number the message
 * gives, in Spanish, Portuguese, French and Italian. The last stop read this callback from "compra
 * sospechosa"; a charge or payment "detected" is the same pretext in other words, and Spanish
 * numbers, written without a leading 0 ("611 234 567", "900 40 40 90"), and Brazil's ("(11)
 * 4003-1234") are numbers to call. Three of the four scams were graded C on 0fb260d. A bank's own
 * alert of a charge detected, with its number and no threat ("Si no lo reconoces, llámanos al 900
 * 40 40 90"), stays C: the charge it reports is its subject, not a fee asked of the reader.
 * Written for these tests, each with a translation.
 */
import { describe } from 'vitest';
import { itKeepsGenuine, itReadsScams, type PinnedCase } from '../helpers/anatomy-cases';

const SCAMS: PinnedCase[] = [
  {
    name: 'a charge detected, to cancel by calling the number given',
    pinned:
      'BBVA: Hemos detectado un cargo de 980 EUR en tu cuenta. Si no lo reconoces, llama ahora al 611 234 567 para anularlo en los próximos 30 minutos.',
    paraphrase:
      'Intesa Sanpaolo: abbiamo rilevato un addebito di 750 € sul tuo conto. Se non sei stato tu, chiamaci subito al 02 8765 4321 per annullarlo.',
  },
  {
    name: 'a payment detected, to cancel by calling the number given',
    pinned:
      'Itaú: Detectamos um pagamento de R$ 1.250,00 na sua conta. Se não foi você, ligue agora para (11) 4003-1234 para cancelar.',
    paraphrase:
      "Crédit Agricole : nous avons détecté un paiement de 649 EUR sur votre compte. Si ce n'est pas vous, appelez le 01 76 54 32 10 pour l'annuler dans les 20 minutes.",
  },
];

const GENUINE: PinnedCase[] = [
  {
    name: 'a bank’s alert of a charge detected, with its own number and no threat',
    pinned:
      'CaixaBank: Hemos detectado un cargo de 120 EUR en tu tarjeta. Si no lo reconoces, llámanos al 900 40 40 90.',
    paraphrase:
      "Crédit Agricole : nous avons détecté un paiement de 32,50 EUR sur votre carte. Si ce n'est pas vous, appelez le 09 69 39 92 91.",
  },
  {
    name: 'a bank’s alert of a payment detected on a card',
    pinned:
      'Santander: Detectamos um pagamento de R$ 89,90 no seu cartão final 4411. Não reconhece? Ligue 4004 3535.',
    paraphrase:
      'Intesa Sanpaolo: abbiamo rilevato un addebito di 24,90 € sulla tua carta. Se non lo riconosci, chiama il numero verde 800 303 303.',
  },
];

describe('a charge detected, to cancel by calling', () => {
  itReadsScams(SCAMS);
  itKeepsGenuine(GENUINE);
});

/**
 * "If you did not make this payment, contact us immediately": a charge reported, with no number,
 * link or key given to stop it, sends the reader to a way they already have; it is no threat of
 * money taken. The same charge with a number or a key to press still is (the scams above, and the
 * recorded "order of $999 … if you did not authorise it, press 1"). Written for these tests.
 */
const NO_WAY_GIVEN: PinnedCase[] = [
  {
    name: 'a card issuer’s alert of a payment, to be reported through a way the reader has',
    pinned:
      'Barclaycard: a payment of 42.17 GBP at TESCO LEEDS on 11/03 was made with your card. If you did not make this payment, contact us immediately.',
    paraphrase:
      'Capital One: your card ending 5521 was charged $64.30 at SHELL OIL on March 9. Not you? Get in touch with our fraud team right away using the number on the back of your card.',
  },
];

const WAY_GIVEN: PinnedCase[] = [
  {
    name: 'a charge reported with a number given to stop it',
    pinned:
      'Your account was charged $499.99 for a Norton renewal today. If you did not authorise this payment, call 1-808-555-0142 to cancel it.',
    paraphrase:
      'An order of $999 for an iPhone 15 was placed on your account. If you do not recognise this purchase, press 1 now to speak with our fraud department.',
  },
];

describe('a charge reported with no way given to stop it is no threat', () => {
  itKeepsGenuine(NO_WAY_GIVEN);
  itReadsScams(WAY_GIVEN);
});
