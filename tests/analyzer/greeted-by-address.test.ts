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
import { analyzeAt, expectNotScamGrade, expectScamGrade } from '../helpers/anatomy-cases';
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
      expectScamGrade(r, text);
      // The greeting is read (another account warning may be the one the report shows).
      const hit = detectActs(text).find((h) => h.rule.indicator === FLAG);
      expect(hit?.span.text, text).toBe(quote);
    });

  for (const [which, text] of GENUINE)
    it(`genuine, ${which}: not read as it, C or better`, async () => {
      const r = await analyzeAt(text);
      expect(r.redFlags.map((f) => f.indicator)).not.toContain(FLAG);
      expectNotScamGrade(r, text);
    });
});

describe('a notice about your mailbox that names your address', () => {
  const MAIL_FLAG = 'A notice about your mailbox that names your address and sends you to a button';
  const SCAM: Array<[string, string]> = [
    [
      'as written',
      'Subject: Mail delivery problem\n\nFour incoming messages for anna.k@example.org are held on the mail server because of a sync error. Release them to your inbox with the button below.\nRelease messages',
    ],
    [
      'in other words',
      'Subject: Notice\n\nStorage for tom.reyes@northfield-mail.net reached 99%. New mail will bounce until you add space using the link below.',
    ],
  ];
  for (const [which, text] of SCAM)
    it(`${which}: graded D or F, the notice read`, async () => {
      const r = await analyzeAt(text);
      expectScamGrade(r, text);
      expect(detectActs(text).some((h) => h.rule.indicator === MAIL_FLAG)).toBe(true);
    });

  // Each was graded D or F before: the address's own domain ("gmail.com") read as a link to open,
  // "Security alert" read as a fake virus warning, "we'll help you secure your account" as a request.
  const OWN: Array<[string, string]> = [
    [
      "a provider's own full-mailbox notice",
      'Subject: Your mailbox is almost full\n\nanna@contoso.com\nYour mailbox is almost full. To free up space, delete items you no longer need and empty your Deleted Items folder, or archive older messages.',
    ],
    [
      "a provider's own sign-in alert",
      "Subject: Security alert\n\nA new sign-in on Windows\nanna.k@gmail.com\nWe noticed a new sign-in to your Google Account on a Windows device. If this was you, you don't need to do anything. If not, we'll help you secure your account.\nCheck activity",
    ],
    [
      'a password change the reader made',
      "Subject: Your password was changed\n\nHi Anna, the password for your Dropbox account anna.k@example.org was just changed. If you did this, you can ignore this email. If you didn't, reset your password at dropbox.com.",
    ],
  ];
  for (const [which, text] of OWN)
    it(`genuine, ${which}: C or better, no warning`, async () => {
      const r = await analyzeAt(text);
      expectNotScamGrade(r, text);
      expect(r.redFlags.filter((f) => f.severity !== 'low').map((f) => f.indicator)).toEqual([]);
    });
});
