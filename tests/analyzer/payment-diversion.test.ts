/**
 * Invoice fraud (payment diversion, "business e-mail compromise"): a supplier, landlord or
 * colleague "has changed bank details", so the reader's next payment goes to the fraudster. Often
 * with no link at all, only an account number, so nothing else in the analyzer saw it (the pinned
 * e-mail was graded C). Written for these tests: each in English, in other words sharing none of
 * its distinctive words, and in French, German, Spanish, Portuguese, Dutch and Italian, each
 * graded D or F with the change of account quoted; genuine look-alikes (a supplier saying its
 * details have not changed or never change by e-mail, the reader's own details updated, an offer
 * of a new account) are not read as it.
 */
import { describe, expect, it } from 'vitest';
import { analyzeAt, expectNotScamGrade, expectScamGrade } from '../helpers/anatomy-cases';

const FLAG = 'Asks you to pay into a new or changed bank account';

const SCAMS: Array<[string, string, RegExp]> = [
  [
    'as written',
    'Subject: Invoice #INV-20931 overdue\n\nHello,\nPlease find attached the overdue invoice for services rendered in October. Kindly process payment today to avoid late charges. Our bank details have changed; please use the new account below.\nAccount name: Global Supplies Ltd\nSort code 40-47-84, account 61734921\nRegards,\nMark Evans, Accounts',
    /Our bank details have changed/,
  ],
  [
    'in other words',
    'Hi, Sarah here from the finance office at Northwind. Heads up: we switched our banking to a different provider, so remit the attached bill to the updated remittance instructions (IBAN GB33 BUKB 2020 1555 5555 55) rather than the old one.',
    /switched our banking|updated remittance instructions/,
  ],
  [
    'in French',
    "Bonjour, nous vous informons que nos coordonnées bancaires ont changé. Merci d'effectuer le virement de la facture en attente sur notre nouveau RIB ci-joint.",
    /coordonnées bancaires/,
  ],
  [
    'in German',
    'Sehr geehrte Damen und Herren, bitte beachten Sie unsere neue Bankverbindung. Die offene Rechnung überweisen Sie bitte bis Freitag auf das unten genannte Konto.',
    /neue Bankverbindung/,
  ],
  [
    'in Spanish',
    'Estimado cliente, le informamos que nuestros datos bancarios han cambiado. Por favor, realice el pago de la factura pendiente a la nueva cuenta: ES91 2100 0418 4502 0005 1332.',
    /datos bancarios han cambiado/,
  ],
  [
    'in Portuguese',
    'Prezado cliente, informamos que os nossos dados bancários mudaram. Solicitamos que o pagamento da fatura em aberto seja feito na nova conta bancária indicada abaixo.',
    /dados bancários mudaram|nova conta bancária/,
  ],
  [
    'in Dutch',
    'Beste klant, let op: onze nieuwe bankgegevens staan hieronder. Wilt u de openstaande factuur vandaag nog overmaken naar dit rekeningnummer?',
    /nieuwe bankgegevens/,
  ],
  [
    'in Italian',
    'Gentile cliente, le comunichiamo le nostre nuove coordinate bancarie. La preghiamo di effettuare il bonifico della fattura scaduta sul nuovo conto.',
    /nuove coordinate bancarie/,
  ],
];

const GENUINE: Array<[string, string]> = [
  [
    'details that have not changed',
    'Our bank details have not changed. Please continue to pay invoices to the account on your contract; if anyone tells you otherwise, call us on the number you know.',
  ],
  [
    'details that never change by e-mail',
    'Reminder from Acme Ltd: we will never change our bank details by email. If you get such a message, call us before you pay any invoice.',
  ],
  [
    "the reader's own details, updated by the reader",
    'Your bank details have been updated. If you did not make this change, call us on the number on the back of your card.',
  ],
  [
    'an offer of a new account',
    'Open a new current account with us in ten minutes in the app and get your first year of payments abroad free.',
  ],
];

describe('invoice fraud: a new or changed bank account to pay into', () => {
  for (const [which, text, quote] of SCAMS)
    it(`${which}: graded D or F, the change of account quoted`, async () => {
      const r = await analyzeAt(text);
      expectScamGrade(r, text);
      const flag = r.redFlags.find((f) => f.indicator === FLAG);
      expect(flag, text).toBeDefined();
      expect(flag!.textExample).toMatch(quote);
      expect(text).toContain(flag!.textExample);
      // What to do first is not to pay, not "check its claims".
      expect(r.summary.verdict?.actions.join(' ')).toMatch(/pay/);
      expect(r.summary.verdict?.actions.join(' ')).not.toMatch(/claims/);
    });

  for (const [which, text] of GENUINE)
    it(`genuine, ${which}: not read as a changed account, C or better`, async () => {
      const r = await analyzeAt(text);
      expect(r.redFlags.map((f) => f.indicator)).not.toContain(FLAG);
      expectNotScamGrade(r, text);
    });
});
