/**
 * Written for these tests (none is a row of any corpus or battery): each case is a paraphrase of a
 * misreading that two batteries written by helpers for this stop showed when first read unseen on
 * 6eafa2e (160 English messages from twelve countries; 176 short messages in eleven other
 * languages; kept outside the repository).
 * Scams: a carrier paid by mobile money to a phone number; money redirected to "this number
 * instead"; a pre-approved loan released for a fee; money to invest now and withdraw as more; an
 * appeal whose link wears a charity's name; a partner who will "repay" a customs charge (in rand);
 * payroll sent to an employee's new bank account; a buyer's payment that "needs a business
 * account" and an overpayment to send back; a lawyer for a grandson in custody who "does not want
 * his parents to know"; a loan advanced to a relative on a new number
 * (Dutch); a BLIK code "generated" for a friend (Polish); an app file sent as an invitation
 * (Indonesian); a prosecutor's call to be made "or else", kept secret from the family, and stars
 * given for pay (Turkish).
 * Genuine: a payment reported done to a parent (English, Portuguese, Indonesian); a library's
 * newsletter that says when it is closed; a charity's appeal on its own site; payroll's warning
 * about changing a direct deposit; a present kept from a father.
 */
import { describe, expect, it } from 'vitest';
import { anatomyOf } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';

const WALLET_EN =
  'FedEx: parcel 7731 is held at Tema port. A clearance fee of GHS 120 must be paid today. Send it by MoMo to 0244 118 902 (FedEx Agent) and reply with the reference.';
const INSTEAD_EN =
  'Please use this number instead for the money, 0712 904 331, my other line has a problem. The name will show as Peter Mwangi.';
const LOAN_FEE_EN =
  'Congratulations, your pre-approved instant loan of N500,000 is ready. Pay N5,000 processing fee today to receive it: quickcash-ng.com/apply';
const INVEST_EN =
  'Our members grow their money 25% every week with crypto signals. Deposit $300 today and withdraw $1,200 next week. Spaces are limited, text Coach Mike on WhatsApp +1 415 555 0199.';
const CHARITY_EN =
  'Earthquake survivors are sleeping in the cold tonight. Please donate whatever you can: unicef-aid.relief-now.org';
const REPAY_EN =
  'Morning sweetheart. The airline is holding my luggage with your gifts and wants R6,500 to release it. Please help me and I will repay you once I land on Friday.';
const PAYROLL_EN = `Hello Linda,
I have switched banks, so please update my direct deposit before Friday's payroll.
New routing number 021000021, account 5550 1234 8890.
Thanks,
Mark`;
const UPGRADE_EN =
  "Hello, I'd like your bike at the full price. I paid $400 on Zelle but it won't go through because you need a business account to receive it. I put $150 extra in for the upgrade, please send the extra back once it clears.";
const BAIL_EN =
  'Hello Mr. Davies, I am Sarah Klein, a lawyer for your grandson Josh, who was arrested last night. Bail is $6,000 and he does not want his parents to know. Please phone me on 404-555-0187 today.';
const LEND_NL =
  'Hoi pap, nieuw nummer, mijn oude telefoon is stuk. Kun je iets voorschieten voor de huur? Ik betaal je morgen terug.';
const BLIK_PL = 'Hej, możesz mi szybko wygenerować BLIK na 300 zł? Oddam jutro rano.';
const APK_ID =
  'Selamat siang Bu, berikut undangan syukuran rumah baru kami ya 🙏\n📎 Undangan Syukuran.apk';
const PROSECUTOR_TR =
  "Sayın Mehmet Bey, ben Ankara Cumhuriyet Başsavcılığından arıyorum. Adınıza açılan bir hesap dolandırıcılık soruşturmasında kullanılmış. Konu gizlidir, ailenizle paylaşmayın. Yarın 10:00'a kadar 0533 204 11 87 numarasını aramazsanız hakkınızda yakalama kararı çıkarılacaktır.";
const STARS_TR =
  "Merhaba, evden çalışabileceğiniz bir iş var: Google'da mağazalara 5 yıldız vermek, görev başı 40 TL, günde 1.200 TL kazanç. İlgilenirseniz WhatsApp'tan yazın.";

const PRESENT_EN =
  "Grandma, Mum doesn't want Dad to find out about his birthday present yet, so can you hide it at yours until Sunday?";
const DONE_EN =
  "Mum I've paid the school fees by transfer. Check your Zenith alert and tell me if it came through.";
const DONE_PT = 'Pai, já mandei o Pix da conta de luz, R$ 230. Vê se chegou e me fala.';
const DONE_ID =
  'Pak, saya sudah transfer uang kas RT ke rekening bendahara ya, bukti transfernya saya kirim di grup.';
const LIBRARY_EN = `Greenfield Library news
The library will be closed on Friday 5 July for a staff day.
New this month: large-print novels and a seed library by the front desk.
To stop these e-mails, update your preferences in your library account.`;
const CHARITY_OWN_EN =
  'British Red Cross: families need urgent help after the floods. Please give what you can at redcross.org.uk/floods. Thank you.';
const PAYROLL_OWN_EN =
  'Reminder from Payroll: to change your direct deposit, sign in to Workday yourself. We never take bank details by e-mail.';

pinGrades(
  [DONE_EN, DONE_PT, DONE_ID, LIBRARY_EN, CHARITY_OWN_EN, PAYROLL_OWN_EN, PRESENT_EN],
  [
    WALLET_EN,
    INSTEAD_EN,
    LOAN_FEE_EN,
    INVEST_EN,
    CHARITY_EN,
    REPAY_EN,
    PAYROLL_EN,
    UPGRADE_EN,
    BAIL_EN,
    LEND_NL,
    BLIK_PL,
    APK_ID,
    PROSECUTOR_TR,
    STARS_TR,
  ],
  'of wallets, gifts and new accounts',
);

describe('what these messages ask, read as their words mean', () => {
  it('reads a gift, a deposit and a loan as money asked', () => {
    for (const text of [CHARITY_EN, INVEST_EN, LEND_NL])
      expect(
        anatomyOf(text).asks.map((a) => a.kind),
        text,
      ).toContain('pay');
    expect(anatomyOf(REPAY_EN).asks.map((a) => a.label)).toContain(
      'to lend money, promising to pay it back',
    );
  });

  it('reads a new bank account to pay into as who writes and what they ask', () => {
    const a = anatomyOf(PAYROLL_EN);
    expect(a.pretexts.map((p) => p.label)).toContain(
      'to be someone you pay, with a new bank account',
    );
    expect(a.asks.map((x) => x.label)).toContain('to send their payments to a new bank account');
    expect(anatomyOf(PAYROLL_OWN_EN).asks.map((x) => x.kind)).not.toContain('pay');
  });

  it('asks nothing of a parent told to check that a transfer came, nor of a closed library', () => {
    expect(anatomyOf(DONE_EN).asks).toEqual([]);
    expect(anatomyOf(LIBRARY_EN).pressures.map((p) => p.kind)).not.toContain('threat');
  });
});
