/**
 * Written for these tests (none is a row of any corpus): genuine calls written out as transcripts,
 * where the person called speaks too. What the receiver says is the reader's own words ("can I
 * ring you back to check who you are?"), not what the call asks of them; a caller who invites the
 * reader to check the firm ("look us up to confirm our licence and credentials") asks nothing of
 * theirs; an insurer's contractual payout is not a promised profit; a response time the sender
 * promises is no deadline. Scams in the same form keep their asks, and a caller who says "we" found
 * a trojan on the reader's laptop and can reach it remotely is the tech-support scam.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const BROKER_CALL = `Caller: Good afternoon, this is Priya from Harbourside Home Cover. Is now a good time?
Receiver: Sure, go ahead.
Caller: Your buildings policy renews next month and we can offer a multi-policy discount if you add contents cover.
Receiver: Before we go on, can I ring you back on your main line to verify your identity?
Caller: Of course, and you can look us up on the regulator's register to confirm our licence and credentials.
Receiver: And do I have to give you my card number now?
Caller: No, nothing today. I will email the quote and you can decide in your own time.`;
const LIFE_CALL = `Agent: Hello, it's Tom from Northgate Life about the quote you requested online.
Customer: Hi Tom, thanks for calling back.
Agent: The level term policy has a guaranteed payout of 250,000 pounds if a claim is made during the term.
Customer: What happens if I need to make a claim?
Agent: You phone our claims team and we promise a decision within 48 hours of receiving the forms.
Customer: Great, send me the documents and I will read them tonight.`;
const TAX_SCAM_CALL = `Caller: This is Officer Daniels from the tax office. There is a warrant for your arrest over unpaid tax.
Receiver: What? I have never had a problem with my taxes.
Caller: To cancel the warrant you must pay 1,800 dollars today in gift cards and read me the card numbers.
Receiver: Can I call my accountant first?
Caller: No. Do not hang up and do not tell anyone, or officers will come to your house within the hour.`;
const TECH_SCAM_CALL = `Caller: Hi, I'm Mark from the PC Security Centre. We have picked up signs of a trojan on your laptop.
Receiver: That's odd, it seems fine to me. Can you prove who you are?
Caller: Of course. We can remotely access your laptop and clean it in ten minutes.`;
const CARD_SCAM_CALL = `Agent: This is the fraud team at your bank. We blocked a payment of 940 dollars on your card.
Customer: Oh no, that was not me.
Agent: To stop it I need you to confirm your full card number, the expiry date and the code we just texted you.`;

pinGrades(
  [BROKER_CALL, LIFE_CALL],
  [TAX_SCAM_CALL, CARD_SCAM_CALL, TECH_SCAM_CALL],
  'call transcripts',
);

describe('the receiver’s own words in a transcript', () => {
  const flagsOf = async (text: string) => (await analyzeText(text)).redFlags;
  it('quotes nothing the receiver says as an ask', async () => {
    const quotes = (await flagsOf(BROKER_CALL)).map((f) => f.textExample ?? '');
    expect(quotes.some((q) => /verify your identity|card number/i.test(q))).toBe(false);
  });
  it('reads a policy’s guaranteed payout and a promised decision time as no pressure', async () => {
    const types = (await flagsOf(LIFE_CALL)).map((f) => f.type);
    expect(types).not.toContain('guaranteed_returns');
    expect(types).not.toContain('urgency');
  });
  it('keeps what the caller asks for in a scam transcript', async () => {
    const types = (await flagsOf(CARD_SCAM_CALL)).map((f) => f.type);
    expect(types).toContain('credential_request');
  });
});
