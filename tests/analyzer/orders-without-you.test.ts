/**
 * An order that never says "you", past a mail's opening sentences, is still read as what the mail
 * asks ("Kindly CLICK HERE to restore full delivery of the held mail.", "Verify now to keep the
 * webmail account active"): the English reader tags only the sentences that could ask, and its
 * test of them knew "you", numbers and links but not an order's own verb, so a phishing mail's one
 * ask went unread. And a mailbox said to be at its storage limit, in six languages, is the pretext
 * of a mailbox "upgrade" ("su buzón ha superado el límite de almacenamiento"), so the "click here"
 * beside it (a pasted mail keeps the words of its button, not the link) is read as an ask.
 * Written for these tests; none is a row of any corpus or battery. On 70d58bd every case fails but
 * the guard.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';

const asks = (text: string) => anatomyOf(text).asks.map((a) => a.kind);

describe('orders that do not say "you"', () => {
  it('reads "kindly click here" past the opening of a long mail', () => {
    expect(
      asks(
        'Subject: Mail storage notice. Dear staff member, your mailbox has reached its storage limit on the central mail server. Incoming mail addressed to the account is now being held in a queue and will not be delivered. Kindly CLICK HERE to restore full delivery of the held mail. Failure to act will lead to loss of held messages. Regards, Mail Administration.',
      ),
    ).toContain('link');
  });

  it('reads "verify now" as an ask to confirm the account', () => {
    const a = anatomyOf(
      'Subject: Webmail notice. Dear user, your webmail account has been flagged for inactivity by the server team. Verify now to keep the webmail account active and avoid closure. Thanks, IT Desk.',
    );
    expect(a.asks.length).toBeGreaterThan(0);
    expect(a.pressures.map((p) => p.kind)).toContain('threat');
  });

  it('still reads nothing asked in a note that orders nothing (a guard)', () => {
    expect(
      asks(
        'Subject: Quarterly figures. Dear colleagues, your reports for the third quarter arrived on time. The board reviewed them on Tuesday and the figures look sound. The next review takes place after the holidays. Regards, Finance.',
      ),
    ).toEqual([]);
  });
});

describe('a mailbox at its storage limit, in six languages', () => {
  const cases: Array<[string, string]> = [
    [
      'es',
      'Estimado usuario, su buzón ha superado el límite de almacenamiento. Haga clic aquí para restablecer la entrega de los mensajes retenidos.',
    ],
    [
      'de',
      'Sehr geehrter Nutzer, Ihr Postfach hat das Speicherlimit erreicht. Klicken Sie hier, um die Zustellung wiederherzustellen.',
    ],
    [
      'fr',
      'Cher utilisateur, votre boîte aux lettres a atteint sa limite de stockage. Cliquez ici pour rétablir la livraison des messages.',
    ],
    [
      'it',
      'Caro utente, la casella di posta ha raggiunto il limite di spazio. Clicca qui per ripristinare la consegna.',
    ],
    [
      'nl',
      'Beste gebruiker, uw postvak heeft de opslaglimiet bereikt. Klik hier om de bezorging te herstellen.',
    ],
    [
      'pt',
      'Prezado usuário, sua caixa de correio atingiu o limite de armazenamento. Clique aqui para restaurar a entrega.',
    ],
  ];
  for (const [lang, text] of cases)
    it(`reads the pretext and the click in ${lang}`, () => {
      const a = anatomyOf(text);
      expect(a.pretexts.map((p) => p.kind)).toContain('affairs');
      expect(a.asks.map((x) => x.kind)).toContain('link');
    });
});
