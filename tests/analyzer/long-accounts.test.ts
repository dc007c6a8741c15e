/**
 * Long accounts, as people post them after losing money: a hundred words or more, a quoted text
 * or two, amounts, payment apps and machines ("I got a text that said … I replied NO … he walked me
 * through it … I sent $3,500"). The account detector read words, and the words of scams (Zelle,
 * Bitcoin, "$") were what the messages it was trained against had, so these accounts were read as
 * messages (logits of -10 to -15) and graded C. It now reads the voice of the telling without its
 * topic (signals/judge/telling-voice.ts). Written for these tests; none is a row of any corpus or
 * battery. The first two scam accounts were C before (the detector read them as messages). Still
 * short of the goal: an account of a "sheriff" and a warrant paid off at a crypto kiosk, read as an
 * account, is judged 0.76 against the account judge's bar of 0.8 and stays C, as does the
 * room-rental overpayment (0.77); an account told of someone else ("she got a text … she lost all
 * of it") is read as no account (the rules grade it D or F here). A past "within two days" ("they
 * refunded the £420 within two days") was read as a deadline put on the reader, and graded both
 * genuine accounts D.
 */
import { describe, expect, it } from 'vitest';
import { shippedAccountReader } from '../../src/server/analysis/signals/judge';
import { voiceOf, voiceWords } from '../../src/server/analysis/signals/judge/telling-voice';
import { pinGrades } from '../helpers/grade-cases';

const LONG_SCAM_ACCOUNTS = [
  'I was added to a WhatsApp group about earning money by rating hotels online. A "receptionist" gave me 30 reviews a day and at first I could withdraw about $40 every evening. After a week they moved me to a "combination order" where my account showed minus $650 and I had to top it up with USDT before I could take anything out. I put in $650, then $1,900, then $4,200 to finish the level. When I asked for my money they said I owed a tax first. In total I lost about $7,000.',
  'My nephew is 15 and got chatting on Snapchat with a "girl" his age who said she lived in the next town. After a few days she sent pictures and talked him into sending some back. Ten minutes later the account sent a screenshot of his friends list and said they would post the photos to everyone unless he paid $500. He was terrified and sent $200 in Steam cards from his birthday money before he told his mum. They kept demanding more.',
  'My mother is 81 and lives alone. On Tuesday she got a text that said "Amazon: an order of a MacBook Pro for $1,899.00 was placed on your account. If this was not you call 1-888-555-0147." She called and a man said her identity had been stolen and her savings were at risk, then passed her to a "federal agent" who told her to take out $14,000 in cash and feed it into a Bitcoin machine at a gas station to keep it safe until the investigation was over. He told her not to tell anyone at the bank why she wanted the money. She lost all of it.',
  'I was hired as a "mystery shopper" after answering a post in a local Facebook group. Two days later a cashier\'s check for $2,950 came in the mail with instructions: deposit it on my phone, keep $300 as my pay, buy Target gift cards with the rest to "evaluate the store", then text photos of the card numbers to my coordinator. I did all of it the same afternoon. A week later the bank told me the check was fake and took the whole amount back out of my account, and the coordinator stopped answering.',
  'Posting so nobody else falls for this. I was renting out a room and a "student from Ireland" agreed to take it without viewing. Her "father" sent a payment of £3,100 instead of £1,100 and the bank email said the money was pending until I refunded the extra £2,000 to the agent who was arranging her visa. I transferred it from my savings. The payment email turned out to be fake, the money never arrived, and my bank says because I authorised the transfer they cannot get it back.',
];

const LONG_GENUINE_ACCOUNTS = [
  'Just wanted to share a good experience. Last month I got a text from my bank saying "Did you make a purchase of £420.00 at CURRYS? Reply Y or N." I had not, so I replied N. They blocked the card straight away and texted that a new one would arrive in five working days. I still rang the number on the back of my old card to check, and the fraud team confirmed it all. They refunded the £420 within two days and the new card came on the Friday. Nobody ever asked me for a PIN or a password.',
  'We had a lovely week at the lake cottage we booked through the holiday site. The owner messaged us the door code the day before we arrived, as the booking page said she would, and the payment went through the site itself. When the boiler stopped working on the Wednesday she sent a plumber within two hours and took £40 off the cleaning fee without us asking. We have already booked the same week for next year and I would recommend her to anyone.',
];

pinGrades(
  LONG_GENUINE_ACCOUNTS,
  LONG_SCAM_ACCOUNTS.slice(0, 4),
  'accounts of a hundred words or more',
);

describe('the voice of an account', () => {
  it('reads long accounts told by the person as accounts, whatever they are about', () => {
    for (const text of [
      ...LONG_SCAM_ACCOUNTS.slice(0, 2),
      ...LONG_SCAM_ACCOUNTS.slice(3),
      LONG_GENUINE_ACCOUNTS[0]!,
    ])
      expect(shippedAccountReader().read(text, 'en'), text.slice(0, 60)).not.toBeNull();
  });

  it('keeps the words of telling and grammar and turns the rest into shapes', () => {
    expect(
      voiceWords('He told her to withdraw $14,000 and feed it into a Bitcoin machine.'),
    ).toEqual(['he', 'told', 'her', 'to', '_', '#', 'and', '_', 'it', 'into', 'a', '_', '_']);
    expect(voiceOf('Transferred')).toBe('_ed');
    expect(voiceOf('£3,100')).toBe('#');
    expect(voiceOf('arranging')).toBe('_ing');
  });

  it('reads messages as messages', () => {
    for (const text of [
      'Your account has been suspended due to unusual activity. To restore access please verify your details within 24 hours at the link below, or your account will be closed permanently and any remaining balance will be frozen. Thank you for banking with us.',
      'Hi there! Congratulations, you have been selected for our customer reward programme. Claim your £500 voucher today by confirming your delivery address and paying a small £2.99 handling fee. This offer expires at midnight, so do not miss out on your reward.',
    ])
      expect(shippedAccountReader().read(text, 'en'), text.slice(0, 60)).toBeNull();
  });
});
