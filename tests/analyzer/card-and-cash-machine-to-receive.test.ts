/**
 * What only ever pays out, said to bring money in, beside the PIN (pin-to-receive.test.ts): a
 * card's details ("to receive the payment, confirm your card details"), which only charge it, and a
 * cash machine ("go to a multibanco and follow my steps to activate the payment"), which only pays
 * out: the marketplace buyer's tricks. Both were C. A refund notice that says no card details are
 * needed, an instruction to withdraw cash, a Pix received and a bank's cash-by-code (a cash machine
 * with the code the message gives) stay as they were.
 *
 * Written for these tests, in English, Italian, Portuguese, Spanish, German and French; none is a
 * row of any corpus or battery. Before the reading the Italian and Portuguese scams were C and
 * the German and French asks were not read; the English and Spanish scams were caught already, by
 * the card details asked for (kept as guards), and the genuine ones pass before and after.
 */
import { describe, expect, it } from 'vitest';
import { askAndPressureKinds } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    'Your refund of £42.10 will be returned to your card ending 4471 within 5 days. You do not need to enter your card details to receive it.',
    'To withdraw cash abroad, go to any ATM and use your card and PIN as usual.',
    'Você recebeu um Pix de R$ 50,00 de MARIANA COSTA. O valor já está disponível na sua conta.',
    // A bank's cash-by-code: the machine pays the reader out with the code the message gives.
    'Has recibido 100 € de Laura. Para recibir el dinero, acude a cualquier cajero con el código 4417 2290 antes de 7 días.',
  ],
  [
    'Hello, I bought your lamp and paid through the secure checkout. To receive the payment, please confirm your card details on the page I sent you.',
    'Buongiorno, ho già pagato la bicicletta con la spedizione protetta. Per ricevere il denaro deve confermare i dati della sua carta nel modulo che le arriva via SMS.',
    'Olá, já paguei o sofá por MB WAY. Para receber o dinheiro tem de ir a um multibanco e seguir os meus passos, é rápido.',
    'Hola, ya te he pagado la mesa. Para recibir el dinero, introduce los datos de tu tarjeta en el enlace de Wallapop que te llegará.',
  ],
  'card details and cash machines to receive money',
);

describe("a card's details and a cash machine only pay out", () => {
  it('reads them as asks when said to bring money in, in other languages too', () => {
    expect(
      askAndPressureKinds(
        'Um das Geld zu erhalten, bestätigen Sie bitte Ihre Kartendaten über den Link.',
      ).asks,
    ).toContain('card');
    expect(
      askAndPressureKinds(
        'Pour recevoir le paiement, confirmez les données de votre carte sur la page sécurisée.',
      ).asks,
    ).toContain('card');
  });
});
