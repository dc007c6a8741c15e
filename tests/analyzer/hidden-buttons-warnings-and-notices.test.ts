/**
 * The second reading of batteries twelve and thirteen, each family in other words than the rows
 * read: a button pasted in brackets with its address hidden ("[Jetzt bestätigen]") in a message
 * about the reader's account; a supplier's new account "por un cambio de entidad"; a recording to
 * be sent to the reader's family unless they pay, in Dutch and Spanish; a boss "at your desk" who
 * keeps it quiet and takes no calls; a refund to pay for in Polish without its marks, which the
 * language reader cannot place; a broker's look-alike site. And genuine: a security newsletter
 * that quotes this week's phishing and links to its own site; Google naming the account it
 * writes about; a sign-in alert that says "confirm nothing"; a refund to the reader's card
 * signed by the shop. On 263253c five of the fourteen were graded wrongly (the newsletter, both
 * recordings, both Dutch buttons); the other nine were already right by older readings (the
 * judge, mostly) and pin that they stay so.
 */
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    // A security newsletter quoting a phishing mail, linking to its own site, which signs it.
    'Betreff: Sicherheits-Newsletter Mai\n\nLiebe Leserinnen und Leser,\n\nAchtung: Betrüger verschicken derzeit Mails im Namen der Postbank mit dem Betreff "Ihr Konto wird gesperrt". Wer auf den Link klickt, soll dort sein Passwort eingeben. Unser Rat: nicht reagieren und die Mail löschen.\n\nMehr dazu: www.sicher-online.de/aktuell\n\nIhr Team von Sicher-Online',
    // Google naming the account it writes about, alone on its line.
    'Subject: New sign-in on Windows\n\nlucia.marino@gmail.com\n\nWe noticed a new sign-in to your Google Account on a Windows device. If this was you, you don’t need to do anything. If not, we’ll help you secure your account.\n\n[Check activity]\n\nYou can also see security activity at\nhttps://myaccount.google.com/notifications',
    // A sign-in alert that says to confirm nothing if it was not the reader.
    'Onderwerp: Nieuwe login\n\nHallo Daan,\n\nEr is ingelogd op je account vanaf een nieuw apparaat in Rotterdam.\n\nWas jij dit niet? Bevestig niks en wijzig je wachtwoord in de app.\n\nTeam Bunq',
    // A refund to the reader's card, signed by the shop.
    'Betreff: Rückerstattung\n\nHallo Jonas,\n\nwir haben deine Rücksendung erhalten. 49,90 € werden auf Mastercard endend auf 4471 erstattet. Details findest du in deinem Kundenkonto.\n\nZalando',
  ],
  [
    // A button in brackets, its address hidden, about the reader's account (German, Spanish).
    'Betreff: Ihr Konto wurde eingeschränkt\n\nSehr geehrter Kunde,\n\nwegen fehlender Angaben wurde Ihr Konto vorübergehend eingeschränkt. Ohne Bestätigung wird es in 48 Stunden gesperrt.\n\n[Jetzt bestätigen]\n\nIhr Kundenservice',
    'Asunto: Su suscripción ha sido suspendida\n\nHola,\n\nNo pudimos cobrar su última cuota y su cuenta ha sido suspendida. Si no actualiza sus datos de pago en 24 horas, su cuenta será eliminada.\n\n[Actualizar ahora]\n\nEl equipo de soporte',
    // The same button in Dutch: a subscription paused, an identification asked for.
    'Onderwerp: Uw abonnement is gepauzeerd\n\nBeste klant,\n\nWe konden uw laatste betaling niet afschrijven en hebben uw abonnement stopgezet. Werk uw betaalgegevens bij om door te gaan. Doet u dit niet binnen 48 uur, dan wordt uw abonnement beëindigd.\n\n[Gegevens bijwerken]\n\nKlantenservice',
    'Onderwerp: Herinnering identificatie\n\nGeachte klant,\n\nWij hebben uw legitimatiebewijs nog niet ontvangen. Om een blokkade van uw rekening te voorkomen, verzoeken wij u zich vóór vrijdag te identificeren.\n\n[Identificeren]\n\nMet vriendelijke groet,\nUw bank',
    // A supplier's new account, in Spanish.
    'Estimado cliente: debido a un cambio de banco, le rogamos que a partir de ahora abone las facturas en la cuenta ES12 0049 1500 0512 3456 7892. Necesitamos el pago de la factura 2211 hoy mismo.',
    // A recording to be sent to the reader's family unless they pay (Dutch, Spanish).
    'Ik heb toegang tot je computer gekregen en beelden van je gemaakt via de camera. Betaal € 900 in bitcoin binnen 2 dagen, anders stuur ik de beelden naar je familie en vrienden.',
    'Tengo acceso a tu dispositivo y grabaciones tuyas. Ingresa 600 USD en bitcoin en este monedero en 48 horas o enviaré las grabaciones a tu familia.',
    // A boss at the desk, quiet, no calls, a payment today.
    'Are you at your desk? I need you to process a wire for me before noon. Keep this between us and don’t call, I’m in a closed meeting.',
    // A refund to pay for, Polish without its marks.
    'Poczta: Twoj zwrot srodkow 120 zl czeka. Wymagana doplata 2,10 PLN za obsluge: poczta-zwroty.com/platnosc',
    // A broker's look-alike site.
    'Trade Republic: Ihre Depotdaten sind unvollständig. Laden Sie Ihren Ausweis bis Freitag hoch, sonst wird Ihr Konto gesperrt: traderepublic-verifizierung.com',
  ],
  'hidden buttons, warnings that link their own site, and notices that name the reader',
);
