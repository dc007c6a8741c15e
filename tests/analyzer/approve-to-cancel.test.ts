/**
 * Battery 36 (run unseen on d6ff524, then read): a bank's "security team" says a suspicious
 * transfer was seen, announces a call, and asks the reader to release the pushTAN they are about
 * to receive "to cancel" it. A code that authorises a payment only ever sends money: approving it
 * to cancel one is the payment (pin-to-receive.ts, with the codes that pay out). On d6ff524 the
 * German message below, in other words than the battery's, read C; the English and French ones
 * were F already and are kept as guards (they now name the approval). A bank's warning against
 * the trick, with "keine" or "never", stays C or better.
 */
import { pinGrades } from '../helpers/grade-cases';

const SCAMS = [
  'Volksbank Sicherheit: Wir haben eine auffällige Abbuchung von 1.390,00 EUR bemerkt. Ein Kollege meldet sich in Kürze telefonisch. Geben Sie die pushTAN, die gleich kommt, bitte zur Stornierung frei.',
  'Monzo Security: a transfer of £1,240.00 to a new payee is pending on your account. One of our team will call you now. To cancel it, approve the push notification you are about to receive in the app.',
  "BNP Paribas : un virement de 1 950 EUR est en cours. Un conseiller va vous appeler. Pour l'annuler, validez le code OTP que vous allez recevoir.",
];

const GENUINE = [
  'Sparkasse: Achtung, Betrüger rufen an und behaupten, eine Überweisung stornieren zu wollen. Geben Sie keine pushTAN zur Stornierung frei! Wir fragen nie am Telefon nach einer TAN.',
  'Warning: fraudsters call pretending a transfer must be cancelled. Never approve a push notification to cancel a payment. We will never ask you to do this.',
];

pinGrades(GENUINE, SCAMS, 'a payment code approved "to cancel" a payment');
