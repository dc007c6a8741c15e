/**
 * Meaning classes for the anatomy of a Vietnamese message, hand-written from common usage (FreeDict
 * has no Vietnamese dictionary), one list per meaning, for class-reader.ts: offers of easy money
 * (betting sites, loans with no checks, paid "tasks", prizes and reward points, promised returns),
 * the reader's account, SIM or parcel in trouble, the police after them, a relative addressed,
 * tapping a link, a chat contact (Zalo, Telegram), paying, giving one's details or a code.
 *
 * Vietnamese SMS is written with its tone marks or without them ("Tài khoản" or "Tai khoan"), so
 * the words are written without marks and matched on a copy of the text with the marks taken off
 * (word-tables.ts). A syllable alone is ambiguous there ("ngay" is now, "ngày" a day), so most
 * entries are two syllables or more. Syllables are separated by any run of spaces.
 */

import type { ClassWords } from './class-reader';
import { WAY_TO_MAKE_MONEY } from './parts';
import { LOSS, PAY_TO, REFUND, vi } from './vietnamese-threats';

/** An amount: "30.000đ", "2.250.000 VND", "300k", "50 triệu". */
const AMOUNT = '\\d[\\d.,]{0,14}\\s?(?:d|vnd|dong|k|tr|trieu|ty|nghin|ngan|usd|usdt)';

export const GAMBLING = vi([
  'nha cai',
  'ca cuoc',
  'ca do',
  'no hu',
  'ban ca',
  'tai xiu',
  'lo de',
  'danh de',
  'game bai',
  'casino',
  'baccarat',
  'nap dau',
  'keo bong',
]);

export const FREE_MONEY = vi([
  `tang ${AMOUNT}`,
  `tang ngay ${AMOUNT}`,
  `nhan ngay ${AMOUNT}`,
  `thuong ${AMOUNT}`,
  'mien phi \\d[\\d.,]*',
  'hoan tien 100%',
  // A refund "waiting" to be collected: "bạn đã được hoàn tiền 1.250.000đ … bấm vào link để nhận".
  `(?:duoc|nhan) hoan tien ${AMOUNT}`,
  `co ${AMOUNT} (?:cho|dang cho)`,
]);

export const LOAN = vi([
  'vay tien',
  'vay von',
  'vay tin chap',
  'vay online',
  'ho tro vay',
  'giai ngan',
  'khoan vay',
  'han muc vay',
  'cho vay',
]);

export const NO_CHECKS = vi([
  'khong can the chap',
  'khong the chap',
  'khong tham dinh',
  'no xau (?:van )?vay',
  'giai ngan (?:nhanh|trong ngay|ngay)',
  'duyet (?:nhanh|ho so nhanh)',
  'chi can (?:cccd|cmnd|can cuoc)',
  'lai suat 0',
  'khong can chung minh thu nhap',
]);

export const GRANT = vi(['ho tro tai chinh', 'tro cap', 'goi ho tro', 'tien ho tro']);

export const JOB = vi([
  'tuyen (?:dung )?cong tac vien',
  'tuyen ctv',
  'viec lam (?:online|tai nha)',
  'lam viec (?:online|tai nha)',
  'viec nhe luong cao',
  'hoa hong',
  'nhiem vu',
  'thu nhap (?:\\d[\\d.,]*|tu \\d[\\d.,]*|hap dan|cao)',
  'like va share',
  'danh gia san pham',
  'tang tuong tac',
  // Pay by the day for watching or liking: "nhận 200k-800k/ngày", "xem video YouTube".
  `${AMOUNT}(?:\\s?-\\s?${AMOUNT})?\\s?(?:\\/|mot |moi )ngay`,
  'xem video (?:youtube|tiktok)',
]);

export const INVEST = vi([
  'dau tu',
  'tien ao',
  'forex',
  'san giao dich',
  'cho tin hieu',
  'sinh loi|chung khoan|co phieu',
  // A trading floor for gold, forex or coins: "Sàn vàng quốc tế".
  'san (?:vang|forex|chung khoan|coin|crypto)',
]);

export const RETURNS = vi([
  'loi nhuan (?:chac chan|\\d[\\d.,]*|cao|on dinh)',
  // Capital said to be safe: "bảo hiểm vốn 100%", "cam kết hoàn vốn".
  'bao hiem von|cam ket (?:loi nhuan|hoan von)',
  'lai \\d+ ?% (?:moi|mot) (?:ngay|tuan|thang)',
  '\\d+ ?% (?:moi|mot) (?:ngay|tuan)',
  'x2 tai khoan',
]);

