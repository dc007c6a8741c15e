/**
 * Batteries 34 and 36 (run unseen on d6ff524, then read); written for this test in other words:
 * - a call announced and the reader told to stay on it ("do not hang up", "ne raccrochez pas"),
 *   or to keep the phone at hand with something ready for the caller: a bank that calls about
 *   fraud tells the reader to hang up and ring the number on their card (kept-on-the-line.ts);
 * - a payment request to accept "para recibirla": the Spanish infinitive with its pronoun, as the
 *   request-to-receive reading (pin-to-receive.ts) read "para recibir".
 * On d6ff524 each scam below was C. A courier's or a surgery's call announced, with the phone to
 * keep close and nothing to have ready, stays C or better.
 */
import { pinGrades } from '../helpers/grade-cases';

const SCAMS = [
  'Crédit Mutuel : une opération inhabituelle de 1 320 EUR a été repérée sur votre compte. Votre conseiller va vous appeler, ne raccrochez pas et gardez votre téléphone près de vous.',
  'Chase Fraud Team: Did you send $2,300.00 with Zelle to KEVIN R? Reply YES or NO. If NO, a specialist will call you in a few minutes to protect your account - keep your phone close and have your online banking password ready.',
  'Agencia Tributaria: tiene un reembolso pendiente de 96,30 €. Para recibirlo por Bizum le mandaremos una solicitud, acéptela en la app de su banco hoy antes de las 21:00.',
];

const GENUINE = [
  "Your DPD driver will call you about 10 minutes before arriving. Please keep your phone nearby so you don't miss the delivery.",
  "Hi, it's Dr Shah's surgery. The doctor will call you this afternoon about your results, please keep your phone close. No need to reply.",
];

pinGrades(GENUINE, SCAMS, 'calls to stay on and requests to accept');
