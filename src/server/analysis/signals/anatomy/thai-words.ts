/**
 * Meaning classes for the anatomy of a Thai message: the words for an offer of easy money
 * (gambling sites' free credit, loans with no checks, grants, paid work from home, prizes), for
 * tapping a link or adding a chat contact, paying, giving one's details, urgency, and a threat to
 * the reader's account. Hand-written from common Thai usage (FreeDict has no Thai dictionary), one
 * list per meaning, so a message put in other words of the same meaning reads the same; thai.ts
 * reads a message with them.
 *
 * Thai is written without spaces between words, so a word cannot be matched whole as the other
 * languages' are. The words here are matched as written; the short ones that also occur inside
 * other words carry the letters that would make them another word as an exclusion ("รับ", to
 * receive, is not the end of "สำหรับ", for).
 */

import type { ClassWords } from './class-reader';
import { WAY_TO_MAKE_MONEY } from './parts';

const thai = (source: string): RegExp => new RegExp(source, 'giu');

/** Any Thai letter. */
export const THAI_LETTER = /[\u0E01-\u0E4E]/u;

/**
 * Gambling: a casino, slots, baccarat, fish-shooting games, football betting, "a direct site",
 * deposits and withdrawals "in seconds", "no turnover" and the game makers such sites list.
 */
export const GAMBLING = thai(
  [
    'คาสิโน',
    'สล[็๊]?[อo]?[ตคก](?![ก-๙])',
    'ฟรีสปิน',
    'แทงหวย',
    'หวย',
    'ลอตเตอรี่ออนไลน์',
    'เลขเด็ด',
    'อัตราต่อรอง',
    'ยี่กี',
    'กำไรงาม',
    'เกมแจก',
    'เติมหนักเติมเบา',
    'เว็[บป]ใหม่',
    'ยอดฝาก',
    'ฝาก(?:น้อย|ง่าย|เครดิต|ไม่มีขั้นต่ำ)',
    'อัตราชนะ',
    'เกมส์?(?:กำลัง)?แตก',
    'บาคาร่า',
    'ยิงปลา',
    'แทงบอล',
    'เดิมพัน',
    'การพนัน',
    'เว็บตรง',
    'เว็บพนัน',
    'เว็บสล็อต',
    'ฝาก\\s?-?\\s?ถอน',
    'ถอนไว',
    'ถอนได้ไม่อั้น',
    'ไม่ต้องทำ?เทิร์น',
    'ไม่มีเทิร์น',
    'ไม่ติดเทิร์น',
    'คืนยอดเสีย',
    'แตกง่าย',
    'แตกโหด',
    'แตกหนัก',
    'แจ[็๊]?[คก]พอต',
    '(?<![a-z])(?:casino|baccarat|slots?|jili|pg ?slot|pgsoft|joker ?gaming)(?![a-z])',
  ].join('|'),
);

/**
 * Money for nothing: free credit or a bonus for signing up, "deposit 20, get 100", money waiting,
 * withdrawals "for real".
 */
export const FREE_MONEY = thai(
  [
    'เครดิ[ตด]ฟรี',
    'ฟรี\\s?(?:เครดิ[ตด]|โบนัส)',
    'เติม\\s?\\d+\\s?(?:บ\\.?|บาท)?\\s?รับ(?:เพิ่ม)?\\s?\\d',
    'รับ(?:สูงสุด)?\\s?\\d[\\d,]*\\s?(?:บ\\.?|บาท|฿)?\\s?(?:ทันที|ฟรี|ทุกวัน|ไม่ต้อง)',
    'ถอนได้(?:เลย|ทันที)',
    'เว็บเราแจก',
    '(?:คุณ|ท่าน)\\s?(?:มีเงิน|ได้รับเงิน|ได้รับ|สามารถรับ|สามารถเรียกร้อง)\\s?\\d[\\d,]*\\s?(?:บาท|บ\\.|฿|thb)',
    '(?:ทุกวัน|วันละ)ได้รับ\\s?\\d',
    'โบนัสฟรี\\s?\\d',
    'ทุนฟรี',
    '(?:วงล้อ|หมุน)ฟรี',
    'รับของฟรี',
    '(?:รับ|แจก)(?:เงิน|โบนัส|เครดิต)?\\s?ฟรี\\s?\\d',
    'แจกฟรี(?:เครดิต|\\s?\\d)',
    'ฝาก(?:ตอนนี้|วันนี้|ครั้งแรก|แรก)?\\s?(?:ฟรี\\s?)?(?:รับ)?(?:ทันที|เพิ่ม)?\\s?\\d+\\s?%',
    'ฝาก(?:ครั้งแรก|แรก)?\\s?\\d+\\s?(?:บาท|บ\\.?)?\\s?รับ(?:เพิ่ม)?\\s?\\d',
    '(?<![\\d,.])\\d{1,3}\\s?รับ\\s?\\d{2,}',
    'ถอนได้จริง',
    'ได้เงินจริง',
    'มีเงินรอ',
    'รับเงิน(?:ฟรี)?\\s?\\d',
    'รับตังค?์?',
  ].join('|'),
);

