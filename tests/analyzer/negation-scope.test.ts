/**
 * Issue 33, item 1: reassurance and negation are never threats or asks, read as a mechanism
 * (negation and condition scope over clauses, scope.ts) rather than a list of phrasings: the
 * issue's own sentences, paraphrases of them, and the common negations of every language the
 * rules read are reassuring anatomy; and the same mechanism leaves a scam's threat, its condition
 * of not complying and its claim of a failure alone, and flags a scam that copies a reassurance.
 */
import { describe, expect, it } from 'vitest';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { analyzeOffline } from '../../src/server/analysis/offline';
import { computeSignals } from '../../src/server/analysis/signals';
import { readScopes } from '../../src/server/analysis/signals/anatomy/scope';

const kinds = (text: string) => readScopes(text).reassurances.map((r) => r.kind);
const warnings = (text: string) => {
  const acquired = acquireText(text);
  return analyzeOffline(acquired, computeSignals(acquired, { model: null }))
    .redFlags.filter((f) => f.severity !== 'low')
    .map((f) => f.type);
};

describe('what the sender will never ask, in every language the rules read', () => {
  it.each([
    ['en', 'Chase will never ask for your PIN, password or full card number by text.'],
    ['en, paraphrased', 'Nobody from our fraud team is going to request your secret digits.'],
    ['en, a call', 'We’ll never call you to ask you to move your savings.'],
    ['es', 'Nunca le pediremos sus claves ni su PIN por SMS.'],
    ['fr', 'Nous ne vous demanderons jamais votre mot de passe par téléphone.'],
    ['de', 'Wir werden Sie niemals per SMS nach Ihrer PIN fragen.'],
    ['pt', 'Nunca pediremos sua senha por mensagem.'],
    ['it', 'Non ti chiederemo mai il codice per telefono.'],
    ['nl', 'Wij vragen nooit om uw pincode.'],
    ['id', 'Kami tidak pernah meminta kode OTP atau PIN Anda.'],
  ])('%s', (_lang, text) => expect(kinds(text)).toContain('never_asks'));
});

describe('a code not to share, nothing to do, and "if it was not you, ignore it"', () => {
  it.each([
    ['Don’t share this code with anyone, not even us.', 'do_not_share'],
    ['Geben Sie den Code nicht weiter.', 'do_not_share'],
    ['Deel deze code met niemand.', 'do_not_share'],
    ['No action is needed.', 'no_action'],
    ['There is nothing you need to do.', 'no_action'],
    ['Aucune démarche n’est nécessaire.', 'no_action'],
    ['Sie müssen nichts tun.', 'no_action'],
    ['If you didn’t request a reset, you can safely ignore this email.', 'ignore_if_not_you'],
    ['Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.', 'ignore_if_not_you'],
    ['Si no ha solicitado este código, ignore este mensaje.', 'ignore_if_not_you'],
    ['Not you? Just disregard this email.', 'ignore_if_not_you'],
    ['If you have already paid, please ignore this reminder.', 'ignore_if_not_you'],
  ])('%s', (text, kind) => expect(kinds(text)).toContain(kind));
});

describe('a scam’s threat, its condition and its claimed failure are not reassurance', () => {
  it.each([
    'If you do not verify your account within 24 hours, it will be suspended.',
    'Don’t delay, pay now to avoid suspension.',
    'We could not deliver your parcel because a shipping fee of $1.99 is unpaid.',
    'You have not paid the toll of $4.15 on your account.',
    'Please don’t tell Mom and Dad.',
    'Do not ignore this final notice.',
    'Reply YES or NO.',
    'Contact customer care no 0800 123 4567 today.',
    // A condition on what the reader did says nothing of what will be charged.
    'If you did not authorize this transfer reply NO to cancel it.',
    "If you didn't approve the payment, call our fraud line now.",
  ])('%s', (text) => expect(kinds(text)).toEqual([]));

  it('keeps the warnings of a scam that threatens unless you act', () => {
    expect(
      warnings(
        'Your account will be suspended if you do not verify your details within 24 hours at http://secure-verify-login.top',
      ),
    ).toEqual(expect.arrayContaining(['urgency']));
  });

  it('still warns about a scam that copies a reassurance', () => {
    expect(
      warnings(
        'Chase: We will never ask for your PIN. Your account is locked: verify it now at chase-secure-login.top',
      ),
    ).toEqual(expect.arrayContaining(['scam_anatomy']));
  });
});
