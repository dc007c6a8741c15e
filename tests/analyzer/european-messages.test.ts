/**
 * Parcel, account and refund messages in Italian, German, French, Spanish, Dutch and Portuguese,
 * written for these tests, through the real pipeline. Each scam is pinned in one language and said
 * again in another, in other words: it is graded D or F with its anatomy quoted. Each genuine
 * delivery, sign-in and payment notice stays C or better.
 */
import { describe, expect, it } from 'vitest';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { computeSignals } from '../../src/server/analysis/signals';
import { type PinnedCase, itKeepsGenuine, itReadsScams } from '../helpers/anatomy-cases';

const SCAMS: PinnedCase[] = [
  {
    name: 'a parcel held until the reader acts',
    pinned:
      "Il tuo pacco è in sospeso. Conferma l'indirizzo e paga 1,80 EUR di spese entro 24 ore: consegna-rapida.info",
    paraphrase:
      'Ihre Sendung konnte nicht zugestellt werden. Bitte bestätigen Sie Ihre Daten innerhalb von 12 Stunden: sendung-neu.info',
  },
  {
    name: 'a card or account said to be blocked',
    pinned:
      'Votre carte est bloquée par mesure de sécurité. Mettez à jour vos données immédiatement : carte-securite-client.info',
    paraphrase:
      'Su tarjeta ha sido bloqueada por seguridad. Actualice sus datos inmediatamente en tarjeta-desbloqueo.info',
  },
  {
    name: 'a refund waiting for bank details',
    pinned:
      'U heeft recht op een terugbetaling van 215,60 euro. Bevestig uw IBAN binnen 48 uur: mijn-terugbetaling.info',
    paraphrase:
      'Tem um reembolso de 180,00 EUR à sua espera. Confirme os seus dados nas próximas 24 horas em reembolso-iva.info',
  },
];

const GENUINE: PinnedCase[] = [
  {
    name: 'a parcel delivered',
    pinned:
      'Il tuo pacco è stato consegnato alle 14:20. Grazie per aver scelto il nostro servizio.',
    paraphrase: 'Ihr Paket wurde zugestellt. Sie finden es bei Ihrem Nachbarn in Hausnummer 12.',
  },
  {
    name: 'a sign-in from a new device that needs nothing',
    pinned:
      "Connexion à votre compte depuis un nouvel appareil. Si c'était vous, aucune action n'est requise.",
    paraphrase:
      'Nuevo inicio de sesión en su cuenta desde un dispositivo nuevo. Si fue usted, puede ignorar este mensaje.',
  },
  {
    name: 'a payment received',
    pinned: 'Hemos recibido su pago de 45,00 EUR. Gracias por confiar en nosotros.',
    paraphrase: 'Betaling ontvangen: 19,99 euro voor uw abonnement. Bedankt!',
  },
];

describe('parcel, account and refund scams in six European languages', () => {
  itReadsScams(SCAMS);
});

describe('genuine notices in those languages are not called scams', () => {
  itKeepsGenuine(GENUINE);
});

describe('"mot de passe" names a password; it does not ask to pass anything on', () => {
  const asksOf = (text: string) =>
    (computeSignals(acquireText(text), { judge: null }).anatomy?.anatomy.asks ?? []).map(
      (a) => a.kind,
    );
  it.each([
    'Le mot de passe de votre compte vient d’être modifié. Si ce n’était pas vous, contactez immédiatement notre service client.',
    'Votre mot de passe a été changé hier soir. Si vous n’êtes pas à l’origine de ce changement, appelez notre assistance.',
  ])('a password changed is no request for a code: %s', (text) => {
    expect(asksOf(text)).not.toContain('secret');
  });
  it.each([
    'Passe-moi le code que tu as reçu par SMS, vite.',
    'Me passe o código que chegou no seu celular, por favor.',
  ])('passing a code on still is: %s', (text) => {
    expect(asksOf(text)).toContain('secret');
  });
});

describe('"Waren Sie das nicht?": the disowning asked with the negation last', () => {
  // As German asks it (Dutch too: "Was jij dit niet?"): the haste that follows is the bank's
  // advice to the reader, through their own app, not pressure (written for these tests; both
  // were D 66 for "sofort" and "umgehend" before).
  itKeepsGenuine([
    {
      name: 'a card payment reported, to be blocked in the bank’s app if it was not the reader',
      pinned:
        'Commerzbank: Belastung von 112,40 EUR bei MEDIAMARKT KÖLN mit Ihrer Girocard am 29.11. um 18:05. Waren Sie das nicht? Sperren Sie die Karte sofort in der Commerzbank App.',
      paraphrase:
        'Comdirect: Umsatz mit Ihrer Visa-Karte über 35,00 EUR bei ARAL TANKSTELLE am 30.11. Waren das nicht Sie? Sperren Sie die Karte umgehend im Online-Banking.',
    },
  ]);
});
