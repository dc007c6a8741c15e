/**
 * Vietnamese messages, written for these tests, through the real pipeline. Vietnamese SMS comes
 * with its tone marks and without them, so each scam family is pinned as written with marks and
 * again in other words, some without marks: a suspended bank account, a betting site's gift, a loan
 * with no collateral, paid "tasks", a relative asking for money, a code sent "by mistake", the
 * police, identity or biometric data "not yet updated" or "not synced", a traffic fine paid through
 * a link, a "holding account" for the police, a prize's shipping fee. Each is graded D or F with
 * its anatomy quoted; each genuine code, balance alert, carrier offer, reward-points notice,
 * transfer made and warning against fine links stays C or better.
 */
import { describe, expect, it } from 'vitest';
import {
  type PinnedCase,
  analyzeAt as analyze,
  itKeepsGenuine,
  itReadsScams,
} from '../helpers/anatomy-cases';

const SCAMS: PinnedCase[] = [
  {
    name: 'a bank account said to be locked',
    pinned:
      'Tài khoản ngân hàng của quý khách sẽ bị khóa trong 24h do chưa xác thực. Vui lòng truy cập nganhang-xacthuc.top ngay.',
    paraphrase:
      'Thong bao: tai khoan cua ban bi tam khoa vi dang nhap tren thiet bi la. Bam vao bit.ly/mo-khoa-tk de cap nhat thong tin.',
  },
  {
    name: "a betting site's gift",
    pinned: 'Nhà cái uy tín số 1, thành viên mới tặng ngay 150k, nạp đầu x2. Truy cập bet88vn.club',
    paraphrase:
      'Ca cuoc bong da, no hu, ban ca: thuong 200k khi dang ky moi. Vao link tinyurl.com/vn-bet',
  },
  {
    name: 'a loan with no collateral through a chat app',
    pinned:
      'Hỗ trợ vay tiền nhanh 50 triệu, không cần thế chấp, nợ xấu vẫn vay. Liên hệ Zalo 0912 345 678',
    paraphrase:
      'Giai ngan trong ngay, chi can CCCD, han muc vay toi 30 trieu. Ket ban Zalo: vaynhanh247',
  },
  {
    name: 'paid tasks at home',
    pinned:
      'Tuyển cộng tác viên làm việc tại nhà, mỗi ngày nhận hoa hồng 400.000đ. Liên hệ Telegram @ctv_online',
    paraphrase:
      'Viec nhe luong cao: danh gia san pham, thu nhap 1 trieu moi ngay. Nhan tin Zalo 0987 654 321',
  },
  {
    name: 'identity data "not yet updated", or the account is locked',
    pinned:
      'Thông báo: Bạn chưa cập nhật thông tin định danh mức 2. Vui lòng cập nhật tại https://dinhdanh-vn.cc trước ngày 30 để tránh bị khóa tài khoản.',
    paraphrase:
      'Ngan hang nhac: quy khach chua bo sung sinh trac hoc, giao dich se bi ngung. Bam vao sinhtrachoc-nganhang.top de hoan tat.',
  },
  {
    name: 'power owed and to be cut today, with a number to call whose digits are masked',
    pinned:
      'EVN thông báo: Quý khách còn nợ tiền điện tháng 11. Hệ thống sẽ ngắt điện trong hôm nay nếu không thanh toán. Liên hệ 0923xxx112 để được hỗ trợ.',
    paraphrase:
      'Cong ty cap nuoc: ho gia dinh ban no cuoc nuoc 2 thang, se bi cat nuoc trong 2h toi. Goi 0388***901 de xu ly.',
  },
  {
    name: "an insurance record 'not synced' with the e-ID, an app to install from a link",
    pinned:
      'BHXH thông báo: Hồ sơ bảo hiểm của bạn chưa được đồng bộ định danh điện tử. Cài đặt ứng dụng tại dichvucong-bhxh.com để tránh bị khóa.',
    paraphrase:
      'Co quan thue: ma so thue ca nhan cua ban chua duoc tich hop can cuoc. Cai dat ung dung tai thue-dientu.app de tranh bi dinh chi.',
  },
  {
    name: 'a traffic fine to pay through a link, today',
    pinned:
      'Cục CSGT thông báo: phương tiện của bạn vi phạm giao thông, vui lòng nộp phạt 1.200.000đ qua đường link csgt-nopphat.com trong hôm nay.',
    paraphrase:
      'Phong CSGT: xe may bien so 29X1 vi pham luat giao thong ngay 20/11. Nop phat 800.000d qua link phatnguoi-vn.top truoc 17h.',
  },
  {
    name: 'a relative who urgently needs money, the amount said first',
    pinned:
      'Em oi, chi dang can gap 5 trieu de dong vien phi cho me, em chuyen giup chi vao tk 0123456789 Techcombank, toi nay chi tra lai nhe.',
    paraphrase:
      'Cháu ơi, chú đang cần gấp 3 triệu để trả tiền sửa xe, cháu chuyển giúp chú nhé, mai chú gửi lại.',
  },
  {
    name: "the police and a 'holding account' for the money",
    pinned:
      'Xin chào, tôi là cán bộ công an quận Hoàn Kiếm. Số căn cước của anh liên quan đến một đường dây rửa tiền. Anh cần chuyển tiền vào tài khoản tạm giữ để điều tra.',
    paraphrase:
      'Co quan dieu tra thong bao: ban lien quan vu an lua dao. De chung minh trong sach, ban phai chuyen toan bo tien vao tai khoan an toan cua co quan.',
  },
  {
    name: 'a prize with a shipping fee to transfer',
    pinned:
      'Bạn đã trúng thưởng iPhone 16 Pro Max trong chương trình quay số may mắn của Thế Giới Di Động. Vui lòng chuyển phí vận chuyển 350.000đ để nhận giải.',
    paraphrase:
      'Chuc mung ban da trung giai thuong xe may Honda. Chuyen phi ho so 500.000d de nhan xe trong tuan nay.',
  },
  {
    name: 'a refund of a cancelled order, to collect through a link',
    pinned:
      'Bạn đã được hoàn tiền 1.250.000đ từ đơn hàng bị hủy. Vui lòng bấm vào link để nhận: hoantien-donhang.com',
    paraphrase:
      'Quy khach nhan hoan tien 890.000 VND do giao dich loi. Truy cap hoan-tien-giaodich.net de xac nhan.',
  },
];

