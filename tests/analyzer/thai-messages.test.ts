/**
 * Thai messages, written for these tests (none is copied from a data set), through the real
 * pipeline. Thai has no spaces between words, so each scam family is pinned twice, the second time
 * in other words of the same meaning: a casino's free credit and a deposit bonus, a loan with no
 * guarantor and one "even if you are on the credit bureau's list", a suspended account and a
 * blocked banking app, work from home and paid likes. Each is graded D or F with its anatomy
 * quoted; each genuine code, receipt, carrier offer and closing notice stays C or better.
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
    name: 'a gambling site offering free credit',
    // "Direct slot site, pays out easily, new members get 200 free credit, tap to claim."
    pinned: 'เว็บตรงสล็อตแตกง่าย สมาชิกใหม่รับเครดิตฟรี 200 กดรับเลย https://bit.ly/4abcXyz',
    // "Online casino, baccarat, fish shooting: deposit 50 get 150, fast withdrawals, click."
    paraphrase: 'คาสิโนออนไลน์ บาคาร่า ยิงปลา ฝาก 50 รับ 150 ถอนไว คลิก tinyurl.com/thbet77',
  },
  {
    name: 'a loan with no checks through a chat app',
    // "You have the right to borrow 120,000 baht, no guarantor, fast approval, add LINE @loanfast99."
    pinned: 'คุณได้รับสิทธิ์กู้เงิน 120,000 บาท ไม่ต้องค้ำ อนุมัติไว แอดไลน์ @loanfast99',
    // "Quick cash credit for you, limit 80,000, on the bureau's list you can still apply, Line ID."
    paraphrase: 'สินเชื่อเงินด่วนสำหรับคุณ วงเงิน 80,000 ติดบูโรก็ยื่นได้ ติดต่อ Line ID: @cash4u',
  },
  {
    name: 'an account said to be suspended',
    // "Your account has been suspended, please confirm your identity within 24 hours at the link."
    pinned: 'บัญชีของคุณถูกระงับชั่วคราว กรุณายืนยันตัวตนภายใน 24 ชม. ที่ลิงก์ https://secure-verify.xyz/th',
    // "Alert: use of your banking app is suspended, please update your details urgently, click."
    paraphrase: 'แจ้งเตือน: ระงับการใช้งานแอปธนาคารของท่าน โปรดอัพเดทข้อมูลด่วนวันนี้ คลิก bit.ly/bk-upd8',
  },
  {
    name: 'easy paid work from home',
    // "Hiring people to work online from home, 1,500 baht a day, message LINE ID @jobhome88."
    pinned: 'รับสมัครคนทำงานออนไลน์ที่บ้าน รายได้วันละ 1,500 บาท ทักไลน์ ID: @jobhome88',
    // "Part-time job liking video clips, 300 baht an hour, interested? add LINE @likejob5."
    paraphrase: 'งานพาร์ทไทม์ กดไลค์คลิปวิดีโอ ชั่วโมงละ 300 บาท สนใจแอดไลน์ @likejob5',
  },
];

const GENUINE: PinnedCase[] = [
  {
    name: 'a one-time code',
    // "Your login OTP is 482913. Do not reveal this code to others."
    pinned: 'รหัส OTP สำหรับเข้าสู่ระบบของคุณคือ 482913 ห้ามเปิดเผยรหัสนี้กับผู้อื่น',
    // "Identity code 771204, valid for 5 minutes, do not tell anyone this code."
    paraphrase: 'รหัสยืนยันตัวตน 771204 ใช้ได้ภายใน 5 นาที อย่าบอกรหัสนี้แก่ใคร',
  },
  {
    name: 'a transfer receipt',
    // "Transfer of 1,500.00 baht to account 9876543210 succeeded."
    pinned: 'โอนเงินสำเร็จ 1,500.00 บาท ไปยังบัญชี 9876543210 วันที่ 12/03/2567',
    // "Withdrawal of 2,000 baht from account xxx-x-x4521-x completed, balance 8,430.50 baht."
    paraphrase: 'รายการถอนเงิน 2,000 บาท จากบัญชี xxx-x-x4521-x เรียบร้อยแล้ว ยอดคงเหลือ 8,430.50 บาท',
  },
  {
    name: "a carrier's offer through its own service code",
    // "Unlimited internet for 7 days, only 99 baht, dial *123*45#."
    pinned: 'สมัครเน็ตไม่อั้น 7 วัน เพียง 99 บาท กด *123*45# โทรออก',
    // "Free calls to every network for 30 days, 150 baht, dial *900*12# and call."
    paraphrase: 'แพ็กโทรฟรีทุกเครือข่าย 30 วัน ราคา 150 บาท สมัครง่ายๆ กด *900*12# แล้วโทรออก',
  },
  {
    name: 'an account closed as asked',
    // "The bank has closed your savings account as you asked. Questions: call 02-111-1111."
    pinned: 'ธนาคารได้ปิดบัญชีเงินฝากของท่านเรียบร้อยแล้วตามคำขอ สอบถามโทร 02-111-1111',
    // "Your credit card was cancelled successfully. If in doubt contact the service centre 1558."
    paraphrase: 'ยกเลิกบัตรเครดิตของคุณสำเร็จแล้ว หากมีข้อสงสัยติดต่อศูนย์บริการ 1558',
  },
];

describe('Thai scams are read by their anatomy', () => {
  itReadsScams(SCAMS);

  it('money asked into a bank account written out is an ask to pay through a way that is not the sender’s', async () => {
    // "Urgent, please transfer 20,000 baht to me first, account 123-4-56789-0, I'll pay it back tomorrow."
    const text = 'ด่วน ช่วยโอนเงินให้ก่อน 20,000 บาท เข้าบัญชี 123-4-56789-0 พรุ่งนี้คืนให้';
    const r = await analyze(text);
    expect(['D', 'F']).toContain(r.summary.overallGrade);
    const parts = r.redFlags.find((f) => f.type === 'scam_anatomy')?.anatomy ?? [];
    expect(parts.find((p) => p.part === 'channel')?.label).toMatch(/bank account/);
  });
});

describe('genuine Thai codes, receipts, offers and notices are not called scams', () => {
  itKeepsGenuine(GENUINE);
});
