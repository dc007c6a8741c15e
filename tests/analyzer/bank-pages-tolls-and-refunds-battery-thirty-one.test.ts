/**
 * Batteries 31 (US texts and e-mails the public reported, with their genuine look-alikes) and 32
 * (e-mail in six languages), run unseen on aa6301f and then read, mended as families; written for
 * this test in other words. On aa6301f each genuine message below was D or F:
 * - a bank's own page about a payment service ("chase.com/zelle") is no look-alike of the service:
 *   a listed bank's site vouches for its pages;
 * - New York's Tolls by Mail site is E-ZPass's own;
 * - "Resultado: a devolver" is a refund to the reader, not money asked back;
 * and the scam was C: "can u send it to me" asks as "can you" does.
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  `Subject: Your Zelle payment to Ana Ruiz

You sent $60.00 to Ana Ruiz (ana.ruiz88@yahoo.com) with Zelle.

Memo: concert tickets
Date: 10/02/2025
Confirmation: CHZ4T9W2LM

Questions? Visit chase.com/zelle.

Chase`,
  `Subject: New Tolls by Mail bill

A Tolls by Mail bill for the vehicle with plate ending 4RT is ready.

Bill number: 204418873301
Amount due: $6.40
Pay by: 05/02/2025

View and pay your bill at tollsbymailny.com or call the customer service center. Please do not reply to this email.

Tolls By Mail New York`,
  `Asunto: Su declaración de la Renta 2024 se ha presentado

Estimado/a contribuyente:

Su declaración de la Renta 2024 se ha presentado correctamente el 02/05/2025.

Resultado: a devolver – 384,10 €
Justificante: 1007 4451 9023 6

Puede seguir el estado de la devolución en sede.agenciatributaria.gob.es o en la app de la Agencia Tributaria.

Agencia Tributaria`,
];

// "can u send it to me": "u" asked as "you" is, where a code was named just before.
const SCAMS = [
  'hey i put your number in by accident when i was signing up for an app lol, you will get a text with a code, can u send it to me real quick??',
];

pinGrades(GENUINE, SCAMS, 'bank pages, tolls and refunds (batteries 31 and 32)');
