/**
 * A text or chat in another language is read whole (anatomy/tokens.ts choose): the test of which
 * sentences are worth reading knows the English "you", and a sentence of more than 60 characters
 * with no digit ("Necesito que me ayudes a pagar una factura hoy, luego te explico.") was never
 * read for what it asks, so a "new number" plea to pay a bill in Spanish, Italian or Portuguese
 * was graded C (all three on 8344fb0). A mother's child asking the same help for a present stays
 * C. Written for these tests; none is a row of any corpus or battery.
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Hola mamá, ya llegué a casa. Mañana te llamo. Necesito que me ayudes a elegir el regalo para la abuela, luego te explico lo que pensé.',
  'Ciao mamma, tutto bene qui. Domenica veniamo a pranzo. Mi serve che mi aiuti a scegliere il vestito per il matrimonio di Giulia, poi ti spiego.',
  'Oi mãe, cheguei bem. Amanhã te ligo. Preciso que você me ajude a escolher o presente do pai, depois te explico o que pensei.',
];

const SCAMS = [
  'Hola mamá, este es mi número nuevo, se me rompió el celular. Guárdalo por favor. Necesito que me ayudes a pagar una factura hoy, luego te explico.',
  'Ciao mamma, questo è il mio nuovo numero, il vecchio telefono si è rotto. Salvalo per favore. Mi serve che mi aiuti a pagare una bolletta oggi, poi ti spiego tutto.',
  'Oi mãe, esse é meu número novo, meu celular caiu na água. Salva aí por favor. Preciso que você me ajude a pagar um boleto hoje, depois te explico tudo.',
];

pinGrades(GENUINE, SCAMS, 'in other languages, read whole');
