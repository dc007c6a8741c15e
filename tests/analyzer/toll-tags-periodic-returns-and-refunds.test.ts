/**
 * Battery 16's misses, read after it was measured, said again in other words:
 * - a rate of gain per day, week or month no investment pays ("members earn 5% every day",
 *   "keuntungan 2% per hari", "un 20% al mes"), read as arithmetic in any language
 *   (offline/red-flags/periodic-returns.ts); a card's monthly interest rate is no gain;
 * - Turkey's toll tags (HGS) on the brand list, so a toll-debt text's look-alike payment site is
 *   hard evidence;
 * - a Vietnamese utility's refund said approved, whose right is "lost" unless the account to pay
 *   into is confirmed behind a button (vietnamese-threats.ts);
 * - a date range ("10/01/2025 - 10/31/2025") is no phone number, so a toll statement that names
 *   its own site and says no action is needed is not a request for log-in details.
 * On 9a62e73 the Turkish rate, the toll-debt text and the refund were graded C; the others were
 * already D or F (the judge's probability) and are pinned as translations of the first. "No action
 * is needed" must be said in those words: a phish whose visible links are all the brand's and whose
 * footer says "please do not reply to this email" stays a request for details (two of Nazario's
 * phish were lost to the looser first reading of it).
 */
import { describe, expect, it } from 'vitest';
import { hasPhoneNumber } from '../../src/server/analysis/offline/red-flags/own-ways';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const RATES = [
  'Üyelerimiz yapay zeka botumuzla her gün %5 kazanıyor. Katılmak için Telegram: t.me/borsakazanc',
  'Welcome to Apex Crypto Club! Our AI bot makes members 3% daily, withdraw anytime. Join our Telegram: t.me/apexcryptoclub',
  'Robot trading kami memberi keuntungan 2% per hari untuk semua member. Daftar sekarang: bit.ly/robotcuan',
  'Nuestros socios ganan un 20% al mes con nuestro método de trading. Escríbeme por WhatsApp y te explico.',
];

pinGrades(
  [
    'Kredi kartınızın akdi faiz oranı aylık %4,25 olarak uygulanacaktır. Detaylar için mobil uygulamamızı ziyaret edebilirsiniz.',
    'Subject: Your October toll statement\n\nDear E-ZPass customer,\n\nYour October statement (10/01/2025 - 10/31/2025) is ready. Your account replenishes automatically and no action is needed.\n\nAccount ending: ...5531\nCurrent balance: $44.10\n\nTo view the statement, log in to your account at www.e-zpassny.com or through the Tolls NY app.',
  ],
  [
    ...RATES,
    'HGS: Hesabinizda yetersiz bakiye nedeniyle 2 gecis ihlali kaydedildi. 5 gun icinde odenmezse cezai islem baslatilacak. Odeme icin: https://hgs-borc-sorgu.net',
    `Subject: Your access is limited

Dear PayPal member, we are sorry to tell you that you cannot use all your PayPal features, such as sending money, because your account has been limited after unusual activity.

What can I do?
- Log in to your PayPal account.
- Update your account information (card and billing).

PayPal Help Center https://www.paypal.com/us/help | Security Center https://www.paypal.com/us/security

Please do not reply to this email.`,
    '[THÔNG BÁO] Lệnh hoàn tiền cước internet tháng 10 do tính sai đã được duyệt. Quý khách xác nhận tài khoản nhận tiền trong 12 giờ, quá hạn sẽ mất quyền nhận.\n\n[XÁC NHẬN NGAY]',
  ],
  'toll tags, rates of gain and refunds',
);

describe('a rate of gain per period', () => {
  it('is named for what it promises, in each language', async () => {
    for (const text of RATES) {
      const r = await analyzeText(text);
      expect(
        r.redFlags.map((f) => f.indicator),
        text,
      ).toContain('Promises a return no investment pays');
    }
  });
});

describe('a date range', () => {
  it('is no phone number; a number beside it still is', () => {
    expect(hasPhoneNumber('Statement for 10/01/2025 - 10/31/2025 is ready.')).toBe(false);
    expect(hasPhoneNumber('Statement for 01.10.2025 - 31.10.2025 is ready.')).toBe(false);
    expect(hasPhoneNumber('Questions? Call 0800 123 4567.')).toBe(true);
  });
});
