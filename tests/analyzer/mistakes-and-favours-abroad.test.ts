/**
 * Written for these tests (none is a row of any corpus or battery): money said sent to the reader
 * "by mistake" and asked back, a payment asked for a child on a new number, and a relative whose
 * mobile money "has a problem" asking to be sent money at another number, in Portuguese, Spanish,
 * French and Swahili; beside them, the genuine messages that share their words: a rent paid by
 * Pix, money returned by MB WAY, and a friend offering to return a Bizum sent to them by mistake.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const PIX_MISTAKE =
  'Oi, é a Júlia do salão. Mandei um Pix de R$ 350 pra sua chave por engano, era pro meu fornecedor 😥 Consegue me devolver agora? Te mando o comprovante.';
const MBWAY_MISTAKE =
  'Olá, sou o Rui da oficina. Enviei-lhe 120 € por MB WAY por engano, era para um cliente. Pode devolver-me hoje?';
const BIZUM_MISTAKE =
  'Hola, soy Marta de la tienda. Te hice un Bizum de 300 € por error, era para mi proveedor. ¿Me lo puedes devolver ahora?';
const VIREMENT_MISTAKE =
  "Bonjour, je vous ai envoyé 250 € par erreur sur votre compte, c'était pour mon fournisseur. Pouvez-vous me les renvoyer aujourd'hui ?";
const NEW_PHONE_PT =
  'Mãe, este é o meu número novo, o telemóvel antigo partiu-se. Consegues fazer-me um pagamento hoje? Depois devolvo-te.';
const OTHER_NUMBER_SW =
  'Mama, hii ni namba ya rafiki yangu, simu yangu ina shida. Nitumie pesa ya nauli kwa namba hii 0722 118 905 leo.';

const RENT_PAID =
  'Oi Ana, te mandei o Pix do aluguel agora de manhã, confere aí quando puder. Beijo!';
const RETURNED = 'Mãe, já te devolvi os 50 € por MB WAY, vê se chegou.';
const OFFER_BACK =
  'Hola Luis, creo que me hiciste un Bizum por error, me han llegado 20 €. ¿Te lo devuelvo?';

pinGrades(
  [RENT_PAID, RETURNED, OFFER_BACK],
  [PIX_MISTAKE, MBWAY_MISTAKE, BIZUM_MISTAKE, VIREMENT_MISTAKE, NEW_PHONE_PT, OTHER_NUMBER_SW],
  'of mistakes and favours',
);

describe('money asked back after a claimed mistake', () => {
  it('reads the ask to send it back, in four languages', () => {
    for (const text of [MBWAY_MISTAKE, BIZUM_MISTAKE, VIREMENT_MISTAKE])
      expect(anatomyOf(text).asks.map((a) => a.kind)).toContain('pay');
  });
  it('reads an offer to return money as no ask', () => {
    expect(anatomyOf(OFFER_BACK).asks).toEqual([]);
  });
});