const GENUINE: PinnedCase[] = [
  {
    name: 'a one-time code with its warning',
    pinned:
      'Mã OTP của quý khách là 518204 để thanh toán 250.000 VND. Tuyệt đối không cung cấp mã OTP cho bất kỳ ai.',
    paraphrase:
      'Ma xac thuc cua ban la 7741. Khong chia se ma nay voi nguoi khac, ke ca nhan vien ngan hang.',
  },
  {
    name: 'a balance alert',
    pinned:
      'TK 0123456789 +1.500.000 VND lúc 10:15 28/11. Số dư: 8.240.000 VND. ND: chuyen tien hoc phi',
    paraphrase:
      'Tai khoan 9876543210 -320,000VND luc 18:40. So du 2,105,500VND. Noi dung: thanh toan dien',
  },
  {
    name: "a carrier's offer through its own short code",
    pinned: 'Đăng ký gói data 4GB/ngày chỉ 70.000đ/tháng, soạn DK gửi 191. Cảm ơn quý khách.',
    paraphrase:
      'Uu dai: goi cuoc goi mien phi noi mang 30 ngay, gia 50.000d. Soan tin DK1 gui 9123.',
  },
  {
    name: 'reward points about to expire, redeemed in the own app',
    pinned: 'Điểm thưởng của quý khách sẽ hết hạn vào 31/12. Đổi quà trong ứng dụng ngân hàng.',
    paraphrase: 'Diem tich luy cua ban con 2 thang su dung. Vao muc Uu dai tren app de doi qua.',
  },
  {
    name: "a bank's biometric update done in its own app, no link",
    pinned:
      'Vietcombank thông báo: Quý khách chưa cập nhật sinh trắc học. Vui lòng cập nhật trên ứng dụng VCB Digibank trước 01/01 để tiếp tục giao dịch trực tuyến. VCB không gửi đường link qua tin nhắn.',
    paraphrase:
      'Viettel: Thue bao cua Quy khach se bi tam khoa 1 chieu sau 15 ngay neu chua chuan hoa thong tin. Vui long den cua hang Viettel gan nhat kem CCCD.',
  },
  {
    name: 'a transfer made, the account it went to named; a parent asking a child to pay the school',
    pinned:
      'Techcombank: Quy khach da chuyen 500,000 VND den TK 1903123456 NGUYEN VAN A luc 10:15 28/11. Phi: 0 VND.',
    paraphrase:
      'Con chuyển tiền học phí vào tk 0123456789 của trường trước thứ 6 nhé, mẹ đã nhắn cô giáo rồi.',
  },
  {
    name: 'a sister asked if she needs boxes; a bank’s advice on a lock after wrong passwords',
    pinned: 'Chị ơi chị đang cần gấp mấy cái hộp nhựa không, em có thừa nè.',
    paraphrase:
      'Để tránh bị khóa tài khoản do nhập sai mật khẩu nhiều lần, vui lòng không chia sẻ mật khẩu. Vietcombank',
  },
  {
    name: 'the traffic police warning against fine links; a delivered phone with no shipping fee',
    pinned:
      'Cục CSGT khuyến cáo: Không nộp phạt qua đường link lạ. Tra cứu vi phạm giao thông tại csgt.vn.',
    paraphrase:
      'Thế Giới Di Động: Đơn hàng iPhone 16 của anh đã được giao thành công. Phí vận chuyển: 0đ. Cảm ơn anh!',
  },
  {
    name: 'a refund paid into the shop’s own wallet; a refund notice with no link',
    pinned:
      'Shopee: Bạn đã được hoàn tiền 1.250.000đ vào Ví ShopeePay cho đơn hàng 2401ABC bị hủy.',
    paraphrase:
      'Tiki thong bao: don hang 5531 da duoc hoan tien 420.000d ve the cua quy khach trong 3-5 ngay.',
  },
];