/** A loan on easy terms: "you can borrow 80,000", "approved in a day, no guarantor, blacklisted OK". */
export const LOAN = thai(
  [
    'สินเชื่อ',
    'เงินกู้',
    'กู้เงิน',
    'สิทธิ์?กู้',
    'ยื่นกู้',
    'กู้ได้',
    'กู้ง่าย',
    'วงเงิน(?:สูง|\\s?\\d|[ก-๙]{0,6}\\s?\\d)',
    'เงินฉุกเฉิน',
    'ผ่อนสบาย',
    'โควต้า\\s?\\d',
    'อนุมัติ(?:เร็ว|ได้ไว|ภายใน)',
    'ได้รับอนุมัติ',
    'ไม่เช็ค(?:เครดิต)?บูโร',
    'วงเงิน\\s?\\d',
    '(?<![a-z])loan(?![a-z])',
    'สามารถกู้',
    'ให้กู้',
    'ยืมเงิน',
    'เงินด่วน',
    'อนุมัติไว',
    'อนุมัติง่าย',
    'อนุมัติทันที',
    'ไม่ต้องค้ำ',
    'ไม่ต้องใช้(?:หลักทรัพย์|คนค้ำ)',
    'ติดแบ?ล็?[็]?คลิสต์',
    'ติดบูโร',
    'ไม่เช็คบูโร',
  ].join('|'),
);

/** A grant or aid payment said to be waiting: "you have received 55,000 from the state fund". */
export const GRANT = thai(
  'เงินช่วยเหลือ|(?:กองทุน|ทุน)สำรอง|เงินเยียวยา|โครงการประชารัฐ|ธนาคารประชาชน|เงินอุดหนุน|คนละครึ่ง|เราชนะ',
);

/** Paid work made easy: income per day, work from home, part-time staff wanted, tasks. */
export const JOB = thai(
  [
    'รายได้เสริม',
    'รายได้ต่อวัน',
    'รายได้\\s?\\d',
    'ทำงานที่บ้าน',
    'ทำงานออนไลน์',
    'งานออนไลน์',
    'งานพาร์ทไทม์',
    'พาร์ทไทม์',
    'พนักงานนอกเวลา',
    'งานง่าย',
    'งาน(?:พิเศษ|เสริม)',
    'ทำงานเสริม',
    'เงินเดือน(?:ถึง)?\\s?\\d',
    'ชั่วโมงละ\\s?\\d',
    'รายได้วันละ',
    'กดไลค์|ไลค์ติดตาม',
    'รับสมัครคน',
    'ตำแหน่งงานว่าง',
    'ทำงานจากที่บ้าน',
    'ไม่(?:จำเป็น)?ต้องมีประสบการณ์',
    'ดูคลิป',
    'กดถูกใจ|กดไลค์',
    'ทำเงิน\\s?\\d',
    'เสร็จงาน',
    'ค่าคอม(?:มิชชั่?น)?',
  ].join('|'),
);

