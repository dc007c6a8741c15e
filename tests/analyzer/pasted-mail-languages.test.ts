/**
 * Phishing mail pasted as text in Dutch, German, French, Spanish and Polish, where pasting kept a
 * button's words ("Klicken Sie unten", "le bouton ci-dessous") and lost its link, or where the mail
 * asks for the details in so many words ("bevestig uw gegevens") and shows no link at all. The word
 * tables knew some spellings of "confirm" and "blocked" and needed a link to call anything an ask,
 * so each pinned scam was graded C; the dictionary meaning classes (FreeDict, with inflections) now
 * read the verbs in their other forms, and Polish, which had no table, by them alone. Written for
 * these tests, each with a paraphrase that shares none of its distinctive words. The genuine mails
 * name the same things (a cancelled subscription, a blocked card, a changed password, "click here")
 * and stay C or better: done at the reader's request, under a "never", or with nothing at stake.
 */
import { describe, expect, it } from 'vitest';
import { analyzeAt, itKeepsGenuine, itReadsScams, type PinnedCase } from '../helpers/anatomy-cases';

const SCAMS: PinnedCase[] = [
  {
    name: 'Dutch: an account to verify within a day, no link shown',
    pinned:
      'Onderwerp: Belangrijk: verifieer uw ING-account\n\nGeachte klant,\nWij hebben verdachte activiteit op uw rekening waargenomen. Log binnen 24 uur in om uw gegevens te bevestigen, anders wordt uw rekening geblokkeerd.',
    paraphrase:
      'Beste rekeninghouder,\nuw betaalpas is tijdelijk geblokkeerd na een mislukte aanmelding. Controleer uiterlijk morgen uw inloggegevens om de pas weer te gebruiken.',
  },
  {
    name: 'German: data to update through the link below, or the account is blocked',
    pinned:
      'Betreff: Ihr Konto wird gesperrt\n\nSehr geehrter Kunde,\nSie haben Ihre Daten seit längerer Zeit nicht aktualisiert. Bitte aktualisieren Sie Ihre Daten über den Link unten, sonst wird Ihr Konto gesperrt.',
    paraphrase:
      'Guten Tag,\nIhre Kreditkarte wurde vorübergehend eingeschränkt. Klicken Sie sofort auf die Schaltfläche unten, um die Einschränkung aufzuheben.',
  },
  {
    name: 'French: payment details to confirm through the button below',
    pinned:
      'Objet : Dernier rappel - compte suspendu\n\nCher client,\nvotre compte sera suspendu sous 48h. Pour éviter cela, confirmez vos informations de paiement en cliquant sur le bouton ci-dessous.',
    paraphrase:
      "Madame, Monsieur,\nvotre carte a été bloquée à la suite d'une opération inhabituelle. Vérifiez immédiatement vos coordonnées via le lien ci-dessous.",
  },
  {
    name: 'Spanish: an account limited, identity to verify through the next link',
    pinned:
      'Asunto: Verificación de cuenta BBVA\n\nEstimado cliente,\nHemos detectado un acceso no autorizado a su banca online. Por su seguridad hemos limitado su cuenta. Acceda al siguiente enlace para verificar su identidad.',
    paraphrase:
      'Hola,\nsu tarjeta ha sido suspendida temporalmente. Pulse aquí y actualice sus datos de inmediato para reactivarla.',
  },
  {
    name: 'Polish (no word table, the dictionary alone): an account blocked, details to confirm',
    pinned:
      'Temat: Twoje konto zostało zablokowane\n\nSzanowny Kliencie,\nwykryliśmy nietypowe logowanie. Aby odblokować konto, kliknij poniższy link i potwierdź swoje dane w ciągu 24 godzin.',
    paraphrase:
      'Dzień dobry,\nTwoja karta jest zablokowana. Natychmiast zweryfikuj hasło, klikając tutaj.',
  },
];

