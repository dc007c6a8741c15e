/**
 * Batteries 24 (e-mail in six languages) and 25 (text messages: US, Vietnamese, Indonesian and
 * Thai), run unseen on 9703dc6 and then read, mended as families; written for this test in other
 * words. On 9703dc6 each genuine message below was D or F and each scam C:
 * - the shop a parcel comes from, named by its domain after French "par" ("expédiée par
 *   Darty.com"), is no link to open: "par" is no English verb to order with;
 * - a payment to update only on the service's own site, its help pages ("help.netflix.com")
 *   included, sends the reader nowhere but the service;
 * - an Indonesian alert of money received ("Anda telah menerima transfer … dari") asks for none;
 * - gift cards offered as a way to pay ("Apple gift cards are fine too") are asked for;
 * - a mailbox said to be full in Spanish is the mailbox lure; "responda a este mensaje con … su
 *   número de cuenta" asks for an account number; a document attached as a web page, told to be
 *   opened in a browser, is the web-page attachment lure however far from the words that send it;
 * - Vietnam's social insurance and its ID app are known, with their own sites, so a link named
 *   after them on another domain is a look-alike;
 * - one offered easy work asked for a bank account number with no link ("gửi em họ tên và số tài
 *   khoản") is asked for details;
 * - a Thai call back to a number ("โทรกลับ 02-…") is an ask to call, and a LINE ID with a hyphen
 *   is a chat contact.
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  `Subject: Votre colis arrive demain

Chronopost

Bonjour,

Votre colis n° XW219384756FR, expédié par Darty.com, vous sera livré demain entre 9h00 et 13h00.

Vous ne serez pas là ? Modifiez la livraison : https://www.chronopost.fr/fr/suivi-colis?listeNumerosLT=XW219384756FR

Chronopost, une société du groupe La Poste`,
  `Subject: Update your payment information

NETFLIX

Hi Priya,

We couldn't process your payment for the coming month. Please update your payment information to continue enjoying Netflix.

We'll try your payment method again in a few days.

Update payment: https://www.netflix.com/YourAccount

Questions? Visit help.netflix.com or call us.

The Netflix team

This e-mail was sent to [priya.n@gmail.com] by Netflix as part of your Netflix membership.`,
  'BNI: Anda menerima transfer Rp1.750.000 dari BUDI SANTOSO ke rek 1340****8821 tgl 12/03/2025 14:22 WIB. Saldo akhir Rp4.082.310.',
];

const SCAMS = [
  `Subject: Long time!

Hey you,

It's Marcus from the old book club, hope all is good. Bit embarrassing, but my wallet was stolen in Lisbon and the hotel won't let me check out until I settle €450. Could you help me out today? I'll pay you back the minute I land.

Apple gift cards are fine too if that's easier, the front desk takes them.

Cheers, Marcus`,
  `Asunto: Aviso de almacenamiento

Servicio de correo

Estimada usuaria:

Su bandeja de entrada está al 99 % de su espacio disponible. Los mensajes nuevos quedarán retenidos y no podrá enviar correo hasta que amplíe su cuota.

Ampliar espacio sin coste: https://webmail-cuota-ampliar.com/acceso

Administración de correo`,
  `Asunto: Puesto de gestor de cobros desde casa

Buenas tardes,

Su currículum nos ha parecido muy interesante. Buscamos una persona que reciba en su propia cuenta los pagos de nuestros clientes extranjeros y los reenvíe a nuestros socios, con un 8 % de comisión por cada operación y 1.500 € fijos al mes.

Para darle de alta, responda a este mensaje con su nombre, su teléfono y su número de cuenta.

Atentamente,
Lucía Navarro
Recursos Humanos`,
  `Subject: Remittance advice for your records

Good afternoon,

Please find our remittance advice attached for the payment released this week against your latest statement.

Our accounts team processes supplier payments on Thursdays, so if any of the figures look wrong, let us know before then and we will correct them in the next run.

Kind regards,
Accounts Payable

Attachment: Remit_Advice_88213.htm (open it in your browser to view the secure copy)`,
  'BHXH: Thẻ BHYT của bạn sẽ bị tạm khóa do chưa đồng bộ với VNeID. Vui lòng đồng bộ ngay tại https://vneid-baohiemxahoi.net để tiếp tục hưởng quyền lợi.',
  'Chào bạn, bên mình là đại lý tuyển dụng của Shopee, cần người đánh giá sản phẩm tại nhà, mỗi đơn nhận 20.000đ hoa hồng, làm bao nhiêu hưởng bấy nhiêu. Bạn gửi em họ tên và số tài khoản ngân hàng để em kích hoạt nhận lương nhé.',
  'สำนักงาน ปปง.: บัญชีของท่านเกี่ยวข้องกับคดีฟอกเงิน โปรดโทรกลับเจ้าหน้าที่ 02-114-5566 ด่วน มิฉะนั้นบัญชีจะถูกอายัด',
  'รับสมัครแอดมินตอบแชทออนไลน์ ทำงานที่บ้าน รายได้วันละ 800-2,500 บาท ไม่ต้องมีประสบการณ์ แอดไลน์ไอดี @ads-online99 ได้เลย',
];

pinGrades(GENUINE, SCAMS, 'shippers, own sites and work details (batteries 24 and 25)');
