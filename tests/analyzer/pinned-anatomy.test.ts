/**
 * The messages of issue 24, written out in our own words, through the real pipeline: each scam is
 * graded D or F with its anatomy quoted (who it claims to be, what it asks, how it pushes, where it
 * sends you); each genuine alert, code and notice stays C or better and is never "false". Every
 * pinned text has a paraphrase that shares none of its distinctive words, so a finding that can
 * only fire on its own phrasing fails here.
 */
import { describe, expect, it } from 'vitest';
import type { Results } from '../../src/shared';
import { analyzeText } from '../helpers/pipeline';

const analyze = (text: string) => analyzeText(text, new Date('2026-11-25T09:00:00Z'));

interface Scam {
  name: string;
  pinned: string;
  paraphrase: string;
}

const SCAMS: Scam[] = [
  {
    name: 'pay by the piece for simple online tasks',
    pinned:
      'We have a job for you: complete simple tasks online and get paid $50 per task. Message us on Telegram @taskpay',
    paraphrase:
      'Remote role open now: rate videos from home and earn 12 USD for every review you post. Add our hiring manager on WhatsApp +44 7700 900123',
  },
  {
    name: 'an unpaid-toll text',
    pinned:
      'E-ZPass: You have an unpaid toll of $6.99. Pay now at ezpass-tolls.vip to avoid a late fee.',
    paraphrase:
      'Turnpike Authority notice - a road charge of 4.50 USD remains outstanding on your plate. Settle it today via bit.ly/roadchg or a penalty will be added.',
  },
  {
    name: 'a parcel held for a new address',
    pinned:
      'USPS: Your package has been held at our depot. Please confirm your latest valid address on the following link bit.ly/3xYzQ otherwise it will be returned after 48 hours.',
    paraphrase:
      'Courier update: the shipment addressed to you could not be dropped off. Re-enter the delivery details at tinyurl.com/rdlvr within 24 hrs or it goes back to the sender.',
  },
  {
    name: 'a "Hi Mum, new number" request',
    pinned:
      'Hi Mum, I dropped my phone down the toilet, this is my new number. Can you pay this for me? I will pay you back tomorrow.',
    paraphrase:
      "Dad, it's me, my mobile broke so I'm texting from a temporary line. Could you transfer 380 pounds to my mate's account for the rent? Sort you out Friday x",
  },
  {
    name: 'a boss asking for gift cards',
    pinned:
      "Are you at your desk? I'm in a meeting. Buy four £100 gift cards and send me the codes.",
    paraphrase:
      "Would you mind grabbing a few store vouchers on your way in and texting me the numbers on the back? Stuck in a conference, can't pick up.",
  },
  {
    name: 'a crypto "friend"',
    pinned:
      'My uncle is an analyst at a crypto fund, I made 40% last month. The minimum deposit is $500, you should join.',
    paraphrase:
      'Honestly this trading group changed my life, my returns were 65% in three weeks. Starting stake is only 300 USDT, I can show you how.',
  },
  {
    name: 'a tax-relief callback',
    pinned:
      'Hi, this is Lisa from the tax relief center. Your back taxes can be eliminated under a new program. Call 833-555-0147 right away.',
    paraphrase:
      'Good afternoon, calling on behalf of the National Debt Resolution Office about what you owe the IRS. Ring us back immediately on 1-888-555-0199 before the offer closes.',
  },
  {
    name: 'an alarm "upgrade" at no cost',
    pinned:
      'Your alarm system needs an upgrade from 2G/3G to 5G at NO ADDITIONAL COST. Reply UPGRADE to book.',
    paraphrase:
      'Your home security panel must be switched to the new network free of charge. Text YES to 70055 to book the engineer.',
  },
  // A second round, written after the first set passed: families and wordings the reader had not
  // met (romance, prize fee, job, grandparent, marketplace, a link set down after a colon).
  {
    name: 'a romance contact who needs a fee paid',
    pinned:
      'Hello dear, I met you on the dating app. I am a doctor on a UN mission and need help paying a customs release fee for my package',
    paraphrase:
      'Good evening sweetheart, my name is Daniel, an engineer working offshore. I require 900 dollars to clear my shipment at the airport so we can finally meet.',
  },
  {
    name: 'a prize that costs a small fee',
    pinned:
      'Congratulations! Your number was chosen in our anniversary draw. To receive your $1000 Walmart voucher, pay shipping of $1.99 at wlmrt-gift.shop',
    paraphrase:
      "Great news - your mobile line has been picked as this month's lucky winner! A brand-new laptop is waiting; just cover the 2.50 GBP handling cost via prize-desk.online to get it sent out.",
  },
  {
    name: 'a job that pays for likes',
    pinned:
      'We are hiring remote staff. Earn $300-$800 per day liking videos. Contact our HR on Telegram @hr_recruit22',
    paraphrase:
      'Part-time position available: rate products from your phone and make 250 pounds daily. Message our recruiter on WhatsApp to start.',
  },
  {
    name: 'a grandchild in trouble',
    pinned:
      'Grandma, I am in jail after an accident and need bail money. Please do not tell mom. My lawyer will call you',
    paraphrase:
      "Grandpa it's Tom, I got arrested after a crash abroad. The solicitor says I need £2,000 for the fine tonight. Please keep this from Dad.",
  },
  {
    name: 'a marketplace deal paid through a link',
    pinned:
      'I sold the sofa to you on Marketplace, please pay the deposit via this link so the courier can collect: fb-market-pay.com',
    paraphrase:
      "Hi, I'm the buyer of your bike listed online. I've paid, but you must confirm receipt of the funds on secure-escrow-pay.net before I collect it.",
  },
  {
    name: 'an overdue road charge with a bare link',
    pinned:
      'NJ Turnpike: final reminder, your balance of $4.35 for road use is overdue. Avoid a $50 surcharge: njtp-pay.com',
    paraphrase:
      'Parking notice: an unsettled charge of 12.00 EUR is recorded for your vehicle. Prevent further penalties: parkpay-eu.info',
  },
  {
    name: 'a colleague asking for store cards',
    pinned:
      'Hi are you free? Need you to get some Apple cards for a client, 5 x $200, scratch and send pics. I will reimburse. Keep it between us',
    paraphrase:
      "You around? Quick favour - pick up three Steam vouchers worth 50 each for a customer, scratch them and text me the numbers. Will pay you back, don't mention it to the others.",
  },
];

