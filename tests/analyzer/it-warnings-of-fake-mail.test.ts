/**
 * Written for these tests (none is a row of any corpus or battery). An IT department's warning
 * about fake mail tells what the fake mail asks ("they ask you to click a link to 'reactivate'
 * your mailbox", "des courriels … vous demandent de cliquer", "mensagens que pedem para atualizar
 * a senha") and what to do if you fell for it ("change your password immediately"): the scam
 * described, not asked. It was read as the scam itself in French, Portuguese and German, because
 * the warning reader knew fake mail only in English ("fake emails"), read a mail's "Objet :" and
 * "Rappel :" lines as the turns of a call's transcript, took an ask told of the fake mail in the
 * third person or quoted as the notice's own, and refused any notice that names a site (its own).
 * A help desk to call ("call the IT help desk on extension 2200") was a tech-support scam's number
 * on its own; it is one only beside a device in trouble or a charge to undo.
 * A word to click forbidden ("Não clique no link", "No haga clic", "Ne cliquez pas", "Klicken Sie
 * nicht") was read as the ask to click, in a mail that shows no link; "si no hace clic" still asks.
 * On eb6d4cf: the Portuguese and German warnings and the network notice were D or F, "Objet :"
 * lines a transcript, and every forbidden click an ask: 6 of these 12 tests fail there (the
 * French warning passed).
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { askAndPressureKinds } from '../helpers/anatomy-of';
import { analyzeText } from '../helpers/pipeline';
import { isTranscript } from '../../src/server/analysis/signals/anatomy/retold';

const FRENCH_WARNING = `Objet : Vigilance : faux courriels de messagerie
Bonjour à tous,
Depuis lundi, des courriels circulent qui prétendent venir du service informatique. Ils annoncent que votre messagerie sera fermée et vous demandent de cliquer sur un lien pour « réactiver votre compte ».
Rappel : ces faux courriels ne viennent pas de nous et nous ne vous demanderons jamais votre mot de passe.
Si vous avez saisi vos identifiants sur cette page, changez votre mot de passe immédiatement et prévenez l'assistance.
Le service informatique`;

const PORTUGUESE_WARNING = `Assunto: Atenção: mensagens falsas sobre a sua senha
Caros colegas,
Alguns funcionários receberam esta semana mensagens que pedem para atualizar a senha em até 24 horas, sob pena de bloqueio da caixa de correio. Essas mensagens não foram enviadas pela equipa de informática.
Não clique em nenhum link dessas mensagens e apague-as. Se já tiver informado a sua senha, altere-a imediatamente no portal interno e avise o apoio técnico.
Equipa de Informática`;

const GERMAN_WARNING = `Betreff: Warnung vor gefälschten Nachrichten zur Passwortänderung
Liebe Mitarbeiterinnen und Mitarbeiter,
seit gestern erhalten viele von Ihnen Nachrichten, die angeblich von der IT-Abteilung kommen. Darin werden Sie aufgefordert, Ihr Passwort über einen Link innerhalb von 24 Stunden zu bestätigen, da Ihr Postfach sonst gesperrt werde. Diese Nachrichten stammen nicht von uns: Wir fragen nie per E-Mail nach Ihrem Passwort.
Falls Sie auf den Link geklickt und Ihre Daten eingegeben haben, ändern Sie bitte sofort Ihr Passwort über das Self-Service-Portal auf it.hochschule-beispiel.de und melden Sie sich bei der IT-Hotline. Alle Termine zur Wartung kündigen wir ausschließlich auf dieser Seite an.
Ihre IT-Abteilung`;

const NETWORK_NOTICE = `Subject: Network upgrade on Saturday morning
Dear staff,
The campus network will be down on Saturday from 7am to 11am while we replace the core switches. Printing and the shared drives will not be available during that time.
If you have an urgent problem while the work is under way, please call the IT help desk on extension 2200.
IT Services`;

/** A phishing mail that opens like a warning and then asks for the password itself. */
const WARNING_THAT_ASKS = `Subject: Security warning: phishing attempts on your mailbox
Dear user,
Our filters have detected several phishing attempts against staff mailboxes this week, and criminals are trying to take over accounts that have not been checked. To keep your mailbox open, we have to verify every account again.
Sign in below with your e-mail address and password and confirm your details before Friday, or your mailbox will be closed and your messages deleted.
mailbox-check.staff-verify-portal.com
Thank you for helping us keep the service safe.
IT Support`;

/** A charge to undo by calling "support": still the tech-support scam's number. */
const RENEWAL_CALL = `Your protection plan has been renewed for $399.99 and charged to your card today. If you did not authorise this renewal, please call our support team at +1 888 555 0147 within 24 hours to cancel it and get a refund.`;

describe('a notice that names a help desk to call', () => {
  it('is no tech-support scam on its own', async () => {
    const r = await analyzeText(NETWORK_NOTICE);
    expect(r.redFlags.map((f) => f.type)).not.toContain('tech_support_scam');
  });

  it('still is beside a renewal to undo', async () => {
    const r = await analyzeText(RENEWAL_CALL);
    expect(r.redFlags.map((f) => f.type)).toContain('tech_support_scam');
  });
});

describe('a word to click', () => {
  const asks = (text: string) => askAndPressureKinds(text).asks;
  it('forbidden is no ask to click', () => {
    for (const text of [
      'A sua conta foi bloqueada? Não clique no link abaixo: é falso.',
      'Su cuenta ha sido bloqueada. No haga clic en el enlace de abajo.',
      'Votre compte a été bloqué. Ne cliquez pas sur le lien ci-dessous.',
      'Ihr Konto wurde gesperrt. Klicken Sie nicht auf den Link unten.',
    ])
      expect(asks(text), text).not.toContain('link');
  });

  it('still asks when told, or under an "if not"', () => {
    for (const text of [
      'A sua conta foi bloqueada. Clique no link abaixo para confirmar os seus dados.',
      'Su cuenta ha sido bloqueada. Si no hace clic en el enlace de abajo, perderá el acceso.',
      'Votre compte a été bloqué. Cliquez sur le lien ci-dessous.',
      'Ihr Konto wurde gesperrt. Klicken Sie auf den Link unten.',
      // "nos" is no "no", and "N'hésitez pas à cliquer" urges the click.
      'Su cuenta ha sido bloqueada. Les rogamos que nos confirmen sus datos en el enlace de abajo.',
      "Votre compte a été bloqué. N'hésitez pas à cliquer sur le lien ci-dessous.",
    ])
      expect(asks(text), text).toContain('link');
  });
});

describe("a mail's header and labels", () => {
  it('are not the turns of a transcript', () => {
    expect(isTranscript('Objet : Réunion\nRappel : apportez vos badges\nMerci')).toBe(false);
    expect(isTranscript('Subject: Lunch\nFrom: Ana\nSee you at noon')).toBe(false);
  });

  it("still leave a call's turns a transcript", () => {
    expect(isTranscript('Caller: Hello, this is your bank.\nReceiver: Who is this?')).toBe(true);
  });
});

pinGrades(
  [FRENCH_WARNING, PORTUGUESE_WARNING, GERMAN_WARNING, NETWORK_NOTICE],
  [WARNING_THAT_ASKS, RENEWAL_CALL],
  'IT warnings about fake mail',
);
