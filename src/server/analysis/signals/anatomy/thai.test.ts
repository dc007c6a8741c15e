import { describe, expect, it } from 'vitest';
import { acquireText } from '../../acquire/text';
import { computeSignals } from '../index';
import { isThai, unmaskThai } from './thai';

const anatomyOf = (text: string) => {
  const a = computeSignals(acquireText(text), { model: null }).anatomy;
  if (!a) throw new Error('no anatomy read');
  return a;
};

describe('which text is read as Thai', () => {
  it('needs a few Thai letters, not one word in an English text', () => {
    expect(isThai('รับเครดิตฟรีวันนี้')).toBe(true);
    expect(isThai('Thanks for dinner at ครัว last night!')).toBe(false);
    expect(isThai('Your parcel is waiting, pay the fee at bit.ly/x')).toBe(false);
  });
});

describe('Latin letters written for the Thai letters they look like', () => {
  it('are read as the Thai letters, one for one, so quotes keep their place', () => {
    const { plain, masked } = unmaskThai('เว็uตรง โuนัa ฟรี 1OO');
    expect(plain).toBe('เว็บตรง โบนัส ฟรี 100');
    expect(masked).toHaveLength(5);
  });

  it('leave English words and brand names beside Thai alone', () => {
    const text = 'ลูกค้า AIS รับส่วนลด Shopee ได้ที่ app';
    expect(unmaskThai(text).plain).toBe(text);
  });
});

describe('the anatomy of a Thai message', () => {
  it('a disguised gambling advert is read through its look-alike letters', () => {
    // "Direct site, free bonus 100, click."
    const a = anatomyOf('เว็uตรง โuนัaฟรี 100 คลิก bit.ly/3xyzabc').anatomy;
    expect(a.pretexts[0]?.label).toBe('to offer winnings from a gambling site');
    expect(a.pretexts[0]?.span.text).toBe('เว็uตรง');
    expect(a.pressures.map((p) => p.kind)).toContain('too_good');
  });

  it("a carrier's service code to dial is not a link to tap", () => {
    // "Free credit! Dial *123*45# to claim" : no link, so no ask to open one.
    const a = anatomyOf('ลุ้นเครดิตฟรี 500 บาท กด *123*45# โทรออก').anatomy;
    expect(a.asks.some((x) => x.kind === 'link')).toBe(false);
  });

  it('a transfer reported as done is no ask to pay, and its account number no way to pay', () => {
    // "Transfer of 1,500 baht to account 9876543210 completed."
    const a = anatomyOf('โอนเงินให้บัญชี 9876543210 จำนวน 1,500 บาท เรียบร้อยแล้ว').anatomy;
    expect(a.asks.some((x) => x.kind === 'pay')).toBe(false);
    expect(a.channels.some((c) => c.foreign)).toBe(false);
  });

  it('the same transfer asked for is an ask to pay to a bank account', () => {
    // "Please transfer 1,500 baht to account 9876543210 today."
    const a = anatomyOf('กรุณาโอนเงินให้บัญชี 9876543210 จำนวน 1,500 บาท ภายในวันนี้').anatomy;
    expect(a.asks.find((x) => x.kind === 'pay')?.span.text).toBe('โอนเงินให้');
    expect(a.channels.find((c) => c.foreign)?.label).toMatch(/bank account/);
  });

  it('an account closed as the reader asked is no threat; one said to be suspended is', () => {
    // "Your account has been closed as requested" / "your account has been suspended".
    const done = anatomyOf('บัญชีของท่านถูกปิดเรียบร้อยแล้วตามคำขอ').anatomy;
    expect(done.pressures.some((p) => p.kind === 'threat')).toBe(false);
    const threat = anatomyOf('บัญชีของท่านถูกระงับ กรุณายืนยันตัวตนที่ลิงก์ bit.ly/abc123').anatomy;
    expect(threat.pressures.find((p) => p.kind === 'threat')?.span.text).toBe('บัญชีของท่านถูกระงับ');
  });

  it('a chat ID to add is a way to act that is not the sender’s, a personal LINE link too', () => {
    const id = anatomyOf('สินเชื่อด่วน อนุมัติไว แอดไลน์ @fastcash9').anatomy;
    expect(id.channels.find((c) => c.kind === 'messaging')?.span.text).toContain('@fastcash9');
    const link = anatomyOf('สินเชื่อด่วน อนุมัติไว คลิก line.me/ti/p/AbCdEf12').anatomy;
    expect(link.channels.find((c) => c.kind === 'messaging')?.foreign).toBe(true);
  });

  it('a promotion that names a brand and says "click" asks nothing on its own', () => {
    // "Shop with your VISA card, 10% off, click" : no easy money, no threat, so no ask read.
    const a = anatomyOf('ช้อปผ่านบัตร VISA ลด 10% คลิก https://promo.example.co.th/visa').anatomy;
    expect(a.asks.some((x) => x.kind === 'link' && x.span.text === 'คลิก')).toBe(false);
  });
});
