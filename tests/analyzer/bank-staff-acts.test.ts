/**
 * Written for these tests (none is a row of any corpus or battery): what no bank's staff asks, in
 * the languages bank-impersonation calls come in (anatomy/bank-staff-acts.ts): the reader's money
 * moved to a "safe" account, a code or an approval the caller will send, handed over on the call
 * ("tenha em mãos o código que enviaremos", "valider la demande que je vous enverrai", "geben Sie
 * die pushTAN frei, die wir Ihnen schicken"), a courier sent for the card. Beside them, banks'
 * warnings that say the same things will never happen, a one-time code not to pass on, and a
 * payment code typed on the shop's page: a reassurance is never quoted as the threat it names.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const STAFF_ASKS = [
  'Buenos días, le habla el departamento de fraude de su banco. Hemos visto movimientos extraños en su cuenta. Para protegerlo, necesitamos pasar sus fondos a una cuenta de seguridad mientras lo investigamos. Llámenos al 911 555 019 cuanto antes.',
  'Olá, é da segurança do seu banco. Detectamos uma tentativa de Pix de R$ 1.890,00. Ligue para 11 4555-0192 e tenha em mãos o código que enviaremos por SMS para cancelarmos a operação.',
  "Bonjour, service sécurité de votre banque. Une opération suspecte de 1 120 EUR est en cours. Pour l'annuler, vous devrez valider la demande que je vous enverrai dans votre application. Rappelez-moi au 01 55 50 19 22.",
  'Bonjour, ici le service fraude. Votre carte a été piratée. Un coursier passera ce soir récupérer votre carte pour la détruire. Merci de nous rappeler au 09 55 50 12 34.',
  'Hello, this is the fraud team at your bank. To protect you we need to move your money to a safe account while we investigate. Please call us back on 0300 555 0192.',
  'Guten Tag, hier ist der Sicherheitsdienst Ihrer Bank. Eine Überweisung über 1.900 Euro wurde gestoppt. Bitte geben Sie die pushTAN frei, die wir Ihnen gleich schicken, und rufen Sie 030 555 0177 an.',
];
const WARNINGS_AND_CODES = [
  'Aviso de seguridad: nunca le pediremos que traspase su dinero a una cuenta segura ni que nos dé sus claves. Si le llaman diciendo que son del banco, cuelgue.',
  'Reminder from your bank: we will never ask you to move your money to a safe account, and we never send a courier to collect your card.',
  'Votre code de confirmation est 448120. Ne le communiquez à personne, même à un conseiller de votre banque.',
  'Para confirmar o seu pagamento de 49,90 EUR, introduza o código 552018 na página da loja. Não partilhe este código.',
  'Reminder from your bank: we never send a courier to collect your card.',
];

pinGrades(WARNINGS_AND_CODES, STAFF_ASKS, "of what no bank's staff asks");

describe('a warning that a bank never sends a courier', () => {
  it('quotes nothing as a threat', async () => {
    const r = await analyzeText(WARNINGS_AND_CODES[4]!);
    expect(r.redFlags.filter((f) => f.severity !== 'low')).toEqual([]);
  });
});