const GENUINE: PinnedCase[] = [
  {
    name: 'a subscription cancelled at the reader’s request, with a link to come back',
    pinned:
      'Betreff: Ihr Abonnement wurde gekündigt\n\nHallo Jana,\nwie gewünscht haben wir Ihr Abonnement zum 31.12. gekündigt. Sie können es jederzeit in Ihrem Kundenkonto wieder aktivieren. Klicken Sie dazu hier.',
    paraphrase:
      'Asunto: Su suscripción ha sido cancelada\n\nHola Marta,\nconfirmamos que su suscripción ha sido cancelada según su solicitud. Si cambia de opinión, puede reactivarla desde su cuenta. Haga clic aquí para volver.',
  },
  {
    name: 'a bank’s warning that it never asks to confirm details through a link',
    pinned:
      'Betreff: Sicherheitshinweis\n\nLiebe Kundin, lieber Kunde,\nBetrüger versenden derzeit E-Mails, in denen behauptet wird, Ihr Konto sei gesperrt. Wir werden Sie niemals bitten, Ihre Daten über einen Link zu bestätigen. Löschen Sie solche Nachrichten.',
    paraphrase:
      'Asunto: Aviso de seguridad\n\nEstimado cliente,\nNunca le pediremos que confirme sus datos a través de un enlace. Si recibe un mensaje así, su cuenta no está bloqueada: es un intento de fraude.',
  },
  {
    name: 'a changed password, with a link if it was not the reader',
    pinned:
      "Objet : Votre mot de passe a été modifié\n\nBonjour,\nLe mot de passe de votre compte a été modifié le 12/11 à 14h02. Si vous n'êtes pas à l'origine de cette modification, cliquez ici pour sécuriser votre compte.",
    paraphrase:
      'Onderwerp: Uw wachtwoord is gewijzigd\n\nBeste Sanne,\nUw wachtwoord is zojuist gewijzigd. Was u dit niet? Klik dan hier om uw account te beveiligen.',
  },
  {
    name: 'an expired membership, renewed at the desk or here',
    pinned:
      'Oggetto: Il tuo abbonamento è scaduto\n\nCiao Giulia,\nil tuo abbonamento alla palestra è scaduto ieri. Puoi rinnovarlo alla reception o cliccando qui.',
    paraphrase:
      'Onderwerp: Uw abonnement is opgezegd\n\nBeste meneer Jansen,\nUw abonnement is opgezegd per 1 januari. Wilt u toch blijven? Klik hieronder om uw abonnement te verlengen.',
  },
  {
    name: 'a card blocked as the reader asked, nothing to do',
    pinned:
      'Betreff: Ihre Karte wurde gesperrt\n\nSehr geehrter Herr Wolf,\nwie telefonisch besprochen haben wir Ihre verlorene Karte gesperrt. Ihre neue Karte erhalten Sie in 5 bis 7 Tagen per Post. Sie müssen nichts weiter tun.',
    paraphrase:
      'Assunto: Cartão bloqueado a seu pedido\n\nPrezado cliente,\nconforme solicitado, seu cartão final 4421 foi bloqueado. Um novo cartão será enviado ao seu endereço. Nenhuma ação é necessária.',
  },
  {
    name: 'a card payment alert that says how to block the card',
    pinned:
      'Ihre Bank: Kartenzahlung über 48,90 EUR bei EDEKA mit der Karte endend auf 2231. Waren Sie das nicht? Sperren Sie Ihre Karte unter 116 116 oder in der App.',
    paraphrase:
      'Je bank: er is 23,10 euro betaald bij HEMA met je pas. Niet door jou gedaan? Je kunt je pas zelf blokkeren in de app.',
  },
];

describe('phishing mail pasted without its link, in other languages', () => {
  itReadsScams(SCAMS);
  // The subject line's label ("Onderwerp:", "Betreff:") is no organisation the mail claims to be.
  for (const s of SCAMS)
    it(`${s.name}: never claims to be from its subject label`, async () => {
      const r = await analyzeAt(s.pinned);
      const flag = r.redFlags.find((f) => f.type === 'scam_anatomy');
      expect(flag?.explanation).not.toMatch(/from (?:Onderwerp|Betreff|Objet|Asunto|Temat)\b/);
    });
});

describe('genuine mail that names the same things', () => {
  itKeepsGenuine(GENUINE);
});
