/**
 * Genuine notices whose words rules used to read as a scam's: a receipt told to be kept read as
 * details asked for, a laptop to be left on read as details given, a domain's or a shop's name
 * before its address read as an order to open it, the reader's own card ("Visa ending 5512") read
 * as Visa writing, an account the reader may close read as one threatened, a condition ("if your
 * card has expired") read as a fact, what is watched for ("check your account for suspicious
 * activity") read as what happened, a receipt's next label ("$4.99 Tax:") read as a fee, and news
 * of a brand ("Microsoft has released …") read as that brand writing; and in workplace mail and
 * news, "call your help desk" read as tech support, a free trial's "no risk" as an investment's,
 * "copy and paste some of the slides" as a chain letter, and someone else's win as a prize for the
 * reader. Written for these tests in
 * our own words; each reading has a paraphrase that shares none of its distinctive words (but the
 * verb a reading is about), and beside each, the scam wording it must still catch.
 */
import { describe, expect, it } from 'vitest';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { computeSignals } from '../../src/server/analysis/signals';
import { openingBrand } from '../../src/server/analysis/signals/anatomy/senders';
import { analyzeAt } from '../helpers/anatomy-cases';

const anatomyOf = (text: string) =>
  computeSignals(acquireText(text), { judge: null }).anatomy!.anatomy;
const asksOf = (text: string) => anatomyOf(text).asks.map((a) => `${a.kind}: ${a.span.text}`);
const flagsOf = async (text: string) =>
  (await analyzeAt(text)).redFlags.map((f) => `${f.type}/${f.severity}: ${f.textExample}`);

describe('What is kept or left is not told', () => {
  it('reads a receipt to keep and a laptop to leave on as no details asked for', () => {
    for (const text of [
      'Thank you for your purchase. Please keep it for your records.',
      'Your booking is confirmed. Keep your reference number safe.',
      'Leave your laptop switched on and connected to the network tonight.',
      'Please leave your printer plugged in over the weekend.',
    ])
      expect(
        asksOf(text).filter((a) => /^(?:details|secret|card)/.test(a)),
        text,
      ).toEqual([]);
  });

  it('still reads a password to keep through a link, and a name and number to leave', () => {
    expect(
      asksOf('Your password expires today. Keep your current password here: mail-keep.top/login'),
    ).toContainEqual(expect.stringMatching(/^secret: Keep your current password/));
    expect(
      asksOf('Leave your name and number after the tone and we will call back.'),
    ).toContainEqual(expect.stringMatching(/^details: Leave your name and number/));
  });
});

describe('A name before its address is no order to open it', () => {
  it('reads a domain named and a shop signing off as no link asked for', () => {
    for (const text of [
      'Hello Ruth, Your domain name northfieldbakery.com is set to renew automatically on 14 August.',
      'Hi Sam, The web address bluefinchstudio.org stays registered to you for another year.',
      'Questions? help@inkwellartsupply.com or 555-0148. Inkwell Art Supply inkwellartsupply.com',
      'Thanks for shopping with us, from all at Seaview Garden Center seaviewgarden.com',
    ])
      expect(
        asksOf(text).filter((a) => a.startsWith('link')),
        text,
      ).toEqual([]);
  });

  it('still reads an order before a link in a text without full stops', () => {
    for (const text of [
      'ALERT Your Bank account have be suspend To unlock your account click here http://bit.ly/1KVFRmf',
      'Your USPS package is on hold click https://usps-redelivery.top/x to reschedule',
      'Your pension can be approve under Yojna Click Here https://wow.link/eP6',
    ])
      expect(
        asksOf(text).some((a) => a.startsWith('link')),
        text,
      ).toBe(true);
  });
});

describe('The reader’s own card, account and conditions', () => {
  it('reads the card a renewal is paid with as no claim to be the card network', async () => {
    for (const text of [
      'Your domain northfieldbakery.com renews on 14 August. Renewal price: $18.99. Payment method: Visa ending 5512. If your card has expired, please update it in your account at domains.hostwell.com. Thanks for hosting with us.',
      'Your photo plan renews on 3 June. Charged to: Mastercard **** 0937. If your card has lapsed, update your card details in your account at photolocker.net/billing. Thanks for staying with us.',
    ])
      expect(
        (await flagsOf(text)).filter((f) => f.startsWith('impersonation')),
        text,
      ).toEqual([]);
  });

  it('reads an account the reader may close, and a state said as a condition, as no threat', async () => {
    for (const text of [
      'If you do not agree, you can export your data and close your account from Settings at any time. Read the new terms at planboard.com/legal.',
      'Prefer to leave? You may also delete your profile whenever you like in Preferences: go to tidyhome.app/prefs.',
      'Auto-renew is on. If your card has expired, please update it in your account at domains.hostwell.com before the renewal date.',
      'If the membership is limited, contact the front desk or visit gymnest.com/help to update it.',
    ])
      expect(
        (await flagsOf(text)).filter((f) => f.startsWith('account_lure')),
        text,
      ).toEqual([]);
  });

  it('still reads an account said to be closed or expired as a lure', async () => {
    for (const text of [
      'We will close your account today unless you verify your details at chase-verify.info.',
      'Your card has expired. Update it now at netflix-billing-help.com to keep watching.',
    ])
      expect(
        (await flagsOf(text)).some((f) => f.startsWith('account_lure') || f.startsWith('threat')),
        text,
      ).toBe(true);
  });
});