/** Investing for a promised return: "invest 1,000, get 5,000 back", "profit 30%". */
export const INVEST = thai(
  'ลงทุน(?:เพียง|แค่)?\\s?\\d|รับคืน\\s?\\d|ผลตอบแทน(?:สูง|\\s?\\d)|กำไร\\s?\\d|ปันผล\\s?\\d|รวยง่าย|รวยเร็ว|ทำเงินจาก|เป็นเศรษฐี',
);

/** A prize or a right said to be won: "you are the lucky one", "you have received the right to". */
/** Money said to be owed to the reader: a tax refund ("เงินคืนภาษี") or a refund waiting. */
export const REFUND = thai('เงินคืนภาษี|คืนภาษี|ได้รับเงินคืน|มีเงินคืน|ยอดเงินคืน');

export const PRIZE = thai(
  'ผู้โชคดี|ของรางวัล|ได้รับรางวัล|ได้รับเลือก|ถูกรางวัล|จับฉลาก|ได้รับสิทธิ์?|คุณได้รับ(?:เงิน|ทุน|โบนัส|กองทุน|สินเชื่อ)',
);

/**
 * The reader's account said to be closed, suspended, locked or in trouble ("your account has been
 * disabled", "to keep the account from closing"), or their parcel held or sent back.
 */
export const ACCOUNT_STATE = thai(
  // A parcel said to be held, returned or undeliverable ("พัสดุของคุณไม่สามารถจัดส่งได้", "ถูกตีกลับ").
  'พัสดุ[^\\n]{0,40}?(?:ไม่สามารถจัดส่ง|จัดส่งไม่ได้|ไม่ได้จัดส่ง|ถูกตีกลับ|ตีกลับ|ตกค้าง|ค้างส่ง|ถูกกัก|ถูกระงับ|รอชำระ)|' +
    'บัญชี[^\\n]{0,20}?(?:ถูก(?:ระงับ|ปิด|ล็อค|อายัด|แฮก)|ผิดปกติ|มีปัญหา)|(?:ระงับ|ปิด)(?:การใช้งาน|บัญชี)|ไม่ให้บัญชี(?:ถูก)?ปิด|มีปัญหา(?:ระบบ|การใช้งาน)|ของคุณมีปัญหา|ข้อมูล[^\\n]{0,30}?หลุด',
);

/**
 * Tapping a link, registering, adding or messaging a chat contact. "กด" (press) followed by a
 * star or a digit dials the carrier's own service code, which is not a link.
 */
export const CLICK = thai(
  [
    'คลิ[กคก๊ก]+',
    'คลิ๊ก',
    'ค\\s?ลิ[๊ก]+',
    'กด(?![\\s*#]*[*#\\d])(?:ลิงก์|ลิงค์|ที่|เพื่อ|รับ|เลย|ดู|เข้า|ไลน์|ติดตาม|ลุ้น)',
    'ลิงก์|ลิงค์|ลิ้งค์?',
    'สมัคร(?:เลย|ตอนนี้|ได้ที่|รับ)',
    'ทักไลน์|แอดไลน์|แอดไลน|เพิ่มเพื่อน|ทัก(?:มา|ด่วน|แชท)',
    'ติดต่อ(?:รับ|ฝ่าย|ได้ที่|เรา|กลับ)',
    // Calling: "โทรกลับ", "โทรหา", "โทรด่วน", "โทร 02-…".
    'โทร(?:กลับ|หา|ด่วน|ติดต่อ|มาที่|ที่)?(?=\\s?(?:เจ้าหน้าที่|ด่วน|\\d|\\+))',
    'เข้ามาดู|ได้ที่นี่|ตรวจสอบได้ที่',
    '(?<![a-z])click(?![a-z])',
  ].join('|'),
);

/**
 * Paying or transferring money to someone: "โอนให้ฉัน" (transfer to me), "โอนผ่าน" (transfer
 * through), "จ่ายแค่" (pay only), a fee to pay. A bill's "ยอดที่ต้องชำระ" (the amount due) and
 * "ขอบคุณที่ชำระ" (thank you for paying) state a payment; they do not ask for one to a stranger.
 */
