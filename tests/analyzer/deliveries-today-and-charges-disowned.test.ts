/**
 * Written for these tests (none is a row of any corpus or battery), in four languages: a carrier's
 * notice of a parcel that "arrives today" with its own landline for questions, and a bank's "if
 * you don't recognise the charge, call <landline>". The day a parcel comes is no deadline on the
 * reader ("in consegna oggi", "llega hoy", "chega hoje", "kommt heute"), and a charge disowned is
 * the alert's subject, not a fee to pay (five of these six were graded D before). Beside them, the
 * same carriers' "returned today unless you pay" and "arrives today if you pay" on sites not theirs.
 */
import { pinGrades } from '../helpers/grade-cases';

const ARRIVING_TODAY = [
  'Poste Italiane: la tua spedizione è in consegna oggi. Per assistenza chiama il 06 4526 3322',
  'Correos: tu envío llega hoy entre las 9:00 y las 13:00. Si no vas a estar, llama al 91 519 72 00',
  'CTT: a sua encomenda chega hoje. Se não estiver em casa, ligue 21 047 1616',
  'DHL: Ihr Paket kommt heute zwischen 12 und 16 Uhr. Fragen? Rufen Sie 0228 4333 112 an',
];
const CHARGES_DISOWNED = [
  'Santander: Si no reconoces el cargo de 62,40 EUR en tu tarjeta, llama al 91 342 00 00',
  "Unicredit: se non riconosci l'addebito di 89,90 EUR, chiama il numero verde 800 323 285",
];
const FEES_TODAY = [
  'Correos: su paquete será devuelto hoy si no paga la tasa de 1,99 EUR en https://correos-tasa-pago.com',
  'CTT: a sua encomenda chega hoje se pagar 2,49 EUR de portes em https://ctt-portes-online.com',
];

pinGrades([...ARRIVING_TODAY, ...CHARGES_DISOWNED], FEES_TODAY, 'of deliveries today and charges');
