/**
 * Written for these tests in my own words. A card charge reported with its amount and merchant is
 * a bank's alert in any language (own-expiry.ts), and its "if not you, call …" keeps no haste; but
 * haste to call so as to cancel the payment ("Ligue agora … e solicite o cancelamento", "llame ya
 * para anularlo", "appelez … pour l'annuler") is the callback scam's, as "call now to reverse it"
 * is in English (CALL_TO_STOP). A fresh battery's Brazilian "compra aprovada … ligue agora e
 * solicite o cancelamento" was D before the merchant-charge reading and C after it; D again.
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Itaú: Compra aprovada no cartão final 6614, valor R$ 249,90, em AMERICANAS, 06/11 19:02. Não reconhece? Ligue 4004 4828.',
  'Santander: Se ha realizado un cargo de 74,20 EUR con tu tarjeta terminada en 3390 en ZARA. Si no lo reconoces, llama al 915 123 456.',
];

const SCAMS = [
  'BRADESCO: Compra APROVADA R$ 3.249,90 AMERICANAS 14/11 02:41 cartao final 6614. Nao reconhece? Ligue agora 0800 591 4477 e solicite o cancelamento.',
  'CaixaBank: Cargo de 1.290,00 EUR en MEDIAMARKT con su tarjeta terminada en 3390. ¿No es usted? Llame ya al 900 555 301 para anularlo.',
];

pinGrades(GENUINE, SCAMS, 'card charges with a call to cancel');