describe('Vietnamese scams are read by their anatomy, with or without tone marks', () => {
  itReadsScams(SCAMS);

  it('a relative asking for money into a friend’s account, urgently', async () => {
    const text =
      'Mẹ ơi, con đang cần tiền gấp để đóng viện phí, mẹ chuyển giúp con 6 triệu vào tài khoản bạn con nhé.';
    const r = await analyze(text);
    expect(['D', 'F']).toContain(r.summary.overallGrade);
    const parts = r.redFlags.find((f) => f.type === 'scam_anatomy')?.anatomy ?? [];
    expect(parts.find((p) => p.part === 'pretext')?.label).toMatch(/someone you know/);
  });

  it('a code "sent by mistake" and asked back', async () => {
    const text =
      'Xin lỗi, mình gửi nhầm mã 6 số vào số của bạn, bạn gửi lại mã giúp mình nhé, gấp lắm.';
    const r = await analyze(text);
    expect(['D', 'F']).toContain(r.summary.overallGrade);
    const parts = r.redFlags.find((f) => f.type === 'scam_anatomy')?.anatomy ?? [];
    expect(parts.find((p) => p.part === 'ask')?.label).toMatch(/code/);
  });
});

describe('genuine Vietnamese codes, alerts, offers and notices are not called scams', () => {
  itKeepsGenuine(GENUINE);
});
