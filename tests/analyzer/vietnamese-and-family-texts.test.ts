/**
 * Readings a new user's messages found wrong, in Vietnamese, Indonesian, Filipino English and the
 * everyday messages of families in several languages. Written for these tests; none is a row of
 * any corpus.
 *
 * - A negation ends with its sentence: "… CCCD không khớp. Xác minh khuôn mặt tại <link>" asks
 *   (the "không" of the sentence before made it advice).
 * - Vietnamese asks at a link with a few words between the verb and "tại" ("hủy giao dịch ngay
 *   tại", "xác minh khuôn mặt tại"), a fine said to be unpaid, money sent by mistake to be given
 *   back into a "TK tạm giữ", a bank named before an account number.
 * - Pay by the day written "150k-600k/ngày", a gold or forex trading floor ("sàn vàng"), a return
 *   of two digits or more ("lợi nhuận 25%/tháng": a single digit was all the table read), capital
 *   said to be guaranteed, and a chat group to join.
 * - "gov" worn by an address that is not a government's ("podatki-gov-pl.info") is a disguise;
 *   a government's own domain (gov.vn, go.id, gob.mx) is institutional.
 * - The writer's own card blocked ("la mia carta è bloccata", "meu cartão tá bloqueado") is no
 *   threat to the reader's account; a relative's "it is due today" is the bill's date.
 * - "I'll send it back to your usual account" says nothing about the reader's account.
 * - "Te paso el IBAN", "je t'envoie le RIB": the account to pay into, sent by the writer, asks the
 *   reader to pay; from a new number it is the "Hi Mum" scam, from a relative alone not enough.
 * - A reply asked for an offer of easy money where no other way is given ("¿Le interesa?").
 * - The reader's own transfer waiting for their yes ("You are about to share P50 load with
 *   0917…. Reply YES within 5 minutes to proceed") is no haste, and an eleven-digit number from
 *   09 only named there is a Philippine mobile, not a UK premium line.
 * - "Pembayaran saat isi pulsa" (paid when you top up) is no request for phone credit.
 * - A recorded call's "press 1" to cancel a charge or an order placed is the callback scam's way
 *   to act, as its number is; a bank's call about "a charge of $742.18 at Best Buy on your card
 *   ending 4417" reports a transaction on the reader's own card.
 * - Someone's bank details changed ("the landlord's", "the nursery's"), not only "our" or "the
 *   supplier's", is the invoice-fraud pretext.
 */
import { describe, expect, it } from 'vitest';
import { findLinks } from '../../src/server/analysis/knowledge/link-finder';
import { splitSentences } from '../../src/server/analysis/knowledge/sentences';
import { readAnatomy } from '../../src/server/analysis/signals/anatomy';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const GENUINE = [
  'Papà, mi paghi tu la bolletta della luce? Scade oggi e la mia carta è bloccata finché non arriva quella nuova. Ti ridò tutto sabato.',
  'Mãe, consegue pagar a conta de água pra mim? Vence hoje e meu cartão está bloqueado até amanhã. Te devolvo no fim de semana.',
  'Mamá, ¿me pagas tú el recibo del gas? Vence hoy y mi tarjeta está bloqueada hasta que llegue la nueva. El sábado te lo devuelvo.',
  'You are about to send PHP 150 load to 09181234567. Reply YES within 10 minutes to proceed. Ignore this if you did not request it.',
  'You are about to transfer KES 2,000 to JANE WANJIRU. Reply 1 within 3 minutes to confirm.',
  'Chị ơi em tra trên dichvucong.gov.vn rồi, xe nhà mình bị phạt nguội thật. Mai em lên phường nộp luôn nha.',
  'Paket Nelpon 60 menit Rp10rb sudah aktif. Tagihan dipotong saat isi pulsa berikutnya. Info: 188.',
  'This is Chase calling about a charge of $742.18 at Best Buy on your card ending 4417. If you made this purchase, press 1. If you did not, press 2.',
  'Hello, this is Walgreens. Your prescription is ready for pickup. Press 1 to hear store hours or press 2 to speak to a pharmacist.',
  'Hola papá, ¿me pagas la matrícula de la autoescuela? Son 250 €, te paso el IBAN de la autoescuela y te lo devuelvo el viernes.',
];

