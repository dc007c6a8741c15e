/**
 * Written for these tests (none is a row of any corpus or battery): paraphrases of the scams and
 * genuine messages a battery of 286 messages written for this stop (130 in English, 156 in twelve
 * other languages) showed graded wrongly on bbe7fab, each in other words, with translations.
 * Scams: a courier who asks for the delivery code "texted to you"; a manager on the way into a
 * meeting who "can't take calls" and needs a favour; a task job's negative balance to top up in
 * USDT before "you can withdraw everything"; a recovery agency's fee "before release"; a
 * presale's "3.8% average weekly returns"; a title company's "updated wiring instructions" and a
 * supplier's "our account number has changed" (Dutch, German); an inheritance from a namesake for
 * a copy of an ID (Spanish, French).
 * Genuine: a school trip paid "on ParentPay" by a date; a charity's "if you'd like to update your
 * details"; a card bill that says the bank never asks "por WhatsApp" (Portuguese); a utility's
 * statement "ab sofort" with a credit "überweisen wir" (German); a password reset on the firm's
 * own site "if you did not ask, ignore it" (Italian, French); an automated dentist's reminder
 * for a patient named Grant.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const COURIER =
  "Hey it's Dev from the delivery van, I'm downstairs with your box. The app wants the 4-digit code that was just sent to your phone before I can hand it over, can you text it to me?";
const BUSY_BOSS =
  "Morning Tom, quick one. I'm stuck in a client meeting and can't take calls for the next hour. I need you to handle something for me before noon. Text me back as soon as you see this. Helen";
const TASK_TOPUP =
  'Nice work Priya! 36 of 40 orders done today and $98.20 commission earned. A bonus order took your balance to -$120. Top up 120 USDT to the wallet in your account to complete the set, then you can withdraw everything.';
const RECOVERY =
  'Funds Recovery Desk: we located 9,300 dollars you lost to an online trading site last year. A small administration fee applies before release of the funds. Reply OK and an agent will guide you.';
const PRESALE =
  'Early backers of the ORBIT token have earned 3.8% average weekly returns since March. Our team guarantees a minimum 4x at listing. Send at least $300 in USDT to join the private round before Sunday.';
const ESCROW = `Subject: Closing on 22 Birch Lane - updated wiring instructions
Hi Sam and Alex,
Our bank has changed following an audit, so please use the updated wiring instructions for your closing funds of $54,210.00:
Bank: Lakeshore Federal, Routing 071923284, Account 6620193347.
Please wire today so the funds clear by Friday.
Karen Doyle, Closing Coordinator`;
const PAYEE_NL = `Onderwerp: Factuur 2025-044
Beste mevrouw Bakker,
In verband met een bankwissel is ons rekeningnummer gewijzigd. Wilt u de factuur van € 2.480,00 overmaken naar NL91 ABNA 0417 1643 00 t.n.v. Hoek Installaties?
Met vriendelijke groet, Administratie`;
const PAYEE_DE = `Betreff: Rechnung 7781
Sehr geehrter Herr Wolf,
bitte beachten Sie, dass unsere Bankverbindung sich geändert hat. Überweisen Sie den Betrag von 1.960,00 € bitte an DE89 3704 0044 0532 0130 00.
Mit freundlichen Grüßen, Buchhaltung`;
const LEGACY_ES = `Asunto: Asunto confidencial
Estimado Sr. Ortega:
Soy abogado en Madrid y administro el patrimonio de un cliente fallecido sin herederos que comparte su apellido. Podemos reclamar los 2.600.000 € juntos, mitad para cada uno.
Para empezar solo necesito su dirección, su teléfono y una copia de su DNI. Le ruego absoluta discreción.`;

const SCHOOL_TRIP =
  'Greenfield Primary: the Year 3 trip to the Science Museum is on Tue 12 March. Cost £9.00. Please pay and give consent on ParentPay by Fri 1 March. Questions to the school office.';
const CHARITY_DETAILS = `Dear Alan,
Thank you for your monthly gift to Riverside Animal Rescue: this year it helped us rehome 412 dogs and cats.
We will never ask for your bank details by email. If you'd like to update your details, you can do so at riversiderescue.org.uk/account or by calling our supporter team.
With thanks, the Riverside team`;
const BILL_PT = `Assunto: Sua fatura chegou
Olá, Marcos! A fatura do seu cartão com vencimento em 10/08 fechou hoje. Valor: R$ 640,15.
Pague pelo app, com Pix ou boleto.
Lembrete: o banco nunca pede sua senha ou códigos por e-mail, telefone ou WhatsApp.`;
const UTILITY_DE = `Betreff: Ihre Jahresabrechnung Gas
Sehr geehrter Herr Braun,
Ihre Jahresabrechnung steht ab sofort in Ihrem Kundenportal bereit. Ergebnis: Guthaben von 54,20 €. Das Guthaben überweisen wir in den nächsten Tagen auf Ihr Konto.
Ihre Stadtwerke Nordstadt`;
const RESET_IT = `Oggetto: Reimposta la password
Ciao Giulia, abbiamo ricevuto una richiesta di modifica della password del tuo account Italotreno.
Per sceglierne una nuova apri questo link entro 60 minuti: https://www.italotreno.com/it/account/reset-password.html?k=82hd
Se non sei stata tu, ignora questa email.
Il team Italotreno`;
const RESET_FR = `Objet : Réinitialisation de votre mot de passe
Bonjour Paul, vous avez demandé à réinitialiser le mot de passe de votre compte Decathlon.
Cliquez ici, le lien est valable 2 heures : https://www.decathlon.fr/fr/login/reset-password.html?t=Q81x
Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.
L'équipe Decathlon`;
const DENTIST_CALL =
  '[Automated call] Hello, this is a reminder from Lakeview Dental for Emily Grant. Your cleaning is on Monday, May 5th at 9:00 a.m. To confirm, press 1. To reschedule, press 2. Thank you.';

pinGrades(
  [SCHOOL_TRIP, CHARITY_DETAILS, BILL_PT, UTILITY_DE, RESET_IT, RESET_FR, DENTIST_CALL],
  [COURIER, BUSY_BOSS, TASK_TOPUP, PRESALE, ESCROW, PAYEE_NL, PAYEE_DE, LEGACY_ES],
  'of openers, payments and own pages',
);

describe('what each message asks, read as it is meant', () => {
  it('reads a code texted to the reader and asked back, and a fee before release', () => {
    expect(anatomyOf(COURIER).pressures.map((p) => p.kind)).toContain('read_back');
    expect(anatomyOf(RECOVERY).pressures.map((p) => p.kind)).toContain('fee');
  });
  it('reads a manager who cannot take calls as a colleague who cannot talk', () => {
    expect(anatomyOf(BUSY_BOSS).pretexts.map((p) => p.label)).toContain(
      'to be a colleague or someone you know who cannot talk',
    );
  });
  it('reads a copy of an identity document as details asked for', () => {
    expect(anatomyOf(LEGACY_ES).asks.map((a) => a.kind)).toContain('details');
  });
  it('gives no warning of weight to a reset page on the site the message signs with', async () => {
    for (const text of [RESET_IT, RESET_FR]) {
      const flags = (await analyzeText(text)).redFlags;
      expect(flags.filter((f) => f.severity !== 'low').map((f) => f.type)).toEqual([]);
    }
  });
  it('keeps the warning on a look-alike of that site', async () => {
    const lookAlike = RESET_IT.replace('www.italotreno.com', 'italotreno-account.com');
    const flags = (await analyzeText(lookAlike)).redFlags;
    expect(flags.some((f) => f.type === 'suspicious_link' && f.severity !== 'low')).toBe(true);
  });
  it('does not read a surname as a grant offered', () => {
    expect(anatomyOf(DENTIST_CALL).pressures.map((p) => p.kind)).not.toContain('too_good');
  });
});

describe('a copy of an identity document asked for, in other languages', () => {
  const LEGACY_FR = `Objet : Succession confidentielle
Maître Laurent, notaire à Lyon. Un client décédé sans héritier porte votre nom de famille et a laissé 1 900 000 €.
Pour lancer la procédure, envoyez-moi une copie de votre pièce d'identité et votre adresse. Merci de rester discret.`;
  const LEGACY_DE = `Betreff: Vertrauliche Erbschaft
Ich bin Anwalt in Zürich. Ein verstorbener Mandant ohne Erben trägt Ihren Nachnamen und hinterließ 2,1 Millionen Euro.
Bitte senden Sie mir eine Kopie Ihres Ausweises und Ihre Anschrift, damit wir beginnen können.`;
  it('reads it as details asked for', () => {
    for (const text of [LEGACY_FR, LEGACY_DE])
      expect(anatomyOf(text).asks.map((a) => a.kind)).toContain('details');
  });
});
