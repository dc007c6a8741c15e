/**
 * Families read from battery fourteen after its unseen run (14/100 scams missed, 1/100 genuine D or
 * F on 6752418; 16/100, 1/100 on 263253c), each in other words than its rows: an app file sent to
 * install; a "recovery expert" recommended by a private handle; money asked to be handled
 * discreetly by a colleague; cash and jewellery taken "for safekeeping" by a plain-clothes
 * officer (German) or a bail fetched by someone "incaricato" (Italian); a Vietnamese task that
 * asks a top-up "nạp 2.000.000đ", a stock-tips group on Zalo, a bank's notice that online
 * payments "sẽ bị tạm ngưng". And genuine: an interview invitation to pick "a time that suits
 * you", which was read as a lawsuit (D 67 on 6752418). On 263253c six of the ten were graded
 * wrongly (the recovery expert, both officers, the three Vietnamese); the other four were already
 * right by older readings and pin that they stay so.
 */
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    'Hi Tom, thanks for your application. Please choose a slot that suits you for a short video call with our team lead, using the link in your candidate account. There is no fee at any stage.',
    'Your order has shipped! Track it in the app. Questions? Our support team is on WhatsApp during office hours.',
  ],
  [
    'Pak/Bu, ini foto paket yang gagal dikirim, mohon dicek ya 🙏 [Foto Paket Kurir.apk]',
    'Lost my savings to a fake exchange in March. Then a recovery specialist, @FundsBack_Anna, got all of it returned within a week! Message her if it happened to you too.',
    'Hi, are you in the office? I need a transfer sent to a supplier today for a deal we have not announced. Please handle this discreetly, I will send the account details shortly.',
    'Hier spricht die Kriminalpolizei. Bei Festgenommenen wurde Ihre Adresse gefunden. Ihr Geld und Ihr Gold sind zu Hause nicht sicher, ein Beamter kommt heute vorbei und nimmt alles zur Verwahrung mit.',
    'Signora, sono dei Carabinieri: sua figlia ha avuto un incidente, serve una cauzione di 4.000 euro in contanti. Un nostro incaricato passa a ritirare tra un’ora.',
    'Bạn đã xong nhiệm vụ 2/4, hoa hồng 900.000đ. Để rút tiền cần nạp 2.000.000đ vào tài khoản bên dưới, sau 15 phút hoàn lại cả gốc.',
    'Nhóm cổ phiếu miễn phí: chuyên gia chọn mã tăng mạnh, lời 20%/tháng. Chỉ còn 30 suất hôm nay, vào nhóm Zalo ngay: zalo.me/g/cpvip1',
    'Vietcombank: tài khoản của Quý khách cần xác thực sinh trắc học trước 15/4, sau thời hạn các giao dịch trực tuyến sẽ bị tạm ngưng.\n[Xác thực ngay]',
  ],
  'families read from battery fourteen',
);

// Battery fifteen's one regression on aabed7f (read, the rest of the battery not): a tax office's
// last reminder whose only address was its look-alike sender, alone under the signature, which
// the reading of an account named under a heading had taken for the reader's (D 67 -> C 77).
pinGrades(
  [],
  [
    'Onderwerp: Tweede herinnering aanslag\n\nGeachte heer/mevrouw,\n\nEen aanslag van € 96,10 is nog niet voldaan. Betaalt u niet binnen 5 dagen, dan volgt een deurwaarder.\n\n[Nu betalen]\n\nBelastingdienst\nservice@belasting-invordering.nl',
  ],
  'a tax reminder signed by its look-alike address',
);
