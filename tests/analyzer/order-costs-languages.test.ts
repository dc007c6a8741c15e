/**
 * Costs an order or a bill lists, in other languages, are not fees a scam asks for. An order
 * confirmation that lists its shipping ("frais de port 4,90 €", "taxa de entrega R$ 7,90", "gastos
 * de envío 3,99 €") was graded F by the fee rule, which in English needs a word to pay before the
 * fee; "Pague na entrega com cartão ou Pix" (pay on delivery by card or Pix) was a payment by an
 * irreversible method, though a bank transfer, Pix or Bizum is how bills and shops are paid in
 * Europe, Britain and Brazil (now a sign one level lower; gift cards, crypto, Zelle or Cash App keep
 * theirs); "send cash with your child" was a fee to release something, as if the reader were to
 * receive; "contra reembolso" (cash on delivery) was money owed to the reader. The fees a scam asks for keep their warning in each language, with the word
 * to pay ("Zahlen Sie 4,99 € Zollgebühr", "Betaal € 2,95 administratiekosten", "vous serez débité
 * … de frais de dossier"). Found by a probe of twelve genuine confirmations, bills and fines with
 * four scams (outside the repository); written for these tests, each with a paraphrase.
 */
import { describe, expect, it } from 'vitest';
import {
  analyzeAt,
  expectScamGrade,
  itKeepsGenuine,
  type PinnedCase,
} from '../helpers/anatomy-cases';

const GENUINE: PinnedCase[] = [
  {
    name: 'an order confirmation with its delivery fee, paid on delivery (Portuguese; French)',
    pinned:
      'Pedido confirmado! Subtotal R$ 120,00, taxa de entrega R$ 7,90. Pague na entrega com cartão ou Pix.',
    paraphrase:
      'Commande confirmée : 3 articles pour 62,80 €, frais de port 4,90 €. Paiement à la livraison.',
  },
  {
    name: 'an order paid by card or cash on delivery (Spanish; German)',
    pinned:
      'Pedido recibido: total 45,30 €, gastos de envío 3,99 €. Puede pagar con tarjeta o contra reembolso.',
    paraphrase:
      'Ihre Bestellung ist eingegangen. Summe 89,90 €, Versandkosten 3,95 €. Bitte überweisen Sie den Betrag innerhalb von 7 Tagen.',
  },
  {
    name: 'a rent or a class dinner to pay by transfer (Portuguese; Italian)',
    pinned: 'Oi Ana, o aluguel de dezembro é R$ 1.500,00. Pode pagar por Pix até dia 5? Obrigado!',
    paraphrase:
      "Condominio: la rata di gennaio è di 180,00 €. Paga con bonifico sull'IBAN del condominio entro il 10.",
  },
  {
    name: 'a tradesman paid by bank transfer; a school trip paid through the portal or in cash (English)',
    pinned:
      "Hi, the invoice total is £240. Please pay by bank transfer to sort code 12-34-56, account 12345678. Thanks, Dave's Plumbing",
    paraphrase:
      'School trip: please pay the $15 through the parent portal or send cash with your child.',
  },
];

const SCAMS = [
  'Bol.com: uw bestelling is geannuleerd. Betaal € 2,95 administratiekosten om deze te herstellen: bol-herstel.com',
  'Hauptzollamt: Ihr Paket ist beim Zoll. Zahlen Sie 4,99 € Zollgebühr, sonst wird es zurückgeschickt: zoll-paket.info',
  'Correios: sua encomenda foi taxada. Pague R$ 39,90 de taxa de importação hoje ou ela será devolvida: correios-taxa.com',
  'Asunto: Aviso de Correos\n\nSu paquete no ha podido ser entregado por falta de pago de los gastos de envío (1,79 €). Realice el pago para programar una nueva entrega.\nPagar ahora',
];

describe('costs an order or a bill lists, in other languages', () => {
  itKeepsGenuine(GENUINE);
});

describe('fees a scam asks for, in other languages', () => {
  for (const text of SCAMS)
    it(`D or F: ${text.slice(0, 50)}…`, async () => {
      expectScamGrade(await analyzeAt(text), text);
    });
  it('the fee is quoted with the word to pay it', async () => {
    const r = await analyzeAt(SCAMS[1]!);
    expect(r.redFlags.find((f) => f.type === 'fee_request')?.textExample).toBe(
      'Zahlen Sie 4,99 € Zollgebühr',
    );
  });
});
