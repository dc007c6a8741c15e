/**
 * Phishing mail in German, Dutch, French, Spanish and Portuguese pasted with its link lost (only a
 * button's words are left), from a seventh probe (/work/probe/p26 outside the repository, 16 scams
 * and 11 genuine mails; before, 9 of the scams were graded C and 2 genuine mails D). A voicemail or
 * a shared file to open by signing in "with your e-mail password", a mailbox "full" with a button
 * to click, an invoice attached as an archive or a web page, an ID "to be deactivated": each is
 * graded D or F in one language and in another. Genuine mail naming the same things stays C or
 * better: a provider's own "mailbox almost full, delete old mail", advice never to sign in from a
 * link, an invoice as a PDF, a sale "today only" on the shop's own website, a bill from the French
 * carrier Free.
 */
import { describe, it } from 'vitest';
import { analyzeAt, expectNotScamGrade, expectScamGrade } from '../helpers/anatomy-cases';

interface Family {
  name: string;
  texts: readonly [string, string];
}

const SCAMS: Family[] = [
  {
    name: 'a message or a file to open by signing in with the password',
    texts: [
      'Betreff: Neue Sprachnachricht\n\nSie haben eine neue Sprachnachricht (0:42 Min.) von +49 171 ***. Um die Nachricht anzuhören, melden Sie sich mit Ihrem E-Mail-Passwort an. Nachricht anhören',
      'Onderwerp: Gedeeld document\n\nIemand heeft een document met u gedeeld: "Offerte 2026.pdf". Log in met uw e-mailadres en wachtwoord om het document te bekijken.\nDocument openen',
    ],
  },
  {
    name: 'a full mailbox with a button to click',
    texts: [
      'Betreff: Ihr Postfach ist fast voll\n\nIhr Postfach hat 98% seiner Kapazität erreicht. Neue E-Mails werden zurückgewiesen. Klicken Sie unten, um Ihren Speicher kostenlos zu erweitern.\nSpeicher erweitern',
      'Asunto: Verificación de su cuenta de correo\n\nSu buzón de correo ha superado el límite de almacenamiento. Para seguir recibiendo mensajes, verifique su cuenta haciendo clic en el siguiente enlace.\nVerificar ahora',
    ],
  },
  {
    name: 'an invoice handed over as an archive or a web page',
    texts: [
      'Betreff: Zahlungserinnerung\n\nSehr geehrte Damen und Herren, die Rechnung ist noch offen. Die Rechnung finden Sie im Anhang. Bitte begleichen Sie den Betrag innerhalb von 3 Tagen.\nAnhang: Rechnung_4471.zip',
      'Asunto: Factura pendiente\n\nAdjuntamos la factura correspondiente al mes de noviembre. Le rogamos que revise el documento adjunto y realice el pago a la mayor brevedad.\nFactura_11_2026.html',
    ],
  },
  {
    name: 'an ID or an account to be deactivated unless updated through a button',
    texts: [
      'Onderwerp: Uw DigiD verloopt\n\nUw DigiD wordt binnenkort gedeactiveerd omdat uw gegevens niet zijn bijgewerkt. Werk uw gegevens vandaag nog bij via onderstaande knop om te voorkomen dat u geen toegang meer heeft.\nGegevens bijwerken',
      'Votre compte Ameli sera désactivé demain car vos informations ne sont pas à jour. Mettez-les à jour aujourd’hui via le bouton ci-dessous.\nMettre à jour',
    ],
  },
  {
    name: 'a sign-in with the account’s credentials to open a document or a voicemail',
    texts: [
      'Betreff: Dokument zur Unterschrift\n\nIhnen wurde über DocuSign ein Dokument zur Unterschrift gesendet: Arbeitsvertrag_2027.pdf. Zum Anzeigen bitte mit Ihren Microsoft-Zugangsdaten anmelden.\nDokument prüfen',
      'Subject: Voicemail from +1 (312) ***-**21\n\nYou have a new voicemail (0:38). To listen, sign in with your Microsoft 365 email password.\nPlay message',
    ],
  },
  {
    name: 'an unusual sign-in attempt and an identity to confirm to avoid a block',
    texts: [
      'Betreff: Sicherheitswarnung\n\nWir haben einen ungewöhnlichen Anmeldeversuch auf Ihrem Konto festgestellt. Bestätigen Sie Ihre Identität, um eine Sperrung zu vermeiden.\nIdentität bestätigen',
      'Oggetto: Avviso di sicurezza\n\nAbbiamo rilevato un tentativo di accesso sospetto al suo conto. Confermi la sua identità per evitare il blocco.\nConferma identità',
    ],
  },
  {
    name: 'an order the reader must disown by calling the number the message gives, at once',
    texts: [
      'Amazon: se ha realizado un pedido de 899 € con tu cuenta. Si no fuiste tú, llama inmediatamente al 900 123 456.',
      'PayPal: Ihr Konto wurde von einem neuen Gerät genutzt. Falls Sie das nicht waren, rufen Sie sofort +49 30 1234567 an.',
    ],
  },
];

