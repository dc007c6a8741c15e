/**
 * A genuine alert sends the reader back to the sender by a way the reader already has: the number
 * on the back of their card, the sender's own website, its app or online banking. Written for these
 * tests in our own words, through the real pipeline. Each genuine alert stays C or better with no
 * warning that it impersonates its bank or threatens the account; each scam of the same shape that
 * sends the reader to a printed number or another site is still graded D or F.
 */
import { describe, expect, it } from 'vitest';
import { type PinnedCase, analyzeAt as analyze, itKeepsGenuine } from '../helpers/anatomy-cases';

const GENUINE: PinnedCase[] = [
  {
    name: 'unusual activity, call the number on your card',
    pinned:
      "Barclays: We've noticed unusual activity on your account. Please call us on the number on the back of your card. We will never ask for your PIN.",
    paraphrase:
      "An unfamiliar sign-in to your Lloyds account was stopped for your safety. If this wasn't you, ring the number printed on your statement.",
  },
  {
    name: 'a purchase over the limit set, on the bank’s own site',
    pinned:
      'Your Citi card ending 4432: a purchase of $1,020.55 exceeded your alert limit. Review at citi.com/alerts',
    paraphrase:
      'Citi alert: a charge of $640.00 on card ending 9012 is above the amount you chose to be told about. See details at citi.com.',
  },
  {
    name: 'an overdrawn account, settled in online banking',
    pinned:
      'Santander: Your account is overdrawn by £23.17. Pay in funds today to avoid a £6 daily fee. Details in your online banking.',
    paraphrase:
      'Nationwide: your current account is £41.60 below zero. Please put money in by 6pm so no charges apply. Check your balance in the app.',
  },
];

/** The same way back in other languages: the number on the back of the card. */
const GENUINE_TRANSLATED: PinnedCase[] = [
  {
    name: 'an account blocked for safety, call the number on the card, in Portuguese',
    pinned:
      'Bradesco: sua conta foi bloqueada por segurança. Ligue para o número no verso do seu cartão.',
    paraphrase:
      'Itaú: identificamos um acesso incomum e suspendemos seu cartão. Fale conosco pelo telefone no verso do seu cartão.',
  },
  {
    name: 'a card suspended after unusual use, in Spanish',
    pinned:
      'Santander: su tarjeta ha sido bloqueada por un uso inusual. Llame al número que figura al dorso de su tarjeta.',
    paraphrase:
      'CaixaBank: hemos suspendido su cuenta por seguridad. Contacte con nosotros en el teléfono del reverso de su tarjeta.',
  },
];

const SCAMS = [
  'Barclays: unusual activity on your account. Call our fraud team on 0800 123 4567 now or your account will be suspended.',
  'Santander: your account is overdrawn. Pay the £23 fee today at santander-fees.com to avoid closure.',
  'Your bank account has been suspended. Please call us on the number on the back of your card to reactivate, or verify at bank-reactivate.com',
  'Bradesco: sua conta foi bloqueada. Regularize em bradesco-seguranca.top ou ligue para o número no verso do seu cartão.',
];

describe('Alerts that send you back by a way you already have', () => {
  itKeepsGenuine(GENUINE);
  itKeepsGenuine(GENUINE_TRANSLATED);

  for (const text of GENUINE.flatMap((g) => [g.pinned, g.paraphrase]))
    it(`does not say it impersonates its bank or threatens the account: ${text.slice(0, 40)}…`, async () => {
      const types = new Set((await analyze(text)).redFlags.map((f) => f.type));
      expect(types.has('impersonation')).toBe(false);
      expect(types.has('threat')).toBe(false);
      expect(types.has('account_lure')).toBe(false);
    });

  for (const text of SCAMS)
    it(`still grades D or F the same shape sent elsewhere: ${text.slice(0, 40)}…`, async () => {
      expect(['D', 'F']).toContain((await analyze(text)).summary.overallGrade);
    });
});
