/**
 * Issue 24, point 5: one-time codes, prices, amounts in a payment request, tracking numbers,
 * appointment dates and bylines are the reader's own dealings, not claims to trace to a
 * statistics office or an annual report. Each case is paired with a paraphrase that shares no
 * distinctive word with it, and with the real figures that must still be chosen.
 */
import { describe, expect, it } from 'vitest';
import { partsOfSpeech } from '../../knowledge/english';
import { extractClaims } from './index';
import {
  MAX_TAGGED_SENTENCES,
  amountIsReaders,
  newTagBudget,
  opensOnInstruction,
  readFigures,
} from './transactions';

/** Advice that sends a reader to official statistics or a company's accounts. */
const TO_STATISTICS = /statistics (?:office|body)|annual report|regulatory filing|public-spending/;
const figureKinds = (text: string) =>
  extractClaims(text)
    .filter((c) => c.kind === 'statistic' || c.kind === 'money')
    .map((c) => `${c.kind}: ${c.focus}`);
const advice = (text: string) => extractClaims(text).map((c) => c.claim.analysis);

describe('figures that are the reader’s own dealings', () => {
  it('chooses no claim from a one-time code, however it is worded', () => {
    for (const text of [
      'Your verification code is 482913. Do not share it with anyone.',
      // Worded apart: no "code", "verification" or "share".
      'Use 730516 to sign in. It expires in ten minutes and our staff will never ask for it.',
      'G-482913 is your Google verification code.',
    ]) {
      expect(extractClaims(text), text).toEqual([]);
    }
  });

  it('reads no statistic into an amount someone asks the reader to pay or buy', () => {
    for (const text of [
      "Are you at your desk? I'm in a meeting, buy four £100 gift cards and send me the codes.",
      "I'm in a meeting. I need you to buy four £100 gift cards for a client and send me the codes.",
      // Worded apart: other cards, another currency, a favour instead of a meeting.
      "Quick favour, pick up three Steam vouchers worth $50 each and text me the numbers on the back, I'll pay you back tonight.",
      'I need 4 Apple cards of £100 each for a client presentation.',
      'Kindly settle the outstanding balance of $12 today.',
      'Send $500 in Bitcoin to the wallet below.',
    ]) {
      expect(figureKinds(text), text).toEqual([]);
      for (const a of advice(text)) expect(a, text).not.toMatch(TO_STATISTICS);
    }
  });

  it('reads a bill or a fee as the reader’s own, not a figure to trace', () => {
    for (const text of [
      'E-ZPass: You have an unpaid toll of $6.99. Pay now at ezpass-tolls.vip to avoid a late fee of $50.',
      // Worded apart: no toll, pay or fee.
      'Reminder from the highway authority: a balance of £4.20 for road usage remains outstanding; settle it today at roads-pay.top or a £35 penalty applies.',
      'We could not deliver the item addressed to you. A redelivery charge of £1.45 applies.',
      'Barclays: Did you try to pay £249.99 to CURRYS ONLINE? Reply Y or N. We will never ask for your PIN.',
    ]) {
      expect(figureKinds(text), text).toEqual([]);
      for (const a of advice(text)) expect(a, text).not.toMatch(TO_STATISTICS);
    }
  });

  it('chooses no claim from a parcel notice, a tracking number or a shipment', () => {
    for (const text of [
      'USPS: Your package has been held at our warehouse due to an incomplete address. Please confirm your latest valid address on the following link: bit.ly/3xYzAb otherwise it will be returned after 48 hours.',
      'Royal Mail: your parcel RM123456789GB will be delivered on Tuesday.',
      // Worded apart: a shipment, a courier's number, no parcel or package.
      'Shipment 1Z999AA10123456784 is out for delivery today.',
    ]) {
      expect(extractClaims(text), text).toEqual([]);
    }
  });

  it('gives a price price advice, not an annual report', () => {
    expect(extractClaims('This jacket sells for $89.95 with free shipping.')).toEqual([]);
    const [price] = extractClaims('The Nike Air Max are now £49.99, down from £120.');
    expect(price!.focus).toBe('£49.99');
    expect(price!.claim.analysis).toMatch(/This is a price \(£49\.99\).*seller's own website/);
    expect(price!.claim.analysis).not.toMatch(TO_STATISTICS);
  });

  it('chooses no claim from an appointment or a byline', () => {
    for (const text of [
      'Your appointment with Dr Patel is on 14 March at 10:30. Reply C to cancel.',
      // Worded apart: no appointment, another date and time format.
      'Reminder: the dentist expects you on Thursday 2 May at 9.15am.',
      '- John, 2 hours ago',
      'Reviewed by Sam K. · 5 days ago',
    ]) {
      expect(extractClaims(text), text).toEqual([]);
    }
  });

  it('still chooses real figures, with the advice to trace them', () => {
    for (const [text, kind, focus] of [
      ['Unemployment fell to 4.2% in March.', 'statistic', '4.2%'],
      ['The council spent £3.5 million on the new bridge.', 'money', '£3.5 million'],
      ['Average house prices rose to £290,000 last year.', 'money', '£290,000'],
      [
        'If you are taking care of an elderly parent, you get a $1,000 deduction.',
        'money',
        '$1,000',
      ],
      ['Look, we spent $3 trillion on that war.', 'money', '$3 trillion'],
      ['Some competitors collect up to $3.50 a gallon in taxes.', 'money', '$3.50'],
      ['New figures: 1,245 new #COVID19 cases today.', 'statistic', '1,245'],
    ] as const) {
      const [claim] = extractClaims(text);
      expect([claim?.kind, claim?.focus], text).toEqual([kind, focus]);
      expect(claim!.claim.analysis, text).toMatch(TO_STATISTICS);
    }
  });
});

describe('requests and the reader’s own amounts read by part of speech', () => {
  const readers = (s: string) => amountIsReaders(partsOfSpeech(s));
  const instructs = (s: string) => opensOnInstruction(partsOfSpeech(s));

  it('finds an amount asked of the reader or told of them', () => {
    expect(readers('Pay now at ezpass-tolls.vip to avoid a late fee of $50.')).toBe(true);
    expect(readers('Please transfer £2,000 to the new account today.')).toBe(true);
    expect(readers('I need you to buy four £100 gift cards for a client.')).toBe(true);
    expect(readers('You owe the IRS $4,320 in back taxes.')).toBe(true);
    // Worded apart: the reader's account as the subject, passive, no "owe".
    expect(readers('Your mortgage account was debited £1,250 this morning.')).toBe(true);
    expect(readers('You have been charged $400 for a renewal.')).toBe(true);
    // The amount before the request, asked for the writer.
    expect(readers('The fee is only $25, send it to me by tonight.')).toBe(true);
    // What the request costs, told after it: "it's $300" is the dealing's price, not a public
    // figure (a buyer's upgrade fee was offered to check against "the official budget").
    expect(
      readers(
        "I'll send a Zelle payment but my account needs you to upgrade to a business account first, it's $300, I'll refund you.",
      ),
    ).toBe(true);
    // Worded apart: another service, "which is" after the request.
    expect(
      readers('The courier wants you to pay customs before delivery, which is £85 in total.'),
    ).toBe(true);
  });

  it('leaves a statement with an amount alone, a deed told of "you" included', () => {
    for (const s of [
      'Look, we spent $3 trillion on that war.',
      'The council spent £3.5 million on the new bridge.',
      'I want to cut taxes by $500 for every family.',
      'Some recipients, who by taking advantage of the laws, make over $10 thousand a year.',
      "You've raised them by $1 trillion under Obamacare.",
      'You put $90 billion into green jobs.',
      'You see, he has proposed $2.2 trillion of new spending.',
      'Your taxes will go up by $2,000 under his plan.',
      // No request before it: what "it" costs is a public figure here.
      'The bridge was finished last spring, and it was $40 million over budget.',
    ]) {
      expect(readers(s), s).toBe(false);
    }
  });

  it('reads an instruction with a deadline as an instruction, not a statistic', () => {
    expect(instructs('Pay within 24 hours to avoid disconnection.')).toBe(true);
    // Worded apart: another verb, another span of time.
    expect(instructs('Settle the balance within 3 days to keep the power on.')).toBe(true);
    expect(extractClaims('Pay within 24 hours to avoid disconnection.')).toEqual([]);
    expect(extractClaims('Settle the balance within 3 days to keep the power on.')).toEqual([]);
    // An imperative that tells of the world is still a claim.
    expect(instructs('Look at the 24 generals and admirals, retired, that have endorsed me.')).toBe(
      false,
    );
    expect(instructs('Meet the man arrested for selling 4,000 used masks.')).toBe(false);
  });

  it('tags at most a bounded number of sentences of one text, each repeated one once', () => {
    const budget = newTagBudget();
    const request = (i: number) => `Kindly settle the outstanding balance of $${i + 10} today.`;
    let found = 0;
    for (let i = 0; i < 200; i++)
      if (readFigures(request(i), true, false, budget).personal) found++;
    expect(found).toBe(MAX_TAGGED_SENTENCES);
    // A sentence read before is known without the tagger, and a bill to the penny needs none.
    expect(readFigures(request(0), true, false, budget).personal).toBe(true);
    expect(readFigures('You owe $6.99.', true, false, budget).personal).toBe(true);
  });
});