const SCAMS = [
  '[VNeID] Tai khoan cua ban bi tam khoa do du lieu CCCD khong trung khop. Xac thuc lai khuon mat tai vneid-capnhat.com',
  'So du TK BIDV 2151004988 -9,200,000VND luc 21:40. Neu khong phai ban thuc hien, huy giao dich ngay tai bidv-hoantien.com',
  'Cuc CSGT: Ban co mot khoan tien phat chua nop. Tra cuu va nop phat tai: csgt-phatnguoi.top',
  'MBBank: TK cua Quy khach nhan nham 5.000.000d do loi he thong. Vui long tra lai trong 2h vao TK tam giu 0912334455 de tranh bi khoa.',
  'Mẹ đây, mẹ đổi số mới rồi. Con chuyển vào tk BIDV 3102004177 giúp mẹ 6 triệu tiền viện phí nhé, gấp lắm.',
  '[Tuyển CTV] Shop cần người xem video TikTok, thả tim, nhận 150k-600k/ngày tại nhà. Nhắn Telegram t.me/ctv_online để nhận việc.',
  'Sàn vàng Hồng Kông lợi nhuận 25%/tháng, cam kết hoàn vốn. Nạp tối thiểu 300 USD, tham gia nhóm Zalo để được chuyên gia hướng dẫn.',
  'Ministerstwo Finansów: masz niedopłatę podatku 12,50 zł. Zapłać dziś, aby uniknąć egzekucji: e-urzad-gov-pl.top',
  'IRS notice: you have an unpaid balance of $86.20. Pay today to avoid penalties at irs-gov.help/pay',
  "Hi all, please note the landlord's bank account has changed. From this month pay the rent into the new account: sort code 20-44-91, account 53816620.",
  "Hello Mrs Patel, the nursery's bank details have been updated. Please settle the December invoice to the new account shown on the attached letter.",
  'Hola papá, soy yo, este es mi número nuevo, el otro se me rompió. Tengo que pagar un recibo urgente y no me funciona la app. Son 640 €, te paso el IBAN y mañana te lo devuelvo.',
  "Coucou papa, c'est moi, j'ai changé de numéro, l'ancien est cassé. Je dois régler une facture aujourd'hui et mon appli bancaire ne marche plus. C'est 720 €, je t'envoie le RIB et je te rembourse demain.",
  'This is an automated call from Amazon. An order of $899 for a MacBook Air was placed on your account. If you did not authorise it, press 1 to speak to our fraud team.',
  'We are calling about a charge of $499.99 for Norton renewal on your account. To cancel this renewal and get a refund, press 1 now.',
];

pinGrades(GENUINE, SCAMS, 'in Vietnamese, Indonesian and family chats');

describe('what the report says of them', () => {
  it('quotes the Vietnamese ask after the mismatch, which no longer negates it', async () => {
    const r = await analyzeText(SCAMS.find((t) => t.startsWith('[VNeID]'))!);
    expect(JSON.stringify(r.redFlags)).toMatch(/Xac thuc/);
  });

  it('says an address that wears "gov" is not a government site', async () => {
    const r = await analyzeText(SCAMS.find((t) => t.includes('irs-gov'))!);
    expect(JSON.stringify(r)).toMatch(/not a government's domain/);
  });

  it('reads a Philippine mobile number as no premium line', async () => {
    const r = await analyzeText(GENUINE.find((t) => t.includes('PHP 150'))!);
    expect(r.redFlags.map((f) => f.type)).not.toContain('premium_rate');
    expect(r.redFlags.map((f) => f.type)).not.toContain('urgency');
  });

  it('still names a UK premium line to call', async () => {
    const r = await analyzeText(
      'URGENT! You have won a guaranteed £1000 cash prize. To claim call 09061234567 now. 150p/min.',
    );
    expect(r.redFlags.map((f) => f.type)).toContain('premium_rate');
  });

  it('asks no phone credit of a carrier that says when a plan is paid', async () => {
    const r = await analyzeText(GENUINE.find((t) => t.startsWith('Paket Nelpon'))!);
    expect(r.redFlags.map((f) => f.type)).not.toContain('family_emergency');
  });

  it('reads money repaid to the reader as no claim about their account', () => {
    for (const text of [
      'Thanks for covering the taxi! I’ll send it back to your usual account tonight.',
      'Could you lend me £25 until payday? I’ll pay it back into your account on Friday.',
    ]) {
      const a = readAnatomy(text, splitSentences(text), findLinks(text), [], null);
      expect(a.pretexts.map((p) => p.kind)).not.toContain('affairs');
    }
  });
});