export const PRIZE = vi([
  'trung thuong',
  'giai thuong',
  'nhan qua',
  'qua tang',
  'tri an khach hang',
  'doi qua',
  'diem thuong',
  'phan thuong',
]);

export const WON = vi([
  'trung thuong',
  'da trung',
  'chuc mung (?:quy khach|ban|anh chi) da (?:nhan|trung|duoc)',
  'khach hang may man',
  'duoc chon',
]);

/**
 * The reader's account, SIM, reward points or parcel in trouble: locked, suspended, not updated, a
 * strange device, a subscription charged, a parcel held, a traffic fine, a tax refund.
 */
export const ACCOUNT_STATE = vi([
  'tai khoan[^.\\n]{0,40}?(?:bi khoa|tam khoa|se bi khoa|bi dinh chi|bi tam dung|chua cap nhat|bi vo hieu)',
  // A card or account about to lapse or be locked: "thẻ tín dụng … sắp hết hạn", "thẻ sẽ bị khóa".
  '(?:the|tai khoan|tk)(?: tin dung| ngan hang| atm| ghi no)?[^.\\n]{0,30}?(?:sap het han|da het han|het hieu luc|se bi khoa|bi khoa|bi tam khoa)',
  // The verb first: "(để tránh) bị khóa tài khoản", "tạm khóa thuê bao".
  '(?:bi|se bi|tam) (?:khoa|dinh chi|vo hieu hoa|chan|ngung) (?:tai khoan|tk|thue bao|sim|dich vu)',
  // Identity or biometric data "not yet updated": the e-ID and bank-biometrics pretext.
  'chua (?:duoc )?(?:cap nhat|xac thuc|bo sung|dong bo|tich hop)[^.\\n]{0,30}?(?:dinh danh|cccd|can cuoc|sinh trac hoc)',
  // "để tránh bị khóa": a lock the reader is told to avoid, whatever is locked.
  'tranh bi (?:khoa|dinh chi|vo hieu hoa|chan|ngung)',
  // A device, an account or a transfer out of the ordinary: "đến tài khoản lạ", "giao dịch bất thường".
  'thiet bi la|tai khoan la|giao dich bat thuong',
  '(?:thue bao|sim)[^.\\n]{0,30}?(?:bi khoa|se bi khoa|bi chan|khoa 2 chieu|khoa hai chieu|khoa mot chieu)',
  'diem thuong[^.\\n]{0,40}?(?:het han|sap het)',
  'dang ky chuong trinh[^.\\n]{0,60}?thu phi',
  'don hang[^.\\n]{0,30}?(?:bi treo|bi giu)',
  '(?:buu kien|buu pham|kien hang|don hang)[^.\\n]{0,40}?(?:khong the giao|bi giu|that bai|chua duoc nhan|chua nhan|giao khong thanh cong)',
  'phat nguoi',
  // A fine unpaid or a report to deal with: "tiền phạt chưa thanh toán", "biên bản … cần xử lý".
  '(?:tien phat|khoan phat|bien ban)[^.\\n]{0,30}?(?:chua (?:thanh toan|nop|xu ly)|can xu ly|qua han)',
  'vi pham (?:toc do|nong do con)',
  'vi pham (?:luat )?giao thong',
  // Caught by a camera: speeding, running a red light.
  '(?:qua|vuot) toc do|vuot den do',
  'no phi',
  // Power or water owed and about to be cut: the utility pretext ("nợ tiền điện", "sẽ bị cắt điện").
  'no (?:tien|cuoc) (?:dien|nuoc)',
  '(?:se bi|se|bi|tien hanh) (?:cat|ngat|ngung cap|ngung cung cap|tam ngung cung cap) (?:dien|nuoc)',
  '(?:dien|nuoc) (?:se bi|se|bi) (?:cat|ngat|ngung|tam ngung)', // "Điện sẽ bị tạm ngừng …"
  // A benefit the reader lives on, to keep receiving or about to stop: pension, allowance, social
  // insurance ("để tiếp tục nhận lương hưu", "trợ cấp sẽ bị dừng").
  'tiep tuc (?:nhan|huong|linh) (?:luong huu|tro cap|bao hiem xa hoi|che do)',
  '(?:luong huu|tro cap)[^.\\n]{0,30}?(?:bi|se bi) (?:dung|ngung|cat|tam dung|huy)',
]);

