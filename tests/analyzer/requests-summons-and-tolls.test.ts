/**
 * Written for these tests (none is a row of any corpus or battery): paraphrases of further scams the
 * battery of 176 messages in eleven languages written for this stop showed as C on 6eafa2e.
 * Scams: a buyer's payment request to accept "so the money reaches you" (Spanish), a buyer who sends
 * the seller to a cash machine to "confirm receipt" with an entity and a reference (Portuguese),
 * unpaid tolls to pay at a link "to avoid extra costs" (Portuguese), a police summons over a bank
 * account that threatens detention (Vietnamese), an invitation to a trading group to join by
 * writing a word (Turkish).
 * Genuine: a friend's payment request for a dinner, a bank's cash-by-code at a cash machine, a toll
 * operator's monthly statement debited from the reader's account.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const REQUEST_ES =
  'Buenas, me quedo con la bici de Wallapop. Te he enviado una solicitud por Bizum de 120€, acéptala desde tu app para que te llegue el dinero y mañana paso a por ella.';
const ATM_PT =
  'Boa tarde, já paguei os 95€ do casaco por MB WAY, mas para libertar o dinheiro tem de ir a um multibanco confirmar a receção em Pagamentos de Serviços, entidade 11942, referência 604 118 237.';
const TOLLS_PT = `Assunto: Portagens por regularizar
Caro cliente,
Registámos 2 passagens na A25 sem pagamento associado. Valor em dívida: 12,30 EUR.
Para evitar a coima, regularize até amanhã em: https://portagens-regularizar.info/pt
Serviço de Cobranças`;
const SUMMONS_VI = `Kính gửi ông Lê Văn Tâm,
Công an quận Cầu Giấy đang điều tra vụ án lừa đảo liên quan đến tài khoản Vietcombank đứng tên ông.
Đề nghị ông liên hệ cán bộ điều tra qua số 0912 448 306 trước 17 giờ hôm nay.
Nếu không hợp tác, cơ quan điều tra sẽ ra lệnh bắt giữ và phong tỏa tài khoản.`;
const GROUP_TR =
  'Tebrikler, Borsa sinyal grubumuza ücretsiz kabul edildiniz! Üyelerimiz geçen hafta hisselerden %35 kazanç elde etti. Katılmak için WhatsApp hattımıza "EVET" yazmanız yeterli.';

const DINNER_ES =
  'Te he mandado una solicitud de Bizum de 18€ por la cena del sábado, acéptala cuando puedas. ¡Gracias!';
const CASH_CODE_ES =
  'Tu retirada sin tarjeta está lista: acude a un cajero de tu banco con el código 4471 2093 para recibir el dinero. Caduca en 24 horas.';
const STATEMENT_PT =
  'Via Verde: o extrato de portagens de março, no valor de 21,60 EUR, será debitado na sua conta a 05/04. Consulte o detalhe na app Via Verde.';

pinGrades(
  [DINNER_ES, CASH_CODE_ES, STATEMENT_PT],
  [REQUEST_ES, ATM_PT, TOLLS_PT, SUMMONS_VI, GROUP_TR],
  'of requests, summons and tolls',
);

describe('what only pays out, said to bring money in', () => {
  it('reads a payment request to accept and a cash machine with a reference as money out', () => {
    expect(anatomyOf(REQUEST_ES).asks.map((a) => a.label)).toContain(
      'to accept a payment request to receive money',
    );
    expect(anatomyOf(ATM_PT).asks.map((a) => a.label)).toContain(
      'to go to a cash machine to receive money',
    );
    expect(anatomyOf(DINNER_ES).asks.map((a) => a.label)).not.toContain(
      'to accept a payment request to receive money',
    );
    expect(anatomyOf(CASH_CODE_ES).asks.map((a) => a.label)).not.toContain(
      'to go to a cash machine to receive money',
    );
  });

  it('does not read "without payment" as a promise that nothing will be charged', () => {
    expect(anatomyOf(TOLLS_PT).reassurances.map((r) => r.kind)).not.toContain('no_loss');
  });
});