const GENUINE: Array<{ name: string; pinned: string; paraphrase: string }> = [
  {
    name: 'a bank fraud alert',
    pinned:
      'Barclays: Did you try to pay £249.99 to CURRYS ONLINE? Reply Y or N. We will never ask for your PIN.',
    paraphrase:
      'Lloyds: Was a payment of 87.20 EUR at BOOKING.COM made by you? Answer YES or NO to this message. We never request your passcode or card details.',
  },
  {
    name: 'a one-time code',
    pinned: 'Your verification code is 482913. Do not share it with anyone.',
    paraphrase:
      'G-719204 is your sign-in passcode. Never give this number to someone who calls you.',
  },
  {
    // Its deadline is the code's own expiry: nothing is asked of the reader, so it is no pressure.
    name: 'a one-time code that expires',
    pinned:
      'Your verification code is 482913. It expires in 10 minutes. Never share this code with anyone, including our staff.',
    paraphrase:
      '305519 is the PIN to log in to Revolut. It stops working after a quarter of an hour, and our team will never phone you for it.',
  },
  {
    name: 'a login code with a time limit and nothing else',
    pinned: 'Your Deliveroo login code is 7730. It will expire in 5 minutes.',
    paraphrase: 'Sign-in number for Etsy: 66120 (good for the next 2 minutes only).',
  },
  {
    name: 'a card-declined alert',
    pinned:
      'Chase: a payment of $52.10 at SHELL was declined. If this was you, try again. If not, call the number on the back of your card.',
    paraphrase:
      'Monzo: we stopped a 19.99 GBP spend at STEAMGAMES. If it was yours, retry in a moment; otherwise ring us on the number printed on your debit card.',
  },
  {
    name: 'a school payment reminder',
    pinned:
      'Reminder: the school trip payment of £15 is due Friday. Pay via ParentPay as usual. Thanks, Oakfield Primary',
    paraphrase:
      'Hillside Academy: the fee for next week’s museum visit (£8) needs settling by Thursday through the usual parent portal. Many thanks.',
  },
  {
    name: 'a real delivery notice',
    pinned: 'Royal Mail: your parcel is on its way and will arrive tomorrow. Track it in our app.',
    paraphrase:
      'DPD: We will drop off your order between 10:15 and 11:15 today. See the driver on the DPD app.',
  },
];