describe('What is watched for is not what happened', () => {
  it('reads suspicious activity checked for, and access a phishing attack could lead to, as no threat', async () => {
    for (const text of [
      'If you entered your password on that page, change it and contact the Help Desk so we can check your account for suspicious activity.',
      'Our team monitors every sign-in around the clock for unusual activity.',
      'New safeguards help protect staff from phishing attacks that could result in unauthorized access to payroll accounts.',
      'A reused passphrase can lead to unauthorised logins on other sites.',
    ])
      expect(
        (await flagsOf(text)).filter((f) => f.startsWith('threat')),
        text,
      ).toEqual([]);
  });

  it('still reads activity said to have happened, or a lure’s own protection, as a threat', async () => {
    for (const text of [
      'We detected suspicious activity on your account. Verify your identity at secure-paypa1.com.',
      'Tap SECURE UPDATE for your account to be fully protected from unauthorized login.',
    ])
      expect(
        (await flagsOf(text)).some((f) => f.startsWith('threat')),
        text,
      ).toBe(true);
  });
});

describe('A receipt’s next label and a brand in the news', () => {
  it('reads an amount followed by the next line’s label as no fee asked for', () => {
    for (const text of [
      'Items: Watercolour paper pad - $29.00 Subtotal: $47.50 Shipping: $4.99 Tax: $3.80 Total Amount Paid: $56.29',
      'Order summary. Goods £23.00 Postage: £3.20 Duty: £1.15 Order total: £27.35',
    ])
      expect(
        anatomyOf(text).pressures.filter((p) => p.kind === 'fee'),
        text,
      ).toEqual([]);
  });

  it('still reads a fee asked before a parcel is released', () => {
    const text = 'Your parcel is held at the depot. Pay the $2.99 customs fee to release it.';
    expect(anatomyOf(text).pressures.some((p) => p.kind === 'fee')).toBe(true);
  });

  it('reads a brand as the subject of news passed on as not the sender', () => {
    expect(
      openingBrand(
        'Dear colleagues, Microsoft has released a security update that fixes several vulnerabilities in Windows.',
      ),
    ).toBeNull();
    expect(openingBrand('Hi all, Apple announced a fix for older iPhones this week.')).toBeNull();
    expect(
      openingBrand('Microsoft has detected a virus on your computer. Call support now.')?.name,
    ).toBe('Microsoft');
  });
});

describe('Workplace mail and news', () => {
  const cases: { type: string; genuine: string[]; scams: string[] }[] = [
    {
      type: 'tech_support_scam',
      genuine: [
        'If the new trading screen does not open, call your help desk.',
        'Trouble with the timesheet portal? Call your IT support team.',
      ],
      scams: [
        'Your computer is infected. Call Microsoft certified technicians now at 1-888-555-0199.',
      ],
    },
    {
      type: 'guaranteed_returns',
      genuine: [
        'Try the new planner free for 30 days, no risk.',
        'Cancel anytime in the first month with zero risk.',
      ],
      scams: ['Invest $250 today with zero risk and watch your money grow every week.'],
    },
    {
      type: 'share_before_deletion',
      genuine: [
        'You can copy and paste some of the slides into a smaller presentation.',
        'Feel free to copy and paste whatever paragraphs help your report.',
      ],
      scams: ["Don't share, copy and paste this to your wall before Facebook deletes it."],
    },
    {
      type: 'prize_scam',
      genuine: [
        'A novel set in 19th century Paraguay has won the $10,000 fiction prize at the book awards.',
        'The chess prodigy from Riga won €25,000 at the open tournament in March.',
      ],
      scams: [
        'URGENT! Your Mobile No. was awarded a £2,000 Bonus Caller Prize. Call 09061701461 to claim.',
        'our mobile number has won £5000, to claim calls us back on 09050005321.',
      ],
    },
  ];
  for (const c of cases) {
    it(`reads ${c.type} only where it is said to the reader`, async () => {
      for (const text of c.genuine)
        expect(
          (await flagsOf(text)).filter((f) => f.startsWith(c.type)),
          text,
        ).toEqual([]);
      for (const text of c.scams)
        expect(
          (await flagsOf(text)).some((f) => f.startsWith(c.type)),
          text,
        ).toBe(true);
    });
  }
});