export const PAY = thai(
  'โอน(?:เงิน)?\\s?(?:ให้|มา|ผ่าน|ไป|ที่|ได้ที่|เข้าบัญชี(?:นี้|ที่|ด้านล่าง))|ส่งเงิน|จ่ายแค่|จ่ายเพียง|ชำระค่า(?:ธรรมเนียม|ดำเนินการ|จัดส่ง|ภาษี|ประกัน)|ต้องชำระค่าธรรมเนียม',
);

/** A report of something done ("completed", "successful", "already"): not an ask. */
export const DONE = thai('เรียบร้อย|สำเร็จ|ได้ดำเนินการ|ขอบคุณที่|ได้รับชำระ');

/** Sending money: to transfer, to donate, to deposit. */
export const SEND_MONEY = thai('โอน|ส่งเงิน|ร่วมทำบุญ|บริจาค|ฝาก|ชำระ');

/** Giving one's details or confirming one's identity. */
export const DETAILS = thai(
  'ส่งข้อมูล|กรอกข้อมูล|ยืนยันข้อมูล|ยืนยันบัญชี|ยืนยันตัวตน|ข้อมูลส่วนตัว|เลขบัตรประชาชน|อัพเดทข้อมูล|อัปเดตข้อมูล|อัพเดตบริการ|อัพเดท(?:เพื่อ|บริการ)|โปรดยืนยัน',
);

/** Urgency: "urgent", "today only", "last day", "within N hours". */
export const URGENT = thai(
  'ด่วน(?!ที่สุด\\s?จาก)|แค่วันนี้|วันนี้เท่านั้น|ภายในวันนี้|วันสุดท้าย|หมดเขต|รีบ(?:เลย|ด่วน|สมัคร|รับ|กด)|ภายใน\\s?\\d+\\s?(?:ชม|ชั่วโมง)',
);

/** Money: an amount in baht, written out in Thai, or a large figure ("55000", "1,000"). */
export const MONEY = thai(
  '(?<![\\d,.])\\d[\\d,.]{0,20}\\s?(?:บาท|บ\\.|฿|ล้าน|แสน|หมื่น)|฿\\s?\\d|(?<![\\d,.])\\d{1,3}(?:,\\d{3})+(?![\\d,])|(?<![\\d,.])\\d{4,6}(?![\\d,])\\s?(?:บ|บาท)?|(?:พัน|หมื่น|แสน|ล้าน)บาท',
);

/**
 * A chat contact to add: "Line: atenaa1", "ไลน์ @lavapg88", "Line ID : @em199", "@LINE：y412",
 * "IDLINE: srisawad-z1".
 * The ID must have a letter or a digit run after the name of the app, whose name begins a word
 * ("ALL Online: 9.9 …" names no chat contact). A bare "@name" after a card number or an amount is
 * where a card was used ("SCB-2723 @OMISETH*JIM", "350.00 THB @Lazada"), as is "@WWW.<site>".
 */
export const CHAT_ID = thai(
  '(?:(?<![a-z])(?:id\\s?)?@?line(?:\\s?id)?|ไลน์(?:\\s?ไอดี)?|ไอดีไลน์|lin\\.e|ลาย)\\s?(?:[:：]\\s?@?|@)[a-z0-9][a-z0-9_.-]{1,30}|(?<![\\p{L}\\p{N}.])(?<!(?:\\d|thb|บาท|บ\\.)\\s?)@(?!www\\.)[a-z][a-z0-9_.-]{3,30}(?<!-)(?![\\p{L}\\p{N}*])',
);

/**
 * Latin letters put in a Thai word in place of the Thai letters they look like, to slip past
 * filters: "เว็uตรง" (เว็บตรง), "โuนัa" (โบนัส), "nู้" (กู้), "ฟsี" (ฟรี). Read back as Thai.
 */
export const LOOKALIKE_LATIN: Readonly<Record<string, string>> = {
  u: 'บ',
  U: 'บ',
  n: 'ก',
  o: 'อ',
  O: 'อ',
  s: 'ร',
  a: 'ส',
};

/**
 * A bank account given to send money to ("บัญชี 891-894-3894320", "บช 8932098943"): ten digits
 * or more, written out. Genuine alerts mask the reader's own number ("xxx-x-x1234-x").
 */
