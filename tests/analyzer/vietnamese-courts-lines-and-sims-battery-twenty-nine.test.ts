/**
 * Battery 29 (Vietnamese inboxes, a third written without tone marks), run unseen on e5405d2 and
 * then read, mended as families; written for this test in other words. On e5405d2 each scam below
 * was C:
 * - a Hanoi or Saigon landline ("028 3822 4151") is a number to call, as a mobile is;
 * - the courts and the tax office's enforcement ("phiên tòa", "cưỡng chế", "tạm hoãn xuất cảnh")
 *   are the law said to be after the reader;
 * - a new SIM's serial texted to a short code moves the number away: a code asked for;
 * - a code asked for a little further from its verb ("gửi em ảnh 2 mặt thẻ và mã OTP").
 * A hospital's reminder with its landline, and the police's warning of such calls, stay C.
 */
import { pinGrades } from '../helpers/grade-cases';

const SCAMS = [
  'Bưu cục Sài Gòn: Kiện hàng gửi từ Campuchia đứng tên Quý khách có chứa thẻ ngân hàng, đang bị công an giữ để điều tra đường dây rửa tiền. Đề nghị gọi ngay 028 3822 4151 gặp cán bộ thụ lý trong hôm nay.',
  'Cuc Thue TP: Ma so thue cua ong/ba dang no 4.150.000d tien thue, se bi cuong che va tam hoan xuat canh tu ngay mai. Lien he can bo phu trach 0794 551 302 de duoc huong dan nop.',
  'Vinaphone: SIM 3G cua quy khach se bi ngung dich vu tu 01/12. De doi SIM 4G mien phi, soan tin DOI4G <so serial tren SIM moi> gui 9456. Ho tro: 0886 220 417.',
  'Em chào chị, em là Thu bên Techcombank. Thẻ của chị được nâng hạn mức lên 60 triệu miễn phí năm đầu, chị chụp gửi em ảnh hai mặt thẻ cùng mã OTP vừa về máy để em duyệt hồ sơ luôn trong hôm nay ạ.',
];

// A hospital's reminder with its landline, and the police's own warning of these calls.
const GENUINE = [
  'Bệnh viện Chợ Rẫy nhắc lịch tái khám của ông Nguyễn Văn Tâm lúc 8h00 ngày 14/12 tại phòng khám Nội tiết. Để đổi lịch vui lòng gọi 028 3855 4137 trong giờ hành chính.',
  'Bộ Công an cảnh báo: đối tượng giả danh cán bộ điều tra gọi điện thông báo liên quan đường dây rửa tiền để yêu cầu chuyển tiền. Công an không làm việc qua điện thoại, không yêu cầu chuyển tiền.',
];

pinGrades(GENUINE, SCAMS, 'Vietnamese courts, lines and SIMs (battery 29)');