/** The police or the courts said to be after the reader. */
export const LEGAL_THREAT = vi([
  'rua tien|vu an|lenh bat|khoi to|co quan dieu tra|can bo dieu tra|vi pham phap luat',
  // The courts and the tax office's enforcement: a lawsuit, a hearing, a summons, an exit ban.
  'vu kien|phien toa|toa an|tand|an phi|giay trieu tap|hau toa|cuong che|tam hoan xuat canh',
]);

/** A relative or a friend's friend addressed ("Mẹ ơi", "Bác ơi") or a new number claimed. */
export const PERSON = vi([
  '(?:me|bo|ba|ma|bac|chu|co|di|cau|mo|ong|anh|chi|em|con|chau) oi',
  'so moi cua (?:con|em|chau|anh|chi|minh|toi)',
  'day la so moi',
]);

/**
 * Someone the reader knows on a number the reader cannot check: a new number, a borrowed phone
 * ("con mượn máy của bạn"), a phone lost or broken ("điện thoại con bị mất").
 */
export const NEW_NUMBER = vi([
  'so moi cua (?:con|em|chau|anh|chi|minh|toi)',
  'day la so moi',
  '(?:doi|thay) so (?:dien thoai|moi)',
  '(?:muon|dung|xai) (?:dien thoai|may|so|sim) cua (?:ban|dong nghiep|nguoi khac|nguoi quen)',
  '(?:dien thoai|may) (?:cua )?(?:con|em|chau|minh|toi) (?:bi )?(?:mat|hong|roi|hu)',
]);

/** Where money or phone credit goes, pointed at: "cho số này", "vào số này". */

/** Told not to call back, or that the sender cannot pick up: "đừng gọi cho con". */
export const NO_CALL = vi([
  '(?:dung|khong duoc) goi (?:cho|lai cho|lai) (?:con|em|chau|anh|chi|minh|toi|nhe)',
  'khong (?:the )?nghe may(?: duoc)?',
]);

/** A relative's claim anywhere in the message: "mẹ chuyển giúp con", "con đang cần tiền gấp". */
export const PERSON_CLAIM = vi([
  '(?:me|bo|ba|ma|ong|bac|chu|co|di) (?:chuyen|gui) (?:giup|cho) (?:con|chau|em)',
  '(?:con|chau|em|chi|anh|minh) dang can (?:tien|gap)',
]);

/** Said to have sent something by mistake. */
export const MISTAKE = vi(['gui nham', 'chuyen nham', 'nham so']);

export const CLICK = vi([
  'bam',
  'nhan vao',
  'truy cap',
  'click',
  'vao (?:duong )?link|dang nhap|cai (?:dat )?lai',
  'qua (?:duong )?link',
  // "Cài đặt ứng dụng eTax tại <link>": installed at the link, the app's name between.
  'cai (?:dat )?(?:ung dung |app )?(?:[a-z0-9-]+ ){0,3}(?:ngay )?tai',
  'tai (?:duong )?link',
  'tai day',
  'vui long vao',
  // A label before its link: "Để biết chi tiết vui lòng kiểm tra: csgt-hcm.vip/bienban".
  '(?:kiem tra|tra cuu|chi tiet|xem)(?=\\s*:)',
  'vao(?=\\s+[a-z0-9-]+\\.[a-z]{2,})',
  // "Tra cứu và nộp phạt tại <link>", "Xác minh khuôn mặt tại", "thanh toán qua": two words between.
  '(?:xac thuc|xac nhan|xac minh|kich hoat|kiem tra|dang nhap|cap nhat|thanh toan|doi qua|nhan qua|nhan ma|tham gia|dang ky|huy|tra cuu|(?:nop|dong) (?:phat|phi|tien))(?: [a-z]+){0,2}? (?:ngay )?(?:tai|qua)(?=[: ]|$)',
  'ket ban',
  'nhan tin',
  'lien he',
  // "Gọi ngay 0977…" (call), not "gói cước" (a plan): the word after it says which.
  'goi (?:ngay|den|cho|toi|so|lai)',
  'goi(?=\\s+\\+?\\d)',
]);

/**
 * A word pointing at a link or a button where the message shows none ("Cập nhật ngay tại đây",
 * "bấm vào đường dẫn bên dưới"): a pasted or reported text that lost its link still asks to open one.
 */
export const POINTER = vi(['tai day', '(?:duong )?link', 'duong dan', 'nut', '(?:ben|o) duoi']);

