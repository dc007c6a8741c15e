/**
 * Written for these tests (none is a row of any corpus or battery). In a long mail in another
 * language only the sentences an English test picked ("you", an English order, a digit) were read,
 * so a Portuguese or Dutch boss's confidential transfer read as nothing at all: now the reader
 * addressed ("Sie", "você", "je"), what the writer needs, the discretion asked and a transfer named
 * pick a sentence too, and the boss is read from the signature ("Administrador", "Geschäftsführer")
 * or the opener "Está no escritório?". Reading more found three misreadings, mended here: "Scannen
 * Sie den QR-Code nicht" (a verb-last negation) is forbidden, not asked; "Nuria no paga" is no order
 * to pay; "si vous avez reçu ce message par erreur" is a disclaimer, not a sender's mistake.
 * On e0db6e3 the Dutch boss was C, the QR warning D and the disclaimer a sender's mistake: 3 of
 * these 6 tests fail there (this Portuguese boss was already D there by its shorter sentences).
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const BOSS_PT = `Assunto: Assunto reservado
Bom dia Carla,

Está no escritório? Preciso que me ajude hoje com um tema delicado, com toda a discrição.

Vamos fechar a compra de uma pequena empresa em Valência e é necessário fazer uma transferência de 28.500 euros antes das 13h. Por agora ninguém da equipa pode saber, nem a contabilidade.

Estou em reuniões seguidas e não consigo atender o telefone, por isso respondo por email. Diga-me se consegue tratar disto hoje e envio-lhe os dados da conta.

Obrigado,
Miguel Sousa
Administrador`;

const BOSS_NL = `Onderwerp: Kun je even iets voor me regelen?
Hoi Daan,

Ben je op kantoor? Ik zit de hele middag bij een klant en kan niet bellen.

Ik heb je hulp nodig bij een betaling van 12.750 euro aan een nieuwe leverancier, die moet vandaag nog de deur uit. Houd het onder ons tot ik het morgen aan het team vertel.

Laat me weten of het lukt, dan stuur ik de gegevens.

Groet,
Erik`;

const QR_WARNING_DE = `Betreff: Achtung: gefälschte Rechnungen mit QR-Code
Liebe Kolleginnen und Kollegen,

derzeit kommen E-Mails mit angeblichen Rechnungen unseres Reinigungsdienstes an. Der QR-Code im Anhang führt auf eine gefälschte Anmeldeseite.

- Scannen Sie den QR-Code nicht.
- Melden Sie die E-Mail mit der Schaltfläche "Phishing melden".
- Falls Sie Ihre Zugangsdaten schon eingegeben haben, rufen Sie bitte sofort den IT-Support an (Durchwahl 4100).

Ihr IT-Team`;

const DINNER_ES = `Asunto: Cuentas de la cena de Marta
¡Hola a todos!

La cena del viernes salió por 240 € con el regalo incluido. Como somos seis y Marta no paga, toca a 48 € cada uno.

Lo pagué yo con la tarjeta, así que cuando podáis me hacéis un Bizum. Javi y Ana ya me lo habéis mandado, ¡gracias!

Un abrazo,
Lucía`;

const NEWSLETTER_DE = `Betreff: Rückblick auf unser Sommerfest
Liebe Mitarbeiterinnen und Mitarbeiter,

vielen Dank für ein wunderbares Sommerfest! Über 200 Gäste, Musik bis Mitternacht und ein Kuchenbuffet, das seinesgleichen sucht. Die Fotos finden Sie ab Montag im Intranet.

Herzliche Grüße
Andrea Vogt
Geschäftsführerin`;

describe('a long mail in another language', () => {
  it('reads a disclaimer\'s "par erreur" as no mistake of the sender\'s', () => {
    const pretexts = anatomyOf(
      "Objet : Compte rendu de la réunion\nBonjour,\nVous trouverez le compte rendu ci-joint.\nSi vous avez reçu ce message par erreur, merci de le supprimer et d'en informer l'expéditeur.",
    ).pretexts.map((p) => p.kind);
    expect(pretexts).not.toContain('person');
  });
});

pinGrades(
  [QR_WARNING_DE, DINNER_ES, NEWSLETTER_DE],
  [BOSS_PT, BOSS_NL],
  'long mail in other languages',
);
