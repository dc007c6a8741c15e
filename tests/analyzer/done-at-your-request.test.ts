/**
 * A state the reader asked for ("as requested, we have cancelled your subscription", "your account
 * has been closed as you requested") is no threat of a loss: such confirmations were graded F for
 * the threat and account rules' reading of the state alone. The scams that open the same way
 * ("cancelled as requested; if this wasn't you, call …") are still called scams by what they ask
 * and where they send the reader. Written for these tests, each with a paraphrase that shares none
 * of its distinctive words.
 */
import { describe, expect, it } from 'vitest';
import { analyzeAt, expectNotScamGrade, expectScamGrade } from '../helpers/anatomy-cases';

const GENUINE: Array<[string, string]> = [
  [
    'a subscription cancelled as requested, with a link to come back',
    'Subject: Your subscription has been cancelled\n\nHi Jana,\nas requested, we have cancelled your subscription as of 31 December. You can reactivate it at any time in your customer account. Click here to do so.',
  ],
  [
    'the same, in other words',
    'Membership ended at your request. Thanks for being with us! Changed your mind? Rejoin whenever you like from the Settings page.',
  ],
  [
    'an account closed as the reader asked, its balance paid out',
    'Your account has been closed as you requested. Any remaining balance of £12.40 will be sent to your nominated bank account within 5 working days.',
  ],
  [
    'the same, in other words',
    'Following your request, the savings pot was shut today; the £80.15 left in it moves to your current account by Friday.',
  ],
];

const SCAMS: Array<[string, string]> = [
  [
    'a closure "as requested" undone on a look-alike site',
    "PayPal: As requested, your account has been closed. If this wasn't you, verify your identity at paypal-restore-access.com to stop the closure.",
  ],
  [
    'the same, in other words',
    'Per your request we shut your Coinbase wallet. Not you? Sign in at coinbase-undo-center.net within 12 hours to reverse it.',
  ],
  [
    'a refund for a cancelled plan, paid through a call that takes over the computer',
    'Geek Squad: your membership has been cancelled as you requested and $299 will be refunded. To receive the refund, call 1-844-555-0133 and give the agent access to your computer.',
  ],
];

describe('a state set at the reader’s own request', () => {
  for (const [which, text] of GENUINE)
    it(`genuine, ${which}: C or better, no threat read`, async () => {
      const r = await analyzeAt(text);
      expectNotScamGrade(r, text);
      expect(r.redFlags.map((f) => f.type)).not.toContain('threat');
      expect(r.redFlags.map((f) => f.type)).not.toContain('account_lure');
    });
  for (const [which, text] of SCAMS)
    it(`scam, ${which}: still graded D or F`, async () => {
      expectScamGrade(await analyzeAt(text), text);
    });
});

// A link or code the reader asked for, said to expire, in a message that disowns the request for
// the reader who did not make it: the expiry is no deadline put on them. Written for this test.
describe('the expiry of a reset the reader may have asked for', () => {
  it('is no urgency where the message disowns the request', async () => {
    for (const text of [
      'Someone asked to reset the password of your Notewise account. If it was you, use the button below to choose a new one: notewise.app/reset This link expires in 1 hour and works only once. If this wasn’t you: someone may have typed your address by mistake, and your password has not changed.',
      // The same reset in Spanish and French.
      'Alguien pidió restablecer la contraseña de tu cuenta de Notewise. Usa el botón para elegir una nueva: notewise.app/reset Este enlace caduca en 1 hora. Si no fuiste tú, alguien pudo escribir tu dirección por error; tu contraseña no ha cambiado.',
      "Quelqu'un a demandé la réinitialisation du mot de passe de votre compte Notewise : notewise.app/reset Ce lien expire dans 1 heure. Si ce n'était pas vous, quelqu'un a peut-être saisi votre adresse par erreur ; votre mot de passe n'a pas changé.",
      'A sign-in code was requested for the Parcelpal app on a new phone. The code 448 201 is valid for 10 minutes. If you did not request it, somebody may have mistyped their number; nothing on your profile has changed.',
    ]) {
      const r = await analyzeAt(text);
      expectNotScamGrade(r, text);
      expect(
        r.redFlags.map((f) => f.type),
        text,
      ).not.toContain('urgency');
    }
  });

  it('still reads a phish that copies it, by where it sends the reader', async () => {
    const text =
      'Your mailbox will be deleted today. If this wasn’t you, keep it at mail-keep-verify.info/login now. This link expires in 24 hours.';
    expectScamGrade(await analyzeAt(text), text);
  });
});