export const PAY = vi([
  // Phone credit bought or sent for someone: "nạp thẻ", "mua card điện thoại".
  '(?:nap|mua|gui) (?:the|card|cac|tien dien thoai)(?: dien thoai)?',
  'chuyen khoan',
  '(?<!giao dich )chuyen tien', // not "giao dịch chuyển tiền" (the transfer a code is for)
  'chuyen (?:gap|giup|ngay|them)',
  // "Chị chuyển trước 25 triệu vào …": an amount to send; not "đã chuyển" (sent already).
  `(?<!(?:da|duoc|vua|lenh) )chuyen (?:truoc |ngay |gap |giup |lai )?${AMOUNT}`,
  // Not "sẽ được chuyển vào tài khoản" (will be paid into the reader's account).
  '(?<!duoc )chuyen vao (?:tk|tai khoan|so tai khoan|stk)',
  'nop (?:phi|phat|tien)',
  'chuyen phi',
  'thanh toan (?:phi|them|ngay|truoc)',
  'dong (?:phi|tien)',
  `nap (?:tien|toi thieu|them|${AMOUNT})`,
  'gui tien',
]);

export const DETAILS = vi([
  'cap nhat (?:thong tin|sinh trac hoc|dinh danh|cccd)',
  'xac thuc|xac minh',
  'cung cap (?:thong tin|so tai khoan|mat khau)',
  'dang nhap tai',
  // An account to be paid into: "khai báo tài khoản nhận tiền", "gửi mình tên và STK ngân hàng".
  'khai bao (?:thong tin|tai khoan|so tai khoan|stk)',
  '(?:gui|cho|ib|inbox)(?: (?:minh|em|chi|anh|toi|ad|admin))?[^.\\n]{0,25}?(?:stk|so tai khoan)',
]);

/** A code asked for: "send me the OTP", "send the 6-digit code back". */
export const SECRET = vi([
  '(?:gui|doc|cung cap|cho)[^.\\n]{0,40}?(?:ma otp|otp|ma xac thuc|ma xac nhan|ma xac minh|ma \\d so)',
  // A new SIM's serial texted in ("soạn tin DOISIM <số serial> gửi 9123"): the number moved away.
  'soan tin[^.\\n]{0,40}?(?:serial|so seri)',
  // Read out to whoever calls ("đọc mã cho nhân viên").
  '(?:doc|gui|cung cap|bao) (?:lai )?ma(?: otp| xac thuc)?(?: nay| do)? cho (?:nhan vien|can bo|chung toi|ben (?:toi|em)|em|toi)',
  'ma \\d so[^.\\n]{0,60}?gui lai',
  // The card's number and its code together: "nhập số thẻ và mã OTP".
  'nhap (?:so the|thong tin the)[^.\\n]{0,20}?(?:ma otp|otp)',
]);

/** "Not", "never", "don't": before an ask, advice ("never give anyone the code"). */
export const NEGATED = vi(['khong', 'dung', 'chua bao gio', 'khong bao gio', 'tuyet doi khong']);
const NEVER = vi(['chua bao gio', 'khong bao gio', 'tuyet doi khong']);

/** A report of something done: completed, successful, the balance after it. */
export const DONE = vi([
  'thanh cong',
  'da duoc (?:giao|xu ly|thanh toan|chuyen)',
  // "(đã) hoàn tất", not "để / vui lòng hoàn tất" (in order to complete: an ask).
  '(?<!(?:de|vui long|hay|can|nhanh chong) )hoan tat',
  'da thanh toan',
  'so du',
]);

/** Sending, or giving back ("hoàn trả", "trả lại": money said to be sent by mistake). */
export const SEND_MONEY = vi(['chuyen', 'nap', 'gui', 'dong', 'nop', 'hoan tra', 'tra lai']);

/** A bank account written out: "STK 0123456789", "số tài khoản 1903 1234 5678". */
export const BANK_ACCOUNT = vi([
  '(?:stk|so tai khoan|tai khoan)[^.\\n\\d]{0,20}?\\d[\\d .-]{6,20}\\d',
  // A bank named before the number: "BIDV 2151004988", "Techcombank: 1903 1187 2540".
  '(?:vietcombank|vcb|bidv|techcombank|tcb|mbbank|mb bank|vpbank|agribank|acb|sacombank|tpbank|vietinbank|ocb|shb|hdbank)[: ]+\\d[\\d .-]{6,20}\\d',
  // An account said to hold the money safe for an inquiry: the police impersonator's account.
  '(?:tai khoan|tk) (?:tam giu|an toan|bao mat|cua co quan|chuyen dung)',
  'vao (?:so )?tai khoan (?:nay|ban|cua ban)',
]);