const GENUINE: Family[] = [
  {
    name: 'a changed password: if it was not you, contact the service at once (no number, no link)',
    texts: [
      'Betreff: Ihr Passwort wurde geändert\n\nDas Passwort für Ihr Konto wurde soeben geändert. Falls Sie das nicht waren, melden Sie sich bitte umgehend bei unserem Kundenservice.',
      'Le mot de passe de votre compte vient d’être modifié. Si ce n’était pas vous, contactez immédiatement notre service client.',
    ],
  },
  {
    name: 'the same in English and in Spanish',
    texts: [
      'Your password was just changed. If this was not you, please contact our customer service immediately.',
      'Si no fuiste tú, contacta inmediatamente con nuestro servicio de atención al cliente.',
    ],
  },
  {
    name: 'a provider’s own notice of a full mailbox, with nothing to click',
    texts: [
      'Ihr Postfach ist fast voll. Löschen Sie alte E-Mails, um Platz zu schaffen.',
      'Su buzón está casi lleno. Elimine mensajes antiguos para liberar espacio.',
    ],
  },
  {
    name: 'advice never to sign in with the password from a message',
    texts: [
      'Geben Sie Ihr Passwort niemals weiter. Wir fragen nie danach.',
      'Nunca inicie sesión con su contraseña desde un enlace recibido por correo.',
    ],
  },
  {
    name: 'an invoice attached as a PDF',
    texts: [
      'Sehr geehrte Kundin, Ihre Rechnung finden Sie als PDF im Anhang: Rechnung_2026_11.pdf. Vielen Dank für Ihren Einkauf.',
      'Estimado cliente, adjuntamos su factura de noviembre en formato PDF (Factura_2026_11.pdf). Gracias por confiar en nosotros.',
    ],
  },
  {
    name: 'a sale today only, on the shop’s own website',
    texts: [
      'Assunto: Promoção de Black Friday\n\nSó hoje: até 70% de desconto em eletrônicos! Aproveite antes que acabe. Compre agora no site da Magazine Luiza.',
      'Nur heute: 30% auf alle Schuhe. Jetzt auf unserer Website bestellen.',
    ],
  },
  {
    name: 'a bill from the French carrier Free',
    texts: [
      'Objet : Votre facture est disponible\n\nBonjour, votre facture Free Mobile du mois de novembre est disponible dans votre espace abonné. Montant : 19,99 €. Le prélèvement aura lieu le 5 décembre.',
      'Free : votre facture Freebox de décembre (39,99 €) est disponible dans votre espace abonné.',
    ],
  },
  {
    name: 'a bank’s alert naming Free as the payee, in capitals as banks write payees',
    texts: [
      'Banque Populaire : un prélèvement de 19,99 EUR de FREE MOBILE a été débité de votre compte ****2208 le 06/12.',
      'LCL : prélèvement FREE MOBILE de 15,99 EUR effectué sur votre compte le 03/01. Détail dans votre appli.',
    ],
  },
];

describe('phishing mail in other languages with its link lost', () => {
  for (const f of SCAMS)
    for (const [i, text] of f.texts.entries())
      it(`${f.name} (${i === 0 ? 'as found' : 'in another language'}): graded D or F`, async () => {
        expectScamGrade(await analyzeAt(text), text);
      });
});

describe('genuine mail in other languages naming the same things', () => {
  for (const f of GENUINE)
    for (const [i, text] of f.texts.entries())
      it(`${f.name} (${i === 0 ? 'as found' : 'in other words'}): C or better`, async () => {
        expectNotScamGrade(await analyzeAt(text), text);
      });
});