export const BANK_ACCOUNT = thai(
  '(?:บัญชี|(?<![ก-๙])บช(?![ก-๙])\\.?)[^\\n\\d]{0,30}?\\d[\\d -]{8,30}\\d(?!\\d)',
);

/** The law said to be after the reader: a crime they are part of, a warrant, a lawsuit. */
export const LEGAL_THREAT = thai('ผิดกฎหมาย|ดำเนินคดี|หมายจับ|ฟอกเงิน|ถูกฟ้อง');

/** A web address spelled out so no filter reads it as one: "zbti9dotคอม", "abc ดอท com". */
export const SPELLED_ADDRESS = thai(
  '(?<![a-z0-9-])[a-z0-9-]{3,40}\\s?(?:dot|ดอท|ด็อท)\\s?(?:com|คอม|net|เน็ต)|(?<![a-z0-9-])[a-z0-9-]{3,40}\\.?คอม',
);

/**
 * Gambling said with what it promises (winnings that pay out, withdrawals, bonuses, free credit):
 * the pressure of money for nothing.
 */
export const WINNINGS = thai('แตก|ถอน|ชนะ|รวย|โบนัส|ฟรี|แจก|จ่าย(?:จริง|เร็ว|ไว)|เครดิ[ตด]');

/** Words of having won: what makes a prize pretext pressure in itself. */
export const WON = thai('ผู้โชคดี|ได้รับรางวัล|ถูกรางวัล|ได้รับเลือก');

/** A return promised on money put in: "get 5,000 back", "profit 30%", "get rich easily". */
export const RETURNS = thai(
  'รับคืน\\s?\\d|ผลตอบแทน(?:สูง|\\s?\\d)|กำไร\\s?(?:x\\s?)?\\d|ปันผล\\s?\\d|รวยง่าย|รวยเร็ว',
);

/** The loan words that promise no checks: no guarantor, fast approval, the credit bureau's list. */
export const NO_CHECKS = thai(
  'อนุมัติ(?:ไว|ง่าย|ทันที|เร็ว|ได้ไว|ภายใน)|ไม่ต้องค้ำ|ไม่ต้องใช้(?:หลักทรัพย์|คนค้ำ)|ติดแบ?ล็?[็]?คลิสต์|ติดบูโร|ไม่เช็ค(?:เครดิต)?บูโร',
);

/**
 * A phone number to call: a Thai mobile ("081-234-5678", "+66 81 234 5678") or a Bangkok or
 * provincial line ("02-018-4473", "053-123-456"). A bank's four-digit call centre ("1333") is not
 * read here: it is the bank's own line.
 */
export const PHONE =
  /(?<![\p{L}\p{N}])(?:\+66[ -]?|0)(?:[689]\d|2|[3-7]\d)[ -]?\d{3}[ -]?\d{3,4}(?![\p{N}])/gu;

/** The table class-reader.ts reads. */
export const THAI_WORDS: ClassWords = {
  offers: [
    [GAMBLING, 'to offer winnings from a gambling site'],
    [FREE_MONEY, 'to offer free money or credit'],
    [LOAN, 'to offer a loan on easy terms'],
    [GRANT, 'to offer a grant or aid payment'],
    [JOB, 'to offer easy paid work'],
    [INVEST, WAY_TO_MAKE_MONEY],
    [PRIZE, 'that you have won a prize or a right'],
    [REFUND, 'that money is owed to you'],
  ],
  accountLabel: 'to be about your account or parcel being held, blocked or at risk',
  gamblingLabel: 'to offer winnings from a gambling site',
  jobLabel: 'to offer easy paid work',
  account: ACCOUNT_STATE,
  law: LEGAL_THREAT,
  click: CLICK,
  pay: PAY,
  details: DETAILS,
  done: DONE,
  sendMoney: SEND_MONEY,
  bankAccount: BANK_ACCOUNT,
  chatId: CHAT_ID,
  phone: PHONE,
  spelled: SPELLED_ADDRESS,
  urgent: URGENT,
  money: MONEY,
  free: FREE_MONEY,
  noChecks: NO_CHECKS,
  returns: RETURNS,
  won: WON,
  winnings: WINNINGS,
};
