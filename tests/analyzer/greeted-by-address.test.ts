/**
 * Mass-mailed phishing greets the reader by the e-mail address it was sent to ("Dear
 * anna.k@example.org", a subject line that opens with the address), because the address is all the
 * sender has; a service the reader uses knows their name. In the phishing e-mail of
 * ../shared/data, 144 of 1,000 greet by address and none of 1,000 business e-mails does; a quarter
 * of the phishing the analyzer missed did it, in English, Portuguese, Chinese and Korean. Written
 * for these tests: each with a paraphrase sharing none of its distinctive words and translations
 * into two other languages, graded D or F with the greeting quoted; genuine messages that name the
 * reader, or give an address to write to, are not read as it.
 */
import { describe, expect, it } from 'vitest';
import { analyzeAt } from '../helpers/anatomy-cases';
import { detectActs } from '../../src/server/analysis/offline/red-flags/acts';

const FLAG = 'Greets you by your e-mail address and asks you to act';

const SCAMS: Array<[string, string, string]> = [
  [
    'as written',
    'Subject: Mailbox notice\n\nDear anna.k@example.org,\nWe could not confirm the owner of this address during our yearly review. Confirm ownership below to keep receiving messages.\nConfirm now\nMail Administrator',
    'Dear anna.k@example.org',
  ],
  [
    'in other words',
    'Subject: Action for tom.reyes@northfield-mail.net\n\nHello user tom.reyes@northfield-mail.net: three messages addressed to you were held by the server. Click to release them before they are removed.',
    'Hello user tom.reyes@northfield-mail.net',
  ],
  [
    'a subject line that opens with the address',
    'Subject: anna.k@example.org password expires today\n\nYour password expires today. Keep the same password by signing in through the button below.\nKeep my password',
    'Subject: anna.k@example.org',
  ],
  [
    'in Portuguese',
    'Assunto: Aviso da caixa de correio\n\nPrezado usuário joao.silva@exemplo.com.br, não conseguimos confirmar o titular deste endereço. Clique aqui e confirme os seus dados para continuar a receber mensagens.',
    'Prezado usuário joao.silva@exemplo.com.br',
  ],
  [
    'in German',
    'Betreff: Postfach-Hinweis\n\nHallo lena.m@beispiel.de, wir konnten den Inhaber dieser Adresse nicht bestätigen. Klicken Sie hier und bestätigen Sie Ihre Daten, um weiter Nachrichten zu erhalten.',
    'Hallo lena.m@beispiel.de',
  ],
];

const GENUINE: Array<[string, string]> = [
  [
    'a name, and an address to write to',
    'Subject: Your order has shipped\n\nHi Anna,\nYour order #4471 has shipped and should arrive on Thursday. Track it in your account at shop.example.com. Questions? Write to help@example.com.',
  ],
  [
    'a colleague who gives an address',
    'Hi team, please send your expense reports to finance@example.org by Friday. Thanks, Priya',
  ],
];

describe('a message that greets you by your e-mail address', () => {
  for (const [which, text, quote] of SCAMS)
    it(`${which}: graded D or F, the greeting quoted`, async () => {
      const r = await analyzeAt(text);
      expect(['D', 'F'], `${r.summary.overallGrade} for: ${text}`).toContain(
        r.summary.overallGrade,
      );
      // The greeting is read (another account warning may be the one the report shows).
      const hit = detectActs(text).find((h) => h.rule.indicator === FLAG);
      expect(hit?.span.text, text).toBe(quote);
    });

  for (const [which, text] of GENUINE)
    it(`genuine, ${which}: not read as it, C or better`, async () => {
      const r = await analyzeAt(text);
      expect(r.redFlags.map((f) => f.indicator)).not.toContain(FLAG);
      expect(['A', 'B', 'C'], text).toContain(r.summary.overallGrade);
    });
});