/**
 * A chat contact: "Zalo 0901 234 567", "Telegram @tuyendung", "kết bạn Zalo". Not the app named
 * with the words after it ("mã xác thực Zalo của bạn", "Zalo cho biết"): a name, not an ID.
 */
export const CHAT_ID = vi([
  'zalo[: ]*\\+?\\d[\\d .]{7,14}\\d',
  'zalo[: ]+@?(?!(?:cua|la|cho|va|voi|da|se|ma|duoc|ban|tren|thong bao)(?![a-z0-9_.]))[a-z][a-z0-9_.]{2,30}',
  'telegram[: ]+@?[a-z0-9_]{3,30}',
  'ket ban zalo',
  // Not a mail domain ("chỉ được gửi từ tên miền @vpbank.com.vn").
  '@[a-z][a-z0-9_]{3,30}(?!\\.[a-z])',
]);

export const URGENT = vi([
  'ngay lap tuc',
  'gap',
  'khan cap',
  '(?<!hieu luc )trong (?:vong )?\\d+ ?(?:h|gio|phut)', // not a code's life ("có hiệu lực trong 3 phút")
  'sau \\d+ ?(?:h|gio)',
  'truoc \\d+ ?h',
  'trong hom nay',
  'hom nay',
]);

export const MONEY = vi([AMOUNT, '\\d+ ?(?:trieu|nghin|ngan)']);

/**
 * A phone number to call or text: a Vietnamese mobile ("0901 234 567", "+84 901234567") or landline
 * ("0243 987 2216"), the mobile also with
 * digits masked as a report or a screenshot shows it ("0923xxx112").
 */
export const PHONE =
  /(?<![\p{L}\p{N}])(?:(?:\+84|0)[35789]\d(?:[ .-]?[\dxX*]){7}|(?:\+84\s?|0)2\d(?:[ .-]?\d){8})(?![\p{L}\p{N}])/gu;

/** A fee named: "phí", "lệ phí"; not school fees ("học phí"), a bill a child asks a parent to pay. */
export const FEE = vi(['(?<!hoc )phi', 'le phi']);

/** What a betting advert promises: bonuses, gifts, refunds, fast withdrawals. */
export const WINNINGS = vi(['thuong', 'tang', 'hoan tra', 'rut tien', 'no hu']);

/** The table class-reader.ts reads. */
export const VIETNAMESE_WORDS: ClassWords = {
  offers: [
    [GAMBLING, 'to offer winnings from a betting site'],
    [FREE_MONEY, 'to offer free money or a gift'],
    [LOAN, 'to offer a loan on easy terms'],
    [GRANT, 'to offer a grant or aid payment'],
    [JOB, 'to offer easy paid work'],
    [INVEST, WAY_TO_MAKE_MONEY],
    [PRIZE, 'that you have won a prize or a reward'],
    [REFUND, 'that you are owed a refund'],
  ],
  gamblingLabel: 'to offer winnings from a betting site',
  jobLabel: 'to offer easy paid work',
  account: ACCOUNT_STATE,
  threat: new RegExp(`${ACCOUNT_STATE.source}|${LOSS.source}`, 'giu'),
  law: LEGAL_THREAT,
  person: PERSON,
  personClaim: PERSON_CLAIM,
  newNumber: NEW_NUMBER,
  mistake: MISTAKE,
  click: CLICK,
  pointer: POINTER,
  pay: PAY,
  payTo: PAY_TO,
  details: DETAILS,
  secret: SECRET,
  negated: NEGATED,
  never: NEVER,
  done: DONE,
  sendMoney: SEND_MONEY,
  bankAccount: BANK_ACCOUNT,
  chatId: CHAT_ID,
  urgent: URGENT,
  noCall: NO_CALL,
  money: MONEY,
  // A refund waiting is money said to be there for the taking, as a gift is.
  free: new RegExp(`${FREE_MONEY.source}|${REFUND.source}`, 'giu'),
  freeLabel: 'says money is waiting for you',
  noChecks: NO_CHECKS,
  returns: RETURNS,
  won: WON,
  winnings: WINNINGS,
  fee: FEE,
  phone: PHONE,
  pointedLinks: true,
  // A group to join on a chat app, with no contact given: "Tham gia nhóm Zalo".
  chatInvite: vi(['(?:tham gia|vao) nhom (?:zalo|telegram)']),
};