function expectScam(r: Results, text: string): void {
  expect(['D', 'F'], `${r.summary.overallGrade} for: ${text}`).toContain(r.summary.overallGrade);
  const flag = r.redFlags.find((f) => f.type === 'scam_anatomy');
  expect(flag, `no anatomy finding for: ${text}`).toBeDefined();
  const parts = new Set(flag!.anatomy!.map((p) => p.part));
  expect(parts).toContain('pretext');
  expect(parts).toContain('ask');
  expect(parts.has('pressure') || parts.has('channel')).toBe(true);
  // Each part quotes words that are really in the message.
  for (const p of flag!.anatomy!) expect(text).toContain(p.quote);
  expect(r.summary.verdict!.headline).not.toMatch(/Nothing suspicious/);
}

describe('scams of today are read by their anatomy', () => {
  for (const s of SCAMS) {
    it(`${s.name}: graded D or F with its anatomy quoted`, async () => {
      expectScam(await analyze(s.pinned), s.pinned);
    });
    it(`${s.name}, said in other words: graded D or F with its anatomy quoted`, async () => {
      expectScam(await analyze(s.paraphrase), s.paraphrase);
    });
  }

  it('a scam with no link is not told to avoid links', async () => {
    const r = await analyze(SCAMS[3]!.pinned);
    expect(r.summary.verdict!.actions.join(' ')).not.toMatch(/links/);
  });
});

describe('genuine alerts, codes and notices are not called scams', () => {
  for (const g of GENUINE) {
    for (const [which, text] of [
      ['as written', g.pinned],
      ['in other words', g.paraphrase],
    ] as const) {
      it(`${g.name} (${which}): C or better, never "false", no anatomy warning`, async () => {
        const r = await analyze(text);
        expect(['A', 'B', 'C'], `${r.summary.overallGrade} for: ${text}`).toContain(
          r.summary.overallGrade,
        );
        expect(r.summary.overallStatus).not.toBe('false');
        expect(r.redFlags.find((f) => f.type === 'scam_anatomy')).toBeUndefined();
      });
    }
  }

  it('a bank alert that keeps you in its own channel shows that as a sign for it', async () => {
    const r = await analyze(GENUINE[0]!.pinned);
    expect(r.positiveSignals?.map((p) => p.indicator).join(' ')).toMatch(/never ask/);
  });
});

describe('never reassure by accident', () => {
  it('a message that asks you to act, with no evidence either way, is not "nothing suspicious"', async () => {
    const text =
      'Hello, your appointment with the housing office has been moved. Please call 020 7946 0321 to choose a new slot.';
    const r = await analyze(text);
    if (r.summary.verdict!.evidence === 'none') {
      expect(r.summary.verdict!.headline).toBe(
        'We could not confirm that this message is genuine.',
      );
      expect(r.summary.verdict!.actions[0]).toMatch(
        /official app, website or a number you already have/,
      );
      expect(r.summary.verdict!.actions.join(' ')).not.toMatch(/links/);
    } else expect(r.summary.verdict!.headline).not.toMatch(/Nothing suspicious/);
  });
});

describe('hostile words', () => {
  it('words that name object internals ("constructor", "__proto__") are read as words', async () => {
    const text =
      'Your constructor toString has been held. Please hasOwnProperty the __proto__ valueOf at bit.ly/x now or it will be returned.';
    const r = await analyze(text);
    expect(r.summary.overallGrade).toMatch(/^[A-F]$/);
  });
});
