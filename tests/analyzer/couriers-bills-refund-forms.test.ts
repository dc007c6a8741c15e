/**
 * Three families a probe of 32 new messages (written before these readings) found graded C on
 * 74d7f46, and their genuine look-alikes:
 * - a courier sent to collect the reader's card and PIN ("courier fraud" in Britain, the "golpe do
 *   motoboy" in Brazil, the "koerier" who picks up the bank card in the Netherlands);
 * - a utility bill said to be overdue, with the supply cut off unless paid by link, in the
 *   European languages (the class reader knew unpaid fines, not unpaid bills);
 * - a tax refund to claim by filling in a form online (French, German, Italian) or by declaring
 *   the account to be paid into (Vietnamese).
 * Written for these tests; each scam has a paraphrase or translation that shares none of its
 * distinctive words, and each genuine message one in other words.
 */
import { describe, expect, it } from 'vitest';
import {
  analyzeAt,
  expectScamGrade,
  itKeepsGenuine,
  itReadsScams,
  type PinnedCase,
} from '../helpers/anatomy-cases';

const COURIERS: ReadonlyArray<[string, RegExp]> = [
  [
    "This is your bank's fraud team. Your card has been cloned and used in London. Please cut it in half; a courier will come to your house this afternoon to collect it and your PIN in a sealed envelope.",
    /courier will come/i,
  ],
  [
    'Police fraud unit here. Your account was used by criminals. Keep this call secret; an officer will pick up your bank cards this evening as evidence.',
    /officer will pick up your bank cards/i,
  ],
  [
    'Aquí el departamento de seguridad de su banco: su tarjeta ha sido clonada. Un mensajero pasará hoy a recoger su tarjeta, no la use.',
    /mensajero pasará hoy a recoger su tarjeta/i,
  ],
  [
    'Hier is de fraudeafdeling van uw bank. Uw pas is gekopieerd; een koerier komt vanmiddag uw bankpas ophalen.',
    /koerier komt vanmiddag uw bankpas ophalen/i,
  ],
  [
    'Central de segurança do banco: seu cartão foi clonado. Um motoboy vai buscar o cartão na sua casa em 1 hora.',
    /motoboy vai buscar o cartão/i,
  ],
];

const SCAMS: PinnedCase[] = [
  {
    name: 'a bill said to be overdue, the supply cut off unless paid by link',
    pinned:
      'Assunto: Pagamento pendente Olá, a sua fatura da EDP no valor de 87,40 € está em atraso. Evite o corte do fornecimento pagando hoje através do link abaixo. Pagar agora',
    paraphrase:
      'Aviso: a sua conta de luz continua por pagar e vencida. Regularize já em luz-regularizar.net para não ficar sem energia.',
  },
  {
    name: 'a tax refund to claim through a form online',
    pinned:
      'Objet : Remboursement en attente Bonjour, après un dernier calcul de vos impôts, vous avez droit à un remboursement de 189,45 €. Veuillez compléter le formulaire en ligne pour le recevoir. Accéder au formulaire. Direction générale des Finances publiques',
    paraphrase:
      'Agenzia delle Entrate: le spetta un rimborso di 245,00 €. Compili il modulo online entro 48 ore per riceverlo.',
  },
  {
    name: 'a tax refund waiting for the account to be declared',
    pinned:
      'Cuc Thue thong bao: Ban co khoan hoan thue TNCN 3.450.000d chua nhan. Vui long khai bao tai khoan nhan tien tai: hoanthue-gdt.vip',
    paraphrase:
      'Finanzamt: Sie haben Anspruch auf eine Rückerstattung von 312,40 €. Füllen Sie das Online-Formular aus, um die Zahlung zu erhalten.',
  },
];

const GENUINE: PinnedCase[] = [
  {
    name: 'a new card delivered by courier',
    pinned:
      'Your new card is on its way by courier; please sign for it at the door and activate it in the app.',
    paraphrase: 'Un mensajero le entregará mañana su nueva tarjeta. Actívela en la app.',
  },
  {
    name: 'a return parcel collected',
    pinned: 'UPS will collect your return parcel tomorrow between 9am and 5pm.',
    paraphrase:
      'Your old card will stop working once you activate the new one. Cut it up and dispose of it safely.',
  },
  {
    name: 'a driver collecting cash on delivery, and a card shown at a hotel desk',
    pinned: 'Our driver will pick up the cash payment for the sofa on delivery.',
    paraphrase: 'Please hand your card to the officer at the front desk when you check in.',
  },
  {
    name: 'an old card returned in the envelope provided',
    pinned: 'Cut your old card in half and place it in the envelope provided to return it to us.',
    paraphrase:
      'Your new PIN will arrive by post in a separate envelope a few days after your card.',
  },
  {
    name: 'an overdue bill paid through the company’s own ways',
    pinned:
      'Lembrete: a sua fatura de 54,20 € está em atraso desde 20/11. Pague na app EDP ou por referência Multibanco para evitar custos adicionais.',
    paraphrase:
      'Zahlungserinnerung: Ihre Rechnung vom 02.11. ist noch unbezahlt. Bitte überweisen Sie 45,90 € bis 10.12. auf das bekannte Konto.',
  },
  {
    name: 'an unpaid bill to settle in the customer area',
    pinned:
      'Rappel : votre facture de 62,00 € est impayée. Réglez-la en ligne dans votre espace client avant le 15 pour éviter des frais de retard.',
    paraphrase:
      'Recordatorio: su factura de 38,10 € está pendiente de pago. Puede pagarla en la app o en cualquier oficina antes del día 15.',
  },
  {
    name: 'a refund already made, and a form to fill in at the tax office’s own site',
    pinned:
      'Votre remboursement de 23,50 € a été effectué sur votre compte. Vous pouvez consulter le détail en ligne dans votre espace.',
    paraphrase:
      'Pour recevoir votre attestation fiscale, complétez le formulaire en ligne dans votre espace particulier avant le 31 mai.',
  },
  {
    name: 'a refund accepted, and a health form before a visit',
    pinned:
      'Cuc Thue: Ho so hoan thue TNCN cua ban da duoc chap nhan. So tien 1.200.000d se duoc chuyen vao tai khoan da dang ky trong 5 ngay.',
    paraphrase: 'Vui long khai bao thong tin y te truoc khi den kham tai benh vien Cho Ray.',
  },
];

describe('couriers for cards, overdue bills and refund forms', () => {
  it('a courier sent to collect the card: D or F, the collection quoted', async () => {
    for (const [text, quote] of COURIERS) {
      const r = await analyzeAt(text);
      expectScamGrade(r, text);
      const flag = r.redFlags.find((f) => f.type === 'credential_request');
      expect(flag?.textExample, text).toMatch(quote);
    }
  });
  itReadsScams(SCAMS, false);
  itKeepsGenuine(GENUINE);
});
