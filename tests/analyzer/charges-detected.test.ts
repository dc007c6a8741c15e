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
